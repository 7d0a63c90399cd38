/**
 * What every game's engine must keep, checked on whole seeded matches played by its computer
 * players through the GameEngine interface alone, each deciding from its own view (DESIGN.md §10):
 * only allowed moves, cards conserved, someone may act exactly while a deal is on, a seat that must
 * wait is told why (the first turn, a skip, a window, not only turn order), a view keeps the
 * seat's own hand and hides the rest, a move told in full to the other seats tells them nothing they
 * cannot see, and the score sheet adds up. Game-specific properties stay
 * beside each game.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { mayAct } from '../../src/engine/actors';
import type { RngState } from '../../src/engine/rng';
import type { ScoreSheet } from '../../src/engine/score-sheet';
import { botSeat } from '../../src/engine/session';
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';

/** No match of the test options comes near this many moves; one that does is stuck. */
const MOVE_CAP = 50_000;
/** Matches per option set: enough to meet every kind of move, few enough to keep the suite quick. */
const RUNS = 2;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const keyOf = (value: unknown) => JSON.stringify(value);

function sheetProblem(sheet: ScoreSheet, finished: number): string | null {
  if (sheet.rows.length !== finished) return `${sheet.rows.length} rows after ${finished} finished deals`;
  const added = sheet.totals.map((_, team) => sum(sheet.rows.map((r) => r.points[team] ?? 0)));
  return keyOf(added) === keyOf(sheet.totals)
    ? null
    : `totals ${keyOf(sheet.totals)} but rows add up to ${keyOf(added)}`;
}

/** A seat's view keeps its own hand and every card, and a state it cannot tell apart gives the same view. */
function viewProblem<S, M, O>(game: GameModule<S, M, O>, state: S, seat: number, seed: RngState, cards: number): void {
  const { engine, testing } = game;
  const seen = engine.view(state, seat);
  if (keyOf(testing.handOf(seen, seat)) !== keyOf(testing.handOf(state, seat)))
    throw new Error(`seat ${seat}'s view changes its hand`);
  if (testing.cardCount(seen) !== cards) throw new Error(`seat ${seat}'s view has ${testing.cardCount(seen)} cards`);
  const other = testing.reshuffleUnseen(state, seat, seed);
  if (keyOf(engine.view(other, seat)) !== keyOf(seen)) throw new Error(`seat ${seat}'s view shows cards it cannot see`);
}

/**
 * A move the engine does not call secret is shown to the other seats with its verdict, so the
 * verdict must be the same in every state they cannot tell from the real one (where the move is
 * allowed at all): it may not depend on a card they cannot see.
 */
function toldProblem<S, M, O>(
  game: GameModule<S, M, O>,
  state: S,
  move: M,
  observer: number,
  seed: RngState,
): string | null {
  const { engine, testing } = game;
  const verdict = engine.check(state, move);
  if (engine.secretMove(move, verdict)) return null;
  const other = engine.check(testing.reshuffleUnseen(state, observer, seed), move);
  if (!other.ok || keyOf(other) === keyOf(verdict)) return null;
  return `${keyOf(move)} is told to seat ${observer} in full, but its verdict ${keyOf(verdict)} depends on cards that seat cannot see (${keyOf(other)})`;
}

/**
 * A seat that may not act now is refused, and the rule it is refused with says why it must wait:
 * plain turn order only when someone acts by plain turn order, never when the first turn, a
 * refill, a skip or a decision is all that keeps it waiting.
 */
function waitingProblem<S, M, O>(game: GameModule<S, M, O>, state: S, seat: number): string | null {
  const actors = game.engine.actors(state);
  if (mayAct(actors, seat)) return null;
  const verdict = game.engine.turnCheck(state, seat);
  if (verdict.ok) return `seat ${seat} may not act, but turnCheck allows it (${verdict.rule})`;
  const why = [...new Set(actors.map((a) => a.rule))];
  const plain = game.testing.turnOrderRule;
  if (verdict.rule === plain && !why.includes(plain)) {
    return `seat ${seat} is refused by plain turn order (${plain}), but it waits because of ${why.join(', ')}`;
  }
  return null;
}

/** Plays one match with a computer player in every seat; throws at the first broken rule. */
function playMatch<S, M, O>(
  game: GameModule<S, M, O>,
  options: O,
  seed: number,
): { moves: number; deals: number; longestDeal: number } {
  const { engine, testing } = game;
  let state = engine.setup(options, seed);
  const cards = testing.cardCount(state);
  const seats = engine.teams(state).teamOf.map((_, seat) => seat);
  let rng: RngState = seed;
  let moves = 0;
  let finished = 0;
  // Moves of the deal in progress, and of the longest deal so far: reported, so a deal that grows is seen.
  let dealMoves = 0;
  let longestDeal = 0;
  const fail = (message: string): never => {
    throw new Error(`${game.slug}, seed ${seed}, move ${moves}: ${message}`);
  };
  for (;;) {
    const progress = engine.progress(state);
    const actors = engine.actors(state);
    if (actors.length > 0 !== (progress === 'playing')) fail(`${actors.length} actors while ${progress}`);
    const toAct = engine.toAct(state);
    if (toAct !== null && !mayAct(actors, toAct)) fail(`seat ${toAct} is to act but not among the actors`);
    if (testing.cardCount(state) !== cards) fail(`${testing.cardCount(state)} cards, not ${cards}`);
    const problem = sheetProblem(engine.scoreSheet(state), finished);
    if (problem) fail(problem);
    // Every seat's view, and why it waits, is checked in turn, one a move, which keeps long matches quick.
    viewProblem(game, state, seats[moves % seats.length] as number, rng, cards);
    const waiting = progress === 'playing' ? waitingProblem(game, state, seats[(moves + 1) % seats.length] as number) : null;
    if (waiting) fail(waiting);
    if (progress === 'match-over') return { moves, deals: finished, longestDeal };
    if (progress === 'deal-over') {
      state = engine.nextDeal(state);
      continue;
    }
    for (const move of engine.legalMoves(state)) {
      const verdict = engine.check(state, move);
      if (!verdict.ok) fail(`legalMoves lists ${keyOf(move)}, refused by ${verdict.rule}`);
    }
    const seat = botSeat(engine, state, { bots: seats }) ?? fail('nobody acts during a deal');
    const chosen = engine.botMove(engine.view(state, seat), seat, rng);
    rng = chosen.rng;
    const verdict = engine.check(state, chosen.move);
    if (!verdict.ok) fail(`seat ${seat}'s computer move ${keyOf(chosen.move)} was refused by ${verdict.rule}`);
    if (!engine.movesOf(state, seat).some((m) => keyOf(m) === keyOf(chosen.move))) {
      fail(`seat ${seat}'s computer move ${keyOf(chosen.move)} is not among its moves`);
    }
    const told = toldProblem(game, state, chosen.move, seats[(seat + 1) % seats.length] as number, rng);
    if (told) fail(told);
    state = engine.apply(state, chosen.move);
    dealMoves++;
    if (engine.progress(state) !== 'playing') {
      finished++;
      longestDeal = Math.max(longestDeal, dealMoves);
      dealMoves = 0;
    }
    if (++moves > MOVE_CAP) fail(`the match did not end within ${MOVE_CAP} moves`);
  }
}

describe.each(READY_GAMES.map((game) => [game.slug, game] as const))(
  '%s: whole matches by computer players',
  (_, game) => {
    test.each(game.testing.matchOptions.map((options) => [keyOf(options), options] as const))(
      'options %s',
      (_, options) => {
        let longest = 0;
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
            const { deals, longestDeal } = playMatch(game, options, seed);
            expect(deals).toBeGreaterThan(0);
            longest = Math.max(longest, longestDeal);
          }),
          { numRuns: RUNS, seed: 20_250 },
        );
        console.log(`${game.slug} ${keyOf(options)}: every deal ended; the longest took ${longest} moves`);
      },
      60_000,
    );
  },
);
