/**
 * Hand and Foot's verdicts carry data, never words (src/engine/verdict.ts): seats, cards by their
 * code, terms and numbers, which names.ts words. The only strings are the `case` codes of the
 * catalogue and, for a malformed move, the meld, pile or packet it named, quoted back as it came.
 */
import { describe, expect, test } from 'vitest';
import { card, isSeat, term } from '../../engine/verdict';
import { allCards, cardText, cardWords } from './cards';
import { HAND_AND_FOOT_NAMES } from './names';
import { handAndFootVerdicts } from './verdict-samples';

/** Params that quote back what a malformed move named, which may be no number at all. */
const QUOTED = new Set(['meld', 'pile', 'packet']);

describe('Hand and Foot verdicts', () => {
  test('carry seats, cards, terms and numbers, and name every card and term they carry', () => {
    const words = new Set<string>();
    for (const v of handAndFootVerdicts()) {
      for (const [name, value] of Object.entries(v.params)) {
        if (typeof value === 'number' || name === 'case') continue;
        if (typeof value === 'string') {
          if (!QUOTED.has(name)) words.add(`${v.rule} ${name}: ${value}`);
        } else if (!isSeat(value)) expect(HAND_AND_FOOT_NAMES.thing(value)).not.toBe('');
      }
    }
    expect([...words]).toEqual([]);
  });
});

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
