import { expect, test } from 'vitest';
import { readingOf } from '../../search/reading';
import { echadSearchWords } from './search-words';

const { termsOf, termsOfWord } = readingOf(echadSearchWords);

test('the letters by name are also letter cards, in their usual spellings', () => {
  expect(termsOfWord('chet')).toEqual(['chet', 'letter']);
  expect(termsOfWord('gimmel')).toEqual(['gimmel', 'letter']);
  // So a question about a Daled meets a rule about letter cards.
  expect(termsOf('Letter cards score their face value')).toContain(termsOfWord('daled')[1]);
});

test('a word that only looks like a letter name is not one', () => {
  // "he" is the pronoun, "heart" and "test" are other words.
  expect(termsOfWord('he')).toEqual(['he']);
  expect(termsOfWord('hearts')).toEqual(['heart']);
  expect(termsOfWord('test')).toEqual(['test']);
});
