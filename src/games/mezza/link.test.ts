/** Shared Mezza links: a good link deals the same match again; a bad part is named and left at its default. */
import { describe, expect, test } from 'vitest';
import { mezzaLink, type MezzaLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('Mezza game links', () => {
  test.each<MezzaLink>([
    { options: { ...DEFAULT_OPTIONS, players: 2 }, seed: 'abc', mode: 'computer' },
    { options: { players: 6, games: 3, deck: 'short', nineHalfOnNineHalf: false }, seed: 'x-1', mode: 'pass' },
  ])('a link read back gives the same options, seed and mode (%#)', (link) => {
    expect(mezzaLink.read(mezzaLink.write(link))).toMatchObject({ link, problems: [] });
  });

  test('an address without a seed holds no game', () => {
    expect(mezzaLink.read('?players=3').link).toBeNull();
  });

  test.each([
    ['?seed=a&players=7', 'players must be 2–6 (MZ-A2); got “7”'],
    ['?seed=a&games=0', 'games must be 1–99 (MZ-A14); got “0”'],
    ['?seed=a&deck=tiny', 'deck must be “full” or “short”; got “tiny”'],
    ['?seed=a&nineHalf=maybe', 'nineHalf must be “on” or “off”; got “maybe”'],
  ])('%s: the bad part is named, and the default used', (search, problem) => {
    expect(mezzaLink.read(search)).toMatchObject({
      link: { seed: 'a', options: DEFAULT_OPTIONS, mode: 'computer' },
      problems: [problem],
    });
  });

  test('a seed with odd characters: no match, and the seed is named', () => {
    const { link, problems } = mezzaLink.read('?seed=a%20b');
    expect(link).toBeNull();
    expect(problems[0]).toMatch(/^seed must be/);
  });
});
