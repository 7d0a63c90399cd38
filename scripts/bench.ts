/**
 * Benchmarks (not tests): verdict latency, complete deals per second on one core,
 * the gzipped JavaScript each page type loads, how long a practice question takes, and Lighthouse scores.
 *
 *   npm run bench            all of it (builds the site first)
 *   npm run bench -- engine  only the engine figures (each game in a Node process of its own)
 *   npm run bench -- lengths only how long deals last (moves, and turns of seat 0)
 *   npm run bench -- size    only the JavaScript each page type fetches (builds the site first)
 *   npm run bench -- search  only the rule search: its question set answered in the first three
 *                            (the tuning questions, those held out, and the second, third and
 *                            fourth sets written blind), what its index weighs, and its speed a keystroke in Chromium
 *                            (builds the site first)
 *   npm run bench -- practice only how long generating a practice question takes, every game
 *
 * Results are printed and written to bench-results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchDealLengths, benchEngine, benchEngines } from './bench/engine';
import { lighthouseScores, pageHtml, pageJavaScript } from './bench/pages';
import { benchPractice } from './bench/practice';
import { searchFigures, searchIndexWeight } from './bench/search';
import { searchLatency } from './bench/search-browser';

const only = process.argv[2];

/** The search's figures: its answers to the question sets, its index, and its speed in Chromium. */
async function benchSearch(build: boolean): Promise<Record<string, unknown>> {
  if (build) execFileSync('npx', ['astro', 'build'], { stdio: 'ignore' });
  return {
    searchQuality: {
      tuning: searchFigures('tuning'),
      heldOut: searchFigures('heldOut'),
      second: searchFigures('second'),
      third: searchFigures('third'),
      fourth: searchFigures('fourth'),
      fifth: searchFigures('fifth'),
      sixth: searchFigures('sixth'),
      sixthHeldOut: searchFigures('sixthHeldOut'),
    },
    searchIndex: searchIndexWeight(),
    searchLatency: await searchLatency(),
  };
}

if (only === 'engine-game') {
  // One game's engine figures, for benchEngines, which measures each game in a process of its own.
  process.stdout.write(JSON.stringify(benchEngine(process.argv[3] ?? '')));
} else {
  const results: Record<string, unknown> = {};
  if (only === 'size') {
    results.pageJavaScript = pageJavaScript();
    results.pageHtml = pageHtml();
  }
  else if (only === 'search') Object.assign(results, await benchSearch(true));
  else if (only === 'practice') results.practiceQuestion = benchPractice();
  else Object.assign(results, only === 'lengths' ? benchDealLengths() : benchEngines());
  if (only === undefined) {
    results.practiceQuestion = benchPractice();
    results.pageJavaScript = pageJavaScript(); // builds the site
    results.pageHtml = pageHtml();
    Object.assign(results, await benchSearch(false));
    results.lighthouse = await lighthouseScores();
  }
  console.log(JSON.stringify(results, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
}
