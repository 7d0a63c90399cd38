/**
 * The engine benchmarks, for every game in the registry: how long a verdict takes, and how many
 * whole deals (rounds) computer players get through per second on one core.
 *
 * Each game's figures are under its slug: verdictMicroseconds, deals<N>p for its bench options
 * and for its first match options (N is the number of seats), each with dealsPerSecond,
 * movesPerSecond and meanMovesPerDeal, and dealLengths: for each player count the game tests, the
 * median, p90 and longest deal in moves and in turns of seat 0 (the learner's seat).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GameEngine } from '../../src/engine/game';
import { nextInt, type RngState } from '../../src/engine/rng';
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';
import { dealLengthsByPlayers } from './deal-lengths';

const SAMPLES = 20_000;
const BATCHES = 30;
const SECONDS = 5;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** The computer player in the seat to act; it decides as it would from its own view (its moves are the same). */
function botTurn<S, M>(
  engine: Pick<GameEngine<S, M, unknown, string>, 'toAct' | 'botMove'>,
  state: S,
  rng: RngState,
): { move: M; rng: RngState } {
  const seat = engine.toAct(state);
  if (seat === null) throw new Error('nobody acts during a deal');
  return engine.botMove(state, seat, rng);
}

/**
 * Positions met in computer play, each with a move to judge: one of its own legal moves or one
 * legal in another position (mostly refused here), half and half.
 */
function samplePositions<S, M, O>(game: GameModule<S, M, O>): [S, M][] {
  const { engine } = game;
  const met: S[] = [];
  for (let seed = 0; met.length < SAMPLES; seed++) {
    let s = engine.setup(game.testing.benchOptions, seed);
    let rng: RngState = seed;
    for (let t = 0; t < 60 && engine.progress(s) === 'playing'; t++) {
      met.push(s);
      const chosen = botTurn(engine, s, rng);
      rng = chosen.rng;
      s = engine.apply(s, chosen.move);
    }
  }
  let rng: RngState = 99;
  return met.map((s, i) => {
    const from = i % 2 === 0 ? s : (met[(i * 7919) % met.length] as S);
    const moves = engine.legalMoves(from);
    const pick = nextInt(rng, moves.length);
    rng = pick.state;
    return [s, moves[pick.value] as M];
  });
}

function verdictMicroseconds<S, M, O>(game: GameModule<S, M, O>): { median: number; target: string } {
  const samples = samplePositions(game);
  const batches: number[] = [];
  for (let round = 0; round < BATCHES; round++) {
    const t0 = process.hrtime.bigint();
    for (const [s, m] of samples) game.engine.check(s, m);
    batches.push(Number(process.hrtime.bigint() - t0) / samples.length / 1000);
  }
  return { median: +median(batches).toFixed(3), target: '< 50' };
}

/** Whole deals from fresh seeds, one after another, for SECONDS seconds. */
function dealsPerSecond<S, M, O>(game: GameModule<S, M, O>, options: O) {
  const { engine } = game;
  let deals = 0;
  let moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    let s = engine.setup(options, deals);
    let rng: RngState = 1;
    while (engine.progress(s) === 'playing') {
      const chosen = botTurn(engine, s, rng);
      rng = chosen.rng;
      s = engine.apply(s, chosen.move);
      moves++;
    }
    deals++;
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    dealsPerSecond: Math.round(deals / seconds),
    movesPerSecond: Math.round(moves / seconds),
    meanMovesPerDeal: Math.round(moves / deals),
    target: `>= ${game.testing.dealsPerSecondTarget ?? 5000} deals/s`,
  };
}

function benchGame<S, M, O>(game: GameModule<S, M, O>): Record<string, unknown> {
  const figures: Record<string, unknown> = { verdictMicroseconds: verdictMicroseconds(game) };
  const first = game.testing.matchOptions[0];
  for (const options of first === undefined ? [game.testing.benchOptions] : [game.testing.benchOptions, first]) {
    const seats = game.engine.teams(game.engine.setup(options, 0)).teamOf.length;
    figures[`deals${seats}p`] ??= dealsPerSecond(game, options);
  }
  figures.dealLengths = dealLengthsByPlayers(game);
  return figures;
}

/** Every ready game's deal lengths alone, under its slug: the quick figures for tuning play. */
export function benchDealLengths(): Record<string, unknown> {
  const byGame: Record<string, unknown> = {};
  for (const game of READY_GAMES) byGame[game.slug] = { dealLengths: dealLengthsByPlayers(game) };
  return { games: byGame };
}

/** One ready game's engine figures, measured in this process. */
export function benchEngine(slug: string): Record<string, unknown> {
  const game = READY_GAMES.find((g) => g.slug === slug);
  if (!game) throw new Error(`no ready game "${slug}": ${READY_GAMES.map((g) => g.slug).join(', ')}`);
  return benchGame(game);
}

/** The bench script, which measures one game when asked with "engine-game <slug>". */
const BENCH_SCRIPT = fileURLToPath(new URL('../bench.ts', import.meta.url));

/**
 * Every ready game's engine figures, under its slug, each game measured in a fresh Node process of
 * its own, as a page runs one game's engine. In one process, the games measured first leave the
 * code every game goes through (the loops above, which call each engine from the same lines, and
 * the kit's functions) tuned by the JIT for several engines at once, and the later games measured
 * slower than they run on their pages (by about a tenth for the third game). The child runs with
 * this process's flags (the TypeScript loader).
 */
export function benchEngines(): Record<string, unknown> {
  const byGame: Record<string, unknown> = {};
  for (const game of READY_GAMES) {
    const out = execFileSync(process.execPath, [...process.execArgv, BENCH_SCRIPT, 'engine-game', game.slug], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    byGame[game.slug] = JSON.parse(out) as unknown;
  }
  return { games: byGame };
}
