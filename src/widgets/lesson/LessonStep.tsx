/**
 * One lesson step, for any game: the position, the goal, the table to act on, the
 * verdict on every attempt, a hint, a reset and the phase chart; or a quiz question.
 * The game's statechart and engine judge every move; this widget only compares the
 * learner's allowed moves with the step's success moves. Each game supplies a StepKit.
 *
 * A step first shows its starting position as the build prepared it: the table, and the phase
 * chart as `chart`. The statechart, with XState's runtime, is fetched when the learner first
 * reaches for the step (a pointer over it, a touch, the keyboard's focus), so reading a lesson
 * costs no statechart code; a move made before it arrives waits for it and is then judged. So do a
 * game's table facts (`StepKit.loadFacts`): what its rules say about the position that its table
 * and phase panel show, given for the starting position as `facts` and read afresh once the moves begin.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { RuleMessages } from '../../engine/catalogue';
import type { GameThings, TermsIn, TermsOnPage } from '../../engine/names';
import { SpeakingIn, termsFromPage, type Say } from '../speech';
import { moveSpeech } from './describe';
import { explain } from '../../engine/explain';
import { LEARNER } from '../../engine/learner';
import type { Session } from '../../engine/session';
import { nextHintMove, reachedAt, stepOutcome } from '../../lessons/outcome';
import type { LessonStep as StepData, MoveStep, QuizStep } from '../../lessons/schema';
import { isDone, loadProgress, markDone, saveProgress } from '../../progress/progress';
import { chartPicture, type ChartPicture } from '../chart-picture';
import { useInspector } from '../inspector';
import { QuizChoices } from '../QuizChoices';
import { useOptionalSnapshot } from '../useActor';
import { Bidi } from '../Bidi';
import { FocusArea } from '../table/FocusArea';
import { VerdictPanel } from '../VerdictPanel';
import { fillIn } from '../../i18n/format';
import type { LessonWords } from './words';
import { pageData, type PageData } from '../../messages/page-text';
import { ForChildren } from '../for-children';

/**
 * What a game gives the lesson step: its statechart, how it writes and says moves and how to draw its
 * table. `F` is what the game's rules say about a position that its table and phase panel show (who
 * is to act, which moves are open to the learner), when the game reads them apart (`loadFacts`).
 */
export interface StepKit<S, M, F = undefined> {
  /** The lesson statechart, fetched when the learner first reaches for the step. */
  loadMachine(): Promise<AnyStateMachine>;
  /**
   * How the game reads its table facts from a position, fetched with the statechart, so that the
   * page carries none of the rule code behind them: until it arrives the table and phase panel are
   * given the starting position's facts, worked out when the site was built (`StepProps.facts`).
   * Left out, the game's table and phase panel read the rules themselves.
   */
  loadFacts?(): Promise<(game: S) => F>;
  /** The move in notation, to compare with the step's success moves. */
  formatMove(move: M): string;
  /** The move in words, for the verdict's headline ("play red Pick Up 3"). */
  describeMove(move: M): string;
  /** How the game names the cards and terms its verdicts carry, in a language (names.ts). */
  readonly things?: GameThings;
  /** The English of the game's own words on its table (in another language: its terms' `ui.<key>`). */
  readonly words?: Readonly<Record<string, string>>;
  /** The move in the game's words, for a page in another language ("do.play": "play {card}"). */
  describeIn?(move: M, say: Say<string>): string;
  /** The statechart event for the learner's move. */
  eventFor(move: M): EventObject;
  table(args: {
    game: S;
    facts: F;
    send: (move: M) => void;
    hinted: readonly M[];
    showAll: boolean;
  }): ComponentChildren;
  phases(args: { game: S; facts: F; chart: ChartPicture; messages: Messages; rulesHref: string }): ComponentChildren;
}

type Messages = Readonly<Record<string, RuleMessages>>;

/** A step's props as its views read them: the catalogue's messages found on the page (LessonStep). */
type ViewProps<S, M, F> = Omit<StepProps<S, M, F>, 'messages' | 'language'> & {
  readonly messages: Messages;
  readonly language?: TermsIn;
};

export interface StepProps<S = unknown, M = unknown, F = undefined> {
  readonly lesson: string;
  readonly step: StepData;
  /** The step's position, read by the engine when the site was built (null for a quiz without one). */
  readonly start: S | null;
  /** The success lines, each read move by move when the site was built. */
  readonly lines: readonly (readonly M[])[];
  readonly number: number;
  /**
   * The game's catalogue messages in the page's language, written once on the page for all its
   * steps (src/components/PageText.astro): their id there.
   */
  readonly messages: PageData;
  readonly rulesHref: string;
  /** The phase chart at the step's position, worked out when the site was built (null for a quiz). */
  readonly chart: ChartPicture | null;
  /** The table facts of the step's position, worked out when the site was built, for a kit with `loadFacts`. */
  readonly facts?: F | null;
  /** What the step says around the lesson's words, in the page's language. */
  readonly words: LessonWords;
  /** The game's table of terms in the page's language, written once on the page; none on an English page. */
  readonly language?: TermsOnPage;
  /** A step of a lesson for young children: rules named by their titles, the phases shown simply (for-children.ts). */
  readonly forChildren?: boolean;
}

const noMove = () => undefined;

function useStepDone(lesson: string, stepId: string): [boolean, () => void] {
  const [done, setDone] = useState(false);
  useEffect(() => setDone(isDone(loadProgress().progress, lesson, stepId)), [lesson, stepId]);
  const complete = () => {
    saveProgress(markDone(loadProgress().progress, lesson, stepId));
    setDone(true);
  };
  return [done, complete];
}

function StepHeading({
  number,
  title,
  done,
  words,
}: {
  number: number;
  title: string;
  done: boolean;
  words: LessonWords;
}) {
  return (
    <h3 class="step-title">
      <span class="step-number">{fillIn(words.step, { number })}</span> <Bidi text={title} />
      {done && <span class="step-done"> {words.done}</span>}
    </h3>
  );
}

function QuizView<S, M, F>({
  kit,
  lesson,
  step,
  start: game,
  facts,
  number,
  messages,
  rulesHref,
  words,
}: ViewProps<S, M, F> & { kit: StepKit<S, M, F>; step: QuizStep }) {
  const [done, complete] = useStepDone(lesson, step.id);
  const rule = step.teaches[0] as string;
  return (
    <section class="step" aria-label={fillIn(words.stepLabel, { number, title: step.title })}>
      <StepHeading number={number} title={step.title} done={done} words={words} />
      <p class="step-say">
        <Bidi text={step.say} />
      </p>
      {game !== null && (
        // The question is about this table, not a move on it: its cards are shown and named
        // for a screen reader, but disabled, so nothing looks as if it could be played.
        <fieldset class="quiz-table" disabled>
          <legend class="visually-hidden">{words.quizTable}</legend>
          {kit.table({ game, facts: facts as F, send: noMove, hinted: [], showAll: step.showAll })}
        </fieldset>
      )}
      <QuizChoices
        question={step.question}
        choices={step.choices}
        answer={step.answer}
        explain={step.explain}
        rule={rule}
        ruleTitle={messages[rule]?.title ?? rule}
        rulesHref={rulesHref}
        onCorrect={complete}
        words={{ ok: words.right, no: words.notQuite }}
      />
    </section>
  );
}

/** The lesson statechart and what starts it, fetched together the first time the learner reaches for a step. */
interface Loaded<S, F> {
  readonly machine: AnyStateMachine;
  readonly startActor: (typeof import('./step-actor'))['startStepActor'];
  /** The game's reading of its table facts, when it reads them apart. */
  readonly facts: ((game: S) => F) | undefined;
}

/**
 * The step's statechart: fetched once `wake` is called, then started afresh for every try
 * (`round`). Moves sent before it has arrived are kept and sent to it in order.
 */
function useStepActor<S, M, F>(kit: StepKit<S, M, F>, start: S | null, round: number) {
  const [loaded, setLoaded] = useState<Loaded<S, F> | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const waiting = useRef<M[]>([]);
  const wake = () => {
    if (asked.current) return;
    asked.current = true;
    Promise.all([kit.loadMachine(), import('./step-actor'), kit.loadFacts?.()]).then(
      ([machine, { startStepActor }, facts]) => setLoaded({ machine, startActor: startStepActor, facts }),
      () => setFailed(true),
    );
  };
  const inspect = useInspector();
  const actor = useMemo(
    () => (loaded ? loaded.startActor(loaded.machine, start, inspect) : null),
    [loaded, start, round, inspect],
  );
  useEffect(() => () => actor?.stop(), [actor]);
  useEffect(() => {
    if (!actor) return;
    for (const move of waiting.current.splice(0)) actor.send(kit.eventFor(move));
  }, [actor]);
  const send = (move: M) => {
    if (actor) actor.send(kit.eventFor(move));
    else {
      waiting.current.push(move);
      wake();
    }
  };
  return { machine: loaded?.machine ?? null, readFacts: loaded?.facts, actor, send, wake, failed };
}

function MoveView<S, M, F>({
  kit,
  lesson,
  step,
  start,
  facts: startFacts,
  lines,
  number,
  messages,
  rulesHref,
  chart: startChart,
  words,
  language,
}: ViewProps<S, M, F> & { kit: StepKit<S, M, F>; step: MoveStep }) {
  const [done, complete] = useStepDone(lesson, step.id);
  // The verdict's words in the page's language: its names, and the move said in the game's words.
  const { names, describe } = useMemo(() => moveSpeech(kit, language), [kit, language]);
  const [round, setRound] = useState(0);
  const [showHint, setShowHint] = useState(false);
  const { machine, readFacts, actor, send, wake, failed } = useStepActor(kit, start, round);
  const snapshot = useOptionalSnapshot(actor) as AnyMachineSnapshot | null;
  const session = snapshot ? (snapshot.context as { session: Session<S, M, string> | null }).session : null;
  // Until the statechart has arrived the table is the step's starting position, as prepared.
  const game = session ? session.game : start;
  const chart = machine && snapshot ? chartPicture(machine, snapshot) : startChart;
  const facts = useMemo(
    () => (readFacts && game !== null ? readFacts(game) : startFacts) as F,
    [readFacts, game, startFacts],
  );

  // The learner's allowed moves since the step (re)started, oldest first.
  const moves = session
    ? session.log
        .filter((e) => e.seat === LEARNER && e.verdict.ok)
        .map((e) => kit.formatMove(e.move))
        .reverse()
    : [];
  // Once the goal is reached in this try, later moves no longer change the step's outcome.
  const success = lines.map((line) => line.map(kit.formatMove).join(', '));
  const outcome = reachedAt(success, moves) !== null ? 'done' : stepOutcome(success, moves);
  useEffect(() => {
    if (outcome === 'done' && !done) complete();
  }, [outcome]);

  const last = session?.last ?? null;
  const hintText = nextHintMove(success, moves);
  const hintMove = lines.flat().find((m) => kit.formatMove(m) === hintText);
  const hinted = showHint && hintMove !== undefined ? [hintMove] : [];
  const note =
    outcome === 'done'
      ? words.stepComplete
      : outcome === 'off-track'
        ? fillIn(words.offTrack, { goal: step.goal })
        : undefined;

  return (
    <section
      class="step"
      aria-label={fillIn(words.stepLabel, { number, title: step.title })}
      onPointerOver={wake}
      onTouchStart={wake}
      onFocusCapture={wake}
    >
      <StepHeading number={number} title={step.title} done={done} words={words} />
      <p class="step-say">
        <Bidi text={step.say} />
      </p>
      <p class="step-goal">
        <strong>{words.goal}</strong> <Bidi text={step.goal} />
      </p>
      <div class="step-body">
        <FocusArea class="step-main">
          {/* Keyed by the try: "Start again" also clears what the table holds of its own, such as picked cards. */}
          {game !== null && (
            <Fragment key={round}>{kit.table({ game, facts, send, hinted, showAll: step.showAll })}</Fragment>
          )}
          <VerdictPanel
            answers={last}
            attempt={last ? describe(last.move) : undefined}
            explanation={last ? explain(last.verdict, messages, names ? { names } : {}) : null}
            rulesHref={rulesHref}
            note={note}
            words={{ ok: words.allowed, no: words.notAllowed }}
          />
          <div class="step-tools">
            <button type="button" class="action" onClick={() => setShowHint(true)} aria-expanded={showHint}>
              {words.hint}
            </button>
            <button
              type="button"
              class="action"
              onClick={() => {
                setShowHint(false);
                setRound((r) => r + 1);
              }}
            >
              {words.startAgain}
            </button>
          </div>
          {showHint && (
            <p class="step-hint">
              {words.hintLine} <Bidi text={step.hint} />
            </p>
          )}
          {failed && (
            <p class="step-hint" role="alert">
              {words.loadFailed}
            </p>
          )}
        </FocusArea>
        {game !== null && chart !== null && kit.phases({ game, facts, chart, messages, rulesHref })}
      </div>
    </section>
  );
}

export function LessonStep<S, M, F = undefined>(props: StepProps<S, M, F> & { kit: StepKit<S, M, F> }) {
  const { step, words } = props;
  const messages = pageData<Messages>(props.messages);
  const language = props.language && termsFromPage(props.language);
  return (
    <SpeakingIn words={words} language={language}>
      <ForChildren.Provider value={props.forChildren === true}>
        {step.kind === 'quiz' ? (
          <QuizView {...props} messages={messages} language={language} step={step} />
        ) : (
          <MoveView {...props} messages={messages} language={language} step={step} />
        )}
      </ForChildren.Provider>
    </SpeakingIn>
  );
}
