/** The phase chart for a Mezza table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import type { MezzaState } from '../state';
import { mezzaThings } from '../names';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

/** Each kind of move, in English; in another language the `ui.move.<kind>` entry of Mezza's terms. */
export const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  swap: 'Swap and get ready',
  play: 'Play cards of one kind',
  blind: 'Play a face-down card blind',
  'pick-up': 'Pick up the pile',
  draw: 'Refill to three',
  quick: 'Quick play',
  snatch: 'Snatch with ½',
};

/** The words of Mezza's phase panel, keyed as its terms' `ui.<key>` entries. */
export const MEZZA_TABLE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MOVE_LABEL).map(([kind, label]) => [`move.${kind}`, label]),
);

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
