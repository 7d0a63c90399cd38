/** An Echad lesson step: the shared lesson step with Echad's notation, statechart and table. */
import type { SnapshotFrom } from 'xstate';
import { LEARNER } from '../../../engine/session';
import { echadMachine } from '../machine';
import { formatMove } from '../format-move';
import { echadWords } from '../move-words';
import type { EchadMove, EchadState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { EchadPhases } from './EchadPhases';
import { EchadTable } from './EchadTable';
import { eventFor } from './events';

const kit: StepKit<EchadState, EchadMove> = {
  machine: echadMachine,
  formatMove,
  describeMove: echadWords.describe,
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
  phases: ({ snapshot, messages, rulesHref }) => (
    <EchadPhases
      snapshot={snapshot as SnapshotFrom<typeof echadMachine>}
      viewer={LEARNER}
      messages={messages}
      rulesHref={rulesHref}
    />
  ),
};

export default function EchadStep(props: StepProps<EchadState, EchadMove>) {
  return <LessonStep {...props} kit={kit} />;
}
