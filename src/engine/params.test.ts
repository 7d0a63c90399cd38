import { describe, expect, test } from 'vitest';
import { QUOTE_LENGTH, addressNotice, oneOf, quote, readParams, setOf, shaped, wholeNumber, wholeNumberIn } from './params';

const schema = {
  pace: oneOf(['slow', 'fast'], 'slow'),
  players: wholeNumber(2, 7, 4, 'OT-03'),
  seed: shaped(/^[a-z]{1,8}$/, '1 to 8 letters', ''),
  rules: setOf(['a', 'b']),
};

describe('readParams', () => {
  test('good values are read; missing ones take their defaults', () => {
    const r = readParams('?pace=fast&seed=abc&rules=b,a,b', schema);
    expect(r.values).toEqual({ pace: 'fast', players: 4, seed: 'abc', rules: ['b', 'a'] });
    expect([...r.given].sort()).toEqual(['pace', 'rules', 'seed']);
    expect(r.problems).toEqual([]);
  });

  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'the name of an object property (%s) is a wrong value like any other',
    (word) => {
      const r = readParams(`?pace=${word}&players=${word}&rules=${word}`, schema);
      expect(r.values).toEqual({ pace: 'slow', players: 4, seed: '', rules: [] });
      expect(r.given.size).toBe(0);
      expect(r.problems).toEqual([
        `pace must be “slow” or “fast”; got “${word}”`,
        `players must be a whole number, 2–7 (OT-03); got “${word}”`,
        `rules may list only a, b; got “${word}”`,
      ]);
    },
  );

  test('a whole number out of range says the range, not “not a whole number”', () => {
    expect(readParams('?players=12', schema).problems).toEqual(['players must be 2–7 (OT-03); got “12”']);
    expect(readParams('?players=1', schema).problems).toEqual(['players must be 2–7 (OT-03); got “1”']);
    expect(readParams('?players=3.5', schema).problems[0]).toContain('whole number');
  });

  test('a whole number from a few allowed ones: others are named with the allowed values', () => {
    const players = { players: wholeNumberIn([2, 4], 4, 'MT-02') };
    expect(readParams('?players=2', players).values.players).toBe(2);
    expect(readParams('?players=3', players).problems).toEqual(['players must be 2 or 4 (MT-02); got “3”']);
    expect(readParams('?players=two', players).problems).toEqual(['players must be a whole number, 2 or 4 (MT-02); got “two”']);
  });

  test('a huge value is quoted in at most 40 characters', () => {
    const huge = 'x'.repeat(10_000);
    const [problem] = readParams(`?seed=${huge}`, schema).problems;
    expect(problem).toBe(`seed must be 1 to 8 letters; got “${'x'.repeat(QUOTE_LENGTH - 1)}…”`);
    expect(addressNotice([problem!])!.length).toBeLessThan(200);
  });

  test('parameters the schema does not name are left alone', () => {
    expect(readParams('?inspect&utm=x', schema).problems).toEqual([]);
  });
});

describe('quote', () => {
  test('short text whole, long text cut to the limit, counting characters not code units', () => {
    expect(quote('abc')).toBe('“abc”');
    expect([...quote('א'.repeat(100))].length).toBe(QUOTE_LENGTH + 2);
    expect(quote('😀'.repeat(50))).not.toMatch(/\uD83D(?!\uDE00)/);
  });
});

describe('addressNotice', () => {
  test('none without problems; otherwise each problem and that the default is used', () => {
    expect(addressNotice([])).toBeUndefined();
    expect(addressNotice(['a must be b', 'c must be d'])).toBe(
      'Part of this address could not be used, so the default is used instead: a must be b; c must be d.',
    );
  });
});
