/**
 * The phase chart for a Mezza table: the statechart's phases and which moves are open to a seat now,
 * as the table's facts say (facts.ts), so that the panel reads no rule itself.
 */
import type { MoveKind } from '../phases';
import { seatName } from '../table';
import type { MezzaFacts } from './facts';
import type { MezzaState } from '../state';
import { mezzaThings } from '../names';
import { chartFromFacts, GamePhasePanel, type FactsPhaseProps } from '../../../widgets/PhasePanel';
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

/** `facts`: the game's facts for the viewer (none before the match is dealt). */
export function MezzaPhases({ facts, ...props }: FactsPhaseProps<MezzaState, MezzaFacts>) {
  return (
    <GamePhasePanel
      {...props}
      {...chartFromFacts(facts)}
      labels={MOVE_LABEL}
      things={mezzaThings}
      seatName={seatName}
    />
  );
}
