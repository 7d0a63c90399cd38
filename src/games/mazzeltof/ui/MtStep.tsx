/** A MazzelTof lesson step: the shared lesson step with MazzelTof's notation, statechart and table. */
import type { SnapshotFrom } from 'xstate';
import { LEARNER } from '../../../engine/session';
import { mazzeltofMachine } from '../machine';
import { formatMove } from '../moves';
import { mazzeltofWords } from '../move-words';
import type { MtMove, MtState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import { MtPhases } from './MtPhases';
import { MtTable } from './MtTable';

const kit: StepKit<MtState, MtMove> = {
  machine: mazzeltofMachine,
  formatMove,
  describeMove: mazzeltofWords.describe,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <MtTable game={game} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ snapshot, messages, rulesHref }) => (
    <MtPhases
      snapshot={snapshot as SnapshotFrom<typeof mazzeltofMachine>}
      viewer={LEARNER}
      messages={messages}
      rulesHref={rulesHref}
    />
  ),
};

export default function MtStep(props: StepProps<MtState, MtMove>) {
  return <LessonStep {...props} kit={kit} />;
}
