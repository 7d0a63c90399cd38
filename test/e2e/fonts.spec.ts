/**
 * The text font is served by the site and used, so layout and print are the same on a machine
 * that has none of our fonts installed.
 */
import { expect, test } from '@playwright/test';
import { pageReady } from './hydration';
import { GAME_PAGES } from './pages';

test('pages set their text in the self-hosted Noto Sans, loaded from the site', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fontFiles.push(r.url());
  });
  await page.goto(GAME_PAGES[0]!.lesson);
  await pageReady(page);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
  });
  expect(loaded).toContain('Noto Sans');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans"?,/);
  expect(fontFiles.some((url) => url.includes('noto-sans-latin'))).toBe(true);
  expect(fontFiles.every((url) => url.startsWith('http://localhost'))).toBe(true);
});
