/** Shared game links: a good link reproduces the options and seed; a bad one says what is wrong. */
import { describe, expect, test } from 'vitest';
import { gameLinkQuery, parseGameLink } from './link';
import { DEFAULT_OPTIONS } from './state';

describe('game links', () => {
  test('no seed in the address: no game to load', () => {
    expect(parseGameLink('')).toBeNull();
  });

  test('a link round-trips the options and the seed', () => {
    const link = {
      options: { ...DEFAULT_OPTIONS, players: 6, matchEnd: { kind: 'deals' as const, count: 4 }, scoring: 'credit' as const, forcedDraw: false },
      seed: 'abc123',
    };
    expect(parseGameLink(gameLinkQuery(link))).toEqual(link);
  });

  test('a link keeps the stuck-table rule (OT-A12) switched off, and a link without it has it on', () => {
    const off = { options: { ...DEFAULT_OPTIONS, turnUp: false }, seed: 'off' };
    expect(gameLinkQuery(off)).toContain('turnUp=off');
    expect(parseGameLink(gameLinkQuery(off))).toEqual(off);
    expect(parseGameLink('?seed=on')).toMatchObject({ options: { turnUp: true } });
  });

  test.each([
    ['too many players (OT-03)', '?seed=a&players=8', '2 to 7 players'],
    ['too few players (OT-03)', '?seed=a&players=1', '2 to 7 players'],
    ['a zero-length match (OT-06)', '?seed=a&players=3&deals=0', 'at least 1'],
    ['a seed with odd characters', '?seed=a%20b', 'seed'],
    ['players not a number', '?seed=a&players=four', 'whole number'],
    ['an unknown scoring', '?seed=a&scoring=double', 'scoring'],
    ['forced draw neither on nor off', '?seed=a&forcedDraw=maybe', 'forcedDraw'],
    ['turning up neither on nor off', '?seed=a&turnUp=sometimes', 'turnUp'],
  ])('a bad link: %s', (_name, query, message) => {
    const r = parseGameLink(query);
    expect(r).not.toBeNull();
    expect(r && 'error' in r ? r.error : '').toContain(message);
  });
});
