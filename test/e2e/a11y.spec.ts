/**
 * axe finds no accessibility violation on every page type of every registered game (and the
 * game's own extra pages), in light and dark themes, and no page makes a request off the site.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageReady } from './hydration';
import { ALL_PAGES } from './pages';


for (const scheme of ['light', 'dark'] as const) {
  for (const path of ALL_PAGES) {
    test(`${path} has no axe violations (${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const external: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://localhost')) external.push(r.url());
      });
      await page.goto(path);
      await pageReady(page);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      expect(external, 'no request leaves the site').toEqual([]);
      await context.close();
    });
  }
}
