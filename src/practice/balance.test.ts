import { describe, expect, test } from 'vitest';
import { balanceOf } from './balance';
import type { Question } from './question';

type Q = Question<unknown, unknown>;
const may = (rule: string, state: unknown, answer: boolean) => ({ kind: 'may', rule, rules: [rule], state, answer }) as unknown as Q;
const which = (rule: string, state: unknown, cards: number, allowed: number) =>
  ({
    kind: 'which',
    rule,
    rules: [rule],
    state,
    cards: Array.from({ length: cards }, (_, i) => ({ cardKey: `c${i}` })),
    answer: Array.from({ length: allowed }, (_, i) => `c${i}`),
  }) as unknown as Q;

describe('the balance of a practice stream', () => {
  test('counts the catalogue asked, the largest share, repeats in a row and of positions', () => {
    const b = balanceOf(
      [may('XY-01', 1, true), may('XY-01', 2, false), which('XY-02', 1, 4, 4), which('XY-03', 3, 3, 1), may('XY-99', 4, true)],
      ['XY-01', 'XY-02', 'XY-03', 'XY-04'],
    );
    expect(b).toMatchObject({ questions: 5, rulesAsked: 3, catalogue: 4, largestRule: 'XY-01', largestShare: 0.4 });
    expect(b.sameRuleInARow).toBeCloseTo(0.2);
    // Position 1 comes back at the third question.
    expect(b.positionRepeats).toBeCloseTo(0.2);
    expect(b.mayAllowed).toBeCloseTo(2 / 3);
    expect(b.whichAllOrNone).toBe(0.5);
    expect(b.whichChoices).toEqual([3, 4]);
    expect(b.kinds).toEqual({ may: 3, which: 2 });
  });

  test('a position asked again after the window is not a repeat', () => {
    const stream = Array.from({ length: 22 }, (_, i) => may(`XY-${i}`, i === 21 ? 0 : i, true));
    expect(balanceOf(stream, []).positionRepeats).toBe(0);
    const near = Array.from({ length: 22 }, (_, i) => may(`XY-${i}`, i === 20 ? 0 : i, true));
    expect(balanceOf(near, []).positionRepeats).toBeCloseTo(1 / 22);
  });
});
