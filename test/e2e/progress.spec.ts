/**
 * Saved lesson progress when the browser is not like ours: site data blocked, storage full, or
 * saved entries damaged. Lessons keep working, the learner is told, and only what was broken is lost.
 * Runs on the first registered game's sample lesson: the progress code is the same for every game.
 */
import { blockSiteData } from './blocked-storage';
import { expect, test, type Page } from '@playwright/test';
import { islandReady, pageReady } from './hydration';
import { GAME_PAGES } from './pages';

const game = GAME_PAGES[0]!;
const PREFIX = 'card-rules-tutor:progress:v2:';
const NOT_KEPT = /lesson progress will not be saved/;

/** The first step with a hand of cards, hydrated. */
async function firstMoveStep(page: Page) {
  const step = page
    .getByRole('region', { name: /^Step \d+:/ })
    .filter({ has: page.getByRole('list', { name: /^Your hand/ }) })
    .first();
  await islandReady(step);
  return step;
}

/** A first card tried, as a learner would, and its verdict read: the step's statechart is there. */
async function tryFirstCard(step: ReturnType<Page['getByRole']>) {
  await step
    .getByRole('list', { name: /^Your hand/ })
    .getByRole('button')
    .first()
    .click();
  await expect(step.getByRole('status')).toContainText(/Allowed|Not allowed/);
}

/** Completes a move step the way a learner who asks for hints would. */
async function completeByHints(step: ReturnType<Page['getByRole']>) {
  for (let moves = 0; moves < 6; moves++) {
    if ((await step.getByText('Step complete!').count()) > 0) return;
    await step.getByRole('button', { name: 'Hint', exact: true }).click();
    await step
      .getByRole('button', { name: /\(hint\)$/ })
      .first()
      .click();
  }
  await expect(step.getByText('Step complete!')).toBeVisible();
}

test('with site data blocked, lessons still answer every click and a quiet notice says progress is not kept', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await blockSiteData(page);
  await page.goto(game.lesson);
  await pageReady(page);
  await expect(page.getByRole('status').filter({ hasText: NOT_KEPT })).toBeVisible();
  const step = await firstMoveStep(page);
  await tryFirstCard(step);
  await completeByHints(step);
  expect(errors).toEqual([]);
});

test('when storage is full, completing a step says that progress is not being kept', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(game.lesson);
  await pageReady(page);
  await expect(page.getByText(NOT_KEPT)).toHaveCount(0);
  const step = await firstMoveStep(page);
  await tryFirstCard(step);
  await completeByHints(step);
  await expect(page.getByRole('status').filter({ hasText: NOT_KEPT })).toBeVisible();
});

test('a damaged entry costs its own lesson only: a notice names it, the other lessons keep their progress', async ({
  page,
}) => {
  await page.goto(game.home);
  await pageReady(page);
  const lessons = await page
    .locator('.lesson-list > li > a')
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/').filter(Boolean)),
    );
  const ids = lessons.map(([slug, , lesson]) => `${slug}/${lesson}`);
  expect(ids.length).toBeGreaterThan(1);
  // Break the saved progress on a page that does not read it, so nothing repairs it first.
  await page.goto(game.rules);
  await page.evaluate(
    ({ prefix, broken, kept }) => {
      localStorage.setItem(prefix + broken, '{not json');
      localStorage.setItem(prefix + kept, JSON.stringify(['a-step-id-that-is-kept']));
    },
    { prefix: PREFIX, broken: ids[0]!, kept: ids[1]! },
  );
  await page.goto(game.home);
  await pageReady(page);
  await expect(page.getByRole('alert')).toContainText(ids[0]!);
  const saved = await page.evaluate((prefix) => {
    const out: Record<string, string | null> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith(prefix)) out[key.slice(prefix.length)] = localStorage.getItem(key);
    }
    return out;
  }, PREFIX);
  expect(saved).toEqual({ [ids[1]!]: JSON.stringify(['a-step-id-that-is-kept']) });
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('progress saved by the earlier version of the site is moved over, unreadable lessons dropped with a notice', async ({
  page,
}) => {
  await page.goto(game.rules);
  await page.evaluate(() =>
    localStorage.setItem(
      'card-rules-tutor:progress:v1',
      JSON.stringify({ 'x/01-broken': 'garbage', 'x/02-kept': ['s'] }),
    ),
  );
  await page.goto(game.home);
  await pageReady(page);
  await expect(page.getByRole('alert')).toContainText('x/01-broken');
  expect(await page.evaluate(() => localStorage.getItem('card-rules-tutor:progress:v1'))).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), `${PREFIX}x/02-kept`)).toBe('["s"]');
});
