/**
 * Playing a match on a play page like a person who does not know the rules yet: on their
 * turn they try the cards in their hand (where cards are selected and played together, one card
 * selected alone and played), then the table's other buttons, until the tutor says a move is
 * allowed; they move on to the next deal, round or game when it is offered.
 * No card logic of any game: the verdict panel is the only judge.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the play page says that a player goes by, in the page's language: the hand's name on their
 * turn, the verdict's first word, the buttons once a deal or the match is over. English unless given.
 */
export interface MatchTexts {
  readonly yourHand: string;
  /** What the hand's name adds on the player's turn (the kit's `yourTurn`). */
  readonly yourTurn: string;
  readonly allowed: string;
  readonly notAllowed: string;
  readonly next: readonly string[];
  readonly newMatch: readonly string[];
}

export const ENGLISH_TEXTS: MatchTexts = {
  yourHand: 'Your hand',
  yourTurn: ' — your turn',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  next: ['Next deal', 'Next round', 'Next game'],
  newMatch: ['New match', 'New game'],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (texts: readonly string[]) => new RegExp(`^(${texts.map(escaped).join('|')})$`);

/**
 * The table of the play page. It has no accessible name today, so it is found by its class,
 * the one shared by every game's table ("table"); a named region ("Table") would be the role-based way.
 */
export function playTable(page: Page): Locator {
  return page.locator('.table');
}

/** The learner's hand while it is their turn: its name ends "— your turn (n)". */
export function handOnTurn(page: Page, texts: MatchTexts = ENGLISH_TEXTS): Locator {
  return page.getByRole('list', { name: new RegExp(`^${escaped(texts.yourHand + texts.yourTurn)}`) });
}

export function nextPart(page: Page, texts: MatchTexts = ENGLISH_TEXTS): Locator {
  return page.getByRole('button', { name: oneOf(texts.next) });
}

export function newMatch(page: Page, texts: MatchTexts = ENGLISH_TEXTS): Locator {
  return page.getByRole('button', { name: oneOf(texts.newMatch) });
}

/** A verdict that says the move just tried is allowed ("✓ Allowed: …"; "Not allowed" starts otherwise). */
const allowedVerdict = (texts: MatchTexts) => new RegExp(`^[^\\p{L}]*${escaped(texts.allowed)}(?!\\p{L})`, 'u');

/**
 * The buttons worth trying, by their place in `table.getByRole('button')`: hand cards first, then
 * cards to select in the hand and in other card lists, then the rest. A card to select is a toggle
 * (aria-pressed) in a card list (a list named by its heading, as the generic Hand draws it).
 */
async function controlsToTry(
  table: Locator,
  yourHand: string,
): Promise<{ index: number; pick: boolean; card: boolean }[]> {
  const kinds = await table.getByRole('button').evaluateAll(
    (buttons, yourHand) =>
      buttons.map((b) => {
        if ((b as HTMLButtonElement).disabled) return 'skip';
        const list = b.closest('ul[aria-labelledby]');
        const inHand =
          list !== null &&
          (document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').startsWith(yourHand);
        if (b.hasAttribute('aria-pressed')) {
          // A switch outside a card list (announce a last card with the card) is not a move and gets no verdict.
          if (list === null) return 'skip';
          return inHand ? 'hand-pick' : 'pick';
        }
        return inHand ? 'hand' : 'other';
      }),
    yourHand,
  );
  const indices = (kind: string) =>
    kinds.flatMap((k, i) => (k === kind ? [{ index: i, pick: kind.endsWith('pick'), card: kind !== 'other' }] : []));
  return [...indices('hand'), ...indices('hand-pick'), ...indices('pick'), ...indices('other')];
}

const disabledFlags = (buttons: Locator) =>
  buttons.evaluateAll((bs) => bs.map((b) => (b as HTMLButtonElement).disabled));

/** The buttons a pick enabled: disabled before it, enabled after it (by their place in `buttons`). */
function enabledBy(before: readonly boolean[], after: readonly boolean[]): number[] {
  return after.flatMap((disabled, i) => (before[i] === true && !disabled ? [i] : []));
}

/**
 * Clicks or taps a hand card as a person would. Where a press only picks the card (a toggle,
 * aria-pressed), the move is finished on the button the pick enabled: "Play 1 selected" where
 * cards are played together, or the first place the card may go (a pile). A card picked for
 * something that enables no button (one card of a swap) stays picked.
 */
export async function pressCard(card: Locator, scope: Locator, how: 'click' | 'tap' = 'click'): Promise<void> {
  const buttons = scope.getByRole('button');
  const before = await disabledFlags(buttons);
  if (how === 'click') await card.click();
  else await card.tap();
  // A card played at once leaves the hand (the last one may leave nothing in its place): it is no
  // pick waiting for a second press.
  const pressed = await card.getAttribute('aria-pressed', { timeout: 1_000 }).catch(() => null);
  if (pressed !== 'true') return;
  const target = enabledBy(before, await disabledFlags(buttons))[0];
  if (target === undefined) return;
  const button = buttons.nth(target);
  if (how === 'click') return button.click();
  await button.evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await button.tap();
}

/**
 * Presses a control as a person does with a mouse, or with the keyboard alone: Tab and the arrow
 * keys bring the focus to the control, as they bring a keyboard player, and Enter presses it.
 */
export type PressWith = 'click' | 'keyboard';

/** The keys pressed so far by `press(…, 'keyboard')` on this page, Enter included. */
let keysPressed = 0;
export const keyPresses = (): number => keysPressed;

/**
 * Brings the focus to a control by the keys a person would press from where it is now: the arrow
 * keys inside a row of the table that is one Tab stop (a hand, a row of piles or melds), else Tab,
 * or Shift+Tab when the control comes before the focus in the page.
 */
async function keyTo(control: Locator): Promise<void> {
  const page = control.page();
  for (let presses = 0; presses < 200; presses++) {
    const key = await control.evaluate((el) => {
      const at = document.activeElement;
      if (at === el) return null;
      const row = el.closest('[data-roving-row]');
      if (row !== null && at !== null && row.contains(at)) {
        const controls = [...row.querySelectorAll('button')].filter((b) => !b.disabled);
        const forward = controls.indexOf(el as HTMLButtonElement) > controls.indexOf(at as HTMLButtonElement);
        const rtl = getComputedStyle(row).direction === 'rtl';
        return forward !== rtl ? 'ArrowRight' : 'ArrowLeft';
      }
      const focusAfter = at !== null && at !== document.body && (el.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return focusAfter ? 'Shift+Tab' : 'Tab';
    });
    if (key === null) return;
    await page.keyboard.press(key);
    keysPressed++;
  }
  throw new Error('200 key presses never reached the control');
}

async function press(control: Locator, how: PressWith): Promise<void> {
  if (how === 'click') return control.click();
  await keyTo(control);
  await control.page().keyboard.press('Enter');
  keysPressed++;
}

/**
 * One allowed move: tries the controls in order until the verdict says "Allowed". A card that is
 * picked first is tried with each button its pick enabled ("Play 1 selected", each pile, a pass),
 * picked again before each. Returns how many moves were tried and where the first refusal's rule
 * link points, for the test's record. Throws when nothing is allowed.
 */
export async function makeAllowedMove(
  page: Page,
  how: PressWith = 'click',
  texts: MatchTexts = ENGLISH_TEXTS,
): Promise<{ tries: number; refusal?: string }> {
  const table = playTable(page);
  const allowed = allowedVerdict(texts);
  // The verdict panel: the page's live status that is not a notice (a notice may say, quietly, that nothing is kept).
  const verdict = page.getByRole('status').and(page.locator(':not(.notice)'));
  const buttons = table.getByRole('button');
  const order = await controlsToTry(table, texts.yourHand);
  let tries = 0;
  let refusal: string | undefined;
  // A click is judged at once: the statechart answers synchronously and Preact renders in a microtask,
  // so the verdict is in the page when the click returns. A new text is this click's verdict
  // (two different tries never read the same: the verdict names the move tried).
  let before = (await verdict.textContent()) ?? '';
  /** Reads the verdict after a press: true when it is new and says allowed (a refusal is noted). */
  const judged = async (): Promise<boolean> => {
    const after = (await verdict.textContent()) ?? '';
    if (after !== before && allowed.test(after.trim())) return true;
    if (refusal === undefined && after !== before && after.includes(texts.notAllowed))
      // The rule's own link, the first: a rule the source text numbers links its source number too.
      refusal = (await verdict.getByRole('link').first().getAttribute('href')) ?? '';
    before = after;
    return false;
  };
  /** Presses one control as a move; true when the verdict says it was allowed. */
  const attempt = async (index: number): Promise<boolean> => {
    await press(buttons.nth(index), how);
    tries++;
    return judged();
  };
  const pressed = async (index: number) => (await buttons.nth(index).getAttribute('aria-pressed')) === 'true';
  const done = () => ({ tries, ...(refusal ? { refusal } : {}) });
  /**
   * Picks a card and tries the places its pick enabled, as `which` chooses; true once one was allowed.
   * A pick may itself finish a move (the second of two draw piles) and is then judged at once; a pick
   * that enables nothing stays picked, as a person leaves the first of two cards picked for the second.
   */
  const tryPick = async (index: number, which: (targets: number[]) => number[]): Promise<boolean> => {
    const flags = await disabledFlags(buttons);
    await press(buttons.nth(index), how);
    tries++;
    if (await judged()) return true;
    const targets = which(enabledBy(flags, await disabledFlags(buttons)));
    for (const [k, target] of targets.entries()) {
      // A move tried, allowed or not, ends the pick: the card is picked again for the next place.
      if (k > 0 && !(await pressed(index))) await press(buttons.nth(index), how);
      if (await attempt(target)) return true;
    }
    if (targets.length > 0 && (await pressed(index))) await press(buttons.nth(index), how);
    return false;
  };
  // Where a pick enables several places (the piles, then a pass), every card is tried in the places
  // but the last before any card is tried in that last one: a person tries the piles before giving a card away.
  const deferred: number[] = [];
  for (const { index, pick } of order.filter((c) => c.card)) {
    const allowed = pick
      ? await tryPick(index, (targets) => {
          if (targets.length <= 1) return targets;
          deferred.push(index);
          return targets.slice(0, -1);
        })
      : await attempt(index);
    if (allowed) return done();
  }
  for (const index of deferred) if (await tryPick(index, (targets) => targets.slice(-1))) return done();
  for (const { index } of order.filter((c) => !c.card)) if (await attempt(index)) return done();
  const names = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent));
  throw new Error(
    `none of the table's controls was allowed: ${names.join(' | ')}; verdict: ${await verdict.textContent()}`,
  );
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
export async function playPart(page: Page, maxMoves = 400, texts: MatchTexts = ENGLISH_TEXTS): Promise<PartRecord> {
  let moves = 0;
  let tries = 0;
  const refusals: string[] = [];
  for (;;) {
    // Wait for something the learner can do: their turn, the next deal, or the end.
    await expect(handOnTurn(page, texts).or(nextPart(page, texts)).or(newMatch(page, texts)).first()).toBeVisible();
    if (await newMatch(page, texts).isVisible()) return { ended: 'match', moves, tries, refusals };
    if (await nextPart(page, texts).isVisible()) return { ended: 'next', moves, tries, refusals };
    if (moves >= maxMoves) throw new Error(`the deal did not end within ${maxMoves} moves`);
    const move = await makeAllowedMove(page, 'click', texts);
    tries += move.tries;
    if (move.refusal !== undefined) refusals.push(move.refusal);
    moves++;
  }
}
