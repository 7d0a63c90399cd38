/**
 * The phase chart beside a lesson step, for every registered game: open on a wide screen, and only
 * the current phase (one in each parallel region) is filled; the phases that contain it are outlined, and the phases beside it are
 * drawn plain, so nothing but the current phase reads as current.
 */
import { expect, test } from '@playwright/test';
import { islandReady, pageReady } from './hydration';
import { GAME_PAGES } from './pages';

for (const game of GAME_PAGES) {
  test(`${game.slug}: the phase chart fills the current phases alone`, async ({ page }) => {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.locator('details.phases') }).first();
    await islandReady(step);
    const panel = step.locator('details.phases');
    await expect(panel).toHaveAttribute('open');
    const fills = await panel.locator('.phase').evaluateAll((phases) =>
      phases.map((p) => ({
        current: p.classList.contains('phase-active') && p.querySelector('.phase-active') === null,
        filled: getComputedStyle(p).backgroundColor !== 'rgba(0, 0, 0, 0)',
      })),
    );
    // A chart with parallel regions (a call beside the move, say) has a current phase in each.
    expect(fills.filter((f) => f.current).length).toBeGreaterThan(0);
    expect(fills.filter((f) => f.filled)).toEqual(fills.filter((f) => f.current));
  });
}
