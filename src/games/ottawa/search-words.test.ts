import { expect, test } from 'vitest';
import { readingOf } from '../../search/reading';
import { ottawaSearchWords } from './search-words';

const { wordsOf } = readingOf(ottawaSearchWords);

test("the sheet's letters B, D, C, T are read as jack, queen, king, ace (OT-04)", () => {
  expect(wordsOf('can a B go on a D')).toEqual(['can', 'a', 'jack', 'go', 'on', 'a', 'queen']);
  expect(wordsOf('C T')).toEqual(['king', 'ace']);
  expect(wordsOf('T♠ on ♥B')).toEqual(['ace', 'spades', 'on', 'hearts', 'jack']);
});

test('a word ending in an apostrophe-t is no T, and "a" stays the article', () => {
  expect(wordsOf("a card I can't play")).toEqual(['a', 'card', 'i', 'can', 'not', 'play']);
  expect(wordsOf("the player's T")).toEqual(['the', 'player', 'ace']);
});
