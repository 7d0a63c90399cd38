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
import { benchEngines } from './bench/engine';

const only = process.argv[2];
const results: Record<string, unknown> = {};

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

Object.assign(results, benchEngines());
if (only !== 'engine') {
  benchPageWeights();
  await benchLighthouse();
}
console.log(JSON.stringify(results, null, 2));
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n');
