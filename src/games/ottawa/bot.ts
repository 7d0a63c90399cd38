/**
 * Ottawa's computer player. Its plan, simple but better than chance:
 * - play rather than draw: a play sheds a card, a draw adds one;
 * - of the playable cards, shed the one that costs the most points if caught with it (OT-24, OT-25);
 * - with nothing to play, pass while the table may still move, and draw once it may not.
 *
 * When does it draw? With OT-A12 on (the default), a whole round of passes turns up a new card to
 * match at nobody's cost, so the bot waits for it. With OT-A12 off, only a card from the stock gets
 * a stuck table moving, and waiting for the OT-A1 guard costs every player a turn of passing for
 * each card drawn: two-player deals then last over a thousand turns. So once anyone has passed on
 * the top card, the bot draws in the hope of a card that fits, unless it holds fewer cards than
 * every other player: the one closest to going out keeps its hand small and lets the others dig.
 * It reads only its own hand, the face-up discard pile and counts, so it plays the same from its view.
 */
import type { RngState } from '../../engine/rng';
import { cardPoints } from './cards';
import { legalMoves, mustDraw, mustTurnUp } from './rules';
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
  if (draw && (mustDraw(state) || digsForAFit(state, seat))) return { move: draw, rng };
  const fallback = moves.find((m) => m.type === 'pass') ?? draw;
  if (!fallback) throw new Error('Ottawa: a player to act always has a legal move');
  return { move: fallback, rng };
}

/** Whether this seat holds fewer cards than every other player. */
function closestToGoingOut(state: OttawaState, seat: number): boolean {
  const own = state.hands[seat]?.length ?? 0;
  return state.hands.every((h, other) => other === seat || h.length > own);
}

/** With OT-A12 off: someone has passed on the top card, and another player is as close to going out or closer. */
function digsForAFit(state: OttawaState, seat: number): boolean {
  return !state.options.turnUp && state.quietTurns > 0 && !closestToGoingOut(state, seat);
}

/** Why the bot chose its move in this state, in the words shown in the game log. */
export function botReason(move: OttawaMove, state: OttawaState): string {
  switch (move.type) {
    case 'play':
      return 'sheds the most points it can play';
    case 'draw':
      if (mustTurnUp(state)) return 'everyone had passed, so turned up a new card to match';
      if (mustDraw(state)) return 'had nothing to play and everyone had passed, so had to take a card';
      return 'had nothing to play and someone had passed on this card, so took one in the hope it fits';
    case 'pass':
      if (state.drewThisTurn) return 'still had nothing to play after taking a card';
      if (state.options.turnUp || state.quietTurns === 0) return 'had nothing to play, and a draw could only add a card';
      return 'had nothing to play, and holds the fewest cards, so leaves the drawing to the others';
  }
}
