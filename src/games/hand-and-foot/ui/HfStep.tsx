/** A Hand and Foot lesson step: the shared lesson step with Hand and Foot's notation, statechart and table. */
import { LEARNER } from '../../../engine/learner';
import { formatMove } from '../moves';
import { handAndFootWords } from '../move-words';
import { handAndFootThings } from '../names';
import type { HfMove, HfState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import type { HfFacts } from './facts';
import { HfPhases } from './HfPhases';
import { HfTable } from './HfTable';

export const kit: StepKit<HfState, HfMove, HfFacts> = {
  loadMachine: () => import('./lesson-rules').then((m) => m.handAndFootMachine),
  loadFacts: () => import('./lesson-rules').then((m) => m.hfFacts),
  formatMove,
  describeMove: handAndFootWords.describe,
  things: handAndFootThings,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <HfTable game={game} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  // The table reads no rule: only the phase panel takes the facts.
  phases: ({ game, facts, chart, messages, rulesHref }) => (
    <HfPhases game={game} facts={facts} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function HfStep(props: StepProps<HfState, HfMove, HfFacts>) {
  return <LessonStep {...props} kit={kit} />;
}
