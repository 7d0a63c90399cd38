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
