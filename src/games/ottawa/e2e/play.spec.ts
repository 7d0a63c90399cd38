/**
 * A whole deal against the computer in a real browser, played like a person:
 * read the hand and the top card from the page, click a card that fits (or pass),
 * until the score screen. Also: a refused move, undo, the log, and a bad link.
 */
import { expect, test, type Page } from '@playwright/test';
import { cardName, fullDeck, type Card } from '../../../engine/french-deck';
import { cardPoints } from '../cards';
import { fits } from '../rules';
import { pageReady } from '../../../../test/e2e/hydration';

/** A 2-player, one-deal match whose deal is short when played sensibly. */
const SHORT_DEAL = '/ottawa/play/?seed=deal1178&players=2&deals=1&pace=instant';

const BY_NAME = new Map(fullDeck().map((c) => [cardName(c), c]));


async function handCards(page: Page): Promise<Card[]> {
  const labels = await page
    .getByRole('list', { name: /^Your hand/ })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((l) => BY_NAME.get(l.replace(/ \(hint\)$/, '')) as Card);
}

async function topCard(page: Page): Promise<Card> {
  const label = (await page.getByRole('img', { name: /^Discard pile/ }).getAttribute('aria-label')) ?? '';
  const name = /top card (.+)$/.exec(label)?.[1] ?? '';
  return BY_NAME.get(name) as Card;
}

test('a bad game link shows a notice and the setup form, and nothing throws', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/ottawa/play/?seed=abc&players=9');
  await pageReady(page);
  await expect(page.getByRole('alert')).toContainText('2 to 7 players');
  await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the setup form deals a match and writes a link that reproduces it', async ({ page }) => {
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
  await page.reload();
  await pageReady(page);
  await expect(yourCards).toHaveCount(7);
  expect(await handCards(page)).toEqual(first);
});

test('a whole deal against the computer, played by clicking, ends on the score screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(SHORT_DEAL);
  await pageReady(page);
  const verdict = page.getByRole('status');
  let tries = 0;
  let triedRefusal = false;
  let triedUndo = false;
  while (!(await page.getByRole('table').isVisible())) {
    if (++tries > 200) throw new Error('the deal did not end');
    const status = await page.locator('.match-status').textContent();
    if (!status?.includes('You to play')) {
      await page.waitForTimeout(50);
      continue;
    }
    const hand = await handCards(page);
    const top = await topCard(page);
    const playable = hand.filter((c) => fits(c, top));
    const unplayable = hand.find((c) => !fits(c, top));
    if (!triedRefusal && unplayable) {
      await page.getByRole('button', { name: cardName(unplayable), exact: true }).click();
      await expect(verdict).toContainText('Not allowed');
      await expect(verdict.getByRole('link')).toHaveAttribute('href', /\/ottawa\/rules\/#ot-/);
      triedRefusal = true;
    }
    if (playable.length > 0) {
      const best = playable.reduce((a, b) => (cardPoints(b) > cardPoints(a) ? b : a));
      if (!triedUndo && hand.length > 1) {
        await page.getByRole('button', { name: cardName(best), exact: true }).click();
        await expect(verdict).toContainText('Allowed');
        await page.getByRole('button', { name: 'Undo my last move' }).click();
        await expect(page.getByRole('list', { name: /^Your hand/ }).getByRole('button')).toHaveCount(hand.length);
        triedUndo = true;
        continue;
      }
      await page.getByRole('button', { name: cardName(best), exact: true }).click();
    } else {
      await page.getByRole('button', { name: /^Pass/ }).click();
      const text = (await verdict.textContent()) ?? '';
      if (text.includes('Not allowed') && text.includes('OT-A1')) {
        await page.getByRole('button', { name: /^Stock,/ }).click();
      }
    }
    await page.waitForTimeout(20);
  }
  expect(triedRefusal).toBe(true);
  const scores = page.getByRole('table');
  await expect(scores).toContainText('Final scores');
  await expect(scores.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'New match' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Moves so far' });
  await expect(log).toContainText('Player 2');
  await expect(log).toContainText('(computer:');
});
