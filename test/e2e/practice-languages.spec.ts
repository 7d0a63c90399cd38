/**
 * Practice in each language a game speaks besides English, answered as a learner does: the
 * questions, their answers and explanations (rule links to the rule page in the language), the
 * buttons and the learner's rules all in the language; what was answered is kept after a reload.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { LANGUAGE_INFO, localePath } from '../../src/i18n/languages';
import { fillIn } from '../../src/i18n/format';
import { axeViolations } from './axe';
import { pageReady } from './hydration';

/** English words no page in another language should show outside proper names ("Computer" is German too). */
const ENGLISH = /\b(the|and|you|your|may|which|player|round|game|play|draw|card|cards|allowed|right|rules)\b/i;

for (const game of READY_GAMES) {
  for (const lang of game.languages ?? []) {
    const words = KIT_WORDS[lang].practice.page;
    test(`${game.name} practice in ${LANGUAGE_INFO[lang].name}: six questions answered and explained in it, kept after a reload`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const path = localePath(`/${game.slug}/practice/`, lang);
      await page.goto(`${path}?seed=e2e`);
      await pageReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('button', { name: words.start }).click();
      const question = page.locator('#practice-ask');
      for (let n = 0; n < 6; n++) {
        await expect(question).toBeFocused();
        const allowed = page.getByRole('button', { name: words.allowed, exact: true });
        const options = page.locator('.practice-options button');
        if ((await allowed.count()) > 0) await allowed.click();
        else if ((await options.count()) > 0) await options.first().click();
        else await page.getByRole('button', { name: words.check }).click();
        const outcome = page.locator('.practice-outcome');
        await expect(outcome.getByRole('status').first()).toHaveText(
          new RegExp(`^(${words.right}|${words.notQuite})$`.replace(/[.]/g, '\\.')),
        );
        const link = outcome.locator('.rule-link').first();
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`^/${lang}/${game.slug}/rules/#${game.prefix.toLowerCase()}-`),
        );
        const text = await page.locator('main').innerText();
        expect(text.match(ENGLISH)?.[0], `an English word after question ${n + 1}`).toBeUndefined();
        await page.getByRole('button', { name: words.next }).click();
        // The next question may ask the same: it has come when the answered one is gone and its
        // heading has the focus.
        await expect(page.getByRole('button', { name: words.next })).toBeHidden();
        await expect(page.locator('#practice-ask')).toBeFocused();
      }
      await expect(page.getByTestId('mastery-summary')).toContainText(fillIn(words.answered, { n: 6 }));
      expect(await axeViolations(page)).toEqual([]);
      await page.reload();
      await pageReady(page);
      await expect(page.getByTestId('mastery-summary')).toContainText(fillIn(words.answered, { n: 6 }));
    });
  }
}
