/**
 * Every lesson in every language a game speaks besides English, clicked through as a learner does:
 * each quiz answered, each move step's cards tried until one is refused (its verdict in the
 * language, citing a rule of the game and linking to the rule page in that language), then the step
 * completed by following its hints; the progress is the lesson's in every language.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { termsIn } from '../../src/i18n/read-content';
import { localePath } from '../../src/i18n/languages';
import { fillIn, pluralOf } from '../../src/i18n/format';
import { axeViolations } from './axe';
import { pageReady } from './hydration';
import { answerQuiz, completeByHints, handCards, readyStep } from './lesson-steps';
import { lessonIdsOf, readLessonIn } from './lessons';
import { pressCard } from './match-play';

for (const game of READY_GAMES) {
  for (const lang of game.languages ?? []) {
    const words = KIT_WORDS[lang].lesson;
    // The hand's name: the game's own word for it in the language, where its table speaks it.
    const yourHand = termsIn(game.slug, lang)['ui.your-hand'] ?? 'Your hand';
    for (const id of lessonIdsOf(game.slug)) {
      const slug = id.split('/')[1] ?? '';
      const path = localePath(`/${game.slug}/learn/${slug}/`, lang);
      test(`${path}: every step done by clicking, every move step's refusal said in the language`, async ({ page }) => {
        test.setTimeout(120_000);
        const lesson = readLessonIn(id, lang);
        await page.goto(path);
        await pageReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
        // The game's messages, its terms and its verdict messages come once, for every step of the page (PageText.astro).
        await expect(page.locator('script[type="application/json"][id^="page-text-"]')).toHaveCount(3);
        const rule = new RegExp(`\\b${game.prefix}-[0-9A-Z]+\\b`);
        let refusals = 0;
        for (const [i, step] of lesson.steps.entries()) {
          const section = await readyStep(page, i + 1, words);
          await expect(section.getByRole('heading', { level: 3 })).toContainText(step.title);
          if (step.kind === 'quiz') {
            await answerQuiz(section, step, words);
            continue;
          }
          // Each card of the hand in turn, each try started afresh, until one is refused.
          const verdict = section.getByRole('status');
          const hand = handCards(section, yourHand);
          const count = await hand.count();
          for (let c = 0; c < count; c++) {
            await pressCard(hand.nth(c), section);
            // A card that is only picked (to swap, or to place on a pile of its choosing) is no move yet.
            const judged = await expect(verdict)
              .toContainText(new RegExp(`${words.allowed}|${words.notAllowed}`), { timeout: 2_000 })
              .then(
                () => true,
                () => false,
              );
            const said = (await verdict.textContent()) ?? '';
            await section.getByRole('button', { name: words.startAgain }).click();
            if (!judged) break;
            if (!said.includes(`✗ ${words.notAllowed}`)) continue;
            refusals += 1;
            const cited = rule.exec(said)?.[0] ?? '';
            expect(cited, 'the refusal cites a rule of the game').toMatch(rule);
            expect(said).toContain(cited);
            break;
          }
          await completeByHints(section, words);
        }
        // Some lessons' hands hold only cards that may be played; the sample lesson's refuses one.
        if (slug === game.testing.sampleLesson)
          expect(refusals, `some card of a move step of ${id} is refused`).toBeGreaterThan(0);
        // The rule a refusal links to is on the rule page of the same language.
        const links = page.locator(`.verdict a.rule-link`);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('href', new RegExp(`^${localePath(`/${game.slug}/rules/`, lang)}#`));
        }
        // Every step done, each with its verdict: axe finds nothing on the page as the learner leaves
        // it. Once a language and game, on the sample lesson: every lesson draws its steps with the
        // same widgets, and every page is read by axe as it loads (every-page.spec.ts).
        if (slug === game.testing.sampleLesson) expect(await axeViolations(page)).toEqual([]);
        // Done in one language is done in all: the English lesson list counts the same steps.
        await page.goto(`/${game.slug}/`);
        await pageReady(page);
        const n = lesson.steps.length;
        const done = fillIn(pluralOf(KIT_WORDS.en.lesson.stepsDone, n, 'en'), { done: n, n });
        await expect(
          page.getByRole('listitem').filter({ has: page.locator(`a[href="/${game.slug}/learn/${slug}/"]`) }),
        ).toContainText(done);
      });
    }
  }
}
