/** A Mezza lesson step: the shared lesson step with Mezza's notation, statechart and table. */
import { LEARNER } from '../../../engine/session';
import { formatMove } from '../moves';
import { describeIn, describeMove } from '../move-words';
import type { MezzaMove, MezzaState } from '../state';
import { mezzaThings } from '../names';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { eventFor } from './events';
import { MezzaPhases } from './MezzaPhases';
import { MezzaTable } from './MezzaTable';
import { MEZZA_TABLE_WORDS } from './table-words';

export const kit: StepKit<MezzaState, MezzaMove> = {
  loadMachine: () => import('../machine').then((m) => m.mezzaMachine),
  formatMove,
  describeMove,
  things: mezzaThings,
  words: MEZZA_TABLE_WORDS,
  describeIn,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <MezzaTable game={game} viewer={LEARNER} onMove={send} hinted={hinted} showAll={showAll} />
  ),
  phases: ({ game, chart, messages, rulesHref }) => (
    <MezzaPhases game={game} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function MezzaStep(props: StepProps<MezzaState, MezzaMove>) {
  return <LessonStep {...props} kit={kit} />;
}
