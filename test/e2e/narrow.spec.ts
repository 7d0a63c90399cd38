/**
 * On a phone-sized screen (360 px, touch) every page of every game fits, and a tapped card gets its
 * verdict on the screen, without scrolling, in lessons and in a match.
 */
import { expect, test, type Locator } from '@playwright/test';
import { islandReady, pageReady } from './hydration';
import { handOnTurn, makeAllowedMove, pressCard } from './match-play';
import { ALL_PAGES, GAME_PAGES } from './pages';

for (const path of ALL_PAGES) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

/**
 * Taps the hand's last card scrolled just onto the screen, at its bottom edge (as a person who has
 * scrolled only as far as their cards would), and expects the whole verdict on the screen at once.
 */
async function tapAndSeeVerdict(hand: Locator, verdict: Locator, table: Locator) {
  const card = hand.getByRole('button').last();
  await card.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await pressCard(card, table, 'tap');
  await expect(verdict).toContainText(/Allowed|Not allowed/);
  await expect(verdict).toBeInViewport({ ratio: 1 });
}

for (const game of GAME_PAGES) {
  test(`${game.slug}: a card tapped in a lesson on a phone gets its verdict on the screen`, async ({ page }) => {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.getByRole('list', { name: /^Your hand/ }) }).first();
    await islandReady(step);
    await tapAndSeeVerdict(step.getByRole('list', { name: /^Your hand/ }), step.getByRole('status'), step);
  });

  test(`${game.slug}: a card tapped in a match on a phone gets its verdict on the screen`, async ({ page }) => {
    await page.goto(game.match);
    await pageReady(page);
    await expect(handOnTurn(page)).toBeVisible();
    const verdict = page.getByRole('status');
    // A match may open with something other than a play (a draw, or choosing cards to swap, where a
    // tap only picks a card): then the learner plays on, like a person, until a tap is judged.
    for (let turn = 0; ; turn++) {
      const before = (await verdict.textContent()) ?? '';
      const tapped = handOnTurn(page).getByRole('button').last();
      await tapped.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await pressCard(tapped, page.locator('main'), 'tap');
      if (((await verdict.textContent()) ?? '') !== before) break;
      if (turn === 3) throw new Error('no tap on a card was judged in four turns');
      if ((await tapped.getAttribute('aria-pressed')) === 'true') await tapped.tap();
      await makeAllowedMove(page);
      await expect(handOnTurn(page)).toBeVisible();
    }
    await expect(verdict).toContainText(/Allowed|Not allowed/);
    await expect(verdict).toBeInViewport({ ratio: 1 });
  });
}

for (const game of GAME_PAGES) {
  test(`${game.slug}: on a phone a lesson step's turn phases start folded, and open when asked`, async ({ page }) => {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.locator('details.phases') }).first();
    await islandReady(step);
    const panel = step.locator('details.phases');
    await expect(panel).not.toHaveAttribute('open');
    await panel.locator('summary').tap();
    await expect(panel).toHaveAttribute('open');
    await expect(panel.locator('.phase-active').first()).toBeVisible();
  });
}
