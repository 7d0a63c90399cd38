/**
 * A seat's view of the cards: what it cannot see is replaced, in place, by the cards it cannot
 * see, in a fixed order. Each concealed zone keeps its size, so counts stay true, and the result
 * is still a state of the game; but which unseen card lies where is no longer in it. Two states
 * that differ only in the hidden cards give the same view.
 */
import { type RngState, shuffle } from './rng';

/**
 * The hidden zones refilled with their own cards pooled and sorted by `order`: zone sizes kept,
 * contents made independent of where each card really was.
 */
export function conceal<C>(zones: readonly (readonly C[])[], order: (a: C, b: C) => number): C[][] {
  return dealBack(pooled(zones).sort(order), zones);
}

/**
 * `conceal` for cards numbered in their pack, one whole number from 0 per card (an id): the same
 * zones as `conceal(zones, (a, b) => numberOf(a) - numberOf(b))`, each card put in its numbered place
 * rather than sorted. Every computer player's move and every practice question takes a view, and
 * sorting the hidden cards of a game of several packs was most of their time. Cards that share a
 * number, or a number that is no place, are sorted as `conceal` would.
 */
export function concealNumbered<C>(zones: readonly (readonly C[])[], numberOf: (card: C) => number): C[][] {
  const places: (C | undefined)[] = [];
  for (const zone of zones) {
    for (const card of zone) {
      const n = numberOf(card);
      if (!Number.isInteger(n) || n < 0 || places[n] !== undefined)
        return conceal(zones, (a, b) => numberOf(a) - numberOf(b));
      places[n] = card;
    }
  }
  const pool: C[] = [];
  for (const card of places) if (card !== undefined) pool.push(card);
  return dealBack(pool, zones);
}

/**
 * The hidden zones refilled with their own cards shuffled: a state the seat cannot tell from the
 * real one. The tests use it to show that views and computer players ignore what is hidden.
 */
export function reshuffle<C>(zones: readonly (readonly C[])[], seed: RngState): C[][] {
  return dealBack(shuffle(pooled(zones), seed).items, zones);
}

/**
 * The zones' cards in one new array. A loop rather than `flat()`, which costs as much as the sort
 * that follows it: every computer player's move and every practice question takes a view.
 */
function pooled<C>(zones: readonly (readonly C[])[]): C[] {
  const pool: C[] = [];
  for (const zone of zones) for (const card of zone) pool.push(card);
  return pool;
}

/** The pooled cards dealt back into zones of the same sizes, in order. */
function dealBack<C>(pool: readonly C[], zones: readonly (readonly C[])[]): C[][] {
  let at = 0;
  return zones.map((zone) => {
    const refilled = pool.slice(at, at + zone.length);
    at += zone.length;
    return refilled;
  });
}

/**
 * The generator state a view carries instead of the real one: the real state predicts every
 * future shuffle, which no seat at a table knows.
 */
export const CONCEALED_RNG: RngState = 0;

/** A rearrangement of hidden zones that keeps each zone's size: conceal, or a shuffle in tests. */
export type Refill<C> = (zones: readonly (readonly C[])[]) => C[][];

/**
 * The hands and the face-down piles (stock, draw pile) with everything `seat` cannot see, the
 * other hands and the piles, refilled together; its own hand as it is.
 */
export function refillUnseen<C>(
  seat: number,
  hands: readonly (readonly C[])[],
  faceDown: readonly (readonly C[])[],
  refill: Refill<C>,
): { hands: (readonly C[])[]; faceDown: C[][] } {
  const others = hands.filter((_, i) => i !== seat);
  const refilled = refill([...others, ...faceDown]);
  let next = 0;
  const seen = hands.map((hand, i) => (i === seat ? hand : (refilled[next++] as C[])));
  return { hands: seen, faceDown: refilled.slice(others.length) };
}
