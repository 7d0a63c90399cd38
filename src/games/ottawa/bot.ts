/**
 * Ottawa's computer player. Its plan, simple but better than chance:
 * - play rather than draw: a play sheds a card, a draw adds one;
 * - of the playable cards, shed the one that costs the most points if caught with it (OT-24, OT-25);
 * - with nothing to play, pass: a draw can only keep the hand as it is (if the card fits) or grow it,
 *   so it takes a card only when everyone has passed in a row (OT-A12 turns it up, the OT-A1 guard
 *   makes it draw, or with both switched off it draws of its own accord in their place).
 * It reads only its own hand, the face-up discard pile and counts, so it plays the same from its view.
 */
import type { RngState } from '../../engine/rng';
import { cardPoints } from './cards';
import { legalMoves, mustTurnUp } from './rules';
import type { OttawaMove, OttawaState } from './state';

export function botMove(state: OttawaState, seat: number, rng: RngState): { move: OttawaMove; rng: RngState } {
  if (seat !== state.current)
    throw new Error(`Ottawa: only the player whose turn it is acts (OT-15), not seat ${seat}`);
  const moves = legalMoves(state);
  const plays = moves.filter((m) => m.type === 'play');
  if (plays.length > 0) {
    const best = plays.reduce((a, b) => (cardPoints(b.card) > cardPoints(a.card) ? b : a));
    return { move: best, rng };
  }
  const draw = moves.find((m) => m.type === 'draw');
  // With the OT-A1 guard switched off nobody is made to draw, and a table of bots would pass for
  // ever; so after a whole round of passes the bot draws of its own accord, as the guard would make it.
  if (draw && state.quietTurns >= state.hands.length) return { move: draw, rng };
  const fallback = moves.find((m) => m.type === 'pass') ?? draw;
  if (!fallback) throw new Error('Ottawa: a player to act always has a legal move');
  return { move: fallback, rng };
}

/** Why the bot chose its move in this state, in the words shown in the game log. */
export function botReason(move: OttawaMove, state: OttawaState): string {
  switch (move.type) {
    case 'play':
      return 'sheds the most points it can play';
    case 'draw':
      return mustTurnUp(state)
        ? 'everyone had passed, so turned up a new card to match'
        : 'had nothing to play and everyone had passed, so had to take a card';
    case 'pass':
      return 'had nothing to play, and a draw could only add a card';
  }
}
