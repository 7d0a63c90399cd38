/**
 * What an Ottawa lesson does beyond what every game's lesson is tested for (test/e2e/game.spec.ts:
 * a refusal with its rule, completing by hints, progress kept): "Start again", broken saved
 * progress, the keyboard, the phase chart and one card a turn.
 */
import { expect, test, type Page } from '@playwright/test';
import { cardName } from '../../../engine/french-deck';
import { parseMove } from '../moves';
import { sequenceOf } from '../../../lessons/outcome';
import type { MoveStep } from '../../../lessons/schema';
import { islandReady, pageReady } from '../../../../test/e2e/hydration';
import { readLesson } from '../../../../test/e2e/lessons';

const LESSON = 'ottawa/02-matching-rank';
const URL = '/ottawa/learn/02-matching-rank/';

function stepSection(page: Page, number: number) {
  return page.getByRole('region', { name: new RegExp(`^Step ${number}:`) });
}

/** The step, scrolled into view and alive. */
async function readyStep(page: Page, number: number) {
  const section = stepSection(page, number);
  await islandReady(section);
  return section;
}

test('a hint rings a move without making it, and "Start again" resets the step', async ({ page }) => {
  const lesson = readLesson(LESSON);
  const index = lesson.steps.findIndex((s) => s.kind !== 'quiz');
  await page.goto(URL);
  await pageReady(page);
  const section = await readyStep(page, index + 1);
  await section.getByRole('button', { name: 'Hint' }).click();
  await expect(section.getByText(/^Hint:/)).toBeVisible();
  await expect(section.getByRole('button', { name: /\(hint\)$/ })).toHaveCount(1);
  await section.getByRole('button', { name: 'Start again' }).click();
  await expect(section.getByRole('button', { name: /\(hint\)$/ })).toHaveCount(0);
});

test('the whole lesson can be done from the keyboard', async ({ page }) => {
  const lesson = readLesson(LESSON);
  const index = lesson.steps.findIndex((s) => s.kind !== 'quiz');
  const step = lesson.steps[index] as MoveStep;
  const first = parseMove(sequenceOf(step.success[0] as string)[0] as string);
  if ('error' in first || first.type !== 'play') throw new Error(`the first move step of ${LESSON} should start with a play`);
  await page.goto(URL);
  await pageReady(page);
  const section = await readyStep(page, index + 1);
  const target = section.getByRole('button', { name: cardName(first.card), exact: true });
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText('Allowed');
});

test('the phase chart follows the turn: after a draw, drawing again is shown closed with its rule', async ({ page }) => {
  await page.goto('/ottawa/learn/04-the-optional-draw/');
  await pageReady(page);
  const section = await readyStep(page, 1);
  const chart = section.locator('details.phases');
  await expect(chart.locator('[aria-current="step"]').last()).toContainText('Draw or play');
  await section.getByRole('button', { name: /^Stock,/ }).click();
  await expect(section.getByRole('status')).toContainText('Allowed');
  await expect(chart.locator('[aria-current="step"]').last()).toContainText('Play or pass');
  await expect(chart.getByRole('listitem').filter({ hasText: /^⊘ Draw closed/ })).toContainText('OT-A1');
});

test('one card a turn: after playing one nine, the other is refused by OT-A5', async ({ page }) => {
  await page.goto('/ottawa/learn/05-must-play-or-pass/');
  await pageReady(page);
  const lesson = readLesson('ottawa/05-must-play-or-pass');
  const index = lesson.steps.findIndex((s) => s.id === 'one-card-a-turn');
  const section = await readyStep(page, index + 1);
  await section.getByRole('button', { name: 'nine of spades', exact: true }).click();
  await expect(section.getByRole('status')).toContainText('Step complete!');
  await section.getByRole('button', { name: 'nine of diamonds', exact: true }).click();
  const verdict = section.getByRole('status');
  await expect(verdict).toContainText('Not allowed');
  await expect(verdict.getByRole('link', { name: /OT-A5/ })).toHaveAttribute('href', '/ottawa/rules/#ot-a5');
});
