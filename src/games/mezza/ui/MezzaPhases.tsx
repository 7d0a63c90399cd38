/** The phase chart for a Mezza table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import type { MezzaState } from '../state';
import { MEZZA_NAMES } from '../names';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  swap: 'Swap and get ready',
  play: 'Play cards of one kind',
  blind: 'Play a face-down card blind',
  'pick-up': 'Pick up the pile',
  draw: 'Refill to three',
  quick: 'Quick play',
  snatch: 'Snatch with ½',
};

export function MezzaPhases(props: GamePhaseProps<MezzaState>) {
  return (
    <GamePhasePanel
      {...props}
      availability={moveAvailability}
      labels={MOVE_LABEL}
      toAct={toAct}
      names={MEZZA_NAMES}
      seatName={seatName}
    />
  );
}
