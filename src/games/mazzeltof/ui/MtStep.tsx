/** A MazzelTof lesson step: the shared lesson step with MazzelTof's notation, statechart and table. */
import { LEARNER } from '../../../engine/session';
import { formatMove } from '../moves';
import { mazzeltofWords } from '../move-words';
import type { MtMove, MtState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import { MtPhases } from './MtPhases';
import { MtTable } from './MtTable';

export const kit: StepKit<MtState, MtMove> = {
  loadMachine: () => import('../machine').then((m) => m.mazzeltofMachine),
  formatMove,
  describeMove: mazzeltofWords.describe,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <MtTable game={game} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ game, chart, messages, rulesHref }) => (
    <MtPhases game={game} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function MtStep(props: StepProps<MtState, MtMove>) {
  return <LessonStep {...props} kit={kit} />;
}
