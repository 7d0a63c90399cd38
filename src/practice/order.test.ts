import { describe, expect, test } from 'vitest';
import { balanceOf } from './balance';
import { EMPTY_MASTERY } from './mastery';
import { inTurnByLesson, practicePriority, QuestionDeck, rulesByLesson } from './order';
import { recordAnswer } from './schedule';
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

describe('a sitting goes over the lessons in turn', () => {
  const lessons = [
    { steps: [{ teaches: ['XY-01', 'XY-02'] }, { teaches: ['XY-03'] }] },
    { steps: [{ teaches: ['XY-02', 'XY-04'] }] },
    { steps: [{ teaches: ['XY-05', 'XY-06'] }] },
  ];

  test('each lesson keeps the rules it teaches first', () => {
    expect(rulesByLesson(lessons)).toEqual([['XY-01', 'XY-02', 'XY-03'], ['XY-04'], ['XY-05', 'XY-06']]);
  });

  test('the due rules are dealt a lesson at a time, and rules of no lesson come last', () => {
    const byLesson = rulesByLesson(lessons);
    expect(inTurnByLesson(['XY-01', 'XY-02', 'XY-03', 'XY-04', 'XY-05', 'XY-06'], byLesson)).toEqual([
      'XY-01', 'XY-04', 'XY-05', 'XY-02', 'XY-06', 'XY-03',
    ]);
    expect(inTurnByLesson(['XY-09', 'XY-03', 'XY-02', 'XY-06'], byLesson)).toEqual(['XY-02', 'XY-06', 'XY-03', 'XY-09']);
    expect(inTurnByLesson([], byLesson)).toEqual([]);
  });

  test('the priority is the rules due now, and a rule answered rightly is no longer among them', () => {
    const byLesson = rulesByLesson(lessons);
    const met = new Set(['XY-01', 'XY-02', 'XY-04', 'XY-05']);
    const now = new Date('2026-03-02T09:00:00Z');
    expect(practicePriority(EMPTY_MASTERY, met, byLesson, now)).toEqual(['XY-01', 'XY-04', 'XY-05', 'XY-02']);
    const answered = recordAnswer(EMPTY_MASTERY, ['XY-04'], true, now);
    expect(practicePriority(answered, met, byLesson, now)).toEqual(['XY-01', 'XY-05', 'XY-02']);
  });
});
