/**
 * Hand and Foot lessons done the way their hints tell a learner, with the presses the table offers.
 * Lesson 05, the first lay-down: the cards the hint names are selected (a whole rank in one press,
 * or card by card) and "Meld" is pressed once; the cards of two ranks go down as two melds in one
 * play (HF-15, HF-16), then the ♣3 is discarded. Lesson 06: a meld pressed with nothing selected
 * takes the hand's naturals of its rank in one press, and the 5s laid down as a new meld beside the
 * meld of 5s are refused with the rule that says why (HF-A11), as the step asks. Lesson 03: with one
 * draw pile left, the empty one is not offered, and the words say to press the other again
 * (HF-A4). The generic lesson test
 * (test/e2e/game.spec.ts) completes a sample lesson by the hint's rings, not by its words.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MoveStep } from '../../../lessons/schema';
import AxeBuilder from '@axe-core/playwright';
import { pageReady } from '../../../../test/e2e/hydration';
import { readyStep } from '../../../../test/e2e/lesson-steps';
import { readLesson } from '../../../../test/e2e/lessons';

const LESSON = readLesson('hand-and-foot/05-the-first-lay-down');
const URL = '/hand-and-foot/learn/05-the-first-lay-down/';

/** The hint of a step, as the learner reads it after pressing "Hint". */
async function hintOf(section: Locator, id: string): Promise<string> {
  const step = LESSON.steps.find((s) => s.id === id) as MoveStep;
  await section.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(section.getByText(/^Hint:/)).toContainText(step.hint);
  return step.hint;
}

/** A hand card by its name; once "Hint" is pressed, the cards of the hinted move say so ("(hint)"). */
const card = (section: Locator, name: string) =>
  section.getByRole('list', { name: /^Your hand/ }).getByRole('button', { name: new RegExp(`^${name}( \\(hint\\))?$`) });

/**
 * axe on one step, in light and in dark: the new controls are checked where they are (every step's
 * table repeats the same region names, which axe reads across the whole page as landmarks not unique).
 */
async function stepViolations(page: Page, section: Locator): Promise<string[]> {
  const name = await section.getAttribute('aria-label');
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).include(`section[aria-label="${name}"]`).analyze();
    found.push(...results.violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  return found;
}

/** Discards the ♣3, as each step's hint ends, and sees the step done. */
async function discardTheThree(section: Locator): Promise<void> {
  await card(section, '3 of clubs').click();
  await section.getByRole('button', { name: /^Discard the 3 of clubs/ }).click();
  await expect(section.getByRole('status')).toContainText('Step complete!');
  await expect(section.getByRole('heading', { level: 3 })).toContainText('✓ done');
}

test.describe('Hand and Foot', () => {
  // axe reads a lesson step twice, in light and in dark.
  test.setTimeout(90_000);
  test('lesson 05: the kings and the 9s selected together go down as two melds in one play', async ({ page }) => {
    await page.goto(URL);
    await pageReady(page);
    const section = await readyStep(page, 1);
    const verdict = section.getByRole('status');
    const hint = await hintOf(section, 'not-enough');
    expect(hint).toContain('All kings');
    expect(hint).toContain('All 9s');
    // One press a rank, as the hint says.
    await section.getByRole('button', { name: 'All kings (3)' }).click();
    await section.getByRole('button', { name: 'All 9s (3)' }).click();
    await expect(section.getByRole('list', { name: /^Your hand/ }).getByRole('button', { pressed: true })).toHaveCount(6);
    await expect(section.getByRole('button', { name: 'All kings (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await stepViolations(page, section)).toEqual([]);
    await section
      .getByRole('button', { name: 'Meld the 6 selected: a new meld of three 9s; a new meld of three kings (hint)' })
      .click();
    await expect(verdict).toContainText(/^\W*Allowed/);
    await expect(section.getByRole('region', { name: /^Your partnership’s melds/ })).toContainText('Meld 2: Kings');
    await discardTheThree(section);
  });

  test('lesson 05, deal 3: two aces, the joker and three kings selected card by card open with 120', async ({ page }) => {
    await page.goto(URL);
    await pageReady(page);
    const step = LESSON.steps.findIndex((s) => s.id === 'deal-three');
    const section = await readyStep(page, step + 1);
    const hint = await hintOf(section, 'deal-three');
    expect(hint).toContain('press Meld');
    for (const name of ['ace of spades', 'ace of hearts', 'joker', 'king of spades', 'king of hearts', 'king of diamonds'])
      await card(section, name).click();
    await section.getByRole('button', { name: /^Meld the 6 selected: a new meld of three kings; a new meld of two aces and a joker/ }).click();
    await expect(section.getByRole('status')).toContainText(/^\W*Allowed/);
    await discardTheThree(section);
  });

  test('lesson 06: a meld pressed with nothing selected takes your two 9s onto it, one press', async ({ page }) => {
    const lesson = readLesson('hand-and-foot/06-red-and-black-books');
    await page.goto('/hand-and-foot/learn/06-red-and-black-books/');
    await pageReady(page);
    const section = await readyStep(page, lesson.steps.findIndex((s) => s.id === 'finish-a-red-book') + 1);
    const nines = section.getByRole('button', { name: /^Meld 1: 9s, .*: add two 9s from your hand here$/ });
    await expect(nines).toContainText('+ two 9s from your hand');
    expect(await stepViolations(page, section)).toEqual([]);
    await nines.click();
    await expect(section.getByRole('status')).toContainText(/^\W*Allowed/);
    await expect(section.getByRole('button', { name: /^Meld 1: 9s, 7 cards/ })).toBeVisible();
    await discardTheThree(section);
  });

  test('lesson 06: the 5s laid down as a new meld are refused by HF-A11, as the step asks, then it is done', async ({ page }) => {
    const lesson = readLesson('hand-and-foot/06-red-and-black-books');
    await page.goto('/hand-and-foot/learn/06-red-and-black-books/');
    await pageReady(page);
    const section = await readyStep(page, lesson.steps.findIndex((s) => s.id === 'one-open-meld') + 1);
    const verdict = section.getByRole('status');
    await expect(section).toContainText('press "Lay the 3 selected down as a new meld"');
    await section.getByRole('button', { name: 'All 5s (3)' }).click();
    await expect(section.getByRole('button', { name: 'Meld the 3 selected: three 5s onto meld 2 (5s)' })).toBeVisible();
    await section.getByRole('button', { name: 'Lay the 3 selected down as a new meld' }).click();
    await expect(verdict).toContainText(/^\W*Not allowed/);
    await expect(verdict.getByRole('link', { name: /^HF-A11/ })).toBeVisible();
    await expect(verdict).toContainText('already has an unfinished meld of 5s, meld 2');
    // Then as the goal says: the 9s and the 5s with one "Meld", the 5s onto their meld, and the ♣3.
    await section.getByRole('button', { name: 'All 9s (3)' }).click();
    await section.getByRole('button', { name: 'All 5s (3)' }).click();
    await section.getByRole('button', { name: 'Meld the 6 selected: three 5s onto meld 2 (5s); a new meld of three 9s' }).click();
    await expect(verdict).toContainText(/^\W*Allowed/);
    await discardTheThree(section);
  });

  test('lesson 03: with one draw pile left the empty one is not offered, and the words say to press pile 1 again', async ({ page }) => {
    const lesson = readLesson('hand-and-foot/03-drawing');
    await page.goto('/hand-and-foot/learn/03-drawing/');
    await pageReady(page);
    const section = await readyStep(page, lesson.steps.findIndex((s) => s.id === 'one-pile-left') + 1);
    await expect(section.getByRole('img', { name: 'Draw pile 2, empty' })).toBeVisible();
    await expect(section.getByRole('button', { name: /^Draw pile 2,/ })).toHaveCount(0);
    await section.getByRole('button', { name: /^Draw pile 1,/ }).click();
    await expect(section.getByText(/^Pile 1 is picked for your first card/)).toHaveText(
      'Pile 1 is picked for your first card: no other pile has cards, so press it again to take the second from it too.',
    );
    await section.getByRole('button', { name: /^Draw pile 1,.*press again to draw both cards from this pile$/ }).click();
    await expect(section.getByRole('status')).toContainText(/^\W*Allowed/);
    await expect(section.getByRole('status').getByRole('link', { name: /^HF-A4/ })).toBeVisible();
    await discardTheThree(section);
  });
});
