/**
 * What Echad does in a real browser beyond what every game is tested for (test/e2e/game.spec.ts:
 * a refusal with its rule, a lesson completed by hints, a whole game against the computer):
 * saying "Echad" and calling out, what a game shared on one device shows between and during turns, a bad link.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { cardName } from '../cards';
import { parseMove } from '../moves';
import { parsePosition } from '../position';
import { apply } from '../rules';
import { sequenceOf } from '../../../lessons/outcome';
import type { MoveStep } from '../../../lessons/schema';
import { islandReady, pageReady } from '../../../../test/e2e/hydration';
import { readLesson } from '../../../../test/e2e/lessons';

function hand(scope: Locator): Locator {
  return scope.getByRole('list', { name: /hand/ }).getByRole('button');
}

/** Clicks through a step's first success line, as a learner would. */
async function playSuccessLine(section: Locator, step: MoveStep) {
  let state = parsePosition(step.position);
  for (const text of sequenceOf(step.success[0] as string)) {
    const move = parseMove(text, state);
    if ('error' in move) throw new Error(move.error);
    if (move.type === 'play') {
      if (move.echad) await section.getByRole('button', { name: /Say “Echad”/ }).click();
      await section.getByRole('button', { name: cardName(move.card), exact: true }).first().click();
    } else if (move.type === 'draw') await section.getByRole('button', { name: /^Draw pile/ }).click();
    else if (move.type === 'keep') await section.getByRole('button', { name: /^Keep and end turn/ }).click();
    else if (move.type === 'choose-colour') await section.getByRole('button', { name: new RegExp(move.colour) }).click();
    else await section.getByRole('button', { name: /^Call out/ }).click();
    state = apply(state, move);
  }
}

test('saying "Echad" and calling out someone who forgot, by clicking, in lesson 7', async ({ page }) => {
  const lesson = readLesson('echad/07-saying-echad');
  await page.goto('/echad/learn/07-saying-echad/');
  await pageReady(page);
  for (const kind of ['echad', 'challenge']) {
    const index = lesson.steps.findIndex((s) => s.kind !== 'quiz' && (s.success[0] ?? '').includes(kind));
    if (index < 0) throw new Error(`lesson 7 should have a step whose success uses "${kind}"`);
    const section = page.getByRole('region', { name: new RegExp(`^Step ${index + 1}:`) });
    await islandReady(section);
    await playSuccessLine(section, lesson.steps[index] as MoveStep);
    await expect(section.getByRole('status')).toContainText('Step complete!');
  }
});

test('sharing one device: the hand-over screen shows no hand and no verdict, and the log tells only what the table saw', async ({
  page,
}) => {
  await page.goto('/echad/play/?seed=class&players=3&mode=pass');
  await pageReady(page);
  const table = page.locator('.echad-table');
  const verdict = page.getByRole('status');
  const log = page.getByRole('region', { name: 'Moves so far' });
  const privacy = page.getByRole('dialog', { name: /^Pass the device to Player \d+$/ });
  await expect(privacy).toBeVisible();
  await expect(hand(table)).toHaveCount(0);
  await expect(table).toContainText('The cards are hidden until the player is ready.');
  const first = (await privacy.getByRole('heading').textContent())?.replace('Pass the device to ', '') ?? '';
  await privacy.getByRole('button', { name: /I’m ready/ }).click();
  await expect(privacy).toBeHidden();
  await expect(hand(table)).toHaveCount(7);

  // The player draws and keeps the card: which card it is stays theirs.
  await table.getByRole('button', { name: /^Draw pile/ }).click();
  await expect(verdict).toContainText('Allowed: draw from the pile');
  const drawn = table.getByRole('button', { name: /\(just drawn\)$/ });
  const card = ((await drawn.getAttribute('aria-label')) ?? '').replace(/(, \d+)? \(just drawn\)$/, '');
  expect(card).not.toBe('');
  await table.getByRole('button', { name: /^Keep and end turn/ }).click();

  const next = page.getByRole('dialog', { name: /^Pass the device to Player \d+$/ });
  await expect(next).toBeVisible();
  expect(await next.getByRole('heading').textContent()).not.toContain(first);
  await expect(hand(table)).toHaveCount(0);
  await expect(verdict).toHaveText('');
  await expect(log).toContainText(`${first} drew a card.`);
  await expect(log).toContainText(`${first} kept the card they drew.`);
  await expect(log).not.toContainText(card);
  await expect(page.locator('main')).not.toContainText(card); // nor the phase chart, nor anything else

  // Once the next player is ready they see their own hand, and still only what the table saw.
  await next.getByRole('button', { name: /I’m ready/ }).click();
  await expect(hand(table)).toHaveCount(7);
  await expect(verdict).toHaveText('');
  await expect(log).not.toContainText(card);
});

test('a bad part of an Echad link is named in a notice, and the game is dealt with its default', async ({ page }) => {
  await page.goto('/echad/play/?seed=x&players=12');
  await pageReady(page);
  await expect(page.getByRole('alert')).toContainText('players must be 2–10 (EC-A4); got “12”');
  await expect(page.getByRole('link', { name: /seed x\b/ })).toHaveAttribute('href', /players=4/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`people passing one device: the table has no axe violations (${scheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/echad/play/?seed=axe&players=3&mode=pass');
    await pageReady(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
