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
import type { EchadFacts } from './facts';

export const kit: StepKit<EchadState, EchadMove, EchadFacts> = {
  loadMachine: () => import('./lesson-rules').then((m) => m.echadMachine),
  loadFacts: () => import('./lesson-rules').then((m) => m.echadFacts),
  formatMove,
  describeMove,
  things: echadThings,
  words: ECHAD_TABLE_WORDS,
  describeIn,
  eventFor: (move) => eventFor(move),
  table: ({ game, facts, send, hinted, showAll }) => (
    <EchadTable
      game={game}
      facts={facts}
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
  phases: ({ game, facts, chart, messages, rulesHref }) => (
    <EchadPhases game={game} facts={facts} chart={chart} viewer={LEARNER} messages={messages} rulesHref={rulesHref} />
  ),
};

export default function EchadStep(props: StepProps<EchadState, EchadMove, EchadFacts>) {
  return <LessonStep {...props} kit={kit} />;
}
