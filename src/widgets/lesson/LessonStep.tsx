/**
 * One lesson step, for any game: the position, the goal, the table to act on, the
 * verdict on every attempt, a hint, a reset and the phase chart; or a quiz question.
 * The game's statechart and engine judge every move; this widget only compares the
 * learner's allowed moves with the step's success moves. Each game supplies a StepKit.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { LEARNER, type Session } from '../../engine/session';
import { nextHintMove, reachedAt, stepOutcome } from '../../lessons/outcome';
import type { LessonStep as StepData, MoveStep, QuizStep } from '../../lessons/schema';
import { isDone, loadProgress, markDone, saveProgress } from '../../progress/progress';
import { useInspector } from '../inspector';
import { QuizChoices } from '../QuizChoices';
import { useSnapshot } from '../useActor';
import { Bidi } from '../Bidi';
import { VerdictPanel } from '../VerdictPanel';

/** What a game gives the lesson step: its statechart, how it writes and says moves and how to draw its table. */
export interface StepKit<S, M> {
  readonly machine: AnyStateMachine;
  /** The move in notation, to compare with the step's success moves. */
  formatMove(move: M): string;
  /** The move in words, for the verdict's headline ("play red Pick Up 3"). */
  describeMove(move: M): string;
  /** The statechart event for the learner's move. */
  eventFor(move: M): EventObject;
  table(args: { game: S; send: (move: M) => void; hinted: readonly M[]; showAll: boolean }): ComponentChildren;
  phases(args: { snapshot: AnyMachineSnapshot; messages: Messages; rulesHref: string }): ComponentChildren;
}

type Messages = Readonly<Record<string, RuleMessages>>;

export interface StepProps<S = unknown, M = unknown> {
  readonly lesson: string;
  readonly step: StepData;
  /** The step's position, read by the engine when the site was built (null for a quiz without one). */
  readonly start: S | null;
  /** The success lines, each read move by move when the site was built. */
  readonly lines: readonly (readonly M[])[];
  readonly number: number;
  readonly messages: Messages;
  readonly rulesHref: string;
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

function StepHeading({ number, title, done }: { number: number; title: string; done: boolean }) {
  return (
    <h3 class="step-title">
      <span class="step-number">Step {number}</span> {title}
      {done && <span class="step-done"> ✓ done</span>}
    </h3>
  );
}

function QuizView<S, M>({
  kit,
  lesson,
  step,
  start: game,
  number,
  messages,
  rulesHref,
}: StepProps<S, M> & { kit: StepKit<S, M>; step: QuizStep }) {
  const [done, complete] = useStepDone(lesson, step.id);
  const rule = step.teaches[0] as string;
  return (
    <section class="step" aria-label={`Step ${number}: ${step.title}`}>
      <StepHeading number={number} title={step.title} done={done} />
      <p class="step-say">
        <Bidi text={step.say} />
      </p>
      {game !== null && (
        // The question is about this table, not a move on it: its cards are shown and named
        // for a screen reader, but disabled, so nothing looks as if it could be played.
        <fieldset class="quiz-table" disabled>
          <legend class="visually-hidden">The table for this question (nothing to play here)</legend>
          {kit.table({ game, send: noMove, hinted: [], showAll: step.showAll })}
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
      />
    </section>
  );
}

function MoveView<S, M>({
  kit,
  lesson,
  step,
  start,
  lines,
  number,
  messages,
  rulesHref,
}: StepProps<S, M> & { kit: StepKit<S, M>; step: MoveStep }) {
  const [done, complete] = useStepDone(lesson, step.id);
  const [round, setRound] = useState(0);
  const [showHint, setShowHint] = useState(false);
  const inspect = useInspector();
  const actor = useMemo(() => {
    const a = createActor(kit.machine, { input: { game: start }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [start, round, inspect]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor) as AnyMachineSnapshot;
  const session = (snapshot.context as { session: Session<S, M, string> | null }).session;

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
      ? 'Step complete!'
      : outcome === 'off-track'
        ? `That is a legal move, but this step asks something else: ${step.goal} Press “Start again” to retry.`
        : undefined;

  return (
    <section class="step" aria-label={`Step ${number}: ${step.title}`}>
      <StepHeading number={number} title={step.title} done={done} />
      <p class="step-say">
        <Bidi text={step.say} />
      </p>
      <p class="step-goal">
        <strong>Goal:</strong> <Bidi text={step.goal} />
      </p>
      <div class="step-body">
        <div class="step-main">
          {session &&
            kit.table({ game: session.game, send: (m) => actor.send(kit.eventFor(m)), hinted, showAll: step.showAll })}
          <VerdictPanel
            attempt={last ? kit.describeMove(last.move) : undefined}
            explanation={last ? explain(last.verdict, messages) : null}
            rulesHref={rulesHref}
            note={note}
          />
          <div class="step-tools">
            <button type="button" class="action" onClick={() => setShowHint(true)} aria-expanded={showHint}>
              Hint
            </button>
            <button
              type="button"
              class="action"
              onClick={() => {
                setShowHint(false);
                setRound((r) => r + 1);
              }}
            >
              Start again
            </button>
          </div>
          {showHint && (
            <p class="step-hint">
              Hint: <Bidi text={step.hint} />
            </p>
          )}
        </div>
        {session && kit.phases({ snapshot, messages, rulesHref })}
      </div>
    </section>
  );
}

export function LessonStep<S, M>(props: StepProps<S, M> & { kit: StepKit<S, M> }) {
  const { step } = props;
  return step.kind === 'quiz' ? <QuizView {...props} step={step} /> : <MoveView {...props} step={step} />;
}
