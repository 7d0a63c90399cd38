/**
 * Every page of every registered game (its extra pages and the pages in each language too), loaded
 * once and looked at whole: its islands awake and its lazily loaded parts brought in (a search run,
 * every lesson step scrolled into view, a match dealt), axe finds no accessibility violation in
 * light or dark, the page carries the site's Content-Security-Policy and the browser reports no
 * violation of it, no request leaves the site, a page in another language is all in it (opened with
 * its readers' browser language), and at a phone's width nothing scrolls sideways. The score screens, reached only by playing, are
 * checked where game.spec.ts reaches them; csp.spec.ts checks the policy on the ways between pages.
 */
import { expect, test } from '@playwright/test';
import { axeViolationsLightAndDark } from './axe';
import { expectPolicy, recordViolations, settled } from './csp';
import { expectInLanguage } from './language-checks';
import { ALL_PAGES, GAME_PAGES, LANGUAGE_PAGES } from './pages';
import { offSiteRequests } from './requests';

/** The play pages opened on a seeded match: checked once the cards are dealt, with a hand on the table. */
const MATCHES = new Set(GAME_PAGES.map((g) => g.match));

/** A phone's width: every page must fit it without sideways scrolling. */
const PHONE = { width: 360, height: 740 };

for (const path of ALL_PAGES) {
  const language = LANGUAGE_PAGES.find((p) => p.path === path);
  test.describe(() => {
    // A page in another language is opened as its readers' browsers are set.
    if (language) test.use({ locale: language.lang });
    test(`${path}: no axe violation in light or dark, its content-security-policy satisfied, no request off the site${language ? ', all in its language' : ''}, and it fits a 360 px screen`, async ({
      page,
      baseURL,
    }) => {
      // axe reads every node, twice: on a long page (the printable handouts) and a busy two-core
      // machine that takes well over the default 30 s. A limit, not a speed test.
      test.setTimeout(120_000);
      const violations = await recordViolations(page);
      const external = offSiteRequests(page, `${baseURL}/`);
      await page.goto(path);
      await settled(page);
      if (MATCHES.has(path))
        await expect(
          page
            .getByRole('list', { name: /^Your hand/ })
            .getByRole('button')
            .first(),
        ).toBeVisible();
      if (path.startsWith('/search/')) {
        // The search ran on load: its script and its index were allowed.
        await expect(page.getByRole('status')).toContainText(/rules? for/);
        await expect(page.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first()).toBeVisible();
      }
      if (language) await expectInLanguage(page, language.lang, language.game);
      await expectPolicy(page);
      expect(await axeViolationsLightAndDark(page)).toEqual([]);
      // On a phone's width (narrow.spec.ts taps and scrolls on a phone itself).
      await page.setViewportSize(PHONE);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: 'sideways scrolling at 360 px',
        })
        .toBeLessThanOrEqual(0);
      expect(violations, 'content-security-policy violations').toEqual([]);
      expect(external, 'no request leaves the site').toEqual([]);
    });
  });
}
