/** A Mezza lesson step: the shared lesson step with Mezza's notation, statechart and table. */
import type { SnapshotFrom } from 'xstate';
import { LEARNER } from '../../../engine/session';
import { mezzaMachine } from '../machine';
import { formatMove } from '../moves';
import { mezzaWords } from '../move-words';
import type { MezzaMove, MezzaState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import { MezzaPhases } from './MezzaPhases';
import { MezzaTable } from './MezzaTable';

const kit: StepKit<MezzaState, MezzaMove> = {
  machine: mezzaMachine,
  formatMove,
  describeMove: mezzaWords.describe,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <MezzaTable game={game} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ snapshot, messages, rulesHref }) => (
    <MezzaPhases
      snapshot={snapshot as SnapshotFrom<typeof mezzaMachine>}
      viewer={LEARNER}
      messages={messages}
      rulesHref={rulesHref}
    />
  ),
};

export default function MezzaStep(props: StepProps<MezzaState, MezzaMove>) {
  return <LessonStep {...props} kit={kit} />;
}
