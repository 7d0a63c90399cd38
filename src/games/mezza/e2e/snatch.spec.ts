/**
 * What Mezza does in a real browser beyond what every game is tested for (test/e2e/game.spec.ts):
 * a snatch taken by clicking in a match. With this seed and three players, the learner opens
 * with ½, plays the 0-joker, and Player 2 then lays a 3½: the table asks the learner
 * "Snatch with ½?" before Player 3 may play (MZ-A5), and snatching takes the turn (MZ-39).
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from '../../../../test/e2e/hydration';
import { axeViolationsLightAndDark } from '../../../../test/e2e/axe';

const MATCH = '/mezza/play/?seed=snatch12&players=3&games=1&pace=instant';

test.use({ reducedMotion: 'reduce' });

/** Selects one card of the learner's hand by its name and plays it, and waits for the verdict. */
async function playFromHand(page: Page, name: string) {
  const hand = page.getByRole('list', { name: /^Your hand — your turn/ });
  await hand.getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('button', { name: 'Play 1 selected' }).click();
  await expect(page.getByRole('status')).toContainText('Allowed');
}

async function refill(page: Page) {
  await page.getByRole('button', { name: /^Draw pile \(Nachziehstapel\).*refill to three/ }).click();
  await expect(page.getByRole('status')).toContainText('Allowed');
}

test('the learner is asked "Snatch with ½?" after a 3½ and takes the turn by clicking', async ({ page }) => {
  await page.goto(MATCH);
  await pageReady(page);
  await page.getByRole('button', { name: /^Ready to play/ }).click();
  await playFromHand(page, 'one half');
  await refill(page);
  await playFromHand(page, '0-joker');
  await refill(page);

  const ask = page.getByRole('group', { name: /^Snatch with ½\?/ });
  await expect(ask).toBeVisible();
  await expect(page.locator('.discard')).toHaveAttribute('aria-label', /top card 3 and a half/);
  await expect(page.locator('.table').getByText('The pile counts as 3½.', { exact: true })).toBeVisible();
  // The window is a visible phase of the chart, and the question is checked with axe where it is.
  await expect(page.locator('.phase-active > .phase-label', { hasText: 'Snatch with ½?' })).toBeVisible();
  expect(await axeViolationsLightAndDark(page)).toEqual([]);

  await ask.getByRole('button', { name: /^Snatch with ½$/ }).click();
  const verdict = page.getByRole('status');
  await expect(verdict).toContainText('Allowed: snatch with a ½');
  await expect(verdict).toContainText('You snatch the turn');
  await expect(verdict.getByRole('link')).toHaveAttribute('href', /\/mezza\/rules\/#mz-(39|40|a5)$/);
  await expect(ask).toBeHidden();
  // The ½ on the 3½ makes 4: the pile now says so in words.
  await expect(page.locator('.table').getByText(/^The pile counts as 4 \(½ on 3½\)/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moves so far' })).toContainText('snatch with a ½');
});

test('declining the snatch is a move too: the verdict says so and play goes on', async ({ page }) => {
  await page.goto(MATCH);
  await pageReady(page);
  await page.getByRole('button', { name: /^Ready to play/ }).click();
  await playFromHand(page, 'one half');
  await refill(page);
  await playFromHand(page, '0-joker');
  await refill(page);
  const ask = page.getByRole('group', { name: /^Snatch with ½\?/ });
  await ask.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status')).toContainText('Allowed: let the chance go');
  await expect(ask).toBeHidden();
});
