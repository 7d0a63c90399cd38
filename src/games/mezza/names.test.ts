/**
 * Mezza's names in German where a list is made of card kinds: the cards that would fit are
 * alternatives, joined with "oder" as the German terms say ("list.needed: disjunction"); the kinds
 * of a mixed play are each of them, joined with "und". How a list joins is the terms' to say: a
 * term that names no join Intl.ListFormat knows is refused, naming it.
 */
import { describe, expect, test } from 'vitest';
import { termsIn } from '../../i18n/read-content';
import { mezzaThings } from './names';

const german = termsIn('mezza', 'de');
const inGerman = mezzaThings({ lang: 'de', terms: german });

describe('Mezza’s lists of card kinds in German', () => {
  test('the cards that would fit are alternatives: "oder"', () => {
    expect(inGerman({ term: 'needed', cards: ['8', '9', '9½'] })).toBe('eine 8, 9 oder 9½ – oder ein Joker');
    expect(inGerman({ term: 'needed', cards: ['8', '9'] })).toBe('eine 8 oder 9 – oder ein Joker');
  });

  test('the kinds of a mixed play are each of them: "und"', () => {
    expect(inGerman({ term: 'kinds', cards: ['8', '9'] })).toBe('8 und 9');
  });

  test('a join the terms name that Intl.ListFormat does not know is refused, naming the term', () => {
    const broken = mezzaThings({ lang: 'de', terms: { ...german, 'list.needed': 'either' } });
    expect(() => broken({ term: 'needed', cards: ['8', '9'] })).toThrow(/"list\.needed" is "either"/);
  });
});
