/**
 * What one seat sees of an Ottawa table: its own hand and the face-up discard pile; the other
 * hands and the stock concealed (view.ts in the engine), sizes kept; no generator state.
 */
import { type Card, SUITS } from '../../engine/french-deck';
import type { RngState } from '../../engine/rng';
import { CONCEALED_RNG, type Refill, conceal, refillUnseen, reshuffle } from '../../engine/view';
import type { OttawaState } from './state';

/** Each suit's place in SUITS, looked up once: the order is taken for every view. */
const SUIT_PLACE = Object.fromEntries(SUITS.map((suit, i) => [suit, i])) as Readonly<Record<Card['suit'], number>>;

/** A fixed order of the pack: by suit, then by rank. */
export function cardOrder(a: Card, b: Card): number {
  return SUIT_PLACE[a.suit] - SUIT_PLACE[b.suit] || a.rank - b.rank;
}

/** The state with the other hands and the stock refilled: the cards `seat` cannot see. */
function refilled(state: OttawaState, seat: number, refill: Refill<Card>): OttawaState {
  const unseen = refillUnseen(seat, state.hands, [state.stock], refill);
  return { ...state, hands: unseen.hands, stock: unseen.faceDown[0] ?? [] };
}

export function view(state: OttawaState, seat: number): OttawaState {
  return { ...refilled(state, seat, (zones) => conceal(zones, cardOrder)), rng: CONCEALED_RNG };
}

/** A state `seat` cannot tell from this one: the cards it cannot see shuffled among their places (for tests). */
export function reshuffleUnseen(state: OttawaState, seat: number, seed: RngState): OttawaState {
  return refilled(state, seat, (zones) => reshuffle(zones, seed));
}

/**
 * Every Ottawa move is told in full: a play is face up, and neither a draw's verdict nor a pass's
 * names the card drawn or anything else of the hand (a pass is only allowed when nothing fits).
 */
export function secretMove(): boolean {
  return false;
}
