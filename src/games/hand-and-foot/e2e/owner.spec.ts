/**
 * The owner of the cards, chosen in the setup as lesson 02 says it can be (HF-06): another seat
 * starts the first deal, the computer plays its turn, and the learner's turn comes round.
 */
import { expect, test } from '@playwright/test';
import { pageReady } from '../../../../test/e2e/hydration';
import { handOnTurn } from '../../../../test/e2e/match-play';

test('a match set up with Player 2 owning the cards starts at Player 2, and the learner plays in turn', async ({
  page,
}) => {
  await page.goto('/hand-and-foot/play/?pace=instant');
  await pageReady(page);
  const owner = page.getByLabel(/^The owner of the cards/);
  await expect(owner.locator('option')).toHaveText(['You', 'Player 2', 'Player 3', 'Player 4']);
  await owner.selectOption({ label: 'Player 2' });
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect(page).toHaveURL(/[?&]owner=2(&|$)/);
  await expect(handOnTurn(page)).toBeVisible();
  // Player 2 chose first: the log's oldest line (its last, newest first) is theirs.
  await expect(page.locator('.log li').last()).toContainText('Player 2');
});
