/**
 * Cards in a new array, by id, as sort((a, b) => a.id - b.id) leaves them. An insertion sort: a
 * hand or a zone holds a few cards to a few dozen, and the engines' move lists sort one on every
 * move, where this is quicker than Array.prototype.sort calling a comparator.
 */
export function sortedById<C extends { readonly id: number }>(cards: readonly C[]): C[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i] as C;
    let j = i - 1;
    while (j >= 0 && (out[j] as C).id > card.id) {
      out[j + 1] = out[j] as C;
      j--;
    }
    out[j + 1] = card;
  }
  return out;
}
