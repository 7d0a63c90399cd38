/**
 * The site header keeps to one line on a 1024 px screen (a classroom projector, a small laptop):
 * the games and the rule search side by side, with every game in the registry and the longest game
 * name chosen in the search. A second line would push the projector's questions off its screen.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { pageReady } from './hydration';

test.use({ viewport: { width: 1024, height: 768 } });

const longest = [...READY_GAMES].sort((a, b) => b.name.length - a.name.length)[0]!;

test(`at 1024 px the header is one line, with ${longest.name} chosen in the search`, async ({ page }) => {
  await page.goto(`/${longest.slug}/rules/`);
  await pageReady(page);
  const header = page.locator('.site-header');
  const middle = async (selector: string) => {
    const box = await header.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not shown`);
    return box.y + box.height / 2;
  };
  const brand = await middle('.brand');
  // Side by side: their middles within a few pixels, where a second line would put the search 40 px or more lower.
  expect(Math.abs((await middle('nav')) - brand)).toBeLessThan(12);
  expect(Math.abs((await middle('form[role="search"]')) - brand)).toBeLessThan(12);
});
