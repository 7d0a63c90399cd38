/**
 * Addresses people type or write down: a rule's short address in any spelling, a rule anchor in
 * capitals, a page address in capitals, and an address that does not exist.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { pageReady } from './hydration';

for (const game of READY_GAMES) {
  const rule = game.lessons.ruleIds[17] ?? game.lessons.ruleIds[0]!;
  const anchor = rule.toLowerCase();
  const digits = rule.replace(/^[A-Z]{2}-/, '');

  test(`${game.name}: the short address of ${rule} opens the rule, in any spelling`, async ({ page }) => {
    for (const typed of [anchor, rule, `${game.prefix.toLowerCase()}${digits}`]) {
      await page.goto(`/r/${typed}`);
      await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    }
  });

  test(`${game.name}: a rule anchor in capitals scrolls to the rule`, async ({ page }) => {
    await page.goto(`/${game.slug}/rules/#${rule}`);
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  });

  test(`${game.name}: a malformed anchor (a stray %) leaves the rule page working`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/${game.slug}/rules/#%E0%A4%A`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a page address typed in capitals opens the page', async ({ page }) => {
  const game = READY_GAMES[0]!;
  await page.goto(`/${game.slug.toUpperCase()}/RULES/`);
  await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game.name);
});

test('an address that does not exist gets a page in the site style with the games and a rule box', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const main = page.getByRole('main');
  for (const game of READY_GAMES) await expect(main.getByRole('link', { name: game.name, exact: true })).toBeVisible();
  const box = page.getByLabel('Look up a rule by its number');
  await box.fill('ot 99');
  await box.press('Enter');
  await expect(page.getByRole('status')).toHaveText('There is no rule OT-99.');
  const game = READY_GAMES[0]!;
  await box.fill(`${game.prefix.toLowerCase()}${game.lessons.ruleIds[0]!.replace(/^[A-Z]{2}-/, '')}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/#${game.lessons.ruleIds[0]!.toLowerCase()}$`));
});

test('the not-found page has no axe violations', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/no-such-page/');
    await pageReady(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  }
});

test('/<game>/learn/ opens the list of the game’s lessons', async ({ page }) => {
  for (const game of READY_GAMES) {
    await page.goto(`/${game.slug}/learn/`);
    await expect(page).toHaveURL(new RegExp(`/${game.slug}/$`));
    await expect(page.getByRole('heading', { name: 'Lessons', exact: true })).toBeVisible();
  }
});
