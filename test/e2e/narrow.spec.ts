/**
 * On a phone-sized screen (360 px, touch) a tapped card gets its verdict on the screen, without
 * scrolling, in lessons and in a match (every page is checked to fit one in every-page.spec.ts). After a move in a match, on
 * a 360 × 740 and a 390 × 844 phone, and on a 1280 × 800 and a 1366 × 768 laptop, the learner sees
 * their hand's cards and the piles together, none of them covered by the verdict or anything else.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { islandReady, pageReady } from './hydration';
import { handOnTurn, makeAllowedMove, newMatch, nextPart, playTable, pressCard } from './match-play';
import { GAME_PAGES } from './pages';

/**
 * Taps the hand's last card scrolled just onto the screen, at its bottom edge (as a person who has
 * scrolled only as far as their cards would), and expects the whole verdict on the screen at once.
 */
async function tapAndSeeVerdict(hand: Locator, verdict: Locator, table: Locator) {
  const card = hand.getByRole('button').last();
  await card.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await pressCard(card, table, 'tap');
  await expect(verdict).toContainText(/Allowed|Not allowed/);
  await expect(verdict).toBeInViewport({ ratio: 1 });
}

for (const game of GAME_PAGES) {
  test(`${game.slug}: a card tapped in a lesson on a phone gets its verdict on the screen`, async ({ page }) => {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.getByRole('list', { name: /^Your hand/ }) }).first();
    await islandReady(step);
    await tapAndSeeVerdict(step.getByRole('list', { name: /^Your hand/ }), step.getByRole('status'), step);
  });

  test(`${game.slug}: a card tapped in a match on a phone gets its verdict on the screen`, async ({ page }) => {
    await page.goto(game.match);
    await pageReady(page);
    await expect(handOnTurn(page)).toBeVisible();
    const verdict = page.getByRole('status');
    // A match may open with something other than a play (a draw, or choosing cards to swap, where a
    // tap only picks a card): then the learner plays on, like a person, until a tap is judged.
    for (let turn = 0; ; turn++) {
      const before = (await verdict.textContent()) ?? '';
      const tapped = handOnTurn(page).getByRole('button').last();
      await tapped.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await pressCard(tapped, page.locator('main'), 'tap');
      if (((await verdict.textContent()) ?? '') !== before) break;
      if (turn === 3) throw new Error('no tap on a card was judged in four turns');
      if ((await tapped.getAttribute('aria-pressed')) === 'true') await tapped.tap();
      await makeAllowedMove(page);
      await expect(handOnTurn(page)).toBeVisible();
    }
    await expect(verdict).toContainText(/Allowed|Not allowed/);
    await expect(verdict).toBeInViewport({ ratio: 1 });
  });
}

/** How far inside each card or pile its points are checked for being covered (px). */
const MARGIN = 8;

/**
 * What is wrong with seeing each of these elements: not wholly on the screen, or covered: the
 * element under the points a margin inside its top and bottom edges, and at its centre, is not the
 * element itself (or part of it).
 */
function unseen(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els, margin) => {
    const describe = (el: Element | null) =>
      el === null ? 'nothing' : `${el.localName}.${[...el.classList].join('.')} “${(el.closest('[aria-label]')?.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
    return els.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? el.localName;
      if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
        return [`${name} is not wholly on the screen: ${Math.round(box.top)}–${Math.round(box.bottom)} of ${innerHeight} px`];
      const x = box.left + box.width / 2;
      return [box.top + margin, box.top + box.height / 2, box.bottom - margin].flatMap((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit) ? [] : [`${name} is covered at ${Math.round(y)} px by ${describe(hit)}`];
      });
    });
  }, MARGIN);
}

/** The learner's hand, on their turn or not. */
const ownHand = (page: Page) => page.getByRole('list', { name: /^Your hand/ });

/** Two phones, and two laptops whose screens are shorter than a table with its seats. */
const SCREENS = [
  { width: 360, height: 740, kind: 'phone' },
  { width: 390, height: 844, kind: 'phone' },
  { width: 1280, height: 800, kind: 'laptop' },
  { width: 1366, height: 768, kind: 'laptop' },
] as const;

for (const screen of SCREENS) {
  test.describe(`${screen.width} × ${screen.height}`, () => {
    const laptop = screen.kind === 'laptop';
    test.use({ viewport: { width: screen.width, height: screen.height }, ...(laptop ? { isMobile: false, hasTouch: false } : {}) });
    for (const game of GAME_PAGES) {
      test(`${game.slug}: after a move on a ${screen.width} × ${screen.height} ${screen.kind}, the hand's cards and the piles are on the screen, uncovered`, async ({
        page,
      }) => {
        await page.goto(game.match);
        await pageReady(page);
        await expect(handOnTurn(page)).toBeVisible();
        // As a person who has scrolled down to their cards.
        await handOnTurn(page).evaluate((hand) => hand.scrollIntoView({ block: 'end' }));
        await makeAllowedMove(page);
        const verdict = page.getByRole('status').and(page.locator('.verdict'));
        await expect(verdict).toContainText('Allowed');
        await expect(verdict).toBeInViewport({ ratio: 1 });
        // The computer players answer at once (pace=instant); then the table stands still.
        await expect(handOnTurn(page).or(nextPart(page)).or(newMatch(page)).first()).toBeVisible();
        const cards = ownHand(page).locator(':scope > li > *');
        await expect(cards.first()).toBeVisible();
        expect(await unseen(cards), 'the hand’s cards').toEqual([]);
        expect(await unseen(playTable(page).locator('.centre .pile')), 'the piles').toEqual([]);
      });
    }
  });
}

for (const game of GAME_PAGES) {
  test(`${game.slug}: on a phone a lesson step's turn phases start folded, and open when asked`, async ({ page }) => {
    await page.goto(game.lesson);
    await pageReady(page);
    const step = page.getByRole('region', { name: /^Step \d+:/ }).filter({ has: page.locator('details.phases') }).first();
    await islandReady(step);
    const panel = step.locator('details.phases');
    await expect(panel).not.toHaveAttribute('open');
    await panel.locator('summary').tap();
    await expect(panel).toHaveAttribute('open');
    await expect(panel.locator('.phase-active').first()).toBeVisible();
  });
}
