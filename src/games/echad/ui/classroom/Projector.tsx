/**
 * The classroom projector: one big "Can I play this?" table for the whole class, run from the
 * keyboard or a presentation clicker. The answers come from the engine (classroom/answer.ts);
 * this island only shows them, moves between questions and announces what it shows. Its questions
 * are ready-made, the teacher's own, or a practice round from real games (LazyPractice).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Answer, answerOf, answerPosition } from '../../classroom/answer';
import { type Shown as StageShown, promptOf, shownOf } from '../../classroom/display';
import { type Command, commandFor, keyHelp } from '../../classroom/keys';
import type { Question } from '../../classroom/questions';
import {
  FACES,
  type TeacherChoice,
  choiceProblem,
  colourOfCode,
  dealQuestion,
  isWildCode,
  teacherPosition,
} from '../../classroom/teacher';
import type { RuleMessages } from '../../../../engine/catalogue';
import type { TermsIn } from '../../../../engine/names';
import { seedParam } from '../../../../engine/match-link';
import type { RoundLesson } from '../../../../practice/round';
import { readParams } from '../../../../engine/params';
import { randomSeed } from '../../../../engine/rng';
import { COLOURS, type Colour, faceOf } from '../../cards';
import type { DisplayWords } from '../../classroom/display';
import { EchadPatterns } from '../EchadCardFace';
import { Bidi } from '../../../../widgets/Bidi';
import { clicked } from './clicked';
import { LazyPractice } from './LazyPractice';
import { Stage } from './Stage';
import { ClassroomContext, classroomVoice } from './speech';
import type { AddressWords } from '../../../../engine/param-words';
import type { QuestionWords } from '../../../../practice/words';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly questions: readonly Question[];
  /** The game's lessons, for the practice round's choice of what the class has done. */
  readonly lessons: readonly RoundLesson[];
  /** The game's table of terms in the page's language; none on the English page. */
  readonly language?: TermsIn;
  /** The kit's words for a wrong address, in the page's language; English when left out. */
  readonly address?: AddressWords;
  /** The words of the practice round's "What happens now?" questions, in the page's language. */
  readonly asked: QuestionWords;
}

type Mode = 'sequence' | 'teacher' | 'practice';

interface Dealt {
  readonly choice: TeacherChoice;
  /** The seed it was dealt from, or null when the teacher chose it. */
  readonly seed: string | null;
}

const MODES: readonly Mode[] = ['sequence', 'teacher', 'practice'];

const FIRST_CHOICE: TeacherChoice = { top: 'b3', colour: 'blue', card: 'g3' };

interface Shown {
  readonly stage: StageShown | null;
  /** Why the teacher's choice cannot be shown. */
  readonly problem: string | null;
}

function show(
  answer: Answer,
  kind: Question['kind'],
  messages: Props['messages'],
  words: DisplayWords,
  colour?: Colour,
): Shown {
  return { stage: shownOf(answer, kind, messages, colour, words), problem: null };
}

export default function Projector({ messages, questions, lessons, language, address, asked }: Props) {
  const voice = useMemo(() => classroomVoice(language, address), [language, address]);
  const { speech, display } = voice;
  const say = speech.say;
  const [mode, setMode] = useState<Mode>('sequence');
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [dealt, setDealt] = useState<readonly Dealt[]>([{ choice: FIRST_CHOICE, seed: null }]);
  const [dealtAt, setDealtAt] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);

  const current = dealt[dealtAt] ?? { choice: FIRST_CHOICE, seed: null };
  const shown: Shown = useMemo(() => {
    if (mode !== 'teacher') {
      const q = questions[index] as Question;
      return show(answerOf(q), q.kind, messages, display, q.colour);
    }
    const problem = choiceProblem(current.choice, speech);
    if (problem) return { stage: null, problem };
    return show(answerPosition(teacherPosition(current.choice), current.choice.card), 'can-play', messages, display);
  }, [mode, index, current, questions, messages, speech, display]);

  const questionOf = (i: number) => say('classroom.question-of', { at: i + 1, of: questions.length });
  const dealtAs = (d: Dealt) =>
    d.seed !== null ? say('classroom.random-seed', { seed: d.seed }) : say('classroom.mode.teacher');
  const progress = mode === 'sequence' ? questionOf(index) : dealtAs(current);
  const spokenQuestion = (i: number) => {
    const q = questions[i] as Question;
    return `${questionOf(i)}. ${promptOf(answerOf(q), q.kind, q.colour, display).spoken}`;
  };

  function announceQuestion(text: string) {
    setRevealed(false);
    setAnnouncement(text);
  }

  function goTo(i: number) {
    const to = Math.max(0, Math.min(questions.length - 1, i));
    if (to === index) return;
    setIndex(to);
    announceQuestion(spokenQuestion(to));
  }

  function spokenChoice(d: Dealt): string {
    const problem = choiceProblem(d.choice, speech);
    if (problem) return problem;
    const a = answerPosition(teacherPosition(d.choice), d.choice.card);
    return `${dealtAs(d)}. ${promptOf(a, 'can-play', undefined, display).spoken}`;
  }

  function choose(d: Dealt, replace: boolean) {
    const list = replace ? [...dealt.slice(0, dealtAt), d] : [...dealt.slice(0, dealtAt + 1), d];
    setDealt(list);
    setDealtAt(list.length - 1);
    announceQuestion(spokenChoice(d));
  }

  function deal(seed = randomSeed()) {
    choose({ choice: dealQuestion(seed), seed }, false);
  }

  function change(part: Partial<TeacherChoice>) {
    choose({ choice: { ...current.choice, ...part }, seed: null }, true);
  }

  function toggleReveal() {
    if (revealed || !shown.stage) {
      setRevealed(false);
      setAnnouncement('');
      return;
    }
    setRevealed(true);
    setAnnouncement(shown.stage.reveal.announcement);
  }

  function switchMode(to: Mode) {
    if (to === mode) return;
    setMode(to);
    setRevealed(false);
    // The practice round says its own first words.
    if (to === 'practice') return;
    if (to === 'sequence') setAnnouncement(spokenQuestion(index));
    else setAnnouncement(spokenChoice(current));
  }

  function toggleFullscreen() {
    const root = rootRef.current;
    if (!root) return;
    setNotice(null);
    if (document.fullscreenElement) {
      void document.exitFullscreen?.();
      return;
    }
    if (typeof root.requestFullscreen !== 'function') {
      setNotice(say('classroom.no-fullscreen'));
      return;
    }
    root.requestFullscreen().catch(() => {
      setNotice(say('classroom.fullscreen-refused'));
    });
  }

  function run(command: Command) {
    switch (command) {
      case 'reveal':
        return toggleReveal();
      case 'fullscreen':
        return toggleFullscreen();
      case 'next':
        if (mode === 'sequence') return goTo(index + 1);
        if (dealtAt < dealt.length - 1) {
          setDealtAt(dealtAt + 1);
          return announceQuestion(spokenChoice(dealt[dealtAt + 1] as Dealt));
        }
        return deal();
      case 'previous':
        if (mode === 'sequence') return goTo(index - 1);
        if (dealtAt > 0) {
          setDealtAt(dealtAt - 1);
          announceQuestion(spokenChoice(dealt[dealtAt - 1] as Dealt));
        }
        return;
      case 'first':
        return mode === 'sequence' ? goTo(0) : undefined;
      case 'last':
        return mode === 'sequence' ? goTo(questions.length - 1) : undefined;
    }
  }

  // The key listener is added once and always runs the latest render's commands, so that keys
  // pressed in quick succession (a clicker held down) each see the state the one before left.
  const runRef = useRef(run);
  runRef.current = run;
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target.tagName : undefined;
      const command = commandFor({
        key: e.key,
        code: e.code,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
        target,
      });
      if (command === null) return;
      // A practice round has keys of its own (PracticeRound); full screen stays the projector's.
      if (modeRef.current === 'practice' && command !== 'fullscreen') return;
      e.preventDefault();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    // A shared link may name a random question: /echad/classroom/?seed=abc123
    // Only a seed of the kit's shape is used (and shown); anything else opens the first question.
    // A round's link (?round=k3x9a2&lessons=2,3) opens the practice round, which reads the rest.
    const { values, given } = readParams(window.location.search, { seed: seedParam, round: seedParam });
    const seed = values.seed;
    if (given.has('round')) setMode('practice');
    else if (given.has('seed')) {
      setMode('teacher');
      setDealt([{ choice: dealQuestion(seed), seed }]);
      setDealtAt(0);
    }
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const title = (
    <h1 id="projector-title" class="pj-title">
      {say('classroom.title')}
    </h1>
  );
  const fullscreenButton = (
    <button type="button" class="pj-button" onClick={clicked(toggleFullscreen)}>
      {say(fullscreen ? 'classroom.leave-fullscreen' : 'classroom.fullscreen')} <kbd>F</kbd>
    </button>
  );
  const modes = (
    <div class="pj-modes" role="group" aria-label={say('classroom.modes')}>
      {MODES.map((to) => (
        <button
          key={to}
          type="button"
          class="pj-button"
          aria-pressed={mode === to}
          onClick={clicked(() => switchMode(to))}
        >
          {say(`classroom.mode.${to}`)}
        </button>
      ))}
    </div>
  );

  const atStart = mode === 'sequence' ? index === 0 : dealtAt === 0;
  const atEnd = mode === 'sequence' && index === questions.length - 1;
  const topWild = isWildCode(current.choice.top);
  // Each face by its name in the page's language, for the teacher's choice of cards.
  const faceOptions = FACES.map((f) => {
    const card = faceOf(f.code);
    return (
      <option key={f.code} value={f.code}>
        {card ? speech.spoken(card) : f.name}
      </option>
    );
  });

  return (
    <ClassroomContext.Provider value={voice}>
      <section
        ref={rootRef}
        class={fullscreen ? 'projector is-fullscreen' : 'projector'}
        aria-labelledby="projector-title"
        data-mode={mode}
        data-revealed={revealed ? 'true' : 'false'}
      >
        <EchadPatterns />
        {mode === 'practice' ? (
          <LazyPractice
            messages={messages}
            lessons={lessons}
            title={title}
            fullscreen={fullscreenButton}
            modes={modes}
            announce={setAnnouncement}
            asked={asked}
          />
        ) : (
          <>
            <div class="pj-bar">
              {title}
              <p class="pj-progress">{progress}</p>
              {fullscreenButton}
            </div>
            {notice && (
              <p class="pj-notice" role="alert">
                {notice}
              </p>
            )}

            {mode === 'teacher' && (
              <div class="pj-teacher">
                <label>
                  {say('classroom.top-card')}{' '}
                  <select value={current.choice.top} onChange={(e) => change({ top: e.currentTarget.value })}>
                    {faceOptions}
                  </select>
                </label>
                <label>
                  {display.colourInForce}{' '}
                  <select
                    value={topWild ? current.choice.colour : colourOfCode(current.choice.top)}
                    disabled={!topWild}
                    aria-describedby={topWild ? undefined : 'pj-colour-note'}
                    onChange={(e) => change({ colour: e.currentTarget.value as Colour })}
                  >
                    {COLOURS.map((c) => (
                      <option key={c} value={c}>
                        {speech.colourLabel(c)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {display.yourCard}{' '}
                  <select value={current.choice.card} onChange={(e) => change({ card: e.currentTarget.value })}>
                    {faceOptions}
                  </select>
                </label>
                <button type="button" class="pj-button" onClick={clicked(() => deal())}>
                  {say('classroom.deal')}
                </button>
                {!topWild && (
                  <p id="pj-colour-note" class="pj-note">
                    {say('classroom.colour-note')}
                  </p>
                )}
              </div>
            )}

            {shown.stage ? (
              <Stage shown={shown.stage} revealed={revealed} />
            ) : (
              <p class="pj-problem">{shown.problem}</p>
            )}

            <div class="pj-nav">
              <button type="button" class="pj-button" onClick={clicked(() => run('previous'))} disabled={atStart}>
                <span class="pj-arrow" aria-hidden="true">
                  ←
                </span>{' '}
                {say('classroom.previous')}
              </button>
              <button
                type="button"
                class="pj-button pj-primary"
                onClick={clicked(toggleReveal)}
                aria-expanded={revealed}
                aria-controls="pj-answer"
                disabled={shown.stage === null}
              >
                {say(revealed ? 'classroom.hide' : 'classroom.show')}
              </button>
              <button type="button" class="pj-button" onClick={clicked(() => run('next'))} disabled={atEnd}>
                {say(mode === 'teacher' && dealtAt === dealt.length - 1 ? 'classroom.deal-another' : 'classroom.next')}{' '}
                <span class="pj-arrow" aria-hidden="true">
                  →
                </span>
              </button>
              {modes}
            </div>
            <ul class="pj-keys" aria-label={say('classroom.keys')}>
              {keyHelp(speech).map((k) => (
                <li key={k.does}>
                  {k.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? ` ${say('classroom.key-or')} ` : ''}
                      <kbd>{key}</kbd>
                    </span>
                  ))}{' '}
                  {k.does}
                </li>
              ))}
            </ul>
          </>
        )}
        {mode === 'practice' && notice && (
          <p class="pj-notice" role="alert">
            {notice}
          </p>
        )}
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          <Bidi text={announcement} dir={voice.dir} />
        </div>
      </section>
    </ClassroomContext.Provider>
  );
}
