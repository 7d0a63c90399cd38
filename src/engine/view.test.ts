/** Concealing by a card's number gives the zones that sorting by it gives, duplicates and stray numbers included. */
import { describe, expect, test } from 'vitest';
import { seedRng, shuffle } from './rng';
import { conceal, concealNumbered } from './view';

interface Numbered {
  readonly id: number;
  readonly tag?: string;
}
const byId = (a: Numbered, b: Numbered) => a.id - b.id;
const idOf = (card: Numbered) => card.id;

/** Cards of the given numbers, shuffled and cut into zones of the given sizes. */
function zonesOf(ids: readonly number[], sizes: readonly number[], seed: number): Numbered[][] {
  const cards = shuffle(
    ids.map((id, i) => ({ id, tag: `copy ${i}` })),
    seedRng(seed),
  ).items;
  let at = 0;
  return sizes.map((size) => cards.slice(at, (at += size)));
}

describe('concealNumbered', () => {
  test('gives the zones conceal gives, for cards numbered once each, over many deals', () => {
    const ids = Array.from({ length: 324 }, (_, i) => i).filter((i) => i % 7 !== 3);
    for (let seed = 0; seed < 200; seed++) {
      const zones = zonesOf(ids, [11, 11, 0, 60, ids.length - 82], seed);
      expect(concealNumbered(zones, idOf)).toEqual(conceal(zones, byId));
    }
  });

  test('keeps zone sizes and the empty zones', () => {
    const zones = zonesOf([5, 1, 9, 3], [0, 3, 0, 1], 1);
    expect(concealNumbered(zones, idOf).map((z) => z.length)).toEqual([0, 3, 0, 1]);
    expect(concealNumbered([], idOf)).toEqual([]);
  });

  test('cards sharing a number, or numbers that are no place, are sorted as conceal sorts them', () => {
    for (const ids of [
      [4, 2, 4, 0, 2],
      [3, -1, 2],
      [1.5, 0, 2],
    ]) {
      const zones = zonesOf(ids, [2, ids.length - 2], 7);
      expect(concealNumbered(zones, idOf)).toEqual(conceal(zones, byId));
    }
  });
});
