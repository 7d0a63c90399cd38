/** The kit's link format: the seed every link has, a game's own parameters, and a round trip. */
import { describe, expect, test } from 'vitest';
import { linkFormat, seedParam, type MatchLink } from './match-link';
import { oneOf, wholeNumber } from './params';

const format = linkFormat(
  { seats: wholeNumber(2, 4, 3), speed: oneOf(['slow', 'quick'], 'slow') },
  (v, seed) => ({ seed, options: { seats: v.seats, quick: v.speed === 'quick' } }),
  ({ options }) => ({ seats: String(options.seats), speed: options.quick ? 'quick' : undefined }),
);

describe('linkFormat', () => {
  test('a link is written with its seed first and read back as it was', () => {
    const link = { seed: 'abc', options: { seats: 4, quick: true } };
    expect(format.write(link)).toBe('?seed=abc&seats=4&speed=quick');
    expect(format.read(format.write(link))).toMatchObject({ link, problems: [] });
  });

  test('no seed: no link, but the other parameters are still checked', () => {
    expect(format.read('?seats=toString')).toMatchObject({
      link: null,
      problems: ['seats must be a whole number, 2–4; got “toString”'],
    });
  });

  test('a wrong seed gives no link, and is quoted short', () => {
    const { link, problems } = format.read(`?seed=${'<'.repeat(10_000)}`);
    expect(link).toBeNull();
    expect(problems[0]!.length).toBeLessThan(120);
  });
});

describe('the players’ names of a match on one device', () => {
  const shared = linkFormat(
    { mode: oneOf(['computer', 'pass'], 'computer') },
    (v, seed): MatchLink<object> => ({ seed, options: {}, mode: v.mode }),
    ({ mode }) => ({ mode: mode === 'pass' ? 'pass' : undefined }),
  );

  test('written after the game’s parameters and read back, in any script, a seat left without one', () => {
    const link = { seed: 'class', options: {}, mode: 'pass' as const, names: ['Dana', 'משה', '', 'Rivky-Leah'] };
    const query = shared.write(link);
    expect(new URLSearchParams(query).get('names')).toBe('Dana,משה,,Rivky-Leah');
    expect(shared.read(query)).toMatchObject({ link, problems: [] });
  });

  test('beside computer players there are none: the seats keep their own names', () => {
    expect(shared.write({ seed: 'a', options: {}, mode: 'computer', names: ['Dana'] })).toBe('?seed=a');
    expect(shared.read('?seed=a&names=Dana').link).not.toHaveProperty('names');
  });

  test.each([
    ['markup', '<img src=x onerror=alert(1)>,Dana'],
    ['a name too long', 'A'.repeat(21)],
    ['more names than any table has seats', Array.from({ length: 11 }, (_, i) => `P${i}`).join(',')],
    ['a name that starts with a space or a sign', '-Dana'],
  ])('%s: a wrong value, said, and no names used; the match is still dealt', (_, names) => {
    const { link, problems } = shared.read(`?seed=a&mode=pass&names=${encodeURIComponent(names)}`);
    expect(link).toMatchObject({ seed: 'a', mode: 'pass' });
    expect(link).not.toHaveProperty('names');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^names must be up to 10 names/);
    expect(problems[0]!.length).toBeLessThan(200);
  });
});

describe('seedParam', () => {
  test.each([
    ['abc-1_2', true],
    ['', false],
    ['a b', false],
    ['x'.repeat(33), false],
    ['__proto__', true], // a plain seed like any other: it is hashed, never used as a key
  ])('%s → usable: %s', (text, ok) => {
    expect(seedParam.read(text).ok).toBe(ok);
  });
});
