/** Shared Ottawa links: a good link reproduces the options and seed; a bad part says what is wrong and is left at its default. */
import { describe, expect, test } from 'vitest';
import { ottawaLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('Ottawa game links', () => {
  test('no seed in the address: no game to load', () => {
    expect(ottawaLink.read('')).toMatchObject({ link: null, problems: [] });
  });

  test('a link round-trips the options and the seed', () => {
    const link = {
      options: { ...DEFAULT_OPTIONS, players: 6, matchEnd: { kind: 'deals' as const, count: 4 }, scoring: 'credit' as const, forcedDraw: false },
      seed: 'abc123',
    };
    expect(ottawaLink.read(ottawaLink.write(link))).toMatchObject({ link, problems: [] });
  });

  test('a link keeps the stuck-table rule (OT-A12) switched off, and a link without it has it on', () => {
    const off = { options: { ...DEFAULT_OPTIONS, turnUp: false }, seed: 'off' };
    expect(ottawaLink.write(off)).toContain('turnUp=off');
    expect(ottawaLink.read(ottawaLink.write(off))).toMatchObject({ link: off, problems: [] });
    expect(ottawaLink.read('?seed=on').link?.options.turnUp).toBe(true);
  });

  test.each([
    ['too many players (OT-03)', '?seed=a&players=8', 'players must be 2–7 (OT-03); got “8”', DEFAULT_OPTIONS],
    ['too few players (OT-03)', '?seed=a&players=1', 'players must be 2–7 (OT-03); got “1”', DEFAULT_OPTIONS],
    ['a zero-length match (OT-06)', '?seed=a&players=3&deals=0', 'deals must be 1–9999 (OT-06); got “0”', { ...DEFAULT_OPTIONS, players: 3 }],
    ['players not a number', '?seed=a&players=four', 'players must be a whole number, 2–7 (OT-03); got “four”', DEFAULT_OPTIONS],
    ['an unknown scoring', '?seed=a&scoring=double', 'scoring must be “penalty” or “credit”; got “double”', DEFAULT_OPTIONS],
    ['forced draw neither on nor off', '?seed=a&forcedDraw=maybe', 'forcedDraw must be “on” or “off”; got “maybe”', DEFAULT_OPTIONS],
    ['turning up neither on nor off', '?seed=a&turnUp=sometimes', 'turnUp must be “on” or “off”; got “sometimes”', DEFAULT_OPTIONS],
  ])('a bad part: %s is named, and the default used', (_name, query, problem, options) => {
    expect(ottawaLink.read(query)).toMatchObject({ link: { seed: 'a', options }, problems: [problem] });
  });

  test('a seed with odd characters: no match, and the seed is named', () => {
    const { link, problems } = ottawaLink.read('?seed=a%20b');
    expect(link).toBeNull();
    expect(problems[0]).toMatch(/^seed must be/);
  });
});
