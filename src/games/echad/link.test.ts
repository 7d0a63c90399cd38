/** Shared Echad links: a good link reproduces the game; a bad part says what is wrong and is left at its default. */
import { describe, expect, test } from 'vitest';
import { echadLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('Echad game links', () => {
  test('no seed: no game in the address', () => {
    expect(echadLink.read('?players=3').link).toBeNull();
  });

  test('a link round-trips options, seed and mode', () => {
    const link = {
      options: {
        ...DEFAULT_OPTIONS,
        players: 6,
        target: 200,
        drawUntilMatch: true,
        reverseSkipsWithTwo: true,
        letterSplit: 'alef-once' as const,
      },
      seed: 'class-5b',
      mode: 'pass' as const,
      forgetful: false,
    };
    expect(echadLink.read(echadLink.write(link))).toMatchObject({ link, problems: [] });
  });

  test.each([
    ['eleven players (EC-A4)', '?seed=a&players=11', 'players must be 2–10 (EC-A4); got “11”'],
    ['one player (EC-A4)', '?seed=a&players=1', 'players must be 2–10 (EC-A4); got “1”'],
    ['a zero target (EC-30)', '?seed=a&target=0', 'target must be 1–99999 (EC-30); got “0”'],
    [
      'an unknown house rule',
      '?seed=a&rules=stacking',
      'rules may list only draw-until-match, reverse-skips, alef-once; got “stacking”',
    ],
    ['an unknown mode', '?seed=a&mode=online', 'mode must be “computer” or “pass”; got “online”'],
    ['forget neither on nor off', '?seed=a&forget=sometimes', 'forget must be “on” or “off”; got “sometimes”'],
  ])('a bad part: %s is named, and the default used', (_name, query, problem) => {
    const { link, problems } = echadLink.read(query);
    expect(problems).toEqual([problem]);
    expect(link).toEqual({ seed: 'a', options: DEFAULT_OPTIONS, mode: 'computer', forgetful: true });
  });

  test('a seed with odd characters: no game, and the seed is named', () => {
    const { link, problems } = echadLink.read('?seed=%3Cb%3E');
    expect(link).toBeNull();
    expect(problems[0]).toMatch(/^seed must be/);
  });
});
