/**
 * What Ottawa's play page does beyond what every game's match is tested for (test/e2e/game.spec.ts:
 * a whole match by clicking, refusals with their rules, undo, the score screens): a bad link,
 * and the setup form writing a link that deals the same cards again.
 */
import { expect, test, type Page } from '@playwright/test';
import { cardName, fullDeck, type Card } from '../../../engine/french-deck';
import { pageReady } from '../../../../test/e2e/hydration';

const BY_NAME = new Map(fullDeck().map((c) => [cardName(c), c]));


async function handCards(page: Page): Promise<Card[]> {
  const labels = await page
    .getByRole('list', { name: /^Your hand/ })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((l) => BY_NAME.get(l.replace(/ \(hint\)$/, '')) as Card);
}

test('a bad part of a game link is named in a notice, the match is dealt with its default, and nothing throws', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/ottawa/play/?seed=abc&players=9');
  await pageReady(page);
  await expect(page.getByRole('alert')).toContainText('players must be 2–7 (OT-03); got “9”');
  await expect(page.getByRole('list', { name: 'Other players' }).getByRole('listitem')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('the setup form deals a match and writes a link that reproduces it', async ({ page, browser }) => {
  await page.goto('/ottawa/play/');
  await pageReady(page);
  await page.getByLabel(/^Players/).selectOption('3');
  await page.getByLabel(/^Seed/).fill('sharedseed');
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect(page).toHaveURL(/seed=sharedseed/);
  await expect(page.getByRole('list', { name: 'Other players' }).getByRole('listitem')).toHaveCount(2);
  // Three players are dealt seven cards each (OT-09); the computer's turns never touch your hand.
  const yourCards = page.getByRole('list', { name: /^Your hand/ }).getByRole('button');
  await expect(yourCards).toHaveCount(7);
  const first = await handCards(page);
  // The link opened elsewhere (a browser with nothing saved) deals the same cards.
  const elsewhere = await browser.newContext();
  const shared = await elsewhere.newPage();
  await shared.goto(page.url());
  await pageReady(shared);
  await expect(shared.getByRole('list', { name: /^Your hand/ }).getByRole('button')).toHaveCount(7);
  expect(await handCards(shared)).toEqual(first);
  await elsewhere.close();
});

test('Ottawa’s setup form says, before OT-A12 is switched off, how long a deal then lasts at the players chosen', async ({ page }) => {
  await page.goto('/ottawa/play/');
  await pageReady(page);
  const turnUp = page.getByRole('checkbox', { name: /\(OT-A12\)$/ });
  await expect(turnUp).toBeChecked();
  await expect(turnUp).toHaveAccessibleDescription(/with 4 players a deal takes about \d+ of your turns/);
  await page.getByLabel(/^Players/).selectOption('2');
  await expect(turnUp).toHaveAccessibleDescription(/with 2 players a deal takes about \d+ of your turns, and one deal in ten more than \d+/);
  await expect(page.getByText(/^Switched off, a stuck table waits/)).toBeVisible();
});
