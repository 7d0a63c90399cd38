/**
 * What one seat sees of an Ottawa table: its own hand and the face-up discard pile; the other
 * hands and the stock concealed (view.ts in the engine), sizes kept; no generator state.
 */
import { type Card, SUITS } from '../../engine/french-deck';
import { CONCEALED_RNG, concealOthers } from '../../engine/view';
import type { OttawaState } from './state';

/** A fixed order of the pack: by suit, then by rank. */
export function cardOrder(a: Card, b: Card): number {
  return SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit) || a.rank - b.rank;
}

export function view(state: OttawaState, seat: number): OttawaState {
  const seen = concealOthers(seat, state.hands, [state.stock], cardOrder);
  return { ...state, hands: seen.hands, stock: seen.faceDown[0] ?? [], rng: CONCEALED_RNG };
}
