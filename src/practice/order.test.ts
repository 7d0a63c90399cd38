import { describe, expect, test } from 'vitest';
import { balanceOf } from './balance';
import { QuestionDeck } from './order';
import type { Question } from './question';

type Q = Question<unknown, unknown>;
/** A stream where half the questions are about XY-01, four in a row, then XY-02 … XY-05. */
function* lopsided(): Generator<Q> {
  for (let i = 0; ; i++) {
    const rule = i % 8 < 4 ? 'XY-01' : `XY-0${2 + (i % 8) - 4}`;
    yield { kind: 'may', id: `q${i}`, rule, rules: [rule], state: i, answer: true } as unknown as Q;
  }
}

function rawFirst(n: number): Q[] {
  const stream = lopsided();
  return Array.from({ length: n }, () => stream.next().value as Q);
}

describe('the deck serves a balanced stream from a lopsided one', () => {
  test('the rule just served waits while another is ready', () => {
    const deck = new QuestionDeck(lopsided());
    const served = Array.from({ length: 200 }, () => deck.next() as Q);
    const b = balanceOf(served, ['XY-01', 'XY-02', 'XY-03', 'XY-04', 'XY-05']);
    expect(b.rulesAsked).toBe(5);
    expect(balanceOf(rawFirst(200), []).sameRuleInARow).toBeGreaterThan(0.35);
    expect(b.sameRuleInARow).toBeLessThan(0.05);
    expect(b.largestShare).toBeCloseTo(0.5, 1);
    expect(served.slice(0, 4).map((q) => q.rule)).toEqual(['XY-01', 'XY-02', 'XY-01', 'XY-03']);
  });

  test('a due rule still comes first, even straight after itself when nothing else is due', () => {
    const deck = new QuestionDeck(lopsided());
    expect(deck.next(['XY-03'])?.rule).toBe('XY-03');
    expect(deck.next(['XY-04', 'XY-01'])?.rule).toBe('XY-04');
    // XY-01 was not the last served: it is due and first.
    expect(deck.next(['XY-01'])?.rule).toBe('XY-01');
    // XY-01 was just served: another rule, though XY-01 alone is due.
    expect(deck.next(['XY-01'])?.rule).not.toBe('XY-01');
  });
});
