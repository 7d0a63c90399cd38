/**
 * Positions no game of Mezza can reach, for the lesson check: a lesson that shows one teaches the
 * rules wrong, even when every move in it is allowed. Each check is an invariant of real play, which
 * properties.test.ts holds after every move of whole games:
 *
 * - Before the first card (the swap and the start), nothing has been played or burnt.
 * - Face-down cards are played only once every face-up card is gone (MZ-27), and face-up cards never
 *   come back (MZ-25): a seat with face-up cards still has all three face-down cards.
 * - Face-up cards are played only once the hand and the draw pile are empty (MZ-23): while the draw
 *   pile lasts, every seat still has its three face-up and three face-down cards, so nobody is out.
 * - After every play the hand is refilled to three (MZ-16): while the draw pile lasts, every seat
 *   holds at least three cards in hand, save the one refilling now.
 * - A seat rid of its last card is out at once (MZ-32): a seat in the game holds cards.
 */
import { seatKey } from '../../engine/notation';
import { ROW, type MezzaState } from './state';
import { cardsLeft, faceDownOf, faceUpOf, handOf, isActive } from './table';

/** Why no game reaches this position, naming the seat as the notation does ("p2"); null when one can. */
export function impossible(state: MezzaState): string | null {
  const step = state.step;
  if ((step.kind === 'swap' || step.kind === 'start') && (state.pile.length > 0 || state.burnt.length > 0))
    return 'before the first card is played, the pile is empty and nothing is burnt: every card not dealt is in the draw pile (MZ-06, MZ-08)';
  const drawing = state.drawPile.length > 0;
  if (drawing && state.finished.length > 0)
    return 'nobody is out while the draw pile lasts: face-up and face-down cards are played only after it is empty (MZ-23, MZ-27)';
  for (let seat = 0; seat < state.hands.length; seat++) {
    const who = `"${seatKey(seat)}"`;
    const up = faceUpOf(state, seat).length;
    const down = faceDownOf(state, seat).length;
    if (up > ROW || down > ROW)
      return `${who} has more than ${ROW} face-up or face-down cards, and each player is dealt ${ROW} of each (MZ-03)`;
    if (up > 0 && down < ROW)
      return `${who} has face-up cards left but has played face-down cards: face-down cards come only once every face-up card is gone (MZ-27)`;
    if (drawing && up < ROW)
      return `${who} has played face-up cards while the draw pile lasts: they come only once the hand and the draw pile are empty (MZ-23)`;
    const refilling = step.kind === 'refill' && step.seat === seat;
    if (drawing && !refilling && handOf(state, seat).length < ROW)
      return `${who} holds fewer than ${ROW} cards in hand while the draw pile lasts: after every play the hand is refilled to ${ROW} (MZ-16)`;
    if (isActive(state, seat) && cardsLeft(state, seat) === 0 && state.status === 'playing')
      return `${who} has no cards left but is not out: a player rid of every card has finished (MZ-32); write "finished: ${seatKey(seat)}"`;
  }
  return null;
}
