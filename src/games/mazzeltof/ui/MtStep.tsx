/** A MazzelTof lesson step: the shared lesson step with MazzelTof's notation, statechart and table. */
import { LEARNER } from '../../../engine/learner';
import { formatMove } from '../moves';
import { mazzeltofWords } from '../move-words';
import { mazzeltofThings } from '../names';
import type { MtMove, MtState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import type { MtFacts } from './facts';
import { MtPhases } from './MtPhases';
import { MtTable } from './MtTable';

export const kit: StepKit<MtState, MtMove, MtFacts> = {
  loadMachine: () => import('./lesson-rules').then((m) => m.mazzeltofMachine),
  loadFacts: () => import('./lesson-rules').then((m) => m.mtFacts),
  formatMove,
  describeMove: mazzeltofWords.describe,
  things: mazzeltofThings,
  eventFor: (move) => eventFor(move),
  table: ({ game, facts, send, hinted, showAll }) => (
    <MtTable game={game} facts={facts} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ game, facts, chart, messages, rulesHref }) => (
    <MtPhases game={game} facts={facts} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function MtStep(props: StepProps<MtState, MtMove, MtFacts>) {
  return <LessonStep {...props} kit={kit} />;
}
