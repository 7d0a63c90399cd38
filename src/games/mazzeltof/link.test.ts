/** Shared MazzelTof links: a good link deals the same match again; a bad part is named and left at its default. */
import { describe, expect, test } from 'vitest';
import { mazzeltofLink, type MtLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('MazzelTof game links', () => {
  test.each<MtLink>([
    { options: { ...DEFAULT_OPTIONS, players: 2 }, seed: 'abc', mode: 'computer' },
    { options: { players: 4, games: 3 }, seed: 'x-1', mode: 'pass' },
  ])('a link read back gives the same options, seed and mode (%#)', (link) => {
    expect(mazzeltofLink.read(mazzeltofLink.write(link))).toMatchObject({ link, problems: [] });
  });

  test('an address without a seed holds no game', () => {
    expect(mazzeltofLink.read('?players=2').link).toBeNull();
  });

  test.each([
    ['?seed=a&players=3', 'players must be 2 or 4 (MT-02); got “3”'],
    ['?seed=a&players=__proto__', 'players must be a whole number, 2 or 4 (MT-02); got “__proto__”'],
    ['?seed=a&games=0', 'games must be 1–99 (MT-47); got “0”'],
    ['?seed=a&mode=robots', 'mode must be “computer” or “pass”; got “robots”'],
  ])('%s: the bad part is named, and the default used', (search, problem) => {
    expect(mazzeltofLink.read(search)).toMatchObject({
      link: { seed: 'a', options: DEFAULT_OPTIONS, mode: 'computer' },
      problems: [problem],
    });
  });
});
