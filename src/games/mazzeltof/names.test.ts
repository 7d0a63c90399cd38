/**
 * MazzelTof's verdicts carry data, never words (src/engine/verdict.ts): seats, cards by their code,
 * terms and numbers, which names.ts words; the only strings are the `case` codes of the catalogue.
 */
import { describe, expect, test } from 'vitest';
import { card, isSeat, term } from '../../engine/verdict';
import { allCards, cardValue, cardWords } from './cards';
import { MAZZELTOF_NAMES } from './names';
import { zoneTerm } from './table';
import { mazzeltofVerdicts } from './verdict-samples';

/** The rule table's verdicts and those of the first seeded games: every kind, without the time of all the games. */
const SAMPLES = 50_000;

describe('MazzelTof verdicts', () => {
  test('carry seats, cards, terms and numbers, and name every card and term they carry', () => {
    const words = new Set<string>();
    let n = 0;
    for (const v of mazzeltofVerdicts()) {
      if (n++ === SAMPLES) break;
      for (const [name, value] of Object.entries(v.params)) {
        if (typeof value === 'number' || (name === 'case' && typeof value === 'string')) continue;
        if (typeof value === 'string') words.add(`${v.rule} ${name}: ${value}`);
        else if (!isSeat(value)) expect(MAZZELTOF_NAMES.thing(value)).not.toBe('');
      }
    }
    expect([...words]).toEqual([]);
  });
});

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
