/**
 * The rule search, as a person uses it: a question typed in a player's words into the box at the
 * top of a page finds the rule among the first three results, in every registered game; a rule
 * number in any spelling goes straight to the rule; a hostile address is read safely; and a
 * lesson page fetches nothing of the search until the box is used.
 */
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { pageReady } from './hydration';
import { makeAllowedMove } from './match-play';
import { GAME_PAGES } from './pages';

/** Types into the search box at the top of the page and presses Enter. */
async function ask(page: Page, question: string, game: string): Promise<void> {
  const box = page.getByRole('search', { name: 'Search the rules' });
  await box.getByRole('combobox', { name: 'Which game' }).selectOption(game);
  await box.getByRole('searchbox', { name: 'Search the rules' }).fill(question);
  await box.getByRole('searchbox', { name: 'Search the rules' }).press('Enter');
}

for (const game of READY_GAMES) {
  const pages = GAME_PAGES.find((p) => p.slug === game.slug)!;

  test(`${game.name}: questions in a player's words find their rule among the first three results`, async ({ page }) => {
    for (const { question, rules } of game.testing.searchQuestions) {
      await page.goto(pages.rules);
      await pageReady(page);
      await ask(page, question, game.slug);
      await expect(page).toHaveURL(/\/search\/\?/);
      const results = page.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
      await expect(page.getByRole('status')).toContainText(/rules? for/);
      const firstThree = await results.evaluateAll((items) =>
        items.slice(0, 3).map((li) => li.querySelector('a')?.getAttribute('href') ?? ''),
      );
      const wanted = rules.map((r) => `/${game.slug}/rules/#${r.toLowerCase()}`);
      expect(firstThree.some((href) => wanted.includes(href)), `"${question}" → ${firstThree.join(', ')}`).toBe(true);
      // The matched words are highlighted in the rule's own words.
      await expect(results.first().locator('mark').first()).toBeVisible();
    }
  });

  test(`${game.name}: a rule number in any spelling goes straight to the rule`, async ({ page }) => {
    const p = game.prefix;
    const rule = `${p.toLowerCase()}-18`;
    for (const typed of [`${p.toLowerCase()}18`, `${p}-18`, `${p[0]}${p.slice(1).toLowerCase()} 18`, `${p.toLowerCase()}-18`]) {
      await page.goto('/');
      await pageReady(page);
      await ask(page, typed, '');
      await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/#${rule}$`));
      await expect(page.locator(`[id="${rule}"]`)).toBeVisible();
    }
  });
}

test('a rule number that does not exist says so, and words that match nothing say so', async ({ page }) => {
  const prefix = READY_GAMES[0]!.prefix;
  await page.goto(`/search/?q=${prefix}-99`);
  await expect(page.getByRole('status')).toHaveText(`There is no rule ${prefix}-99.`);
  await page.goto('/search/?q=zzqqxx');
  await expect(page.getByRole('status')).toContainText('No rule matches “zzqqxx”');
});

test('a hostile address: a huge question is cut, an unknown game means all games, nothing is run', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const huge = `<img src=x onerror="window.hacked=1">${'a'.repeat(10_000)}`;
  await page.goto(`/search/?q=${encodeURIComponent(huge)}&game=__proto__`);
  await expect(page.getByRole('status')).not.toBeEmpty();
  const status = (await page.getByRole('status').textContent()) ?? '';
  expect(status.length).toBeLessThan(120);
  await expect(page.getByRole('combobox', { name: 'Which game' })).toHaveValue('');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a lesson page fetches nothing of the search until the box is used', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(GAME_PAGES[0]!.lesson);
  await pageReady(page);
  expect(fetched.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
});

for (const game of READY_GAMES) {
  const pages = GAME_PAGES.find((p) => p.slug === game.slug)!;

  test(`${game.name}: the rules panel looks a rule up without leaving the match`, async ({ page }) => {
    await page.goto(pages.match);
    await pageReady(page);
    const hand = page.getByRole('list', { name: /^Your hand/ }).getByRole('button');
    await expect(hand.first()).toBeVisible();
    const dealt = await hand.count();
    const matchUrl = page.url();

    // Search from the panel, open a result: the rule is shown in the panel.
    await page.getByRole('button', { name: 'Look up a rule' }).click();
    const panel = page.getByRole('dialog', { name: `${game.name} rules` });
    await expect(panel).toBeVisible();
    const { question, rules } = game.testing.searchQuestions[0]!;
    await panel.getByRole('searchbox').fill(question);
    await panel.getByRole('searchbox').press('Enter');
    const results = panel.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await results.first().getByRole('link').click();
    await expect(panel.getByRole('article')).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(/^[A-Z]{2}-A?\d+: /);
    // A rule number typed in the panel shows that rule.
    await panel.getByRole('searchbox').fill(rules[0]!.toLowerCase());
    await panel.getByRole('searchbox').press('Enter');
    await expect(panel.getByRole('status')).toContainText(`${rules[0]}: `);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The match is as it was: same address, same hand.
    expect(page.url()).toBe(matchUrl);
    await expect(hand).toHaveCount(dealt);

    // The rule a verdict cites opens in the panel too, and the match stays.
    await makeAllowedMove(page);
    const cited = page.getByRole('status').getByRole('link', { name: new RegExp(`${game.prefix}-`) }).first();
    const rule = /[A-Z]{2}-A?\d+/.exec((await cited.textContent()) ?? '')?.[0] ?? '';
    await cited.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(`${rule}: `);
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(page.url()).toBe(matchUrl);
  });
}
