/**
 * Every kind of page carries the site's Content-Security-Policy in a meta tag and satisfies it:
 * loaded, its islands awake, its lazily loaded parts brought in (a search run, every lesson step
 * scrolled into view), the browser reports no violation. The policy lets no inline script run
 * unless its hash is listed ('unsafe-inline' is never in script-src).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { sampleQuestion } from '../../src/search/questions';
import { pageReady } from './hydration';
import { expectPolicy, recordViolations, settled } from './csp';
import { ALL_PAGES, GAME_PAGES } from './pages';

test('a search from the box at the top of a page, and the search page it leads to, satisfy the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const game = READY_GAMES[0]!;
  await page.goto(GAME_PAGES[0]!.rules);
  await settled(page);
  const box = page.getByRole('search', { name: 'Search the rules' });
  await box.getByRole('searchbox', { name: 'Search the rules' }).fill(sampleQuestion(game.slug).q);
  await box.getByRole('searchbox', { name: 'Search the rules' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?/);
  await expect(page.getByRole('status')).toContainText(/rules? for/);
  await expectPolicy(page);
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test('a rule’s short address satisfies the policy and leads on to its rule', async ({ page }) => {
  const violations = await recordViolations(page);
  const rule = `${READY_GAMES[0]!.prefix.toLowerCase()}-18`;
  await page.goto(`/r/${rule}/`);
  await expectPolicy(page);
  await expect(page).toHaveURL(new RegExp(`/rules/#${rule}$`));
  await settled(page);
  await expectPolicy(page);
  expect(violations).toEqual([]);
});

test('the page for an address that does not exist satisfies the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await settled(page);
  await expectPolicy(page);
  expect(violations).toEqual([]);
});

test('an inline script the build did not make is refused', async ({ page }) => {
  // The policy is really in force: a script put into the page afterwards does not run.
  const violations = await recordViolations(page);
  await page.goto('/');
  await pageReady(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.body.append(script);
    await new Promise((done) => setTimeout(done, 100));
    return document.documentElement.dataset['injected'] ?? 'refused';
  });
  expect(ran).toBe('refused');
  await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
});

test.describe('with the offline copy', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker is allowed to install, and a page served from it satisfies the policy offline', async ({ page, context }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await pageReady(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto(`/search/?q=${encodeURIComponent(sampleQuestion(READY_GAMES[0]!.slug).q)}`);
    await settled(page);
    await expect(page.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first()).toBeVisible();
    await expectPolicy(page);
    expect(violations).toEqual([]);
  });
});

test('the statechart inspector, once asked for, connects without breaking the policy', async ({ page, context }) => {
  // The inspector opens the Stately viewer in a new window (not governed by this page's policy);
  // keep that window from reaching the network.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  const violations = await recordViolations(page);
  await page.goto(`${GAME_PAGES[0]!.match}&inspect`);
  await settled(page);
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open the statechart inspector' }).click();
  await popup;
  await expect(page.getByRole('list', { name: /^Your hand/ }).getByRole('button').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test('the header the build writes for servers (dist/_headers) is satisfied too, by the pages and the search worker', async ({ page, context, baseURL }) => {
  const header = /Content-Security-Policy: (.*)/.exec(readFileSync('dist/_headers', 'utf8'))?.[1] ?? '';
  expect(header).toContain("frame-ancestors 'none'");
  // Every response of the site carries the header, as a server that sets headers would send it.
  await context.route(`${baseURL}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': header } });
  });
  const violations = await recordViolations(page);
  for (const path of [ALL_PAGES[1]!, GAME_PAGES[0]!.lesson, GAME_PAGES[0]!.match]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toBe(header);
    await settled(page);
  }
  await page.goto(ALL_PAGES[1]!);
  await expect(page.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first()).toBeVisible();
  expect(violations).toEqual([]);
});
