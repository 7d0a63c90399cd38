/** On a phone-sized screen (360 px, touch) the lesson and play pages fit and work. */
import { expect, test } from '@playwright/test';
import { islandReady, pageReady } from './hydration';

for (const path of ['/', '/ottawa/learn/02-matching-rank/', '/ottawa/rules/', '/ottawa/play/?seed=phone&players=5']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a card can be tapped on a phone and gets a verdict', async ({ page }) => {
  await page.goto('/ottawa/learn/02-matching-rank/');
  await pageReady(page);
  const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.getByRole('list', { name: /^Your hand/ }) }).first();
  await islandReady(step);
  await step.getByRole('list', { name: /^Your hand/ }).getByRole('button').first().tap();
  await expect(step.getByRole('status')).toContainText(/Allowed|Not allowed/);
});
