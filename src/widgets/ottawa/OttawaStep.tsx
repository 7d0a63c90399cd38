/**
 * One lesson step of Ottawa: the position, the goal, the table to act on, the
 * verdict on every attempt, a hint, a reset and the phase chart. The engine
 * (through the turn statechart) judges every move; this widget only compares the
 * learner's allowed moves with the step's success moves.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { LEARNER } from '../../engine/session';
import { ottawaMachine, type OttawaEvent } from '../../games/ottawa/machine';
import { formatMove, parseMove } from '../../games/ottawa/moves';
import { parsePosition } from '../../games/ottawa/position';
import type { OttawaMove } from '../../games/ottawa/state';
import { nextHintMove, reachedAt, stepOutcome } from '../../lessons/outcome';
import type { LessonStep, MoveStep as MoveStepData, QuizStep as QuizStepData } from '../../lessons/schema';
import { isDone, loadProgress, markDone, saveProgress } from '../../progress/progress';
import { QuizChoices } from '../QuizChoices';
import { useInspector } from '../inspector';
import { useSnapshot } from '../useActor';
import { VerdictPanel } from '../VerdictPanel';
import { OttawaPhases } from './OttawaPhases';
import { OttawaTable } from './OttawaTable';

interface Props {
  readonly lesson: string;
  readonly step: LessonStep;
  readonly number: number;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

function eventFor(move: OttawaMove): OttawaEvent {
  if (move.type === 'play') return { type: 'card.play', card: move.card, seat: LEARNER };
  return move.type === 'draw' ? { type: 'stock.draw', seat: LEARNER } : { type: 'turn.pass', seat: LEARNER };
}

function useStepDone(lesson: string, stepId: string): [boolean, () => void] {
  const [done, setDone] = useState(false);
  useEffect(() => setDone(isDone(loadProgress().progress, lesson, stepId)), [lesson, stepId]);
  const complete = () => {
    saveProgress(markDone(loadProgress().progress, lesson, stepId));
    setDone(true);
    document.dispatchEvent(new CustomEvent('lesson-progress'));
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

function QuizStep({ lesson, step, number, messages, rulesHref }: Props & { step: QuizStepData }) {
  const [done, complete] = useStepDone(lesson, step.id);
  const game = useMemo(() => (step.position ? parsePosition(step.position) : null), [step.position]);
  const rule = step.teaches[0] as string;
  return (
    <section class="step" aria-label={`Step ${number}: ${step.title}`}>
      <StepHeading number={number} title={step.title} done={done} />
      <p class="step-say">{step.say}</p>
      {game && <OttawaTable game={game} onPlay={() => {}} onDraw={() => {}} onPass={() => {}} showAll={step.showAll} />}
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

function MoveStep({ lesson, step, number, messages, rulesHref }: Props & { step: MoveStepData }) {
  const [done, complete] = useStepDone(lesson, step.id);
  const [round, setRound] = useState(0);
  const [showHint, setShowHint] = useState(false);
  const start = useMemo(() => parsePosition(step.position), [step.position]);
  const inspect = useInspector();
  const actor = useMemo(() => {
    const a = createActor(ottawaMachine, { input: { game: start }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [start, round, inspect]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor);
  const session = snapshot.context.session;

  // The learner's allowed moves since the step (re)started, oldest first.
  const moves = session
    ? session.log
        .filter((e) => e.seat === LEARNER && e.verdict.ok)
        .map((e) => formatMove(e.move))
        .reverse()
    : [];
  // Once the goal is reached in this try, later moves no longer change the step's outcome.
  const reached = session ? reachedAt(step.success, moves) : null;
  const outcome = reached === null ? stepOutcome(step.success, moves) : 'done';
  useEffect(() => {
    if (outcome === 'done' && !done) complete();
  }, [outcome]);

  const last = session?.last ?? null;
  const hintText = nextHintMove(step.success, moves);
  const hintMove = hintText ? parseMove(hintText) : undefined;
  const hinted = showHint && hintMove && !('error' in hintMove) ? [hintMove] : [];
  const send = (move: OttawaMove) => actor.send(eventFor(move));
  const note =
    outcome === 'done'
      ? 'Step complete!'
      : outcome === 'off-track'
        ? `That is a legal move, but this step asks something else: ${step.goal} Press “Start again” to retry.`
        : undefined;

  return (
    <section class="step" aria-label={`Step ${number}: ${step.title}`}>
      <StepHeading number={number} title={step.title} done={done} />
      <p class="step-say">{step.say}</p>
      <p class="step-goal">
        <strong>Goal:</strong> {step.goal}
      </p>
      <div class="step-body">
        <div class="step-main">
          {session && (
            <OttawaTable
              game={session.game}
              onPlay={(card) => send({ type: 'play', card })}
              onDraw={() => send({ type: 'draw' })}
              onPass={() => send({ type: 'pass' })}
              hinted={hinted}
              showAll={step.showAll}
            />
          )}
          <VerdictPanel
            attempt={last ? formatMove(last.move) : undefined}
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
          {showHint && <p class="step-hint">Hint: {step.hint}</p>}
        </div>
        {session && <OttawaPhases snapshot={snapshot} messages={messages} rulesHref={rulesHref} />}
      </div>
    </section>
  );
}

export default function OttawaStep(props: Props) {
  const { step } = props;
  return step.kind === 'quiz' ? <QuizStep {...props} step={step} /> : <MoveStep {...props} step={step} />;
}
