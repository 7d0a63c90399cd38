/**
 * A lesson page seen as a learner sees it: numbered step regions, a table with "Your hand",
 * a verdict panel, "Hint" and "Start again". The same for every game (one LessonStep widget).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { QuizStep } from '../../src/lessons/schema';
import { en } from '../../src/i18n/words/en';
import { fillIn } from '../../src/i18n/format';
import type { LessonWords } from '../../src/widgets/lesson/words';
import { islandReady } from './hydration';

/** Step `number` (from 1), scrolled into view and hydrated; named in the page's language. */
export async function readyStep(page: Page, number: number, words: LessonWords = en.lesson): Promise<Locator> {
  const named = fillIn(words.stepLabel, { number, title: '' });
  const section = page.getByRole('region', { name: new RegExp(`^${escaped(named)}`) });
  await islandReady(section);
  return section;
}

/** The cards of the learner's hand, a list named by the table's words ("Your hand …"). */
export function handCards(scope: Locator, yourHand = 'Your hand'): Locator {
  return scope.getByRole('list', { name: new RegExp(`^${escaped(yourHand)}`) }).getByRole('button');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Presses "Hint" and clicks what it rings, move after move, until the step says it is complete. */
export async function completeByHints(section: Locator, words: LessonWords = en.lesson): Promise<void> {
  const verdict = section.getByRole('status');
  for (let moves = 0; !((await verdict.textContent()) ?? '').includes(words.stepComplete); moves++) {
    if (moves > 20) throw new Error('the hints did not lead to the end of the step');
    await section.getByRole('button', { name: words.hint, exact: true }).click();
    const hinted = section.getByRole('button', { name: new RegExp(`${escaped(words.table.hint)}$`) });
    await expect(hinted.first()).toBeVisible();
    const moved = (await verdict.textContent()) ?? '';
    // A hinted switch (announce a last card with the card, pick a card) changes how the next move is
    // made: press it before the move. Each press takes that switch out of the list, so the first is
    // pressed until none is left; the last pick of a pair (a swap) may itself be the move.
    const switches = hinted.and(section.locator('[aria-pressed="false"]'));
    for (let n = await switches.count(); n > 0; n--) await switches.first().click();
    if (((await verdict.textContent()) ?? '') === moved)
      await hinted.and(section.locator(':not([aria-pressed])')).first().click();
    await expect(verdict).not.toHaveText(moved);
    await expect(verdict).toContainText(`✓ ${words.allowed}`);
  }
  await expect(section.getByRole('heading', { level: 3 })).toContainText(words.done);
}

/** Clicks the answer the lesson's front matter calls right. */
export async function answerQuiz(section: Locator, step: QuizStep, words: LessonWords = en.lesson): Promise<void> {
  // A table drawn for the question offers nothing to press: it is a picture of the moment asked about.
  await expect(section.locator('.quiz-table button:enabled')).toHaveCount(0);
  await section.getByRole('button', { name: step.choices[step.answer], exact: true }).click();
  await expect(section.getByRole('status')).toContainText(words.right);
  await expect(section.getByRole('heading', { level: 3 })).toContainText(words.done);
}
