/**
 * The phase chart for a Hand and Foot table: the statechart's phases and which moves are open to a
 * seat now, as the table's facts say (facts.ts), so that the panel reads no rule itself.
 */
import { handAndFootThings } from '../names';
import type { MoveKind } from '../phases';
import { seatName } from '../table';
import type { HfState } from '../state';
import { chartFromFacts, GamePhasePanel, type FactsPhaseProps } from '../../../widgets/PhasePanel';
import type { HfFacts } from './facts';

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  choose: 'Pick one of your two packets as your hand',
  draw: 'Draw two cards, one from each of two piles',
  pickup: 'Take the top seven discards with a natural pair',
  meld: 'Lay down melds, or add to your partnership’s',
  discard: 'Discard a card to end the turn',
};

/** `facts`: the game's facts for the viewer (none before the match is dealt). */
export function HfPhases({ facts, ...props }: FactsPhaseProps<HfState, HfFacts>) {
  return (
    <GamePhasePanel
      {...props}
      {...chartFromFacts(facts)}
      labels={MOVE_LABEL}
      things={handAndFootThings}
      seatName={seatName}
    />
  );
}
