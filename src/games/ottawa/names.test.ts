/**
 * Ottawa's verdicts carry data, never words (src/engine/verdict.ts): seats, cards by their code,
 * terms and numbers, which names.ts words; the only strings are the `case` codes of the catalogue.
 */
import { describe, expect, test } from 'vitest';
import { cardLabel, fullDeck } from '../../engine/french-deck';
import { card, isSeat, term } from '../../engine/verdict';
import { cardCode } from './cards';
import { OTTAWA_NAMES } from './names';
import { ottawaVerdicts } from './verdict-samples';

/** The rule table's verdicts and those of the first seeded deals: every kind, without the time of all the deals. */
const SAMPLES = 50_000;

describe('Ottawa verdicts', () => {
  test('carry seats, cards, terms and numbers, and name every card and term they carry', () => {
    const words = new Set<string>();
    let n = 0;
    for (const v of ottawaVerdicts()) {
      if (n++ === SAMPLES) break;
      for (const [name, value] of Object.entries(v.params)) {
        if (typeof value === 'number' || (name === 'case' && typeof value === 'string')) continue;
        if (typeof value === 'string') words.add(`${v.rule} ${name}: ${value}`);
        else if (!isSeat(value)) expect(OTTAWA_NAMES.thing(value)).not.toBe('');
      }
    }
    expect([...words]).toEqual([]);
  });
});

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
