/**
 * How MazzelTof names the cards and terms its verdicts carry (names.ts). That its verdicts carry no
 * words is checked for every game in test/unit/verdict-params.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { card, term } from '../../engine/verdict';
import { allCards, cardValue, cardWords } from './cards';
import { MAZZELTOF_NAMES } from './names';
import { zoneTerm } from './table';

describe('MazzelTof names', () => {
  test('a card by its face as positions write it', () => {
    expect(allCards().filter((c) => MAZZELTOF_NAMES.thing(cardValue(c)) !== cardWords(c))).toEqual([]);
    expect(MAZZELTOF_NAMES.thing(card('♥A'))).toBe('ace of hearts');
    expect(MAZZELTOF_NAMES.thing(card('*'))).toBe('joker');
    expect(() => MAZZELTOF_NAMES.thing(card('h'))).toThrow('not a card');
  });

  test('piles, ranks, colours and where a card lies', () => {
    expect(MAZZELTOF_NAMES.thing(term('pile', { pile: 'mixed' }))).toBe('the mixed pile');
    expect(MAZZELTOF_NAMES.thing(term('rank', { rank: 12 }))).toBe('queen');
    expect(MAZZELTOF_NAMES.thing(term('colour', { colour: 'red' }))).toBe('red');
    expect(MAZZELTOF_NAMES.thing(zoneTerm('hand', 0))).toBe('your hand');
    expect(MAZZELTOF_NAMES.thing(zoneTerm('open', 2))).toBe("Player 3's open cards");
    expect(MAZZELTOF_NAMES.thing(zoneTerm('revealed', 1))).toBe('the revealed draw pile');
    expect(() => MAZZELTOF_NAMES.thing(term('trump'))).toThrow('MazzelTof: no English words for the term "trump"');
  });
});
