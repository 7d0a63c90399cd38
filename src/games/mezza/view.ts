/**
 * What one seat sees of a Mezza table: its own hand, every face-up card and the pile; the other
 * hands, every face-down card (its own too, MZ-04) and the draw pile concealed (view.ts in the
 * engine), sizes kept; no generator state.
 */
import type { RngState } from '../../engine/rng';
import { CONCEALED_RNG, type Refill, concealNumbered, refillUnseen, reshuffle } from '../../engine/view';
import type { MezzaCard } from './cards';
import type { MezzaMove, MezzaState } from './state';

function refilled(state: MezzaState, seat: number, refill: Refill<MezzaCard>): MezzaState {
  const unseen = refillUnseen(seat, state.hands, [...state.faceDown, state.drawPile], refill);
  const n = state.faceDown.length;
  return { ...state, hands: unseen.hands, faceDown: unseen.faceDown.slice(0, n), drawPile: unseen.faceDown[n] ?? [] };
}

export function view(state: MezzaState, seat: number): MezzaState {
  return { ...refilled(state, seat, (zones) => concealNumbered(zones, (card) => card.id)), rng: CONCEALED_RNG };
}

/** A state `seat` cannot tell from this one: the cards it cannot see shuffled among their places (for tests). */
export function reshuffleUnseen(state: MezzaState, seat: number, seed: RngState): MezzaState {
  return refilled(state, seat, (zones) => reshuffle(zones, seed));
}

/**
 * Letting a snatch or a quick play go is told to no one: a window is open only to a seat that
 * could use it, so a decline would tell the table that this seat holds a ½, or drew a card of the
 * kind just played. Every other move is played face up or names no hidden card.
 */
export function secretMove(move: MezzaMove): boolean {
  return move.type === 'decline';
}
