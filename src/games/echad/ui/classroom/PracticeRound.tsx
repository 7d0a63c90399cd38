/**
 * The projector's practice round: questions from real games dealt by the practice generator, about
 * the rules of the lessons the class has done, with the answer shown on a key and the class's right
 * answers counted by the teacher. The projector loads this module only when the teacher first
 * chooses a practice round, so the page's own script stays small.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleMessages } from '../../../../engine/catalogue';
import { SEED_SHAPE } from '../../../../engine/match-link';
import { addressNoticeIn } from '../../../../engine/param-words';
import { randomSeed } from '../../../../engine/rng';
import {
  type Round,
  type RoundCommand,
  type RoundLesson,
  isOver,
  roundStep,
  rulesOfLessons,
  startRound,
  tally,
} from '../../../../practice/round';
import { readRoundLink, writeRoundLink } from '../../../../practice/round-link';
import { loadRoundProgress, pageReloaded, resumeRound, saveRoundProgress } from '../../../../practice/round-progress';
import { shownOf } from '../../classroom/display';
import { type PracticeCommand, practiceCommandFor } from '../../classroom/practice-keys';
import {
  type EchadQuestion,
  fitsProjector,
  mayAnswer,
  nowView,
  showsOnlyCardsTaught,
  whichView,
} from '../../classroom/practice-display';
import type { QuestionWords } from '../../../../practice/words';
import { echad } from '../../engine';
import { echadPractice } from '../../practice';
import { PracticeSetup } from './PracticeSetup';
import { RoundButtons } from './RoundButtons';
import { Stage } from './Stage';
import { NowStage } from './NowStage';
import { WhichStage } from './WhichStage';
import { type ClassroomVoice, useClassroom } from './speech';
import { Bidi } from '../../../../widgets/Bidi';

const GAME = { engine: echad, practice: echadPractice };

type Messages = Readonly<Record<string, RuleMessages>>;

export interface PracticeProps {
  readonly messages: Messages;
  readonly lessons: readonly RoundLesson[];
  /** The projector's title, which heads the round's top bar. */
  readonly title: ComponentChildren;
  /** The projector's full-screen button and its choice of questions, in the teacher's row of buttons. */
  readonly fullscreen: ComponentChildren;
  readonly modes: ComponentChildren;
  /** Says a text in the projector's live region. */
  readonly announce: (text: string) => void;
  /** The words of a "What happens now?" question, in the page's language (the practice page's own). */
  readonly asked: QuestionWords;
}

/** The question shown, ready to draw, with what a screen reader says of it and of its answer. */
function questionView(q: EchadQuestion, messages: Messages, voice: ClassroomVoice, asked: QuestionWords) {
  if (q.kind === 'may') {
    const shown = shownOf(mayAnswer(q), 'can-play', messages, undefined, voice.display);
    return { kind: 'may', shown, spoken: shown.prompt.spoken, answer: shown.reveal.announcement } as const;
  }
  if (q.kind === 'now') {
    const view = nowView(q, messages, asked, voice.display, voice.choice);
    return { kind: 'now', view, spoken: view.spoken, answer: view.announcement } as const;
  }
  const view = whichView(q, messages, voice.display, voice.choice);
  return { kind: 'which', view, spoken: view.spoken, answer: view.announcement } as const;
}

/** The address of the page, with a round or without one. */
function setAddress(query: string) {
  const url = new URL(window.location.href);
  url.search = query;
  window.history.replaceState(window.history.state, '', url);
}

export default function PracticeRound({ messages, lessons, title, fullscreen, modes, announce, asked }: PracticeProps) {
  const all = lessons.map((l) => l.n);
  const voice = useClassroom();
  const ROUND_WORDS = voice.round;
  const [chosen, setChosenState] = useState<readonly number[]>(all);
  const [code, setCode] = useState(randomSeed);
  const [round, setRound] = useState<Round<EchadQuestion> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The round as the last key left it: keys pressed faster than the page redraws (a clicker held
  // down, G then → at once) each build on the one before, not on what is drawn.
  const latest = useRef(round);
  const update = (r: Round<EchadQuestion> | null) => {
    latest.current = r;
    setRound(r);
    // Kept for the tab: a reload in the middle of the round takes it up where it was.
    if (r) saveRoundProgress('echad', r);
  };
  const chosenNow = useRef(chosen);
  const setChosen = (lessons: readonly number[]) => {
    chosenNow.current = lessons;
    setChosenState(lessons);
  };

  const question = round && !isOver(round) ? round.questions[round.at] : undefined;
  const view = useMemo(() => (question ? questionView(question, messages, voice, asked) : null), [question, messages, voice, asked]);

  function say(r: Round<EchadQuestion>) {
    const q = r.questions[r.at];
    if (!q) {
      const { right, counted } = tally(r);
      const outcome = counted === 0 ? ROUND_WORDS.notScored : ROUND_WORDS.final(right, r.questions.length);
      return announce(`${ROUND_WORDS.over}. ${outcome}`);
    }
    announce(`${ROUND_WORDS.progress(r.at + 1, r.questions.length)}. ${questionView(q, messages, voice, asked).spoken}`);
  }

  /** Starts a round; on a reload of the page, where this tab left the same round. */
  function start(seed: string, lessonsChosen: readonly number[], reloaded = false) {
    if (lessonsChosen.length === 0) return setProblem(ROUND_WORDS.noLesson);
    if (!SEED_SHAPE.test(seed)) return setProblem(ROUND_WORDS.badCode);
    const taught = new Set(rulesOfLessons(lessons, lessonsChosen));
    const fits = (q: EchadQuestion) => fitsProjector(q) && showsOnlyCardsTaught(q, taught);
    const fresh = startRound(GAME, { seed, lessons, chosen: lessonsChosen, fits });
    const r = reloaded ? resumeRound(fresh, loadRoundProgress('echad', fresh)) : fresh;
    if (r.questions.length === 0) return setProblem(ROUND_WORDS.nothingToAsk(lessonsChosen));
    setProblem(null);
    setChosen(r.lessons);
    setCode(seed);
    update(r);
    setAddress(writeRoundLink({ seed, lessons: r.lessons }));
    // The keys go back to the round, out of the code's box.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    say(r);
  }

  function chooseLessons() {
    update(null);
    setCode(randomSeed());
    setAddress('');
    announce(ROUND_WORDS.setupTitle);
  }

  function step(command: RoundCommand) {
    const round = latest.current;
    if (!round) return;
    const next = roundStep(round, command);
    update(next);
    const shown = next.questions[next.at]
      ? questionView(next.questions[next.at] as EchadQuestion, messages, voice, asked)
      : null;
    if (command === 'next' || command === 'previous') {
      if (next.at !== round.at) say(next);
    } else if (command === 'reveal') announce(next.revealed && shown ? shown.answer : '');
    else if (shown) {
      const { right, counted } = tally(next);
      const answer = round.revealed ? '' : ` ${shown.answer}`;
      announce(`${ROUND_WORDS.counted(command)} ${ROUND_WORDS.score(right, counted)}.${answer}`);
    }
  }

  /** Runs a key's command; false when it means nothing now, so the key keeps its own use. */
  function run(command: PracticeCommand): boolean {
    const round = latest.current;
    if (typeof command === 'object') {
      if (round || !all.includes(command.lesson)) return false;
      const was = chosenNow.current;
      const lesson = command.lesson;
      setChosen(was.includes(lesson) ? was.filter((n) => n !== lesson) : [...was, lesson].sort((a, b) => a - b));
      return true;
    }
    if (!round) {
      if (command !== 'reveal') return false;
      start(code, chosenNow.current);
      return true;
    }
    if (command === 'again') start(randomSeed(), round.lessons);
    else if (command === 'lessons') chooseLessons();
    else step(command);
    return true;
  }

  // As in the projector: one listener, always running the latest render's commands.
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target.tagName : undefined;
      const command = practiceCommandFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
        code: e.code,
        target,
      });
      if (command !== null && runRef.current(command)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    // A round's address (?round=k3x9a2&lessons=2,3) asks its questions again.
    const { link, wrong } = readRoundLink(window.location.search, lessons.length);
    if (link) start(link.seed, link.lessons, pageReloaded());
    else announce(ROUND_WORDS.setupTitle);
    if (wrong.length > 0) setProblem(addressNoticeIn(wrong, voice.address) ?? null);
    return () => {
      document.removeEventListener('keydown', onKey);
      setAddress('');
    };
  }, []);

  const score = round ? tally(round) : null;
  return (
    <>
      <div class="pj-bar">
        {title}
        <p class="pj-progress">
          {!round
            ? ROUND_WORDS.mode
            : isOver(round)
              ? ROUND_WORDS.over
              : ROUND_WORDS.progress(round.at + 1, round.questions.length)}
        </p>
        {score && (
          <p class="pj-score" data-testid="round-score">
            {ROUND_WORDS.score(score.right, score.counted)}
          </p>
        )}
      </div>
      {round && problem && (
        <p class="pj-notice" role="alert">
          {problem}
        </p>
      )}
      {!round ? (
        <PracticeSetup
          lessons={lessons}
          chosen={chosen}
          code={code}
          problem={problem}
          onToggle={(n) => run({ lesson: n })}
          onCode={setCode}
          onStart={(typed) => start(typed, chosenNow.current)}
        />
      ) : !view ? (
        <RoundOver round={round} />
      ) : view.kind === 'may' ? (
        <Stage shown={view.shown} revealed={round.revealed} />
      ) : view.kind === 'now' ? (
        <NowStage view={view.view} revealed={round.revealed} />
      ) : (
        <WhichStage view={view.view} revealed={round.revealed} />
      )}
      <RoundButtons
        round={round}
        onStep={step}
        onAgain={() => run('again')}
        onLessons={chooseLessons}
        fullscreen={fullscreen}
        modes={modes}
      />
    </>
  );
}

/** The end of a round: how many the class got, and how to ask the same questions again. */
function RoundOver({ round }: { readonly round: Round<unknown> }) {
  const { right, counted } = tally(round);
  const asked = round.questions.length;
  const { round: ROUND_WORDS, dir } = useClassroom();
  return (
    <div class="pj-over">
      {/* A round played without marking any answer has no score to give: "0 of 10" would be wrong. */}
      <p class="pj-final">{counted === 0 ? ROUND_WORDS.notScored : ROUND_WORDS.final(right, asked)}</p>
      {counted > 0 && counted < asked && <p class="pj-context">{ROUND_WORDS.notCounted(asked - counted)}</p>}
      <p class="pj-note">
        <Bidi text={ROUND_WORDS.repeat(round.seed)} dir={dir} />
      </p>
    </div>
  );
}
