/** A game link deals the same match again, and a broken one says what is wrong. */
import { describe, expect, test } from 'vitest';
import { mezzaLinkQuery, parseMezzaLink, type MezzaLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('Mezza game links', () => {
  test.each<MezzaLink>([
    { options: { ...DEFAULT_OPTIONS, players: 2 }, seed: 'abc', mode: 'computer' },
    { options: { players: 6, games: 3, deck: 'short', nineHalfOnNineHalf: false }, seed: 'x-1', mode: 'pass' },
  ])('a link read back gives the same options, seed and mode (%#)', (link) => {
    expect(parseMezzaLink(mezzaLinkQuery(link))).toEqual(link);
  });

  test('an address without a seed holds no game', () => {
    expect(parseMezzaLink('?players=3')).toBeNull();
  });

  test.each([
    ['?seed=a&players=7', /2 to 6 players, not 7 \(MZ-A2\)/],
    ['?seed=a&games=0', /at least 1 game/],
    ['?seed=a&deck=tiny', /deck should be "full" or "short"/],
    ['?seed=a&nineHalf=maybe', /nineHalf should be/],
    ['?seed=a b', /seed should be/],
  ])('%s is refused with a reason', (search, reason) => {
    const read = parseMezzaLink(search);
    expect(read !== null && 'error' in read ? read.error : '').toMatch(reason);
  });
});
