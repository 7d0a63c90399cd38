/**
 * Offline: after one visit, with the network gone, a lesson, a rule search and a match still work
 * in every registered game — the site's offline copy (a service worker) serves them.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { sampleQuestion } from '../../src/search/questions';
import { islandReady, pageReady } from './hydration';
import { GAME_PAGES } from './pages';

test.use({ serviceWorkers: 'allow' });

test('after one visit, lessons, the rule search and matches work without a network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await pageReady(page);
  // The offline copy is complete once the service worker is active (it caches everything while installing).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);

  for (const game of GAME_PAGES) {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step 1:/ });
    await islandReady(step);
    await expect(step.getByRole('heading', { level: 3 })).toBeVisible();

    await page.goto(game.match);
    await pageReady(page);
    await expect(page.getByRole('list', { name: /^Your hand/ }).getByRole('button').first()).toBeVisible();
  }

  const { q: question, rules } = sampleQuestion(READY_GAMES[0]!.slug);
  await page.goto(`/search/?q=${encodeURIComponent(question)}&game=${READY_GAMES[0]!.slug}`);
  const results = page.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.some((h) => rules.some((r) => h?.endsWith(`#${r.toLowerCase()}`)))).toBe(true);
  await results.first().getByRole('link').click();
  await expect(page.locator('.rule').first()).toBeVisible();
});

test('the site can be installed: it links a manifest with its name, start page and icon', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as { name: string; start_url: string; icons: unknown[] };
  expect(manifest.name).toBe('Card Rules Tutor');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.length).toBeGreaterThan(0);
});
