/** An Ottawa lesson step: the shared lesson step with Ottawa's notation, statechart and table. */
import { formatMove } from '../moves';
import { ottawaWords } from '../move-words';
import { ottawaThings } from '../names';
import type { OttawaMove, OttawaState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { OttawaPhases } from './OttawaPhases';
import { OttawaTable } from './OttawaTable';
import { eventFor } from './events';

export const kit: StepKit<OttawaState, OttawaMove> = {
  loadMachine: () => import('../machine').then((m) => m.ottawaMachine),
  formatMove,
  describeMove: ottawaWords.describe,
  things: ottawaThings,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <OttawaTable
      game={game}
      onPlay={(card) => send({ type: 'play', card })}
      onDraw={() => send({ type: 'draw' })}
      onPass={() => send({ type: 'pass' })}
      hinted={hinted}
      showAll={showAll}
    />
  ),
  phases: ({ game, chart, messages, rulesHref }) => (
    <OttawaPhases game={game} chart={chart} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function OttawaStep(props: StepProps<OttawaState, OttawaMove>) {
  return <LessonStep {...props} kit={kit} />;
}
