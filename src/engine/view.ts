/**
 * A seat's view of the cards: what it cannot see is replaced, in place, by the cards it cannot
 * see, in a fixed order. Each concealed zone keeps its size, so counts stay true, and the result
 * is still a state of the game; but which unseen card lies where is no longer in it. Two states
 * that differ only in the hidden cards give the same view.
 */

/**
 * The hidden zones refilled with their own cards pooled and sorted by `order`: zone sizes kept,
 * contents made independent of where each card really was.
 */
export function conceal<C>(zones: readonly (readonly C[])[], order: (a: C, b: C) => number): C[][] {
  const pool = zones.flat().sort(order);
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
export const CONCEALED_RNG = 0;

/**
 * The hands as `seat` sees them, with the face-down piles (stock, draw pile): its own hand as it
 * is, the other hands and the piles concealed together (see conceal).
 */
export function concealOthers<C>(
  seat: number,
  hands: readonly (readonly C[])[],
  faceDown: readonly (readonly C[])[],
  order: (a: C, b: C) => number,
): { hands: (readonly C[])[]; faceDown: C[][] } {
  const others = hands.filter((_, i) => i !== seat);
  const refilled = conceal([...others, ...faceDown], order);
  let next = 0;
  const seen = hands.map((hand, i) => (i === seat ? hand : (refilled[next++] as C[])));
  return { hands: seen, faceDown: refilled.slice(others.length) };
}
