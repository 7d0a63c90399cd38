/**
 * What one seat sees of a Hand and Foot table: its own hand, every meld, the sizes of everything,
 * and the top card of the discard pile (HF-19). Concealed (view.ts in the engine), sizes kept: the
 * other hands; every foot, the seat's own too, until it is picked up (HF-09: a foot lies in plain
 * sight, HF-10, but face down); the packets before they are chosen, the seat's own as well (a hand
 * is chosen blind, HF-08, since looking at both would be looking at the foot); the draw piles; and
 * every discard below the top. No generator state.
 */
import type { RngState } from '../../engine/rng';
import type { Verdict } from '../../engine/verdict';
import { CONCEALED_RNG, type Refill, concealNumbered, reshuffle } from '../../engine/view';
import type { HfCard } from './cards';
import type { HfMove, HfState } from './state';

function refilled(state: HfState, seat: number, refill: Refill<HfCard>): HfState {
  const hidden: (readonly HfCard[])[] = [];
  state.hands.forEach((h, s) => {
    if (s !== seat) hidden.push(h);
  });
  for (const f of state.feet) hidden.push(f);
  for (const p of state.packets) if (p) hidden.push(p[0], p[1]);
  for (const p of state.piles) hidden.push(p);
  hidden.push(state.discard.slice(0, -1));
  const back = refill(hidden);
  let next = 0;
  const take = () => back[next++] ?? [];
  const hands = state.hands.map((h, s) => (s === seat ? h : take()));
  const feet = state.feet.map(() => take());
  const packets = state.packets.map((p) => (p ? ([take(), take()] as const) : null));
  const piles = state.piles.map(() => take());
  const top = state.discard[state.discard.length - 1];
  const discard = top === undefined ? [] : [...take(), top];
  return { ...state, hands, feet, packets, piles, discard };
}

export function view(state: HfState, seat: number): HfState {
  return { ...refilled(state, seat, (zones) => concealNumbered(zones, (card) => card.id)), rng: CONCEALED_RNG };
}

/** A state `seat` cannot tell from this one: the cards it cannot see shuffled among their places (for tests). */
export function reshuffleUnseen(state: HfState, seat: number, seed: RngState): HfState {
  return refilled(state, seat, (zones) => reshuffle(zones, seed));
}

/**
 * The draw puts two cards only their player sees into the hand. Everything else is seen by the
 * table: the choice of packet is blind, melds are face up, and a pickup takes cards that were face up
 * as they were discarded (the verdict names only the top card and the pair melded with it).
 */
export function secretMove(move: HfMove, _verdict: Verdict): boolean {
  return move.type === 'draw';
}
