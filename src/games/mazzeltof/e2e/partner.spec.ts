/**
 * What MazzelTof does in a real browser beyond what every game is tested for (test/e2e/game.spec.ts):
 * the first team game. In the lesson on open cards, the learner plays their partner's open card by
 * clicking the card and then its pile (MT-27); the other team's open card is in sight, and trying it
 * is refused with the rule that keeps it theirs. The sides are told apart by name and place, and a pile named with its suits.
 */
import { expect, test } from '@playwright/test';
import { islandReady, pageReady } from '../../../../test/e2e/hydration';

const LESSON = '/mazzeltof/learn/06-open-cards-and-the-team/';

test("a partner's open card is played by clicking it and then its pile; the other team's is refused", async ({ page }) => {
  await page.goto(LESSON);
  await pageReady(page);
  const step = page.getByRole('region', { name: /^Step 1:/ });
  await islandReady(step);
  const ours = step.getByRole('region', { name: /^Team Red: You and Player 3, your team/ });
  const theirs = step.getByRole('region', { name: /^Team Blue: Player 2 and Player 4, the other team/ });
  const verdict = step.getByRole('status');

  // Before a card is picked the piles wait; after, each plays that card.
  // Found by its place: its name changes with the rank it stands at.
  const red = step.locator('.mt-pile-red');
  await expect(red).toHaveAccessibleName(/^Red pile \(hearts and diamonds\), stands at 8/);
  await expect(red).toBeDisabled();
  const nine = ours.getByRole('list', { name: /^Player 3’s open cards/ }).getByRole('button', { name: '9 of diamonds' });
  await nine.click();
  await expect(nine).toHaveAttribute('aria-pressed', 'true');
  await expect(red).toHaveAccessibleName(/: play the 9 of diamonds here$/);
  await red.click();
  await expect(verdict).toContainText('Allowed: play the 9 of diamonds from Player 3\'s open cards on the red pile');
  await expect(verdict.getByRole('link', { name: 'MT-27' }).or(verdict.getByRole('link', { name: /MT-1[35]/ })).first()).toBeVisible();
  await expect(red).toHaveAccessibleName(/stands at 9/);

  // The other team's open card is in sight and may be tried: it is refused, as not the learner's to play.
  await theirs.getByRole('list', { name: /^Player 2’s open cards/ }).getByRole('button', { name: '9 of hearts' }).click();
  await red.click();
  await expect(verdict).toContainText('Not allowed');
  await expect(verdict.getByRole('link', { name: 'MT-27' })).toBeVisible();

  // A card that fits nowhere it is tried is refused with the rule and what would fit.
  await ours.getByRole('list', { name: /^Your hand/ }).getByRole('button', { name: 'queen of hearts' }).click();
  await red.click();
  await expect(verdict).toContainText('Not allowed');
  await expect(verdict).toContainText('MT-13');
});
