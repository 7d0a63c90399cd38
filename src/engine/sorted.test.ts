import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sortedById } from './sorted';

describe('sortedById', () => {
  test('sorts as Array.prototype.sort by id, and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200 }), { maxLength: 80 }), (ids) => {
        const cards = ids.map((id, i) => ({ id, at: i }));
        const before = cards.slice();
        expect(sortedById(cards)).toEqual(cards.slice().sort((a, b) => a.id - b.id));
        expect(cards).toEqual(before);
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
