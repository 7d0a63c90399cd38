/**
 * What each lesson step hands its island, read from the built pages: only what is the step's own
 * (its position, lines, chart and facts). The game's messages and a language's terms and verdict
 * messages come once a page (src/components/PageText.astro), named by an id: a step that carries
 * them again, or grows past the budget, fails naming the page, the step and what it carries most.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The most a step's props may weigh, serialised as the page writes them: the largest is about 26 KB (Hand and Foot). */
const STEP_PROPS_BUDGET = 32_000;

function lessonPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return lessonPages(path);
    return entry.name === 'index.html' && /\/learn\/[^/]+\/index\.html$/.test(path) ? [path] : [];
  });
}

function unescaped(attribute: string): string {
  return attribute
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('every lesson step carries only its own data, within the budget, and names what the page shares by its id', () => {
  const pages = lessonPages('dist');
  expect(pages.length).toBeGreaterThan(70);
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const island of html.matchAll(/<astro-island[^>]*props="([^"]*)"/g)) {
      const raw = unescaped(island[1] ?? '');
      const props = JSON.parse(raw) as Record<string, [number, unknown]>;
      if (!('step' in props)) continue;
      const step = JSON.stringify(props['step']).match(/"id":\[0,"([^"]+)"\]/)?.[1] ?? '?';
      const heaviest = Object.entries(props)
        .map(([name, value]) => `${name} ${JSON.stringify(value).length}`)
        .sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))
        .slice(0, 3)
        .join(', ');
      if (raw.length > STEP_PROPS_BUDGET) problems.push(`${page} step ${step}: ${raw.length} (${heaviest})`);
      const messages = JSON.stringify(props['messages']);
      if (!/^\[0,\{"id":\[0,"page-text-[^"]+"\]\}\]$/.test(messages))
        problems.push(`${page} step ${step}: carries the game's messages (${messages.length}) instead of their id`);
      const terms = JSON.stringify(props['language'] ?? '');
      if (terms.length > 600) problems.push(`${page} step ${step}: carries the language's terms (${terms.length})`);
    }
  }
  expect(problems).toEqual([]);
});
