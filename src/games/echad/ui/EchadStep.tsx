/** An Echad lesson step: the shared lesson step with Echad's notation, statechart and table. */
import { LEARNER } from '../../../engine/learner';
import { formatMove } from '../format-move';
import type { EchadMove, EchadState } from '../state';
import { echadThings } from '../names';
import { describeIn, describeMove } from '../move-words';
import { ECHAD_TABLE_WORDS } from './words';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { EchadPhases } from './EchadPhases';
import { EchadTable } from './EchadTable';
import { eventFor } from './events';

export const kit: StepKit<EchadState, EchadMove> = {
  loadMachine: () => import('../machine').then((m) => m.echadMachine),
  formatMove,
  describeMove,
  things: echadThings,
  words: ECHAD_TABLE_WORDS,
  describeIn,
  eventFor: (move) => eventFor(move),
  table: ({ game, send, hinted, showAll }) => (
    <EchadTable
      game={game}
      viewer={LEARNER}
      onPlay={(card, echad) => send({ type: 'play', card, echad })}
      onDraw={() => send({ type: 'draw' })}
      onKeep={() => send({ type: 'keep' })}
      onColour={(colour) => send({ type: 'choose-colour', colour })}
      onChallenge={(by) => send({ type: 'challenge', by })}
      hinted={hinted}
      showAll={showAll}
    />
  ),
  phases: ({ game, chart, messages, rulesHref }) => (
    <EchadPhases game={game} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function EchadStep(props: StepProps<EchadState, EchadMove>) {
  return <LessonStep {...props} kit={kit} />;
}
