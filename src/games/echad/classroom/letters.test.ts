/** The letter chart and the rules summary agree with the engine's cards and the rule catalogue. */
import { describe, expect, test } from 'vitest';
import { LETTERS, cardPoints, fullDeck } from '../cards';
import { COLOUR_ROWS, LETTER_POINTS, LETTER_ROWS, SPECIAL_ROWS } from './letters';
import { SUMMARY, SUMMARY_INTRO } from './summary';
import { ECHAD_IDS } from './test-support';

describe('the letter chart', () => {
  test('ten letters, Alef to Yud, valued 1 to 10, and each letter card scores its value (EC-26)', () => {
    expect(LETTER_ROWS.map((l) => l.name)).toEqual(LETTERS.map((l) => l.name));
    expect(LETTER_ROWS.map((l) => l.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(LETTER_ROWS[0]).toMatchObject({ char: 'א', name: 'Alef', hebrewName: 'אָלֶף' });
    for (const c of fullDeck()) if (c.kind === 'letter') expect(cardPoints(c)).toBe(c.value);
    expect(LETTER_POINTS).toEqual({ low: 1, high: 10, rule: 'EC-26' });
  });

  test('four colours, each with its own shape', () => {
    expect(COLOUR_ROWS.map((c) => c.colour)).toEqual(['blue', 'green', 'red', 'yellow']);
    expect(new Set(COLOUR_ROWS.map((c) => c.shape)).size).toBe(4);
    for (const c of COLOUR_ROWS) expect(c.sample.kind === 'letter' && c.sample.colour).toBe(c.colour);
  });

  test('action cards score 10 (EC-27) and wilds 20 (EC-28), and every rule cited exists', () => {
    expect(SPECIAL_ROWS.map((s) => [s.name, s.points, s.pointsRule])).toEqual([
      ['Pick Up 3', 10, 'EC-27'],
      ['Change of Direction', 10, 'EC-27'],
      ['Lose a Turn', 10, 'EC-27'],
      ['Wild', 20, 'EC-28'],
      ['Wild Pick Up 3', 20, 'EC-28'],
    ]);
    for (const s of SPECIAL_ROWS) {
      expect(s.points).toBe(cardPoints(s.card));
      for (const id of s.does.match(/EC-[A0-9]+/g) ?? []) expect(ECHAD_IDS.has(id)).toBe(true);
      expect(s.does).toMatch(/EC-/);
    }
  });
});

describe('the rules summary', () => {
  test('every point cites rules that exist in the catalogue', () => {
    for (const part of SUMMARY) {
      for (const p of part.points) {
        expect(p.rules.length).toBeGreaterThan(0);
        for (const id of p.rules) expect(ECHAD_IDS.has(id), id).toBe(true);
      }
    }
  });

  test('it covers matching, the actions, the wilds, Echad and scoring', () => {
    const cited = new Set(SUMMARY.flatMap((s) => s.points.flatMap((p) => p.rules)));
    for (const id of ['EC-13', 'EC-31', 'EC-34', 'EC-37', 'EC-40', 'EC-44', 'EC-21', 'EC-26', 'EC-30']) {
      expect(cited.has(id), id).toBe(true);
    }
    expect(SUMMARY_INTRO).toMatch(/[\u0590-\u05FF]/);
  });
});
