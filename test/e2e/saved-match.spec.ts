/**
 * A match is not lost and not fragile, for every registered game: a reload mid-match offers to
 * resume it (or to start over), a damaged saved match gives a quiet notice and a fresh match while
 * lesson progress stays, hostile addresses give a short notice and a working page, and undo takes
 * its moves out of the move log. No card logic of any game: only accessible names.
 */
import { blockSiteData } from './blocked-storage';
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { axeViolationsLightAndDark } from './axe';
import { pageReady } from './hydration';
import { handOnTurn, makeAllowedMove } from './match-play';
import { GAME_PAGES } from './pages';

const MATCH_KEY = 'card-rules-tutor:match:v1:';
const PROGRESS_KEY = 'card-rules-tutor:progress:v2:';

test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageReady(page);
}

const moveLog = (page: Page) => page.getByRole('region', { name: 'Moves so far' });
const logLines = (page: Page) => moveLog(page).getByRole('listitem');
const dealButton = (page: Page) => page.getByRole('button', { name: 'Deal' });

/** The learner makes an allowed move, then waits until the computer players have answered. */
async function moveAndWait(page: Page): Promise<void> {
  await expect(handOnTurn(page)).toBeVisible();
  await makeAllowedMove(page);
  await expect(handOnTurn(page)).toBeVisible();
}

for (const game of READY_GAMES) {
  const pages = GAME_PAGES.find((p) => p.slug === game.slug)!;

  test.describe(game.name, () => {
    test('a reload mid-match offers to resume it, as it was; “New match” really starts over', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page, pages.match);
      await moveAndWait(page);
      await moveAndWait(page);
      const log = (await moveLog(page).textContent()) ?? '';
      const hand = await handOnTurn(page).ariaSnapshot();
      const address = page.url();
      expect(log).not.toBe('');

      await page.reload();
      await pageReady(page);
      await expect(page.getByRole('heading', { name: 'A match in progress' })).toBeVisible();
      expect(await axeViolationsLightAndDark(page)).toEqual([]);
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(handOnTurn(page)).toMatchAriaSnapshot(hand);
      await expect(moveLog(page)).toHaveText(log);
      expect(page.url()).toBe(address);

      await page.reload();
      await pageReady(page);
      await page.getByRole('button', { name: 'New match' }).click();
      await expect(dealButton(page)).toBeVisible();
      await expect(moveLog(page)).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
      // Started over for good: the next visit offers nothing to resume.
      await page.reload();
      await pageReady(page);
      await expect(dealButton(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('a match taken up again runs at the computer’s pace it was played at', async ({ page }) => {
      await open(page, pages.match);
      await moveAndWait(page);
      const pace = page.getByRole('combobox', { name: 'Computer speed' });
      await pace.selectOption('slow');
      // Kept beside the match at once, as every move is.
      const kept = () =>
        page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').pace, MATCH_KEY + game.slug);
      await expect.poll(kept).toBe(1600);
      await page.reload();
      await pageReady(page);
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(pace).toHaveValue('1600');
    });

    test('with a match saved, a shared link to another seed still deals that seed', async ({ page }) => {
      await open(page, pages.match);
      await moveAndWait(page);
      await open(page, `${pages.play}?seed=another`);
      await expect(page.getByRole('link', { name: /seed another/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    });

    test('a damaged saved match gives a quiet notice and a fresh match; lesson progress is kept', async ({ page }) => {
      const lessonKey = `${PROGRESS_KEY}${game.slug}/${game.testing.sampleLesson}`;
      await open(page, pages.home);
      await page.evaluate(
        ([match, lesson]) => {
          localStorage.setItem(
            match!,
            '{"version":1,"link":"?seed=a","moves":[{"seat":0,"move":{"type":"nonsense"}}],"botRng":1}',
          );
          localStorage.setItem(lesson!, '["a-step"]');
        },
        [MATCH_KEY + game.slug, lessonKey],
      );
      await open(page, pages.match);
      await expect(page.getByRole('status').filter({ hasText: 'saved match could not be read' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);
      // The link's match is dealt afresh and waits for the learner.
      await expect(handOnTurn(page)).toBeVisible();
      const stored = await page.evaluate(([lesson]) => localStorage.getItem(lesson!), [lessonKey]);
      expect(stored).toBe('["a-step"]');
    });

    test('with site data blocked, a match is played all the same and a quiet notice says it will not be kept', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await blockSiteData(page);
      await open(page, pages.match);
      await moveAndWait(page);
      await expect(page.getByRole('status').filter({ hasText: 'this match will not be kept' })).toBeVisible();
      await expect(logLines(page).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('hostile addresses give a short notice naming the parameter, and a working page', async ({ page }) => {
      await open(page, `${pages.play}?pace=__proto__&players=toString`);
      const notice = page.getByRole('alert');
      await expect(notice).toContainText('pace must be');
      await expect(notice).toContainText('players must be');
      await expect(notice).toContainText('“__proto__”');
      await dealButton(page).click();
      // The deal is on: the learner's hand is shown, whoever's turn it is (at the default pace the
      // computer players may take a while before the learner's first turn).
      await expect(page.getByRole('list', { name: /^Your hand/ }).or(page.getByRole('dialog'))).toBeVisible();

      const huge = 'x'.repeat(10_000);
      await open(page, `${pages.play}?seed=hostile&players=${huge}&pace=constructor`);
      await expect(notice).toContainText('players must be a whole number');
      const text = (await notice.textContent()) ?? '';
      expect(text.length, 'the notice quotes only the start of a long value').toBeLessThan(400);
      // The seed is used, with the default number of players: a match is on.
      await expect(page.getByRole('link', { name: /seed hostile/ })).toBeVisible();
    });

    test('undo takes its moves out of the move log', async ({ page }) => {
      await open(page, pages.match);
      await moveAndWait(page);
      const before = await logLines(page).allTextContents();
      await moveAndWait(page);
      expect((await logLines(page).count()) > before.length).toBe(true);
      await page.getByRole('button', { name: /^Undo/ }).click();
      await expect(handOnTurn(page)).toBeVisible();
      await expect(logLines(page)).toHaveText(before);
    });
  });
}
