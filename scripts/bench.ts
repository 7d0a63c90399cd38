/**
 * Benchmarks (not tests): verdict latency, complete deals per second on one core,
 * the gzipped JavaScript each page type loads, and Lighthouse scores.
 *
 *   npm run bench            all of it (builds the site first)
 *   npm run bench -- engine  only the engine figures (each game in a Node process of its own)
 *   npm run bench -- lengths only how long deals last (moves, and turns of seat 0)
 *   npm run bench -- size    only the JavaScript each page type fetches (builds the site first)
 *
 * Results are printed and written to bench-results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchDealLengths, benchEngine, benchEngines } from './bench/engine';
import { lighthouseScores, pageJavaScript } from './bench/pages';

const only = process.argv[2];

if (only === 'engine-game') {
  // One game's engine figures, for benchEngines, which measures each game in a process of its own.
  process.stdout.write(JSON.stringify(benchEngine(process.argv[3] ?? '')));
} else {
  const results: Record<string, unknown> = {};
  if (only === 'size') results.pageJavaScript = pageJavaScript();
  else Object.assign(results, only === 'lengths' ? benchDealLengths() : benchEngines());
  if (only === undefined) {
    results.pageJavaScript = pageJavaScript();
    results.lighthouse = await lighthouseScores();
  }
  console.log(JSON.stringify(results, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
}
