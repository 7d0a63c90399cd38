/** What a test of "What happens now?" questions checks against the engine, for every test that asks one. */
import { expect } from 'vitest';
import type { GameModule } from '../../src/games/module';
import { isRight, LEARNER, type NowQuestion } from '../../src/practice/question';

/**
 * A "What happens now?" question agrees with the engine: the move is allowed on the real position;
 * applied there, what the engine did is the answer (whose turn it is for "who plays next?", the cards
 * that came into the learner's hand for "how many do you pick up?"), and the game's hook reads the
 * same from it; a position with the unseen cards reshuffled gives the same answer (no hidden card
 * decides it); and the options hold the answer once among 3 or 4 different ones.
 */
export function expectNowAgrees(
  game: GameModule,
  q: NowQuestion<unknown, unknown>,
  position: unknown,
  other: unknown,
  where: string,
) {
  const { engine, practice, testing } = game;
  expectOptions(q, where);
  if (q.move === undefined) {
    // A fact of the position: the game reads it from the seat's view, alike with the unseen cards reshuffled.
    for (const state of [position, other]) {
      const facts = practice.facts?.(engine.view(state, LEARNER), LEARNER) ?? [];
      expect(
        facts.some((f) => f.rule === q.rule && f.answer === q.answer && f.prompt === q.prompt),
        `${where}: the fact read again from the seat's view`,
      ).toBe(true);
    }
    return;
  }
  expect(engine.check(position, q.move).ok, `${where}: the move is allowed`).toBe(true);
  const after = engine.apply(position, q.move);
  if (q.ask === 'next') expect(engine.toAct(after), `${where}: who plays next`).toBe(q.answer);
  if (q.ask === 'cards' && (q.about ?? LEARNER) === LEARNER)
    expect(testing.handOf(after, LEARNER).length - testing.handOf(position, LEARNER).length, where).toBe(q.answer);
  const read = practice.consequences?.(position, q.move, after, LEARNER);
  expect(read?.answer, `${where}: the hook on the engine's state after the move`).toBe(q.answer);
  expect(read?.rule, where).toBe(q.rule);
  const elsewhere = practice.consequences?.(other, q.move, engine.apply(other, q.move), LEARNER);
  expect(elsewhere?.answer, `${where}: with the unseen cards reshuffled`).toBe(q.answer);
}

/** The options hold the answer once among 3 or 4 different ones, and only it is right. */
function expectOptions(q: NowQuestion<unknown, unknown>, where: string) {
  expect(q.options.length, where).toBeGreaterThanOrEqual(3);
  expect(q.options.length, where).toBeLessThanOrEqual(4);
  expect(new Set(q.options).size, where).toBe(q.options.length);
  expect(
    q.options.filter((o) => o === q.answer),
    where,
  ).toHaveLength(1);
  expect(
    q.options.filter((o) => isRight(q, o)),
    where,
  ).toEqual([q.answer]);
  expect(q.rules, where).toContain(q.rule);
}
