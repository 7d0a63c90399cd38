/**
 * The home page gives every open game one clear first action: lesson 1 for a newcomer, the first
 * lesson not yet complete once begun; and every page of a game, its own extra pages included,
 * carries the same navigation to its lessons, rules, glossary, play page and extra pages.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { pageReady } from './hydration';
import { readLesson } from './lessons';
import { GAME_PAGES } from './pages';

const PROGRESS_KEY = 'card-rules-tutor:progress:v2:';

test('each open game starts with its first lesson, then continues where the learner is', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  const starts = page.getByRole('link', { name: /^Start here: lesson 1, / });
  for (const game of READY_GAMES) await expect(starts.and(page.locator(`[href^="/${game.slug}/learn/"]`)), game.slug).toHaveCount(1);
  // One step of the first game's first lesson done, as the lesson page keeps it.
  const href = (await starts.first().getAttribute('href')) ?? '';
  const lessonId = href.replace(/^\/([^/]+)\/learn\/([^/]+)\/$/, '$1/$2');
  const step = readLesson(lessonId).steps[0]?.id ?? '';
  await page.evaluate(([key, value]) => localStorage.setItem(key ?? '', value ?? ''), [PROGRESS_KEY + lessonId, JSON.stringify([step])]);
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole('link', { name: /^Continue: lesson 1, / })).toHaveAttribute('href', href);
});

for (const game of GAME_PAGES) {
  test(`${game.slug}: every page of the game has the game's navigation, its extra pages included`, async ({ page }) => {
    for (const path of [game.home, game.lesson, game.rules, game.glossary, game.play, ...game.extras]) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: /sections$/ });
      for (const href of [game.home, game.rules, game.glossary, game.play, ...game.extras]) {
        await expect(nav.locator(`a[href="${href}"]`), `${path} links to ${href}`).toHaveCount(1);
      }
    }
  });
}
