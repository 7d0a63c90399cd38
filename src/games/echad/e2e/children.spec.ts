/**
 * Echad's lessons for a class of young children, in a real browser, in each of the game's
 * languages: the game's page lists them beside the others; a move refused and a move allowed in a
 * step, with the verdict naming its rule by its title and no rule number in the running text; the
 * phases shown simply; the lesson full screen for the projector; the classroom page's list.
 */
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { kitWords, lessonWordsFor } from '../../../i18n/kit-words';
import type { Lang } from '../../../i18n/languages';
import { localePath } from '../../../i18n/languages';
import { axeViolationsLightAndDark } from '../../../../test/e2e/axe';
import { islandReady, pageReady } from '../../../../test/e2e/hydration';

const RULE_NUMBER = /\b[A-Z]{2}-(\d{2}|A\d{1,2})\b/;
const LANGS: readonly Lang[] = ['en', 'he', 'yi'];
/** How many lessons for children there are: one file each in content/echad/children/. */
const CHILDREN_LESSONS = readdirSync('content/echad/children').filter((f) => f.endsWith('.mdx')).length;

for (const lang of LANGS) {
  const words = kitWords(lang);

  test(`${lang}: a step of a lesson for children, refused then done, names its rule by its title`, async ({ page }) => {
    await page.goto(localePath('/echad/', lang));
    await pageReady(page);
    const list = page.getByRole('region', { name: words.childrenHeading });
    await list.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${localePath('/echad/learn/children/02-matching/', lang)}$`));
    await pageReady(page);
    await expect(page.locator('.lesson-count')).toHaveText(words.childrenLessonCount(2, CHILDREN_LESSONS));

    const step = page.locator('section.step').first();
    await islandReady(step);
    const cards = step.locator('ul.hand button');
    // The hand is blue Zayin, red Hei, green Tet, yellow Alef on a blue Gimel: the red Hei is refused.
    await cards.nth(1).click();
    const verdict = step.locator('.verdict');
    await expect(verdict.locator('.verdict-no')).toBeVisible();
    const link = verdict.getByRole('link');
    await expect(link).toHaveAttribute('href', /#ec-13$/i);
    expect(await link.textContent()).not.toMatch(RULE_NUMBER);
    // Nothing the step shows, its phases included, names a rule by its number.
    expect(await step.innerText()).not.toMatch(RULE_NUMBER);
    await expect(step.locator('.phases-simple .move-open')).not.toHaveCount(0);
    await expect(step.locator('.phase-chart')).toHaveCount(0);

    await cards.nth(0).click();
    // A lesson for children says it as it speaks to a class.
    await expect(verdict).toContainText(lessonWordsFor(lang, true).stepComplete);
    expect(await axeViolationsLightAndDark(page)).toEqual([]);
  });
}

test('the lesson for children fills the screen for the projector, and Page Down goes on to a later step', async ({ page }) => {
  await page.goto('/echad/learn/children/04-action-cards/');
  await pageReady(page);
  await page.getByRole('button', { name: 'Show on the projector' }).click();
  const lesson = page.locator('.lesson-text');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('lesson-text');
  const before = await lesson.evaluate((e) => e.scrollTop);
  await page.keyboard.press('PageDown');
  await expect.poll(() => lesson.evaluate((e) => e.scrollTop)).toBeGreaterThan(before);
});

test('the classroom page leads to the lessons for children, in its language', async ({ page }) => {
  await page.goto('/yi/echad/classroom/');
  await pageReady(page);
  await page.getByRole('navigation', { name: /אחד/ }).getByRole('link', { name: kitWords('yi').childrenShort }).click();
  await expect(page).toHaveURL(/\/yi\/echad\/#for-children$/);
  const list = page.getByRole('region', { name: kitWords('yi').childrenHeading });
  await expect(list.getByRole('link')).toHaveCount(CHILDREN_LESSONS);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', '/yi/echad/learn/children/01-the-cards/');
});
