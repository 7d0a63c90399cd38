/**
 * The phase chart for a MazzelTof table: the statechart's phases and which moves are open to a seat
 * now, as the table's facts say (facts.ts), so that the panel reads no rule itself.
 */
import { mazzeltofThings } from '../names';
import type { MoveKind } from '../phases';
import { seatName } from '../table';
import type { MtState } from '../state';
import { chartFromFacts, GamePhasePanel, type FactsPhaseProps } from '../../../widgets/PhasePanel';
import type { MtFacts } from './facts';

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

/** `facts`: the game's facts for the viewer (none before the match is dealt). */
export function MtPhases({ facts, ...props }: FactsPhaseProps<MtState, MtFacts>) {
  return (
    <GamePhasePanel
      {...props}
      {...chartFromFacts(facts)}
      labels={MOVE_LABEL}
      things={mazzeltofThings}
      seatName={seatName}
    />
  );
}
