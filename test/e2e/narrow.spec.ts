/** On a phone-sized screen (360 px, touch) every page of every game fits, and lesson cards answer a tap. */
import { expect, test } from '@playwright/test';
import { islandReady, pageReady } from './hydration';
import { ALL_PAGES, GAME_PAGES } from './pages';

for (const path of ALL_PAGES) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const game of GAME_PAGES) test(`${game.slug}: a card can be tapped on a phone and gets a verdict`, async ({ page }) => {
  await page.goto(game.lesson);
  await pageReady(page);
  const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.getByRole('list', { name: /^Your hand/ }) }).first();
  await islandReady(step);
  await step.getByRole('list', { name: /^Your hand/ }).getByRole('button').first().tap();
  await expect(step.getByRole('status')).toContainText(/Allowed|Not allowed/);
});
