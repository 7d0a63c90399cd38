/**
 * The rule search, as a person uses it: a question typed in a player's words into the box at the
 * top of a page finds the rule among the first three results, in every registered game; a rule
 * number in any spelling goes straight to the rule; a hostile address is read safely; and a
 * lesson page fetches nothing of the search until the box is used.
 */
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { questionsOf, sampleQuestion } from '../../src/search/questions';
import { quoted } from '../../src/search/results';
import { axeViolationsLightAndDark } from './axe';
import { pageReady } from './hydration';
import { makeAllowedMove } from './match-play';
import { GAME_PAGES } from './pages';

/**
 * The least share of the question sets, in percent, answered among the first three results, a
 * little under what the search reached on all five sets (442 questions: 96.6% in the game, 88.0%
 * across all games), so that a change that makes it worse fails. The aim is 95% and 85%.
 */
const IN_GAME_FLOOR = 95;
const ACROSS_GAMES_FLOOR = 86;

/** Types into the search box at the top of the page and presses Enter. */
async function ask(page: Page, question: string, game: string): Promise<void> {
  const box = page.getByRole('search', { name: 'Search the rules' });
  await box.getByRole('combobox', { name: 'Which game' }).selectOption(game);
  await box.getByRole('searchbox', { name: 'Search the rules' }).fill(question);
  await box.getByRole('searchbox', { name: 'Search the rules' }).press('Enter');
}

/**
 * The first three results' addresses, once the page has answered this question in this game (`where`
 * is its name, "all games", or the game the question names or is asked in the language of).
 */
async function firstThree(page: Page, question: string, where: string): Promise<string[]> {
  const status = page.getByRole('status');
  const answered = async () => {
    const text = (await status.textContent()) ?? '';
    return text.includes(`“${quoted(question)}”`) && new RegExp(` in ${where}[.:]`).test(text);
  };
  await expect.poll(answered).toBe(true);
  return page
    .getByRole('list', { name: 'Rules found' })
    .getByRole('listitem')
    .evaluateAll((items) => items.slice(0, 3).map((li) => li.querySelector('a')?.getAttribute('href') ?? ''));
}

/**
 * The question sets (test/search/questions/, second/, third/, fourth/ and fifth/), asked on the search page as a
 * person types them, in their game and across all games: a rule that answers it must be among the first three results. The
 * figures and every miss are printed; the aim is 95% within the game and 85% across all games.
 */
test('the question set: the rule that answers a question is among the first three results', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/search/');
  await pageReady(page);
  const box = page.getByRole('searchbox', { name: 'Search the rules' });
  const select = page.getByRole('combobox', { name: 'Which game' });
  let asked = 0;
  let inGame = 0;
  let across = 0;
  const misses: string[] = [];
  for (const game of READY_GAMES) {
    for (const q of [
      ...questionsOf(game.slug),
      ...questionsOf(game.slug, 'second'),
      ...questionsOf(game.slug, 'third'),
      ...questionsOf(game.slug, 'fourth'),
      ...questionsOf(game.slug, 'fifth'),
    ]) {
      const wanted = q.rules.map((r) => `/${game.slug}/rules/#${r.toLowerCase()}`);
      asked += 1;
      for (const [slug, where, label] of [
        [game.slug, game.name, game.name],
        ['', '(all games|\\S.*, the game (the question names|asked in \\S+))', 'all games'],
      ] as const) {
        await select.selectOption(slug);
        await box.fill(q.q);
        const found = (await firstThree(page, q.q, where)).some((href) => wanted.includes(href));
        if (slug === '') across += found ? 1 : 0;
        else inGame += found ? 1 : 0;
        if (!found) misses.push(`${label}: "${q.q}" wants ${q.rules.join('/')}${q.heldOut ? ' (held out)' : ''}`);
      }
    }
  }
  const percent = (n: number) => Math.round((1000 * n) / asked) / 10;
  console.log(
    `Search: ${asked} questions; in the game ${percent(inGame)}%, across all games ${percent(across)}%.\n${misses.join('\n')}`,
  );
  expect(asked).toBeGreaterThanOrEqual(100);
  expect(percent(inGame)).toBeGreaterThanOrEqual(IN_GAME_FLOOR);
  expect(percent(across)).toBeGreaterThanOrEqual(ACROSS_GAMES_FLOOR);
});

for (const game of READY_GAMES) {
  const pages = GAME_PAGES.find((p) => p.slug === game.slug)!;

  test(`${game.name}: a question typed in the box at the top of a page finds its rule, its words marked`, async ({
    page,
  }) => {
    const { q: question, rules } = sampleQuestion(game.slug);
    await page.goto(pages.rules);
    await pageReady(page);
    await ask(page, question, game.slug);
    await expect(page).toHaveURL(/\/search\/\?/);
    const wanted = rules.map((r) => `/${game.slug}/rules/#${r.toLowerCase()}`);
    const hrefs = await firstThree(page, question, game.name);
    expect(
      hrefs.some((href) => wanted.includes(href)),
      `"${question}" → ${hrefs.join(', ')}`,
    ).toBe(true);
    // The matched words are highlighted in the rule's own words.
    await expect(
      page.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first().locator('mark').first(),
    ).toBeVisible();
  });

  test(`${game.name}: a rule number in any spelling goes straight to the rule`, async ({ page }) => {
    const p = game.prefix;
    const rule = `${p.toLowerCase()}-18`;
    for (const typed of [
      `${p.toLowerCase()}18`,
      `${p}-18`,
      `${p[0]}${p.slice(1).toLowerCase()} 18`,
      `${p.toLowerCase()}-18`,
    ]) {
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
  expect(fetched.filter((path) => path.startsWith('/search-index'))).toEqual([]);
});

test('results follow every keystroke, and the address keeps the question', async ({ page }) => {
  const { game } = { game: READY_GAMES[0]! };
  const { q: question } = sampleQuestion(game.slug);
  await page.goto(`/search/?game=${game.slug}`);
  await pageReady(page);
  const box = page.getByRole('searchbox', { name: 'Search the rules' });
  const results = page.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
  await box.pressSequentially(question.slice(0, 4), { delay: 30 });
  await expect(page.getByRole('status')).toContainText(`“${quoted(question.slice(0, 4))}”`);
  await box.pressSequentially(question.slice(4), { delay: 30 });
  await expect(page.getByRole('status')).toContainText(`“${quoted(question)}” in ${game.name}`);
  await expect(results.first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(question);
  // Emptied, the box shows nothing.
  await box.fill('');
  await expect(results).toHaveCount(0);
  await expect(page.getByRole('status')).toBeEmpty();
});

test('a misspelt game word still finds its rules, and "did you mean" asks the question put right', async ({ page }) => {
  await page.goto('/search/?q=can%20I%20play%20a%20jocker');
  await pageReady(page);
  const results = page.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
  await expect(results.first().locator('mark', { hasText: /joker/i }).first()).toBeVisible();
  await expect(page.getByText('Did you mean')).toBeVisible();
  await page.getByRole('link', { name: 'can I play a joker' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search the rules' })).toHaveValue('can I play a joker');
  await expect(page.getByText('Did you mean')).toBeHidden();
  await expect(page.getByRole('status')).toContainText(/rules? for “can I play a joker/);
});

test('the search page with results and a "did you mean", and the rules panel with results, have no axe violations', async ({
  page,
}) => {
  await page.goto('/search/?q=can%20I%20play%20a%20jocker');
  await pageReady(page);
  await expect(page.getByText('Did you mean')).toBeVisible();
  expect(await axeViolationsLightAndDark(page)).toEqual([]);

  const pages = GAME_PAGES[0]!;
  await page.goto(pages.match);
  await pageReady(page);
  await page.getByRole('button', { name: 'Look up a rule' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('searchbox').fill('jocker');
  await expect(panel.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByText('Did you mean')).toBeVisible();
  expect(await axeViolationsLightAndDark(page)).toEqual([]);
});

test('a question that matches nothing as typed still offers the closest rules', async ({ page }) => {
  // "Ablage" is only the start of the sheet's word, Ablagestapel: no rule has it as typed.
  await page.goto(`/search/?q=${encodeURIComponent('ablage?')}`);
  await pageReady(page);
  await expect(page.getByRole('status')).toContainText(/exactly in all games\. The closest/);
  await expect(page.getByRole('list', { name: 'Rules found' }).getByRole('listitem').first()).toBeVisible();
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
    const { q: question, rules } = sampleQuestion(game.slug);
    // Results come as the question is typed, without pressing Enter.
    await panel.getByRole('searchbox').fill(question);
    await expect(panel.getByRole('status')).toContainText(`“${quoted(question)}” in ${game.name}`);
    const results = panel.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    const second = results.nth(Math.min(1, count - 1)).getByRole('link');
    const secondName = await second.innerText();
    await second.click();
    await expect(panel.getByRole('article')).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(/^[A-Z]{2}-A?\d+: /);
    // Back to the results, as they were, the rule opened focused.
    await expect(results.first()).toBeHidden();
    await panel.getByRole('button', { name: 'Back to the results' }).click();
    await expect(panel.getByRole('article')).toBeHidden();
    await expect(results).toHaveCount(count);
    await expect(panel.getByRole('status')).toContainText(`“${quoted(question)}” in ${game.name}`);
    await expect(second).toBeFocused();
    expect(await second.innerText()).toBe(secondName);
    await results.first().getByRole('link').click();
    await expect(panel.getByRole('article')).toBeVisible();
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
    const cited = page
      .getByRole('status')
      .getByRole('link', { name: new RegExp(`${game.prefix}-`) })
      .first();
    const rule = /[A-Z]{2}-A?\d+/.exec((await cited.textContent()) ?? '')?.[0] ?? '';
    await cited.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(`${rule}: `);
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(page.url()).toBe(matchUrl);
  });
}
