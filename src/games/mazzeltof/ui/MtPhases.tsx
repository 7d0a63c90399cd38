/** The phase chart for a MazzelTof table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import type { MtState } from '../state';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  'cancel-skip': 'Cancel the skip with a joker',
  'sit-out': 'Sit the turn out',
  draw: 'Draw for the turn',
  play: 'Play a card on a pile',
  refill: 'Take new cards for an empty hand',
  pass: 'Pass a card to end the turn',
  lay: 'Lay the revealed card open',
  end: 'End the turn with an empty hand',
};

export function MtPhases(props: GamePhaseProps<MtState>) {
  return (
    <GamePhasePanel {...props} availability={moveAvailability} labels={MOVE_LABEL} toAct={toAct} seatName={seatName} />
  );
}
