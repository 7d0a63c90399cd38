/** A Mezza lesson step: the shared lesson step with Mezza's notation, statechart and table. */
import { LEARNER } from '../../../engine/learner';
import { formatMove } from '../moves';
import { describeIn, describeMove } from '../move-words';
import type { MezzaMove, MezzaState } from '../state';
import { mezzaThings } from '../names';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import type { MezzaFacts } from './facts';
import { MezzaPhases } from './MezzaPhases';
import { MezzaTable } from './MezzaTable';
import { MEZZA_TABLE_WORDS } from './table-words';

export const kit: StepKit<MezzaState, MezzaMove, MezzaFacts> = {
  loadMachine: () => import('./lesson-rules').then((m) => m.mezzaMachine),
  loadFacts: () => import('./lesson-rules').then((m) => m.mezzaFacts),
  formatMove,
  describeMove,
  things: mezzaThings,
  words: MEZZA_TABLE_WORDS,
  describeIn,
  eventFor: (move) => eventFor(move),
  table: ({ game, facts, send, hinted, showAll }) => (
    <MezzaTable game={game} facts={facts} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ game, facts, chart, messages, rulesHref }) => (
    <MezzaPhases game={game} facts={facts} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function MezzaStep(props: StepProps<MezzaState, MezzaMove, MezzaFacts>) {
  return <LessonStep {...props} kit={kit} />;
}
