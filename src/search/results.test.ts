import { describe, expect, test } from 'vitest';
import { alsoSearched, quoted, rankByTerms, ruleJump, safeExcerpt, searchTerms, toResult } from './results';

const known = new Map([
  ['XY-18', '/some-game/rules/#xy-18'],
  ['XY-A3', '/some-game/rules/#xy-a3'],
]);

describe('a typed rule number goes straight to its rule', () => {
  test.each(['xy18', 'XY-18', 'Xy 18', 'xy-18', ' XY.18 '])('%s', (typed) => {
    expect(ruleJump(typed, known)).toBe('/some-game/rules/#xy-18');
  });
  test('a ruling in any case', () => expect(ruleJump('xy-a3', known)).toBe('/some-game/rules/#xy-a3'));
  test('a rule number that does not exist leads nowhere', () => expect(ruleJump('XY-99', known)).toBeNull());
  test('words are a search, not a jump', () => expect(ruleJump('stock empty', known)).toBeNull());
});

describe('results', () => {
  test('name the game and the rule, and link to it', () => {
    const result = toResult({
      url: '/r/xy-18/',
      excerpt: 'a card of the <mark>same</mark> rank',
      meta: { game: 'Some Game', rule: 'XY-18', kind: 'Rule', title: 'Same rank', url: '/some-game/rules/#xy-18' },
    });
    expect(result).toEqual({
      href: '/some-game/rules/#xy-18',
      where: 'Some Game · Rule XY-18',
      title: 'Same rank',
      excerpt: 'a card of the <mark>same</mark> rank',
    });
  });
  test('an excerpt keeps its highlight and nothing else', () => {
    expect(safeExcerpt('<mark>two</mark> on <img src=x onerror=alert(1)><b>pile</b></mark>')).toBe('<mark>two</mark> on pile</mark>');
  });
  test('a long question is repeated only in part', () => {
    expect(quoted('x'.repeat(10_000))).toBe(`${'x'.repeat(40)}…`);
    expect(quoted(' stock empty ')).toBe('stock empty');
  });
});

describe('a question as a player asks it', () => {
  test('keeps the words about the rule', () => {
    expect(searchTerms('What happens when the stock is empty?')).toEqual(['stock', 'empty']);
    expect(searchTerms('How much is an ace worth?')).toEqual(['ace', 'worth']);
    expect(searchTerms("what's a ½ worth on 3½")).toEqual(['½', 'worth', '3½']);
  });
  test('ranks the page answering most terms first, then by score', () => {
    const hit = (key: string, score: number) => ({ key, score, page: key });
    const ranked = rankByTerms([
      [hit('a', 9), hit('b', 1)],
      [hit('b', 1), hit('c', 5)],
    ]);
    expect(ranked).toEqual(['b', 'a', 'c']);
  });
  test('a page found for a word and for its other word answers that word once', () => {
    const hit = (key: string, score: number) => ({ key, score, page: key });
    expect(rankByTerms([[hit('a', 2), hit('a', 3)], [hit('b', 1)]])).toEqual(['a', 'b']);
    expect(rankByTerms([[hit('a', 2), hit('a', 3), hit('b', 1)], [hit('b', 1)]])).toEqual(['b', 'a']);
    expect(alsoSearched('number')).toEqual(['number', 'rank']);
  });
});
