/** The phase chart for a Mezza table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import type { MezzaState } from '../state';
import { mezzaThings } from '../names';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';
import { MEZZA_TABLE_WORDS as W } from './table-words';

/** Each kind of move, in English; in another language the `ui.move.<kind>` entry of Mezza's terms. */
export const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  swap: W['move.swap'],
  play: W['move.play'],
  blind: W['move.blind'],
  'pick-up': W['move.pick-up'],
  draw: W['move.draw'],
  quick: W['move.quick'],
  snatch: W['move.snatch'],
};

export function MezzaPhases(props: GamePhaseProps<MezzaState>) {
  return (
    <GamePhasePanel
      {...props}
      availability={moveAvailability}
      labels={MOVE_LABEL}
      toAct={toAct}
      things={mezzaThings}
      seatName={seatName}
    />
  );
}
