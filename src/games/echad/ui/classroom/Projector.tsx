/**
 * The classroom projector: one big "Can I play this?" table for the whole class, run from the
 * keyboard or a presentation clicker. The answers come from the engine (classroom/answer.ts);
 * this island only shows them, moves between questions and announces what it shows.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Answer, answerOf, answerPosition } from '../../classroom/answer';
import { type Prompt, type Reveal, WORDS, promptOf, revealOf } from '../../classroom/display';
import { type Command, KEY_HELP, commandFor } from '../../classroom/keys';
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
import { seedParam } from '../../../../engine/match-link';
import { readParams } from '../../../../engine/params';
import { randomSeed } from '../../../../engine/rng';
import { COLOURS, COLOUR_SHAPE, type Colour } from '../../cards';
import { EchadPatterns } from '../EchadCardFace';
import { Bidi } from '../../../../widgets/Bidi';
import { CardImage } from './CardImage';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly questions: readonly Question[];
}

type Mode = 'sequence' | 'teacher';

/**
 * After a mouse click, a projector button gives the focus back to the page, so that Space and
 * Enter go on showing the answer instead of pressing the same button again. A keyboard press
 * (detail 0) leaves the focus where it is.
 */
function clicked(action: () => void) {
  return (e: MouseEvent) => {
    if (e.detail > 0 && e.currentTarget instanceof HTMLElement) e.currentTarget.blur();
    action();
  };
}

interface Dealt {
  readonly choice: TeacherChoice;
  /** The seed it was dealt from, or null when the teacher chose it. */
  readonly seed: string | null;
}

const FIRST_CHOICE: TeacherChoice = { top: 'b3', colour: 'blue', card: 'g3' };

interface Shown {
  readonly answer: Answer | null;
  readonly prompt: Prompt | null;
  readonly reveal: Reveal | null;
  /** Why the teacher's choice cannot be shown. */
  readonly problem: string | null;
}

function show(answer: Answer, kind: Question['kind'], messages: Props['messages'], colour?: Colour): Shown {
  return { answer, prompt: promptOf(answer, kind, colour), reveal: revealOf(answer, messages), problem: null };
}

export default function Projector({ messages, questions }: Props) {
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
    if (mode === 'sequence') {
      const q = questions[index] as Question;
      return show(answerOf(q), q.kind, messages, q.colour);
    }
    const problem = choiceProblem(current.choice);
    if (problem) return { answer: null, prompt: null, reveal: null, problem };
    return show(answerPosition(teacherPosition(current.choice), current.choice.card), 'can-play', messages);
  }, [mode, index, current, questions, messages]);

  const progress =
    mode === 'sequence'
      ? `Question ${index + 1} of ${questions.length}`
      : current.seed !== null
        ? `Random question, seed ${current.seed}`
        : 'Teacher’s choice';

  function announceQuestion(text: string) {
    setRevealed(false);
    setAnnouncement(text);
  }

  function goTo(i: number) {
    const to = Math.max(0, Math.min(questions.length - 1, i));
    if (to === index) return;
    const q = questions[to] as Question;
    setIndex(to);
    announceQuestion(`Question ${to + 1} of ${questions.length}. ${promptOf(answerOf(q), q.kind, q.colour).spoken}`);
  }

  function spokenChoice(d: Dealt): string {
    const problem = choiceProblem(d.choice);
    if (problem) return problem;
    const a = answerPosition(teacherPosition(d.choice), d.choice.card);
    return `${d.seed !== null ? `Random question, seed ${d.seed}.` : 'Teacher’s choice.'} ${promptOf(a, 'can-play').spoken}`;
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
    if (revealed || !shown.reveal) {
      setRevealed(false);
      setAnnouncement('');
      return;
    }
    setRevealed(true);
    setAnnouncement(shown.reveal.announcement);
  }

  function switchMode(to: Mode) {
    if (to === mode) return;
    setMode(to);
    setRevealed(false);
    if (to === 'sequence') {
      const q = questions[index] as Question;
      setAnnouncement(
        `Question ${index + 1} of ${questions.length}. ${promptOf(answerOf(q), q.kind, q.colour).spoken}`,
      );
    } else setAnnouncement(spokenChoice(current));
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
      setNotice('This browser cannot show the page full screen. Try the browser’s own full-screen key (often F11).');
      return;
    }
    root.requestFullscreen().catch(() => {
      setNotice('The browser did not allow full screen. Try again with the button, or the browser’s full-screen key.');
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
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target.tagName : undefined;
      const command = commandFor({ key: e.key, ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey, target });
      if (command === null) return;
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
    const { values, given } = readParams(window.location.search, { seed: seedParam });
    const seed = values.seed;
    if (given.has('seed')) {
      setMode('teacher');
      setDealt([{ choice: dealQuestion(seed), seed }]);
      setDealtAt(0);
    }
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const atStart = mode === 'sequence' ? index === 0 : dealtAt === 0;
  const atEnd = mode === 'sequence' && index === questions.length - 1;
  const topWild = isWildCode(current.choice.top);

  return (
    <section
      ref={rootRef}
      class={fullscreen ? 'projector is-fullscreen' : 'projector'}
      aria-labelledby="projector-title"
      data-mode={mode}
      data-revealed={revealed ? 'true' : 'false'}
    >
      <EchadPatterns />
      <div class="pj-bar">
        <h1 id="projector-title" class="pj-title">
          Can I play this?
        </h1>
        <p class="pj-progress">{progress}</p>
        <button type="button" class="pj-button" onClick={clicked(toggleFullscreen)}>
          {fullscreen ? 'Leave full screen' : 'Full screen'} <kbd>F</kbd>
        </button>
      </div>
      {notice && (
        <p class="pj-notice" role="alert">
          {notice}
        </p>
      )}

      {mode === 'teacher' && (
        <div class="pj-teacher">
          <label>
            Top card{' '}
            <select value={current.choice.top} onChange={(e) => change({ top: e.currentTarget.value })}>
              {FACES.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Colour in force{' '}
            <select
              value={topWild ? current.choice.colour : colourOfCode(current.choice.top)}
              disabled={!topWild}
              aria-describedby={topWild ? undefined : 'pj-colour-note'}
              onChange={(e) => change({ colour: e.currentTarget.value as Colour })}
            >
              {COLOURS.map((c) => (
                <option key={c} value={c}>
                  {c} {COLOUR_SHAPE[c]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Your card{' '}
            <select value={current.choice.card} onChange={(e) => change({ card: e.currentTarget.value })}>
              {FACES.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="pj-button" onClick={clicked(() => deal())}>
            Deal a random question
          </button>
          {!topWild && (
            <p id="pj-colour-note" class="pj-note">
              The colour in force is the top card’s own colour. Choose a wild on top to pick another.
            </p>
          )}
        </div>
      )}

      {shown.problem !== null ? <p class="pj-problem">{shown.problem}</p> : <Stage shown={shown} revealed={revealed} />}

      <div class="pj-nav">
        <button type="button" class="pj-button" onClick={clicked(() => run('previous'))} disabled={atStart}>
          <span aria-hidden="true">← </span>Previous
        </button>
        <button
          type="button"
          class="pj-button pj-primary"
          onClick={clicked(toggleReveal)}
          aria-expanded={revealed}
          aria-controls="pj-answer"
          disabled={shown.reveal === null}
        >
          {revealed ? 'Hide the answer' : 'Show the answer'}
        </button>
        <button type="button" class="pj-button" onClick={clicked(() => run('next'))} disabled={atEnd}>
          {mode === 'teacher' && dealtAt === dealt.length - 1 ? 'Deal another' : 'Next'}
          <span aria-hidden="true"> →</span>
        </button>
        <div class="pj-modes" role="group" aria-label="Which questions">
          <button
            type="button"
            class="pj-button"
            aria-pressed={mode === 'sequence'}
            onClick={clicked(() => switchMode('sequence'))}
          >
            Ready-made
          </button>
          <button
            type="button"
            class="pj-button"
            aria-pressed={mode === 'teacher'}
            onClick={clicked(() => switchMode('teacher'))}
          >
            Teacher’s choice
          </button>
        </div>
      </div>
      <ul class="pj-keys" aria-label="Keys">
        {KEY_HELP.map((k) => (
          <li key={k.does}>
            {k.keys.map((key, i) => (
              <span key={key}>
                {i > 0 ? ' or ' : ''}
                <kbd>{key}</kbd>
              </span>
            ))}{' '}
            {k.does}
          </li>
        ))}
      </ul>
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <Bidi text={announcement} />
      </div>
    </section>
  );
}

function Stage({ shown, revealed }: { readonly shown: Shown; readonly revealed: boolean }) {
  const { answer, prompt, reveal } = shown;
  if (!answer || !prompt || !reveal) return null;
  return (
    <div class="pj-stage">
      <div class="pj-table">
        <p class="pj-question">{prompt.question}</p>
        {prompt.context && <p class="pj-context">{prompt.context}</p>}
        <div class="pj-cards">
          <figure class="pj-slot">
            <figcaption class="pj-slot-name">{WORDS.onTable}</figcaption>
            <div class={answer.beneath ? 'pj-pile pj-pile-stacked' : 'pj-pile'}>
              {answer.beneath && <CardImage card={answer.beneath} class="pj-beneath" />}
              <CardImage card={answer.top} class="pj-big" />
            </div>
            <p class="pj-caption">
              <Bidi text={prompt.topCaption} />
            </p>
            {prompt.underCaption && (
              <p class="pj-caption pj-under">
                {WORDS.underIt}: <Bidi text={prompt.underCaption} />
              </p>
            )}
            {answer.wildColour && (
              <p class={`pj-in-force pj-in-force-${answer.wildColour}`}>
                {WORDS.colourInForce}: <strong>{prompt.colourInForce}</strong>
              </p>
            )}
          </figure>
          <figure class="pj-slot">
            <figcaption class="pj-slot-name">{WORDS.yourCard}</figcaption>
            <div class="pj-pile">
              <CardImage card={answer.card} class="pj-big" />
            </div>
            <p class="pj-caption">
              <Bidi text={prompt.cardCaption} />
            </p>
          </figure>
        </div>
      </div>
      <div class="pj-answer" id="pj-answer">
        {revealed ? <RevealView reveal={reveal} /> : <p class="pj-think">{WORDS.think}</p>}
      </div>
    </div>
  );
}

function RevealView({ reveal }: { readonly reveal: Reveal }) {
  const { verdict, example, next } = reveal;
  return (
    <div class={reveal.ok ? 'pj-verdict pj-ok' : 'pj-verdict pj-no'}>
      <p class="pj-headline">
        <span class="pj-sign" aria-hidden="true">
          {reveal.ok ? '✓' : '✗'}
        </span>{' '}
        {reveal.headline}
      </p>
      <p class="pj-rule">
        <span class="pj-rule-id">{verdict.rule}</span> {verdict.title}
      </p>
      <p class="pj-reason">
        <Bidi text={verdict.reason} />
      </p>
      {verdict.fix && (
        <p class="pj-fix">
          <Bidi text={verdict.fix} />
        </p>
      )}
      {example && (
        <p class="pj-example">
          {WORDS.example}: <span class="pj-rule-id">{example.rule}</span>.
        </p>
      )}
      {next && (
        <div class="pj-next">
          <p class="pj-rule">
            {WORDS.next}
            {next.rule ? ': ' : ''}
            {next.rule && <span class="pj-rule-id">{next.rule}</span>} {next.rule ? next.title : ''}
          </p>
          <p class="pj-reason">
            <Bidi text={next.reason} />
          </p>
        </div>
      )}
    </div>
  );
}
