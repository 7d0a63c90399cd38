/** The kit's link format: the seed every link has, a game's own parameters, and a round trip. */
import { describe, expect, test } from 'vitest';
import { linkFormat, seedParam } from './match-link';
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
