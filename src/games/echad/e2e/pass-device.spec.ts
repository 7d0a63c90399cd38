/**
 * People taking turns on one device: undo takes back only the current player's own move, and a
 * game resumed after a reload starts behind the hand-over screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageReady } from '../../../../test/e2e/hydration';

const GAME = '/echad/play/?seed=class&players=3&mode=pass';

const handOver = (page: Page) => page.getByRole('dialog', { name: /^Pass the device to Player \d+$/ });
const undo = (page: Page) => page.getByRole('button', { name: /^Undo/ });

/** The player at the screen makes one allowed move: a card that fits, else a draw and keeping it. */
async function oneMove(page: Page, table: Locator) {
  const verdict = page.getByRole('status').and(page.locator(':not(.notice)'));
  const cards = table.getByRole('list', { name: /hand/ }).getByRole('button');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    // An allowed card ends the turn: the hand-over screen comes up, and no verdict is shown on it.
    await expect(verdict.or(handOver(page)).first()).toBeVisible();
    if (await handOver(page).isVisible()) return;
    if ((await verdict.textContent())?.includes('Allowed')) return;
  }
  await table.getByRole('button', { name: /^Draw pile/ }).click();
  await table.getByRole('button', { name: /^Keep and end turn/ }).click();
}

test('undo takes back only the current player’s own move; a reload resumes behind the hand-over screen', async ({
  page,
}) => {
  await page.goto(GAME);
  await pageReady(page);
  const table = page.locator('.echad-table');
  await handOver(page)
    .getByRole('button', { name: /I’m ready/ })
    .click();
  await expect(undo(page)).toBeDisabled();
  await oneMove(page, table);
  const colours = table.getByRole('group', { name: 'Choose the colour' });
  if (await colours.isVisible()) await colours.getByRole('button').first().click();
  // The turn has passed: behind the hand-over screen and after it, the next player cannot undo it.
  await expect(handOver(page)).toBeVisible();
  await expect(undo(page)).toBeDisabled();
  await handOver(page)
    .getByRole('button', { name: /I’m ready/ })
    .click();
  await expect(undo(page)).toBeDisabled();

  await page.reload();
  await pageReady(page);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(handOver(page)).toBeVisible();
  await expect(table.getByRole('list', { name: /hand/ })).toHaveCount(0);
});

test('the players’ names typed at the setup are used at every hand-over and on the table, and kept with the match and its link', async ({
  page,
}) => {
  await page.goto('/echad/play/');
  await pageReady(page);
  await page.getByRole('radio', { name: /People taking turns/ }).check();
  await page.getByRole('combobox', { name: /^Players/ }).selectOption('3');
  const names = page.getByRole('group', { name: /Players’ names/ });
  await names.getByLabel('Player 1').fill('Dana');
  await names.getByLabel('Player 2').fill('משה');
  await page.getByLabel(/^Seed/).fill('class');
  await page.getByRole('button', { name: 'Deal' }).click();
  expect(new URL(page.url()).searchParams.get('names')).toBe('Dana,משה,');
  // Each seat is called by its name, and the one left without a name by its number.
  const NAMES = ['Dana', 'משה', 'Player 3'];
  const passTo = page.getByRole('dialog', { name: /^Pass the device to / });
  const nameOnScreen = async () => {
    await expect(passTo).toBeVisible();
    const name = ((await passTo.getAttribute('aria-label')) ?? (await passTo.getByRole('heading').innerText()))
      .replace('Pass the device to ', '')
      .trim();
    expect(NAMES).toContain(name);
    return name;
  };
  const first = await nameOnScreen();
  await passTo.getByRole('button', { name: `I’m ready — show ${first}’s cards` }).click();
  const table = page.locator('.echad-table');
  // The hand at the screen and the status line name whoever holds the device, each seat alike; the
  // other seats are named on the table.
  await expect(table.getByRole('list', { name: new RegExp(`^${first}’s hand`) })).toBeVisible();
  await expect(page.locator('.match-status')).toContainText(`${first} to play`);
  for (const other of NAMES.filter((n) => n !== first)) await expect(table).toContainText(other);
  await oneMove(page, table);
  const colours = table.getByRole('group', { name: 'Choose the colour' });
  if (await colours.isVisible()) await colours.getByRole('button').first().click();
  const second = await nameOnScreen();
  expect(second).not.toBe(first);

  await page.reload();
  await pageReady(page);
  await page.getByRole('button', { name: 'Resume' }).click();
  expect(await nameOnScreen()).toBe(second);
});
