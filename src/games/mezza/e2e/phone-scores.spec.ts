/**
 * Mezza's score sheet on a phone (360 px): a finished game of four players, the default, shows every
 * player's column without scrolling the sheet sideways. The game is played by the engine's computer
 * player for every seat and kept as a saved match, so the page opens straight onto the final scores.
 */
import { expect, test } from '@playwright/test';
import { pageReady } from '../../../../test/e2e/hydration';
import { firstToMove } from '../actors';
import { botMove } from '../bot';
import { apply } from '../rules';
import { setup } from '../setup';
import { DEFAULT_OPTIONS, type MezzaMove } from '../state';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

/** A whole game of four, as the play page keeps it: the learner's moves, and the computer's marked. */
function finishedMatch(seed: string) {
  let game = setup({ ...DEFAULT_OPTIONS, players: 4, games: 1 }, seed);
  let rng = 1;
  const moves: { seat: number; move: MezzaMove; bot?: true }[] = [];
  while (game.status === 'playing') {
    const seat = firstToMove(game) as number;
    const chosen = botMove(game, seat, rng);
    rng = chosen.rng;
    moves.push(seat === 0 ? { seat, move: chosen.move } : { seat, move: chosen.move, bot: true });
    game = apply(game, chosen.move);
  }
  return { version: 1, link: `?seed=${seed}&players=4&games=1`, moves, botRng: rng };
}

test('Mezza: the final scores of four players fit a phone, every column in view', async ({ page }) => {
  const record = finishedMatch('phone1');
  await page.addInitScript(
    (text) => localStorage.setItem('card-rules-tutor:match:v1:mezza', text),
    JSON.stringify(record),
  );
  await page.goto('/mezza/play/');
  await pageReady(page);
  // A finished match is offered to see its result, not to resume.
  await page.getByRole('button', { name: 'See the result' }).click();
  const scores = page.getByRole('table');
  await expect(scores).toContainText('Final scores');
  const sheet = page.locator('.score-sheet');
  expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const name of ['You', 'Player 2', 'Player 3', 'Player 4']) {
    const header = scores.getByRole('columnheader', { name: new RegExp(name) });
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport({ ratio: 1 });
  }
});
