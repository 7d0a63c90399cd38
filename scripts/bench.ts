/**
 * Benchmarks (not tests): verdict latency, complete deals per second on one core,
 * the gzipped JavaScript each page type loads, and Lighthouse scores.
 *
 *   npm run bench            all of it (builds the site first)
 *   npm run bench -- engine  only the engine figures
 *
 * Results are printed and written to bench-results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { nextInt } from '../src/engine/rng';
import { botMove } from '../src/games/ottawa/bot';
import { apply, check, legalMoves } from '../src/games/ottawa/rules';
import { setup } from '../src/games/ottawa/setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaState } from '../src/games/ottawa/state';
import { botMove as echadBot } from '../src/games/echad/bot';
import { apply as echadApply } from '../src/games/echad/rules';
import { setup as echadSetup } from '../src/games/echad/setup';
import { DEFAULT_OPTIONS as ECHAD_OPTIONS } from '../src/games/echad/state';
import { lighthouseScores, pageJavaScript } from './bench/pages';

const only = process.argv[2];
const results: Record<string, unknown> = {};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Positions from real deals, each with a candidate move (legal or not), to time check() on. */
function samplePositions(count: number): [OttawaState, OttawaMove][] {
  const out: [OttawaState, OttawaMove][] = [];
  let rng = 99;
  for (let seed = 0; out.length < count; seed++) {
    let s = setup({ ...DEFAULT_OPTIONS, players: 4 }, seed);
    for (let t = 0; t < 60 && s.status === 'playing'; t++) {
      const hand = s.hands[s.current] ?? [];
      const r = nextInt(rng, hand.length + 2);
      rng = r.state;
      const move: OttawaMove = r.value < hand.length ? { type: 'play', card: hand[r.value]! } : r.value === hand.length ? { type: 'draw' } : { type: 'pass' };
      out.push([s, move]);
      s = apply(s, botMove(s, 1).move);
    }
  }
  return out;
}

function benchVerdicts() {
  const samples = samplePositions(20_000);
  const batchMedians: number[] = [];
  for (let round = 0; round < 30; round++) {
    const t0 = process.hrtime.bigint();
    for (const [s, m] of samples) check(s, m);
    const ns = Number(process.hrtime.bigint() - t0);
    batchMedians.push(ns / samples.length / 1000);
  }
  results.verdictMicroseconds = { median: +median(batchMedians).toFixed(3), target: '< 50' };
}

function benchDeals(players: number) {
  let deals = 0;
  let turns = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 5000) {
    let s = setup({ ...DEFAULT_OPTIONS, players }, deals);
    while (s.status === 'playing') {
      s = apply(s, botMove(s, 1).move);
      turns++;
    }
    deals++;
  }
  const seconds = (performance.now() - t0) / 1000;
  results[`deals${players}p`] = {
    dealsPerSecond: Math.round(deals / seconds),
    turnsPerSecond: Math.round(turns / seconds),
    meanTurnsPerDeal: Math.round(turns / deals),
    target: players === 4 ? '>= 5000 deals/s' : undefined,
  };
  void legalMoves;
}

function benchEchadRounds() {
  let rounds = 0;
  let moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 5000) {
    let s = echadSetup({ ...ECHAD_OPTIONS, players: 4 }, rounds);
    let rng = 1;
    while (s.status === 'playing') {
      const r = echadBot(s, rng);
      rng = r.rng;
      s = echadApply(s, r.move);
      moves++;
    }
    rounds++;
  }
  const seconds = (performance.now() - t0) / 1000;
  results.echadRounds4p = {
    roundsPerSecond: Math.round(rounds / seconds),
    movesPerSecond: Math.round(moves / seconds),
    meanMovesPerRound: Math.round(moves / rounds),
    target: '>= 5000 rounds/s',
  };
}

benchVerdicts();
benchDeals(4);
benchDeals(2);
benchEchadRounds();
if (only !== 'engine') {
  results.pageJavaScript = pageJavaScript();
  results.lighthouse = await lighthouseScores();
}
console.log(JSON.stringify(results, null, 2));
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
