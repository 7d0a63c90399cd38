/** How every game's positions and moves name seats, and stop with the place of a mistake. */
import { describe, expect, test } from 'vitest';
import { NotationError, fail, seatKey, seatKeys, seatNamed, splitSections } from './notation';

describe('seat keys', () => {
  test('seat 0 is "you", the others "p2", "p3" …', () => {
    expect([0, 1, 2, 6].map(seatKey)).toEqual(['you', 'p2', 'p3', 'p7']);
    expect(seatKeys(4)).toEqual(['you', 'p2', 'p3', 'p4']);
  });

  test('a section names a seat by its key in any case, and only one of the seats at the table', () => {
    const [turn] = splitSections('turn: P3');
    expect(seatNamed(turn!, seatKeys(4), 4)).toBe(2);
    expect(() => seatNamed(turn!, seatKeys(4), 2)).toThrow(/should name a seat \(you, p2\)/);
  });

  test('fail stops with the message at its column', () => {
    expect(() => fail('no such card', 7)).toThrow(NotationError);
    try {
      fail('no such card', 7);
    } catch (e) {
      expect((e as NotationError).column).toBe(7);
    }
  });
});
