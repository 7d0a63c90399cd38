import { expect, test } from 'vitest';
import { closestTerm, editDistance } from './spelling';

test.each([
  ['joker', 'joker', 0],
  ['jocker', 'joker', 1],
  ['recieve', 'receive', 1],
  ['discrad', 'discard', 1],
  ['', 'pile', 4],
  ['stock', 'stack', 1],
  ['pile', 'plie', 1],
  ['meld', 'deal', 3],
])('%s → %s: %i edits', (a, b, n) => {
  expect(editDistance(a, b)).toBe(n);
  expect(editDistance(b, a)).toBe(n);
});

test('the closest term within reach, the more common one when two are as close', () => {
  const vocabulary = new Map([
    ['joker', { word: 'joker', entries: 9 }],
    ['poker', { word: 'poker', entries: 1 }],
    ['pile', { word: 'pile', entries: 5 }],
  ]);
  expect(closestTerm('jocker', vocabulary, 2)).toEqual({ term: 'joker', word: 'joker' });
  expect(closestTerm('oker', vocabulary, 1)).toEqual({ term: 'joker', word: 'joker' });
  expect(closestTerm('xyzzy', vocabulary, 2)).toBeNull();
});
