/**
 * How Ottawa names the cards and terms its verdicts carry (names.ts). That its verdicts carry no
 * words is checked for every game in test/unit/verdict-params.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { cardLabel, fullDeck } from '../../engine/french-deck';
import { card, term } from '../../engine/verdict';
import { cardCode } from './cards';
import { OTTAWA_NAMES } from './names';

describe('Ottawa names', () => {
  test('a card by its code as positions write it', () => {
    expect(fullDeck().filter((c) => OTTAWA_NAMES.thing(card(cardCode(c))) !== cardLabel(c))).toEqual([]);
    expect(OTTAWA_NAMES.thing(card('♥A'))).toBe('♥A');
    expect(() => OTTAWA_NAMES.thing(card('h7'))).toThrow('not a card');
  });

  test('the cards next to the top card, and every card of its rank', () => {
    expect(OTTAWA_NAMES.thing(term('neighbours', { cards: ['♥6', '♥8'] }))).toBe('♥6 or ♥8');
    expect(OTTAWA_NAMES.thing(term('same-rank', { rank: 12 }))).toBe('any Q (♠Q ♥Q ♦Q ♣Q)');
  });
});
