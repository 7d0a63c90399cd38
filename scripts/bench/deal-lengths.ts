/**
 * How long a deal lasts when computer players sit in every seat, for every table a game offers
 * (each player count with each combination of its house-rule switches, where the game lists them
 * as `lengthOptions`; else every player count it tests): the moves of a whole deal, and the turns
 * seat 0 takes in it. Seat 0 is where the learner
 * sits in a match, so its turns are the number of times a learner is asked to act in one deal;
 * here a computer player stands in for the learner.
 *
 * A turn is a run of moves by one seat with nobody else moving in between (a draw and a play
 * together are one turn). No deal is cut short: a deal that never ended would hang this script,
 * which is the property tests' job to catch first.
 */
import type { GameEngine } from '../../src/engine/game';
import type { RngState } from '../../src/engine/rng';
import type { GameModule } from '../../src/games/module';

/** Deals per player count: enough for a steady p90, few enough for a quick run on a busy machine. */
const DEALS = 400;
const LEARNER = 0;

export interface Spread {
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface DealLengths {
  readonly deals: number;
  readonly movesPerDeal: Spread;
  readonly seat0TurnsPerDeal: Spread;
}

function spread(xs: readonly number[]): Spread {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { median: at(0.5), p90: at(0.9), p99: at(0.99), max: s[s.length - 1] as number };
}

/** One deal from a fresh seed: its moves, and how many turns seat 0 took. */
function playDeal<S, M, O>(
  engine: GameEngine<S, M, O, string>,
  options: O,
  seed: number,
): { moves: number; learnerTurns: number } {
  let state = engine.setup(options, seed);
  let rng: RngState = seed;
  let moves = 0;
  let learnerTurns = 0;
  let lastMover: number | null = null;
  while (engine.progress(state) === 'playing') {
    const seat = engine.toAct(state);
    if (seat === null) throw new Error('nobody acts during a deal');
    const chosen = engine.botMove(state, seat, rng);
    rng = chosen.rng;
    state = engine.apply(state, chosen.move);
    if (seat === LEARNER && lastMover !== LEARNER) learnerTurns++;
    lastMover = seat;
    moves++;
  }
  return { moves, learnerTurns };
}

/**
 * The spread of deal lengths for one set of options, over the deals of seeds 0, 1, 2…: the same
 * figures every run. A game's own test may measure fewer deals than the bench.
 */
export function dealLengths<S, M, O>(game: GameModule<S, M, O>, options: O, deals = DEALS): DealLengths {
  const moves: number[] = [];
  const turns: number[] = [];
  for (let seed = 0; seed < deals; seed++) {
    const deal = playDeal(game.engine, options, seed);
    moves.push(deal.moves);
    turns.push(deal.learnerTurns);
  }
  return { deals, movesPerDeal: spread(moves), seat0TurnsPerDeal: spread(turns) };
}

/**
 * A table's name in the figures: its seats, `4p`, then each switch or word among its options that
 * differs from the bench options (`4p turnUp=false`).
 */
function tableLabel<S, M, O>(game: GameModule<S, M, O>, options: O): string {
  const bench = game.testing.benchOptions as Record<string, unknown>;
  const changed = Object.entries(options as Record<string, unknown>)
    .filter(([key, value]) => (typeof value === 'boolean' || typeof value === 'string') && value !== bench[key])
    .map(([key, value]) => `${key}=${String(value)}`);
  return [seatsLabel(game, options), ...changed].join(' ');
}

function seatsLabel<S, M, O>(game: GameModule<S, M, O>, options: O): string {
  return `${game.engine.teams(game.engine.setup(options, 0)).teamOf.length}p`;
}

/**
 * Deal lengths for every table the game offers (`lengthOptions`), or else for each player count
 * among its bench and match options, under the table's label; by player count, then label.
 */
export function dealLengthsByPlayers<S, M, O>(game: GameModule<S, M, O>): Record<string, DealLengths> {
  const tables = game.testing.lengthOptions ?? [game.testing.benchOptions, ...game.testing.matchOptions];
  const byTable: Record<string, DealLengths> = {};
  for (const options of tables) {
    const label = game.testing.lengthOptions ? tableLabel(game, options) : seatsLabel(game, options);
    byTable[label] ??= dealLengths(game, options);
  }
  return Object.fromEntries(
    Object.entries(byTable).sort(([a], [b]) => parseInt(a) - parseInt(b) || a.localeCompare(b)),
  );
}
