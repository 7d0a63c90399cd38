/**
 * A learner works through an Ottawa lesson in a real browser: tries a refused move,
 * reads the verdict and its rule, completes every step by clicking, reloads and
 * finds the progress kept.
 */
import { expect, test, type Page } from '@playwright/test';
import { cardName } from '../../../engine/french-deck';
import { parseMove } from '../moves';
import { parsePosition } from '../position';
import { matchCard, topCard } from '../rules';
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

async function doMove(page: Page, number: number, text: string) {
  const section = stepSection(page, number);
  const move = parseMove(text);
  if ('error' in move) throw new Error(move.error);
  if (move.type === 'play') await section.getByRole('button', { name: cardName(move.card), exact: true }).click();
  else if (move.type === 'draw') await section.getByRole('button', { name: /^Stock,/ }).click();
  else await section.getByRole('button', { name: /^Pass/ }).click();
}

test('a refused move is explained with its rule number and a link to the rule', async ({ page }) => {
  const lesson = readLesson(LESSON);
  const index = lesson.steps.findIndex((s) => s.kind !== 'quiz');
  const step = lesson.steps[index] as MoveStep;
  const game = parsePosition(step.position);
  const top = topCard(game);
  const wrong = (game.hands[0] ?? []).find((c) => !matchCard(c, top).ok);
  if (!wrong) throw new Error(`the first move step of ${LESSON} should hold a card that does not fit`);
  const rule = matchCard(wrong, top).rule;

  await page.goto(URL);
  await pageReady(page);
  const section = await readyStep(page, index + 1);
  await section.getByRole('button', { name: cardName(wrong), exact: true }).click();
  const verdict = section.getByRole('status');
  await expect(verdict).toContainText('Not allowed');
  await expect(verdict).toContainText(rule);
  const link = verdict.getByRole('link', { name: new RegExp(rule) });
  await expect(link).toHaveAttribute('href', `/ottawa/rules/#${rule.toLowerCase()}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/ottawa/rules/#${rule.toLowerCase()}$`));
  await expect(page.locator(`#${rule.toLowerCase()}`)).toBeVisible();
});

test('completing every step of a lesson by clicking, and finding the progress kept after a reload', async ({ page }) => {
  const lesson = readLesson(LESSON);
  await page.goto(URL);
  await pageReady(page);
  for (const [i, step] of lesson.steps.entries()) {
    const section = await readyStep(page, i + 1);
    if (step.kind === 'quiz') {
      await section.getByRole('button', { name: step.choices[step.answer], exact: true }).click();
      await expect(section.getByRole('status')).toContainText('Right');
    } else {
      for (const text of sequenceOf(step.success[0] as string)) await doMove(page, i + 1, text);
      await expect(section.getByRole('status')).toContainText('Step complete!');
    }
    await expect(section.getByRole('heading', { level: 3 })).toContainText('✓ done');
  }
  await page.reload();
  await pageReady(page);
  await expect((await readyStep(page, 1)).getByRole('heading', { level: 3 })).toContainText('✓ done');
  await page.goto('/ottawa/');
  await pageReady(page);
  const n = lesson.steps.length;
  await expect(page.getByRole('listitem').filter({ hasText: lesson.title })).toContainText(`${n} of ${n} steps done`);
});

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
