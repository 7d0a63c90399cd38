/**
 * The classroom's ready-made questions: every position parses, every answer is the engine's own
 * (check() on the play, and apply() for what happens next), every verdict has words in the rule
 * catalogue, and together the questions cover every matching rule and every action card.
 */
import { describe, expect, test } from 'vitest';
import { explain } from '../../../engine/explain';
import { cardCode } from '../cards';
import { parsePosition } from '../position';
import { apply, check, topCard, turnCheck } from '../rules';
import { answerOf, playMove } from './answer';
import { promptOf, revealOf } from './display';
import { QUESTIONS, RULES_TO_COVER } from './questions';
import { ECHAD_IDS, ECHAD_MESSAGES } from './test-support';

describe('the ready-made questions', () => {
  test('ids are unique', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  });

  test.each(QUESTIONS.map((q) => [q.id, q] as const))(
    '%s: the position parses and the card is in your hand',
    (_, q) => {
      const state = parsePosition(q.position);
      expect(state.current).toBe(0);
      expect(state.hands[0]?.map(cardCode)).toContain(q.card);
      // Three cards or more, so that saying "Echad" never changes the answer.
      expect(state.hands[0]?.length).toBeGreaterThanOrEqual(3);
    },
  );

  test.each(QUESTIONS.map((q) => [q.id, q] as const))('%s: the verdict is check() on playing the card', (_, q) => {
    const state = parsePosition(q.position);
    const answer = answerOf(q);
    expect(answer.verdict).toEqual(check(state, playMove(state, q.card)));
    expect(cardCode(answer.top)).toBe(cardCode(topCard(state)));
    expect(answer.cites[0]).toBe(answer.verdict.rule);
  });

  test.each(QUESTIONS.filter((q) => q.kind === 'what-next').map((q) => [q.id, q] as const))(
    '%s: the card may be played, and what happens next is the engine’s',
    (_, q) => {
      const state = parsePosition(q.position);
      const move = playMove(state, q.card);
      const answer = answerOf(q);
      expect(answer.verdict.ok).toBe(true);
      const effect = answer.effect;
      expect(effect).not.toBeNull();
      const after = apply(state, move);
      let expected;
      if (after.step.kind === 'choose-colour') {
        expected = check(after, { type: 'choose-colour', colour: q.colour ?? 'blue' });
      } else if (after.step.kind === 'pick-up') {
        expected = check(after, { type: 'draw' });
      } else if (after.skipped !== null) {
        expected = turnCheck(after, after.skipped.seat);
      } else {
        expected = turnCheck(after, after.current);
        expect(after.direction).not.toBe(state.direction);
      }
      expect(effect?.verdict).toEqual(expected);
    },
  );

  test('together they cover every matching rule and every action card', () => {
    const covered = new Set(QUESTIONS.flatMap((q) => answerOf(q).cites));
    const missing = RULES_TO_COVER.filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });

  test('the effect questions name the rule of each action card', () => {
    const effects = QUESTIONS.filter((q) => q.kind === 'what-next').map((q) => answerOf(q).effect?.rule);
    for (const r of ['EC-31', 'EC-34', 'EC-37', 'EC-40', 'EC-44']) expect(effects).toContain(r);
  });

  test('EC-14 is cited only for the rule book’s own example, a blue Gimel on top', () => {
    for (const q of QUESTIONS) {
      const a = answerOf(q);
      if (a.cites.includes('EC-14')) expect(cardCode(a.top)).toBe('b3');
    }
  });

  test('the class sees both answers: some cards may be played and some may not', () => {
    const oks = QUESTIONS.map((q) => answerOf(q).verdict.ok);
    expect(oks.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    expect(oks.filter((ok) => !ok).length).toBeGreaterThanOrEqual(5);
  });

  test.each(QUESTIONS.map((q) => [q.id, q] as const))('%s: every rule cited has words in the catalogue', (_, q) => {
    const answer = answerOf(q);
    for (const r of answer.cites) expect(ECHAD_IDS.has(r)).toBe(true);
    const e = explain(answer.verdict, ECHAD_MESSAGES);
    expect(e.title).not.toBe(e.rule);
    expect(e.reason).not.toMatch(/\{\w+\}/);
    const reveal = revealOf(answer, ECHAD_MESSAGES);
    expect(reveal.announcement).toContain(answer.verdict.rule);
    expect(reveal.announcement).not.toMatch(/\{\w+\}/);
    if (answer.effect) expect(reveal.next?.reason).not.toMatch(/\{\w+\}/);
    expect(promptOf(answer, q.kind, q.colour).spoken).not.toMatch(/[\u0590-\u05FF]/);
  });
});
