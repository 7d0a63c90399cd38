/**
 * MZ-A16: a game that goes round in circles ends. Once the draw pile is empty, cards only come
 * back into play by picking up the pile, so a game that cycles meets the same position again right
 * after a pick-up: the same cards in every hand and on the table, the same player to move. The
 * third time that position comes round, no choice of moves has ended it, and the game ends: the
 * players still holding cards are placed by how many they hold, fewest first.
 */
import { hashText } from '../../engine/rng';
import type { MezzaCard } from './cards';
import { endGame } from './scoring';
import type { MezzaState } from './state';
import { cardsLeft, isActive, seatsFrom } from './table';

/** How many times a position may come round before the game ends on the next. */
const MEETINGS_BEFORE_END = 2;

const kinds = (cards: readonly MezzaCard[]) =>
  cards
    .map((c) => c.kind)
    .sort()
    .join(' ');

/** The position right after a pick-up (the pile is empty), by kinds: cards of one kind are alike. */
function positionKey(state: MezzaState): string {
  const seats = state.hands.map(
    (hand, seat) =>
      `${kinds(hand)}/${kinds(state.faceUp[seat] ?? [])}/${(state.faceDown[seat] ?? []).map((c) => c.kind).join(' ')}`,
  );
  return [state.current, state.burnt.length, state.finished.join(' '), ...seats].join('|');
}

/** The game after `seat` picked up: the position is written down, or, met a third time, the game ends. */
export function afterPickUp(state: MezzaState, seat: number): MezzaState {
  if (state.drawPile.length > 0) return state;
  const key = hashText(positionKey(state));
  const met = state.pickUpPositions.filter((k) => k === key).length;
  if (met < MEETINGS_BEFORE_END) return { ...state, pickUpPositions: [...state.pickUpPositions, key] };
  const left = seatsFrom(state, state.current).filter((s) => isActive(state, s));
  // A stable sort keeps equal counts in turn order from the player to move.
  const order = left.sort((a, b) => cardsLeft(state, a) - cardsLeft(state, b));
  const placed = { ...state, finished: [...state.finished, ...order.slice(0, -1)] };
  return { ...endGame(placed), event: { kind: 'circle', seat } };
}
