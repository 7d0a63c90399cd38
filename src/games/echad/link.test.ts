/** Shared Echad links: a good link reproduces the game; a bad one says what is wrong. */
import { describe, expect, test } from 'vitest';
import { echadLinkQuery, parseEchadLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('Echad game links', () => {
  test('no seed: no game in the address', () => {
    expect(parseEchadLink('?players=3')).toBeNull();
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
    expect(parseEchadLink(echadLinkQuery(link))).toEqual(link);
  });

  test.each([
    ['eleven players (EC-A4)', '?seed=a&players=11', '2 to 10 players'],
    ['one player (EC-A4)', '?seed=a&players=1', '2 to 10 players'],
    ['a zero target (EC-30)', '?seed=a&target=0', 'at least 1'],
    ['an unknown house rule', '?seed=a&rules=stacking', 'not a house rule'],
    ['an unknown mode', '?seed=a&mode=online', 'mode'],
    ['a seed with odd characters', '?seed=%3Cb%3E', 'seed'],
    ['forget neither on nor off', '?seed=a&forget=sometimes', 'forget'],
  ])('a bad link: %s', (_name, query, message) => {
    const r = parseEchadLink(query);
    expect(r && 'error' in r ? r.error : '').toContain(message);
  });
});
