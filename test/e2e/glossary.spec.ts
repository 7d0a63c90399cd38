/**
 * The glossaries in a browser: each game's page lists every word of its glossary file, a word's
 * rule link lands on the rule, and the glossary of all games lists every game's words.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { READY_GAMES } from '../../src/games/registry';
import { pageReady } from './hydration';

function termsOf(slug: string): { term: string; rules: string[] }[] {
  return parse(readFileSync(new URL(`../../content/${slug}/glossary.yaml`, import.meta.url), 'utf8')) as { term: string; rules: string[] }[];
}

for (const game of READY_GAMES) {
  test(`${game.name}: the glossary lists every word, and a word's rule link lands on the rule`, async ({ page }) => {
    const terms = termsOf(game.slug);
    await page.goto(`/${game.slug}/glossary/`);
    await pageReady(page);
    const words = page.getByRole('term');
    await expect(words).toHaveCount(terms.length);
    const first = terms[0]!;
    const entry = page.locator('.glossary-entry').filter({ has: page.getByRole('term').filter({ hasText: first.term }) }).first();
    await entry.getByRole('link', { name: first.rules[0]! }).click();
    await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/#${first.rules[0]!.toLowerCase()}$`));
    await expect(page.locator(`[id="${first.rules[0]!.toLowerCase()}"]`)).toBeVisible();
  });
}

test('the glossary of all games lists the words of every game', async ({ page }) => {
  await page.goto('/glossary/');
  await pageReady(page);
  const total = READY_GAMES.reduce((n, g) => n + termsOf(g.slug).length, 0);
  await expect(page.getByRole('term')).toHaveCount(total);
});
