/**
 * Playing a match on a play page like a person who does not know the rules yet: on their
 * turn they try the cards in their hand (where cards are selected and played together, one card
 * selected alone and played), then the table's other buttons, until the tutor says a move is
 * allowed; they move on to the next deal, round or game when it is offered.
 * No card logic of any game: the verdict panel is the only judge.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The table of the play page. It has no accessible name today, so it is found by its class,
 * the one shared by every game's table ("table"); a named region ("Table") would be the role-based way.
 */
export function playTable(page: Page): Locator {
  return page.locator('.table');
}

/** The learner's hand while it is their turn: its name ends "— your turn (n)". */
export function handOnTurn(page: Page): Locator {
  return page.getByRole('list', { name: /^Your hand — your turn/ });
}

export function nextPart(page: Page): Locator {
  return page.getByRole('button', { name: /^Next (deal|round|game)$/ });
}

export function newMatch(page: Page): Locator {
  return page.getByRole('button', { name: /^New (match|game)$/ });
}

/** A verdict that says the move just tried is allowed ("✓ Allowed: …"; "Not allowed" starts otherwise). */
const ALLOWED = /^\W*Allowed\b/;

/**
 * The buttons worth trying, by their place in `table.getByRole('button')`: hand cards first, then
 * cards to select in the hand and in other card lists, then the rest. A card to select is a toggle
 * (aria-pressed) in a card list (a list named by its heading, as the generic Hand draws it).
 */
async function controlsToTry(table: Locator): Promise<{ index: number; pick: boolean }[]> {
  const kinds = await table.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      if ((b as HTMLButtonElement).disabled) return 'skip';
      const list = b.closest('ul[aria-labelledby]');
      const inHand = list !== null && (document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').startsWith('Your hand');
      if (b.hasAttribute('aria-pressed')) {
        // A switch outside a card list (announce a last card with the card) is not a move and gets no verdict.
        if (list === null) return 'skip';
        return inHand ? 'hand-pick' : 'pick';
      }
      return inHand ? 'hand' : 'other';
    }),
  );
  const indices = (kind: string) => kinds.flatMap((k, i) => (k === kind ? [{ index: i, pick: kind.endsWith('pick') }] : []));
  return [...indices('hand'), ...indices('hand-pick'), ...indices('pick'), ...indices('other')];
}

/**
 * After a click or tap on a hand card: in a hand whose cards are chosen first and played together, it
 * only selected the card (a toggle, aria-pressed), so the move is the press on the button the
 * selection enabled ("Play 1 selected"), found in `scope`. Elsewhere the card was the move.
 */
export async function playIfSelected(card: Locator, scope: Locator, how: 'click' | 'tap' = 'click'): Promise<void> {
  if ((await card.getAttribute('aria-pressed')) !== 'true') return;
  const play = scope.getByRole('button', { name: /^Play \d+ selected/ });
  // A card picked for something else (a swap) has no such button: the pick stands as it is.
  if ((await play.count()) === 0) return;
  if (how === 'click') return play.click();
  await play.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await play.tap();
}

const disabledFlags = (buttons: Locator) => buttons.evaluateAll((bs) => bs.map((b) => (b as HTMLButtonElement).disabled));

/**
 * Selects one card alone and presses the button the selection enabled ("Play 1 selected"). Returns
 * false, with the card unselected again, when the selection enabled nothing.
 */
async function playSelected(buttons: Locator, index: number): Promise<boolean> {
  const before = await disabledFlags(buttons);
  await buttons.nth(index).click();
  const after = await disabledFlags(buttons);
  const enabled = after.findIndex((disabled, i) => before[i] === true && !disabled);
  if (enabled < 0) {
    await buttons.nth(index).click();
    return false;
  }
  await buttons.nth(enabled).click();
  return true;
}

/**
 * One allowed move: tries the controls in order until the verdict says "Allowed".
 * Returns how many controls were tried and where the first refusal's rule link points, for the
 * test's record. Throws when nothing is allowed.
 */
export async function makeAllowedMove(page: Page): Promise<{ tries: number; refusal?: string }> {
  const table = playTable(page);
  // The verdict panel: the page's live status that is not a notice (a notice may say, quietly, that nothing is kept).
  const verdict = page.getByRole('status').and(page.locator(':not(.notice)'));
  const buttons = table.getByRole('button');
  const order = await controlsToTry(table);
  let tries = 0;
  let refusal: string | undefined;
  // A click is judged at once: the statechart answers synchronously and Preact renders in a microtask,
  // so the verdict is in the page when the click returns. A new text is this click's verdict
  // (two different tries never read the same: the verdict names the move tried).
  let before = (await verdict.textContent()) ?? '';
  for (const { index, pick } of order) {
    if (pick) {
      if (!(await playSelected(buttons, index))) continue;
    } else await buttons.nth(index).click();
    tries++;
    const after = (await verdict.textContent()) ?? '';
    if (after !== before && ALLOWED.test(after.trim())) return { tries, ...(refusal ? { refusal } : {}) };
    if (refusal === undefined && after.includes('Not allowed')) refusal = (await verdict.getByRole('link').getAttribute('href')) ?? '';
    before = after;
  }
  const names = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent));
  throw new Error(`none of the table's controls was allowed: ${names.join(' | ')}; verdict: ${await verdict.textContent()}`);
}

export interface PartRecord {
  /** How the deal or round ended: another one is offered, or the match is over. */
  readonly ended: 'next' | 'match';
  readonly moves: number;
  readonly tries: number;
  /** Where the refusals' rule links pointed: one a move at most. */
  readonly refusals: readonly string[];
}

/** Plays the current deal (or round) until its score screen: "Next deal"/"Next round", or "New match"/"New game". */
export async function playPart(page: Page, maxMoves = 400): Promise<PartRecord> {
  let moves = 0;
  let tries = 0;
  const refusals: string[] = [];
  for (;;) {
    // Wait for something the learner can do: their turn, the next deal, or the end.
    await expect(handOnTurn(page).or(nextPart(page)).or(newMatch(page)).first()).toBeVisible();
    if (await newMatch(page).isVisible()) return { ended: 'match', moves, tries, refusals };
    if (await nextPart(page).isVisible()) return { ended: 'next', moves, tries, refusals };
    if (moves >= maxMoves) throw new Error(`the deal did not end within ${maxMoves} moves`);
    const move = await makeAllowedMove(page);
    tries += move.tries;
    if (move.refusal !== undefined) refusals.push(move.refusal);
    moves++;
  }
}
