/** The phase chart for a Hand and Foot table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import type { HfState } from '../state';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  choose: 'Pick one of your two packets as your hand',
  draw: 'Draw two cards, one from each of two piles',
  pickup: 'Take the top seven discards with a natural pair',
  meld: 'Lay down melds, or add to your partnership’s',
  discard: 'Discard a card to end the turn',
};

export function HfPhases(props: GamePhaseProps<HfState>) {
  return (
    <GamePhasePanel {...props} availability={moveAvailability} labels={MOVE_LABEL} toAct={toAct} seatName={seatName} />
  );
}
