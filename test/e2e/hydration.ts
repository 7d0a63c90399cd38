/** Waiting for Astro islands to come alive before clicking, as a person would wait for a page to load. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Every island that hydrates on load has done so (pages without islands pass at once). */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[client="load"]')].every((island) => !island.hasAttribute('ssr')),
  );
  // Preact runs effects (reading saved progress, a shared link) after the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/** A lazily hydrated island (client:visible) comes alive once scrolled into view. */
export async function islandReady(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  const island = region.locator('xpath=ancestor::astro-island[1]');
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}
