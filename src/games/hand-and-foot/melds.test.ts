/** The partnership's one unfinished meld of a rank, where a pickup that names no meld goes (HF-A8, HF-A11). */
import { describe, expect, test } from 'vitest';
import { incompleteOfRank } from './melds';
import { parsePosition } from './position';

const melds = parsePosition(
  'you: ♣5 ♦6 ♥8 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | ours: ♠7 ♥7 ♦7 ♣7 ♠7 ♥7 ♦7, ♣7 ♣7 *, ♠9 ♥9 ♦9',
).melds[0]!;

describe('incompleteOfRank', () => {
  test("a pickup goes onto the partnership's unfinished meld of its rank, never onto a book (HF-A8, HF-A11)", () => {
    expect(incompleteOfRank(melds, 7)).toBe(1);
    expect(incompleteOfRank(melds, 9)).toBe(2);
  });

  test('with no unfinished meld of the rank, none: the pickup starts a new meld', () => {
    expect(incompleteOfRank(melds, 4)).toBeNull();
    // Only the closed red book of 7s (HF-A10).
    expect(incompleteOfRank(melds.slice(0, 1), 7)).toBeNull();
  });
});
