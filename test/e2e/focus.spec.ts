/**
 * A keyboard player keeps their place on the table. In a match of every registered game they Tab
 * from the top of the page to a card of their hand and make allowed moves with the keyboard alone
 * (Tab, Shift+Tab and the arrow keys to each control, Enter on it; the presses of each move are
 * printed, refused tries included); after each the focus is still on the table, on the control they used or
 * the nearest one, never back on the page itself, and still there once the computer players have
 * answered and the table has been drawn again.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from './hydration';
import { handOnTurn, keyPresses, makeAllowedMove, newMatch, nextPart } from './match-play';
import { GAME_PAGES } from './pages';

/** "table" while the focus is on the table, else what holds it. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el === null || el === document.body) return 'the page itself';
    if (el.closest('.table') !== null) return 'table';
    return `${el.localName} “${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}”, off the table`;
  });
}

/** Presses Tab from the top of the page until a card of the learner's hand has the focus. */
async function tabToHand(page: Page): Promise<void> {
  const hand = handOnTurn(page);
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    if (await hand.evaluate((list) => list.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached a card of the hand');
}

/** Moves in a row: enough to reach plays on the piles after a game's opening moves (a swap, a packet, a draw). */
const MOVES = 4;

for (const game of GAME_PAGES) {
  test(`${game.slug}: after each move made with the keyboard, the focus stays on the table`, async ({ page }) => {
    await page.goto(game.match);
    await pageReady(page);
    await expect(handOnTurn(page)).toBeVisible();
    await tabToHand(page);
    const counts: number[] = [];
    for (let move = 1; move <= MOVES; move++) {
      const keysBefore = keyPresses();
      await makeAllowedMove(page, 'keyboard');
      counts.push(keyPresses() - keysBefore);
      expect(await focusPlace(page), `after move ${move}`).toBe('table');
      // The computer players answer at once (pace=instant), and the table is drawn again for the learner's turn.
      await expect(handOnTurn(page).or(nextPart(page)).or(newMatch(page)).first()).toBeVisible();
      expect(await focusPlace(page), `after the answers to move ${move}`).toBe('table');
      if (!(await handOnTurn(page).isVisible())) break;
    }
    console.log(`${game.slug}: key presses per allowed move, refused tries included: ${counts.join(', ')}`);
  });
}
