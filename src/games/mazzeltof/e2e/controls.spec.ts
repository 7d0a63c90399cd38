/**
 * MazzelTof's controls in a real browser: a control whose move cannot succeed is not offered and
 * says why (one revealed card a turn, MT-A5), and a pile with the keyboard's focus is visibly focused.
 */
import { expect, test } from '@playwright/test';
import { islandReady, pageReady } from '../../../../test/e2e/hydration';

test.describe('MazzelTof controls', () => {
  test('once the turn’s revealed card is handled, the next one shows but neither it nor “Lay” is offered (MT-A5)', async ({ page }) => {
    await page.goto('/mazzeltof/learn/10-the-last-six-and-winning/');
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step 1:/ });
    await islandReady(step);
    const verdict = step.getByRole('status');
    await step.getByRole('button', { name: /^Your team’s draw pile.*: draw for your turn$/ }).click();
    await expect(verdict).toContainText('Allowed');

    // The ♦5 is this turn's revealed card: picked, and played on the red pile at 4.
    const revealed = () => step.getByRole('list', { name: /^Your revealed draw-pile card/ });
    await expect(revealed()).toHaveAccessibleName(/^Your revealed draw-pile card(?!:)/);
    await revealed().getByRole('button', { name: '5 of diamonds' }).click();
    await step.locator('.mt-pile-red').click();
    await expect(verdict).toContainText('Allowed');

    // The next card of the last six is face up, for the next turn: not pickable, and "Lay" disabled, each saying why.
    await expect(revealed()).toHaveAccessibleName(/one revealed card a turn, and this turn’s is handled.*\(MT-A5\)/);
    await expect(revealed().getByRole('button')).toHaveCount(0);
    const lay = step.getByRole('button', { name: /^Lay the revealed card among the open cards: one revealed card a turn.*\(MT-A5\)$/ });
    await expect(lay).toBeVisible();
    await expect(lay).toBeDisabled();
  });

  test('the piles are one Tab stop, and the one with the keyboard’s focus wears the focus ring, unlike the dashed ring of the others', async ({ page }) => {
    await page.goto('/mazzeltof/learn/06-open-cards-and-the-team/');
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step 1:/ });
    await islandReady(step);
    await step.getByRole('list', { name: /^Player 3’s open cards/ }).getByRole('button', { name: '9 of diamonds' }).click();
    const red = step.locator('.mt-pile-red');
    const mixed = step.locator('.mt-pile-mixed');
    const black = step.locator('.mt-pile-black');
    await expect(red).toBeEnabled();
    // Reached by the keyboard: the arrow keys move along the piles; Tab leaves them for what follows.
    await red.focus();
    await page.keyboard.press('ArrowRight');
    await expect(mixed).toBeFocused();
    await page.keyboard.press('End');
    await expect(black).toBeFocused();
    await page.keyboard.press('Home');
    await expect(red).toBeFocused();
    expect(await step.locator('.mt-piles button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mt-piles') ?? null)).toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect(red).toBeFocused();
    const marks = (pile: typeof red) =>
      pile.evaluate((el) => {
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle, ring: style.boxShadow };
      });
    const focused = await marks(red);
    const other = await marks(mixed);
    // The focused pile is ringed dark and white; the others keep the dashed line of a pile waiting for the card.
    expect(focused.ring).toMatch(/rgb\(255, 255, 255\)/);
    expect(other.ring).toBe('none');
    expect(other.outline).toBe('dashed');
  });
});
