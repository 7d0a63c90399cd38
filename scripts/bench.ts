/**
 * Benchmarks (not tests): verdict latency, complete deals per second on one core,
 * the gzipped JavaScript each page type loads, and Lighthouse scores.
 *
 *   npm run bench            all of it (builds the site first)
 *   npm run bench -- engine  only the engine figures
 *
 * Results are printed and written to bench-results/latest.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { nextInt } from '../src/engine/rng';
import { botMove } from '../src/games/ottawa/bot';
import { apply, check, legalMoves } from '../src/games/ottawa/rules';
import { setup } from '../src/games/ottawa/setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaState } from '../src/games/ottawa/state';
import { botMove as echadBot } from '../src/games/echad/bot';
import { apply as echadApply } from '../src/games/echad/rules';
import { setup as echadSetup } from '../src/games/echad/setup';
import { DEFAULT_OPTIONS as ECHAD_OPTIONS } from '../src/games/echad/state';

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
      s = apply(s, botMove(s, s.current, 1).move);
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
      s = apply(s, botMove(s, s.current, 1).move);
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
      const r = echadBot(s, s.current, rng);
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

/** Every JS module a page loads: its scripts, its islands and their renderers, and what they import. */
function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1] as string);
  // Astro's island loader is inlined in the page: count inline scripts too.
  return [...urls];
}

function moduleClosure(dist: string, entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const file = join(dist, entry);
  if (!existsSync(file)) return;
  const code = readFileSync(file, 'utf8');
  // Static imports only: a dynamic import() (the optional inspector) is not loaded with the page.
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1] as string;
    const next = spec.startsWith('/') ? spec : resolve('/', dirname(entry), spec);
    moduleClosure(dist, next, seen);
  }
}

function benchPageWeights() {
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore' });
  const dist = 'dist';
  const pages: Record<string, string> = {
    home: 'index.html',
    lesson: 'ottawa/learn/02-matching-rank/index.html',
    rules: 'ottawa/rules/index.html',
    play: 'ottawa/play/index.html',
    echadLesson: 'echad/learn/02-matching/index.html',
    echadPlay: 'echad/play/index.html',
  };
  const weights: Record<string, { modules: string[]; files: number; gzipKB: number; target?: string }> = {};
  for (const [name, path] of Object.entries(pages)) {
    const html = readFileSync(join(dist, path), 'utf8');
    const seen = new Set<string>();
    for (const url of pageScripts(html)) moduleClosure(dist, url, seen);
    let bytes = 0;
    for (const url of seen) if (existsSync(join(dist, url))) bytes += gzipSync(readFileSync(join(dist, url))).length;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
    bytes += inline ? gzipSync(inline).length : 0;
    weights[name] = { modules: [...seen].map((u) => u.replace('/_astro/', '')).sort(), files: seen.size, gzipKB: +(bytes / 1024).toFixed(1), ...(name.toLowerCase().includes('lesson') ? { target: '<= 35' } : {}) };
  }
  results.pageJavaScript = weights;
}

async function benchLighthouse() {
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    results.lighthouse = 'not run: no Chromium';
    return;
  }
  const server = spawn('npx', ['astro', 'preview', '--port', '4398', '--host', 'localhost'], { stdio: 'ignore', detached: true });
  await new Promise((r) => setTimeout(r, 4000));
  const scores: Record<string, unknown> = {};
  try {
    for (const [name, path] of [
      ['lesson', '/ottawa/learn/02-matching-rank/'],
      ['play', '/ottawa/play/'],
      ['echadLesson', '/echad/learn/02-matching/'],
      ['echadPlay', '/echad/play/'],
      ['echadClassroom', '/echad/classroom/'],
    ] as const) {
      const out = execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@12.8.2',
          `http://localhost:4398${path}`,
          '--output=json',
          '--quiet',
          '--only-categories=performance,accessibility',
          `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync`,
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      ).toString();
      const report = JSON.parse(out) as { categories: Record<string, { score: number }> };
      scores[name] = {
        performance: Math.round((report.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
        target: 'performance >= 95, accessibility 100',
      };
    }
  } catch (e) {
    scores.error = (e as Error).message.split('\n')[0];
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
  results.lighthouse = scores;
}

benchVerdicts();
benchDeals(4);
benchDeals(2);
benchEchadRounds();
if (only !== 'engine') {
  benchPageWeights();
  await benchLighthouse();
}
console.log(JSON.stringify(results, null, 2));
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
