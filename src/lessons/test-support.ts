/**
 * For a game's own lesson tests (src/games/<game>/lessons.test.ts): a move step's success lines,
 * played move by move through the game's notation and engine, the same checks for every game.
 */
import { describe, expect, test } from 'vitest';
import { mayAct } from '../engine/actors';
import type { GameModule } from '../games/module';
import { lessonsOfGame } from './files';
import { sequenceOf, stepOutcome } from './outcome';

/** A move written in the game's notation, read in `state`; a lesson's mistyped move fails the test. */
export function readMove<S, M>(game: GameModule<S, M>, text: string, state: S): M {
  const move = game.lessons.parseMove(text, state);
  if (typeof move === 'object' && move !== null && 'error' in move) throw new Error((move as { error: string }).error);
  return move as M;
}

/**
 * Every success line is allowed move by move, written as the table writes moves, and completes the
 * step; then the learner (seat 0) has nothing left to do until another player has moved.
 */
export function expectSuccessLinesPlay<S, M>(game: GameModule<S, M>, start: S, success: readonly string[]): void {
  const { engine, lessons } = game;
  for (const line of success) {
    const moves = sequenceOf(line);
    let state = start;
    moves.forEach((text, i) => {
      const move = readMove(game, text, state);
      expect(lessons.formatMove(move), line).toBe(text);
      expect(mayAct(engine.actors(state), 0), `${line}: the learner may make move ${i + 1}`).toBe(true);
      const verdict = engine.check(state, move);
      expect(verdict.ok, `${line}: move ${i + 1} (${verdict.rule})`).toBe(true);
      if (i < moves.length - 1) expect(stepOutcome(success, moves.slice(0, i + 1)), line).toBe('going');
      state = engine.apply(state, move);
    });
    expect(stepOutcome(success, moves), line).toBe('done');
    // Done means done: the learner has nothing left to do until another player has moved.
    expect(engine.movesOf(state, 0), `${line} hands the play on`).toEqual([]);
  }
}

/**
 * The checks every move step of a game's lessons passes, as tests: it starts where the learner may
 * act, every success line plays (expectSuccessLinesPlay), and among the moves a learner might
 * plausibly try at the start (`plausibleTries`) at least one is refused, under a rule of this game.
 * `more` adds a game's own checks of the same step.
 */
export function moveStepChecks<S, M>(
  game: GameModule<S, M>,
  plausibleTries: (start: S) => readonly M[],
  more?: (start: S) => void,
): void {
  const { moveSteps } = lessonsOfGame(game.slug);
  describe.each(moveSteps)('move step $name', ({ step }) => {
    const start = game.lessons.parsePosition(step.position);

    test('the learner ("you", seat 0) may act at the start', () => {
      expect(mayAct(game.engine.actors(start), 0)).toBe(true);
      expect(game.engine.movesOf(start, 0).length).toBeGreaterThan(0);
    });

    test('every success line is allowed move by move, written as the table writes moves, and completes the step', () => {
      expectSuccessLinesPlay(game, start, step.success);
    });

    test(`at least one plausible move is refused, with a ${game.name} rule`, () => {
      const refused = plausibleTries(start)
        .map((m) => game.engine.check(start, m))
        .filter((v) => !v.ok);
      expect(refused.length).toBeGreaterThan(0);
      for (const v of refused) expect(v.rule.startsWith(`${game.prefix}-`), v.rule).toBe(true);
    });

    if (more) test(`and the ${game.name} step's own checks`, () => more(start));
  });
}
