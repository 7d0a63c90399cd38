/** An Echad lesson step: the shared lesson step with Echad's notation, statechart and table. */
import type { SnapshotFrom } from 'xstate';
import { LEARNER } from '../../../engine/session';
import { echadMachine, type EchadEvent } from '../machine';
import { formatMove } from '../format-move';
import type { EchadMove, EchadState } from '../state';
import { LessonStep, type StepKit, type StepProps } from '../../../widgets/lesson/LessonStep';
import { EchadPhases } from './EchadPhases';
import { EchadTable } from './EchadTable';

export function eventFor(move: EchadMove, seat = LEARNER): EchadEvent {
  switch (move.type) {
    case 'play':
      return { type: 'card.play', card: move.card, echad: move.echad, seat };
    case 'draw':
      return { type: 'pile.draw', seat };
    case 'keep':
      return { type: 'turn.keep', seat };
    case 'choose-colour':
      return { type: 'colour.choose', colour: move.colour, seat };
    case 'challenge':
      return { type: 'echad.challenge', by: move.by };
  }
}

const kit: StepKit<EchadState, EchadMove> = {
  machine: echadMachine,
  formatMove,
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
