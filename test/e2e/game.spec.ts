/**
 * What every registered game gets by being in the registry, tested like a person with a
 * browser: a refused move in a lesson cites one of the game's rules and links to it; the
 * sample lesson can be completed by following the hints; a whole match against the computer
 * can be played to its end screen by trying cards until one is allowed. None of these pages
 * makes a request off the site. No card logic of any game is used: only accessible names.
 */
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { axeViolationsLightAndDark } from './axe';
import { pageReady } from './hydration';
import { readLesson } from './lessons';
import { answerQuiz, completeByHints, handCards, readyStep } from './lesson-steps';
import { handOnTurn, makeAllowedMove, newMatch, pressCard, nextPart, playPart, playTable, type PartRecord } from './match-play';
import { GAME_PAGES } from './pages';
import { offSiteRequests } from './requests';

/** The site's own address, as the test server serves it. */
function siteBase(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('playwright.config.ts should set use.baseURL');
  return baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
}

async function open(page: Page, path: string, baseURL: string | undefined): Promise<string[]> {
  const off = offSiteRequests(page, siteBase(baseURL));
  await page.goto(path);
  await pageReady(page);
  return off;
}

// Cards lift on hover with a short transition; with reduced motion (which the site honours) a click
// need not wait for the card under the pointer to settle, and a whole match takes half the time.
test.use({ reducedMotion: 'reduce' });

for (const game of READY_GAMES) {
  const pages = GAME_PAGES.find((p) => p.slug === game.slug)!;
  const lessonId = `${game.slug}/${game.testing.sampleLesson}`;

  test.describe(game.name, () => {
    test('a refused card in a lesson is explained with a rule of this game and a link to it', async ({ page, baseURL }) => {
      const lesson = readLesson(lessonId);
      const off = await open(page, pages.lesson, baseURL);
      const rule = new RegExp(`\\b${game.prefix}-[0-9A-Z]+\\b`);
      let refused = false;
      // Try each move step's hand, card by card, until one card is refused.
      for (const [i, step] of lesson.steps.entries()) {
        if (step.kind !== 'move' || refused) continue;
        const section = await readyStep(page, i + 1);
        const verdict = section.getByRole('status');
        const count = await handCards(section).count();
        for (let c = 0; c < count && !refused; c++) {
          await pressCard(handCards(section).nth(c), section);
          await expect(verdict).toContainText(/Allowed|Not allowed/);
          if (((await verdict.textContent()) ?? '').includes('Not allowed')) refused = true;
          // An allowed card changed the table: put it back before trying the next one.
          else await section.getByRole('button', { name: 'Start again' }).click();
        }
        if (!refused) continue;
        const link = verdict.getByRole('link', { name: rule });
        const cited = rule.exec((await link.textContent()) ?? '')?.[0] ?? '';
        expect(cited, 'the verdict cites a rule number of this game').toMatch(rule);
        await expect(verdict).toContainText(cited);
        await expect(link).toHaveAttribute('href', `/${game.slug}/rules/#${cited.toLowerCase()}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/${game.slug}/rules/#${cited.toLowerCase()}$`));
        await expect(page.locator(`[id="${cited.toLowerCase()}"]`)).toBeVisible();
      }
      expect(refused, `some card of a move step in ${lessonId} should be refused`).toBe(true);
      expect(off, 'no request leaves the site').toEqual([]);
    });

    test('the sample lesson is completed by clicking: hints for moves, the right answer for quizzes', async ({ page, baseURL }) => {
      const lesson = readLesson(lessonId);
      const off = await open(page, pages.lesson, baseURL);
      for (const [i, step] of lesson.steps.entries()) {
        const section = await readyStep(page, i + 1);
        if (step.kind === 'quiz') await answerQuiz(section, step);
        else await completeByHints(section);
      }
      // The progress is kept: after a reload every step still says so, and the game's page counts them.
      await page.reload();
      await pageReady(page);
      const headings = page.getByRole('region', { name: /^Step \d+:/ }).getByRole('heading', { level: 3 });
      await expect(headings).toHaveCount(lesson.steps.length);
      for (const [i] of lesson.steps.entries()) {
        await readyStep(page, i + 1);
        await expect(headings.nth(i)).toContainText('✓ done');
      }
      await page.goto(pages.home);
      await pageReady(page);
      const n = lesson.steps.length;
      await expect(page.getByRole('listitem').filter({ hasText: lesson.title })).toContainText(`${n} of ${n} steps done`);
      expect(off, 'no request leaves the site').toEqual([]);
    });

    test('a whole match against the computer, played by trying cards, reaches the final scores; a move can be undone', async ({ page, baseURL }) => {
      // Measured alone, a short match takes 5 to 200 s (longest where a card is picked and then its
      // pile, tried on every pile in turn), and axe reads the long move log at the end twice; the
      // margin is for a machine busy with other work.
      test.setTimeout(600_000);
      const started = Date.now();
      const off = await open(page, pages.match, baseURL);
      // Undo: the learner's first allowed move can be taken back, and their hand is as it was.
      const hand = page.getByRole('list', { name: /^Your hand/ }).getByRole('button');
      await expect(handOnTurn(page)).toBeVisible();
      const dealt = await hand.count();
      const first = await makeAllowedMove(page);
      await page.getByRole('button', { name: /^Undo/ }).click();
      await expect(handOnTurn(page)).toBeVisible();
      await expect(hand).toHaveCount(dealt);
      const scores = page.getByRole('table');
      const parts: PartRecord[] = [];
      for (;;) {
        const part = await playPart(page);
        parts.push(part);
        expect(part.moves, 'the learner moved in every deal').toBeGreaterThan(0);
        if (part.ended === 'match') break;
        await expect(scores).toContainText(/Scores after/);
        // The score screen between deals is reached only by playing: check it with axe here, where it is.
        if (parts.length === 1) expect(await axeViolationsLightAndDark(page)).toEqual([]);
        await nextPart(page).click();
        await expect(scores).toBeHidden();
      }
      await expect(newMatch(page)).toBeVisible();
      await expect(scores).toContainText('Final scores');
      // The match is over: the table offers no control for a move.
      await expect(playTable(page).getByRole('button')).toHaveCount(0);
      // The score sheet: a column for each side (a player, or a team) beside the row headings; the header row, one row
      // for each deal played, and the totals.
      const sides = game.testing.shortMatchSides ?? Number(new URLSearchParams(game.testing.shortMatch).get('players'));
      await expect(scores.locator('thead').getByRole('columnheader')).toHaveCount(sides + 1);
      await expect(scores.getByRole('row')).toHaveCount(parts.length + 2);
      await expect(page.getByRole('region', { name: 'Moves so far' })).toContainText('(computer:');
      expect(await axeViolationsLightAndDark(page)).toEqual([]);
      expect(off, 'no request leaves the site').toEqual([]);
      // Trying cards like a person meets refusals; each links to a rule of this game.
      const refusals = [...(first.refusal !== undefined ? [first.refusal] : []), ...parts.flatMap((p) => p.refusals)];
      expect(refusals.length, 'some tries were refused').toBeGreaterThan(0);
      for (const href of refusals) expect(href).toMatch(new RegExp(`^/${game.slug}/rules/#${game.prefix.toLowerCase()}-[0-9a-z]+$`));
      const moves = parts.reduce((n, p) => n + p.moves, 0);
      const tries = parts.reduce((n, p) => n + p.tries, 0);
      test.info().annotations.push({
        type: 'match',
        description: `${game.slug}: ${parts.length} part(s), ${moves} allowed moves from ${tries} tries, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      });
    });
  });
}
