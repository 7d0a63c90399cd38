/**
 * Misspelt words: how far apart two words are (letters added, dropped, changed or swapped), and
 * the word of the index a misspelling most likely meant.
 */

/** The edits between two words, a swap of neighbours counting as one ("recieve" is one from "receive"). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]![j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** A term of the index, with a word it was read from. */
export interface KnownTerm {
  readonly term: string;
  readonly word: string;
}

/**
 * The term a misspelt one most likely meant: the closest term of the index within `most` edits,
 * the one more entries use when two are as close. Null when none is that close.
 */
export function closestTerm(
  term: string,
  vocabulary: ReadonlyMap<string, { readonly word: string; readonly entries: number }>,
  most: number,
): KnownTerm | null {
  let best: { term: string; word: string; distance: number; entries: number } | null = null;
  for (const [known, { word, entries }] of vocabulary) {
    if (Math.abs(known.length - term.length) > most) continue;
    const distance = editDistance(term, known);
    if (distance > most) continue;
    if (best === null || distance < best.distance || (distance === best.distance && entries > best.entries)) {
      best = { term: known, word, distance, entries };
    }
  }
  return best === null ? null : { term: best.term, word: best.word };
}
