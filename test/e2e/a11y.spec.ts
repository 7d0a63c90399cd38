/** axe finds no accessibility violation on each kind of page, in light and dark themes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageReady } from './hydration';

const PAGES = [
  '/',
  '/ottawa/',
  '/ottawa/learn/02-matching-rank/',
  '/ottawa/rules/',
  '/ottawa/play/',
  '/ottawa/play/?seed=axe&players=4',
  '/echad/',
  '/echad/learn/02-matching/',
  '/echad/rules/',
  '/echad/play/',
  '/echad/play/?seed=axe&players=4',
  '/echad/play/?seed=axe&players=3&mode=pass',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
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
