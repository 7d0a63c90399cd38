/**
 * The statechart inspector is loaded only when asked for: "?inspect" offers a button, and only a
 * press on it fetches the inspector's code and opens its window. Without that, no request leaves the site.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from './hydration';
import { GAME_PAGES } from './pages';

const game = GAME_PAGES[0]!;

async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  // The inspector's own module is the one that knows the Stately viewer's address.
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) bodies.push(await r.text().catch(() => ''));
  });
  await page.goto(path);
  await pageReady(page);
  await page.waitForTimeout(500);
  return bodies;
}

test('without ?inspect the inspector is never loaded', async ({ page }) => {
  const bodies = await scriptsLoaded(page, game.lesson);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((b) => b.includes('stately.ai'))).toBe(false);
});

test('with ?inspect the page asks first, and connects its statecharts only after the button is pressed', async ({ page, context }) => {
  // The inspector opens the Stately viewer in a new window; keep that window from reaching the network.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  const bodies = await scriptsLoaded(page, `${game.match}&inspect`);
  expect(bodies.some((b) => b.includes('stately.ai'))).toBe(false);
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open the statechart inspector' }).click();
  await expect.poll(() => bodies.some((b) => b.includes('stately.ai'))).toBe(true);
  await popup;
  await expect(page.getByRole('button', { name: 'Open the statechart inspector' })).toHaveCount(0);
});
