/**
 * axe finds no accessibility violation on every page type of every registered game (and the
 * game's own extra pages), including the play page with a match dealt, in light and dark themes,
 * and no page makes a request off the site. The score screens, reached only by playing, are
 * checked where game.spec.ts reaches them.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { pageReady } from './hydration';
import { ALL_PAGES, GAME_PAGES } from './pages';
import { offSiteRequests } from './requests';

/** The play pages opened on a seeded match: checked once the cards are dealt, with a hand on the table. */
const MATCHES = new Set(GAME_PAGES.map((g) => g.match));

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ALL_PAGES) {
    test(`${path} has no axe violations (${scheme})`, async ({ browser, baseURL }) => {
      // axe reads every node: on a long page (the printable handouts) and a busy two-core machine
      // that takes well over the default 30 s. A limit, not a speed test.
      test.setTimeout(120_000);
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const external = offSiteRequests(page, `${baseURL}/`);
      await page.goto(path);
      await pageReady(page);
      if (MATCHES.has(path)) await expect(page.getByRole('list', { name: /^Your hand/ }).getByRole('button').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(external, 'no request leaves the site').toEqual([]);
      await context.close();
    });
  }
}
