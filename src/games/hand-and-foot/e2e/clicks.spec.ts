/**
 * How many clicks a turn of Hand and Foot takes at the table: a short match played through the play
 * page, the learner's seat making the computer player's own choices with the fewest presses the
 * table offers (computer-learner.ts). The clicks per learner turn are printed and held under a
 * ceiling. Once the match is over, the page offers it back as finished, to see its result, at the
 * computer's pace it was played at.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from '../../../../test/e2e/hydration';
import { newMatch } from '../../../../test/e2e/match-play';
import { computerChoice, learnerMayAct, makeMove, readKept, sideAfter, type Kept } from './computer-learner';

/**
 * A turn is a draw of two (2 clicks), a meld or two (a rank and "Meld", or one press on a meld) and
 * the discard (2 clicks): about 6. The ceiling leaves room for turns of several melds.
 */
const CLICKS_A_TURN = 8;

test.use({ reducedMotion: 'reduce', actionTimeout: 15_000 });

/** Waits until the learner may move after `done` moves of theirs, or the match is over (null). */
async function learnerTurn(page: Page, done: number): Promise<Kept | null> {
  let found: Kept | null = null;
  await expect
    .poll(
      async () => {
        if (await newMatch(page).isVisible()) return 'over';
        // The computer players choose their packets at once, so the match is kept before the learner's first move.
        const kept = await readKept(page);
        found = kept;
        return kept && kept.learnerMoves >= done && learnerMayAct(kept.game) ? 'learner' : 'waiting';
      },
      { timeout: 60_000, intervals: [50] },
    )
    .not.toBe('waiting');
  if (await newMatch(page).isVisible()) return null;
  return found;
}

test.describe('Hand and Foot', () => {
  test('a short match by the computer’s choices takes few clicks a turn; the finished match is offered to see its result', async ({ page }) => {
    test.setTimeout(600_000);
    await page.goto('/hand-and-foot/play/?seed=clicks1&players=4&deals=1&pace=instant');
    await pageReady(page);
    let clicks = 0;
    let turns = 0;
    const byKind: Record<string, { moves: number; clicks: number }> = {};
    let kept = await learnerTurn(page, 0);
    for (let done = 1; kept !== null; done++) {
      const before: Kept = kept;
      const move = computerChoice(before.game);
      const pressed = await makeMove(page, before.game, move);
      clicks += pressed;
      const kind = byKind[move.type] ?? { moves: 0, clicks: 0 };
      byKind[move.type] = { moves: kind.moves + 1, clicks: kind.clicks + pressed };
      if (move.type === 'draw' || move.type === 'pickup') turns++;
      kept = await learnerTurn(page, done);
      // The page made the move the computer chose (a copy of a card is the same card to a player).
      const made = (kept ?? (await readKept(page)))?.lastLearnerMove;
      expect(made && sideAfter(before.game, made)).toBe(sideAfter(before.game, move));
    }
    const perTurn = clicks / turns;
    const kinds = Object.entries(byKind).map(([k, n]) => `${k}: ${n.clicks} clicks for ${n.moves}`);
    const line = `Hand and Foot: ${clicks} clicks in ${turns} learner turns, ${perTurn.toFixed(1)} a turn (${kinds.join('; ')})`;
    console.log(line);
    test.info().annotations.push({ type: 'clicks', description: line });
    expect(turns, 'the learner played turns').toBeGreaterThan(5);
    expect(perTurn).toBeLessThanOrEqual(CLICKS_A_TURN);

    // The match is over and kept: a reload offers its result, never as a match in progress, at its pace.
    await expect(page.getByRole('table')).toContainText('Final scores');
    await page.reload();
    await pageReady(page);
    await expect(page.getByRole('heading', { name: 'Your last match is over' })).toBeVisible();
    await expect(page.getByText(/in progress/)).toHaveCount(0);
    await page.getByRole('button', { name: 'See the result' }).click();
    await expect(page.getByRole('table')).toContainText('Final scores');
    await expect(newMatch(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Computer speed' })).toHaveValue('0');
  });
});
