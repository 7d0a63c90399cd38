/**
 * How Hand and Foot names the cards and terms its verdicts carry (names.ts). That its verdicts carry no
 * words is checked for every game in test/unit/verdict-params.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { card, term } from '../../engine/verdict';
import { allCards, cardText, cardWords } from './cards';
import { HAND_AND_FOOT_NAMES } from './names';

describe('Hand and Foot names', () => {
  test('a card by its code as positions write it, jokers too', () => {
    expect(allCards().filter((c) => HAND_AND_FOOT_NAMES.thing(card(cardText(c))) !== cardWords(c))).toEqual([]);
    expect(HAND_AND_FOOT_NAMES.thing(card('♥K'))).toBe('king of hearts');
    expect(HAND_AND_FOOT_NAMES.thing(card('*'))).toBe('joker');
    expect(() => HAND_AND_FOOT_NAMES.thing(card('h7'))).toThrow('not a card');
  });

  test('a rank in the plural, a meld colour and what is over', () => {
    expect(HAND_AND_FOOT_NAMES.thing(term('rank', { rank: 7 }))).toBe('7s');
    expect(HAND_AND_FOOT_NAMES.thing(term('rank', { rank: 13 }))).toBe('kings');
    expect(HAND_AND_FOOT_NAMES.thing(term('colour', { colour: 'black' }))).toBe('black');
    expect(HAND_AND_FOOT_NAMES.thing(term('match'))).toBe('match');
    expect(() => HAND_AND_FOOT_NAMES.thing(term('pile'))).toThrow('no English words');
  });
});
