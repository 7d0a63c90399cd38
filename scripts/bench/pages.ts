/**
 * The page part of the benchmarks, for every game in the registry: the gzipped JavaScript each
 * page type loads, and Lighthouse's performance and accessibility scores. A new game is measured
 * by being registered; results are named by game and page type (pageJavaScript.<game>.lesson).
 *
 * A page's `gzipKB` is what it loads before the learner does anything: its scripts, its islands
 * and their static imports. What its code fetches with import() when the learner acts is apart,
 * in `onDemandKB`, and `withOnDemandKB` is the page with all of that arrived. On the practice page
 * the question's code (the generator, the game's engine and table) is fetched when the learner
 * starts, so `gzipKB` is what is loaded before the first question is asked, and `withOnDemandKB`
 * what has been loaded once it shows (test/e2e/practice.spec.ts checks that none of the question's
 * code is fetched before the learner starts).
 *
 * `htmlKB` is the page's HTML, gzipped, with the islands' props and the data blocks they share, and
 * `withHtmlKB` the HTML and the JavaScript together: what a budget is for. `pageHtml` weighs the
 * HTML of every built page, by page type, with the median and the largest of each.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { READY_GAMES } from '../../src/games/registry';
import { withPreview } from './preview';

/** The lesson page is the one a learner meets first, and practice the one they come back to: each has a budget. */
const LESSON_TARGET_KB = 35;
/** A lesson page's HTML and JavaScript together, in every language. */
const LESSON_TOTAL_TARGET_KB = 55;
const BUDGETED = new Set(['lesson', 'practice']);
const DIST = 'dist';

/**
 * The page types of one game, by name, as addresses: lesson (the sample lesson, and the same in each
 * of its other languages), practice, rules, play and each extra page.
 */
function gamePages(game: (typeof READY_GAMES)[number]): Record<string, string> {
  return {
    lesson: `/${game.slug}/learn/${game.testing.sampleLesson}/`,
    // The same lesson in each of the game's other languages: it ships that language's words only.
    ...Object.fromEntries(
      (game.languages ?? []).map((lang) => [
        `lesson-${lang}`,
        `/${lang}/${game.slug}/learn/${game.testing.sampleLesson}/`,
      ]),
    ),
    practice: `/${game.slug}/practice/`,
    rules: `/${game.slug}/rules/`,
    play: `/${game.slug}/play/`,
    ...Object.fromEntries(game.pages.map((p) => [p.slug, `/${game.slug}/${p.slug}/`])),
  };
}

/** Every JS module a page loads: its scripts, its islands and their renderers, and what they import. */
function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1] as string);
  return [...urls];
}

function moduleClosure(entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const file = join(DIST, entry);
  if (!existsSync(file)) return;
  const code = readFileSync(file, 'utf8');
  // Static imports only: a dynamic import() (the optional inspector) is not loaded with the page.
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1] as string;
    moduleClosure(spec.startsWith('/') ? spec : resolve('/', dirname(entry), spec), seen);
  }
}

interface Weight {
  readonly files: number;
  readonly gzipKB: number;
  /** The page's HTML, gzipped: its text, the islands' props and the data blocks they share. */
  readonly htmlKB: number;
  /** What the page downloads before the learner acts: its HTML and its JavaScript. */
  readonly withHtmlKB: number;
  readonly modules: string[];
  readonly target?: string;
  /** The budget for withHtmlKB, where the page type has one. */
  readonly withHtmlTarget?: string;
  /**
   * What the page fetches later, by the module its code imports on demand (a lesson step's
   * statechart when the learner first reaches for it, the inspector when asked for): the gzipped
   * size of what that import adds to the page.
   */
  readonly onDemandKB: Record<string, number>;
  /** The page with every module of onDemandKB arrived: what it has loaded once the learner has acted. */
  readonly withOnDemandKB: number;
}

const gzipKB = (files: Iterable<string>): number => {
  let bytes = 0;
  for (const url of files) if (existsSync(join(DIST, url))) bytes += gzipSync(readFileSync(join(DIST, url))).length;
  return +(bytes / 1024).toFixed(1);
};

/**
 * The modules a page's code imports with import(), each with what it adds to the page's own, and
 * every module they bring, together, added to `all`.
 */
function onDemand(loaded: ReadonlySet<string>, all: Set<string> = new Set()): Record<string, number> {
  const out: Record<string, number> = {};
  for (const url of loaded) {
    const file = join(DIST, url);
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) {
      const spec = m[1] as string;
      const entry = spec.startsWith('/') ? spec : resolve('/', dirname(url), spec);
      if (loaded.has(entry)) continue;
      const added = new Set<string>();
      moduleClosure(entry, added);
      const name = entry.replace('/_astro/', '').replace(/\.[\w-]+\.js$/, '');
      const extra = [...added].filter((u) => !loaded.has(u));
      for (const u of extra) all.add(u);
      out[name] = gzipKB(extra);
    }
  }
  return out;
}

function weigh(path: string, target?: number, totalTarget?: number): Weight {
  const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
  const seen = new Set<string>();
  for (const url of pageScripts(html)) moduleClosure(url, seen);
  let bytes = 0;
  for (const url of seen) if (existsSync(join(DIST, url))) bytes += gzipSync(readFileSync(join(DIST, url))).length;
  // Astro's island loader is inlined in the page: count inline scripts too, but not the data blocks
  // the islands share (PageText.astro), which are the page's data, weighed with its HTML.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('');
  bytes += inline ? gzipSync(inline).length : 0;
  const later = new Set<string>();
  const onDemandKB = onDemand(seen, later);
  const htmlKB = +(gzipSync(html).length / 1024).toFixed(1);
  return {
    files: seen.size,
    gzipKB: +(bytes / 1024).toFixed(1),
    htmlKB,
    withHtmlKB: +(bytes / 1024 + htmlKB).toFixed(1),
    modules: [...seen].map((u) => u.replace('/_astro/', '')).sort(),
    ...(target !== undefined ? { target: `<= ${target}` } : {}),
    ...(totalTarget !== undefined ? { withHtmlTarget: `<= ${totalTarget}` } : {}),
    onDemandKB,
    withOnDemandKB: +(bytes / 1024 + gzipKB(later)).toFixed(1),
  };
}

/** Builds the site, then weighs the JavaScript of the home page and of every page type of every ready game. */
export function pageJavaScript(): Record<string, unknown> {
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore' });
  const out: Record<string, unknown> = { home: weigh('/') };
  for (const game of READY_GAMES) {
    out[game.slug] = Object.fromEntries(
      Object.entries(gamePages(game)).map(([name, path]) => [
        name,
        weigh(
          path,
          BUDGETED.has(name) || name.startsWith('lesson-') ? LESSON_TARGET_KB : undefined,
          name === 'lesson' || name.startsWith('lesson-') ? LESSON_TOTAL_TARGET_KB : undefined,
        ),
      ]),
    );
  }
  return out;
}

function lighthouse(url: string, chrome: string) {
  const out = execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(out) as { categories: Record<string, { score: number }> };
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    target: 'performance >= 98, accessibility 100',
  };
}

/** Lighthouse on each ready game's lesson, rules and play page and each extra page, against the built site. */
export async function lighthouseScores(): Promise<Record<string, unknown> | string> {
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) return 'not run: no Chromium';
  return withPreview(async (base) => {
    const scores: Record<string, Record<string, unknown>> = {};
    for (const game of READY_GAMES) {
      scores[game.slug] = {};
      for (const [name, path] of Object.entries(gamePages(game))) {
        // One page failing (a Lighthouse crash) should not hide the others' scores.
        try {
          scores[game.slug]![name] = lighthouse(`${base}${path}`, chrome);
        } catch (e) {
          scores[game.slug]![name] = { error: (e as Error).message.split('\n')[0] };
        }
      }
    }
    return scores;
  });
}

/** A page's kind by its address, in any language: lesson, lessons, play, practice, rules, a game's home, search … */
function pageType(path: string): string | null {
  const parts = path.split('/').filter((p) => p !== '' && p !== 'index.html');
  if (parts[0] === 'de' || parts[0] === 'he' || parts[0] === 'yi') parts.shift();
  const [first, second, third] = parts;
  if (first === undefined) return 'home';
  if (!READY_GAMES.some((g) => g.slug === first)) return parts.length === 1 ? first : null;
  if (second === undefined) return 'game home';
  if (second === 'learn') return third === undefined ? 'lessons' : 'lesson';
  return parts.length === 2 ? second : null;
}

function builtPages(dir: string, at = ''): string[] {
  return readdirSync(join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    const path = `${at}/${entry.name}`;
    if (entry.isDirectory()) return path.startsWith('/_astro') ? [] : builtPages(dir, path);
    return entry.name === 'index.html' ? [path] : [];
  });
}

/**
 * The HTML of every built page of each type, gzipped: how many, the median and the largest, named.
 * Read from the last build (pageJavaScript builds the site first).
 */
export function pageHtml(): Record<string, { pages: number; medianKB: number; largestKB: number; largest: string }> {
  const byType = new Map<string, [string, number][]>();
  for (const path of builtPages(DIST)) {
    const type = pageType(path);
    if (type === null) continue;
    const list = byType.get(type) ?? [];
    list.push([path.replace(/index\.html$/, ''), gzipSync(readFileSync(join(DIST, path))).length / 1024]);
    byType.set(type, list);
  }
  return Object.fromEntries(
    [...byType].map(([type, list]) => {
      const sizes = list.map(([, kb]) => kb).sort((a, b) => a - b);
      const [largest, largestKB] = list.reduce((a, b) => (b[1] > a[1] ? b : a));
      return [
        type,
        { pages: list.length, medianKB: +(sizes[Math.floor(sizes.length / 2)] ?? 0).toFixed(1), largestKB: +largestKB.toFixed(1), largest },
      ];
    }),
  );
}
