/**
 * The learner's seat played through the table by the computer's own choices, to count the clicks a
 * turn takes. The match as it stands is read where the play page keeps it (the saved match in the
 * browser's storage) and rebuilt through the engine; the computer player chooses the learner's move
 * from the learner's view; the move is then made with the fewest presses the table offers: a whole
 * rank in one press, a meld pressed with nothing selected, the selected ranks as melds in one "Meld".
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { parseRecord, replay } from '../../../engine/match-record';
import { type HfCard, cardWords, isWild } from '../cards';
import { botReason } from '../bot';
import { handAndFoot } from '../engine';
import { handAndFootLink } from '../link';
import { formatMove } from '../moves';
import type { HfMove, HfState, MeldGroup } from '../state';
import { groupsOf, naturalsOf, pickupOf, rankChoices } from '../ui/grouping';
import { withSelected } from '../ui/staging';

const MATCH_KEY = 'card-rules-tutor:match:v1:hand-and-foot';
const LEARNER = 0;

/** The match as the page keeps it: its position, and how many moves the learner has made. */
export interface Kept {
  readonly game: HfState;
  readonly learnerMoves: number;
  readonly lastLearnerMove: HfMove | null;
}

export async function readKept(page: Page): Promise<Kept | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
  const record = text === null ? null : parseRecord(text);
  const link = record && handAndFootLink.read(record.link).link;
  if (!record || !link) return null;
  const rebuilt = replay(handAndFoot, link, record, botReason);
  if ('error' in rebuilt) throw new Error(`the kept match does not replay: ${rebuilt.error}`);
  const mine = record.moves.filter((m) => m.seat === LEARNER && !m.bot);
  return {
    game: rebuilt.session.game,
    learnerMoves: mine.length,
    lastLearnerMove: (mine[mine.length - 1]?.move as HfMove | undefined) ?? null,
  };
}

/** The learner's move as the computer would make it in the learner's place, from the learner's view. */
export function computerChoice(game: HfState): HfMove {
  return handAndFoot.botMove(handAndFoot.view(game, LEARNER), LEARNER, 1).move;
}

export const learnerMayAct = (game: HfState): boolean =>
  game.status === 'playing' && handAndFoot.actors(game).some((a) => a.seat === LEARNER);

/** What a move leaves on the learner's side, by faces (copies of a face are the same card to a player). */
export function sideAfter(game: HfState, move: HfMove): string {
  const after = handAndFoot.apply(game, move);
  const faces = (cards: readonly HfCard[]) => cards.map(cardWords).sort().join(', ');
  return JSON.stringify({ hand: faces(after.hands[LEARNER] ?? []), melds: (after.melds[0] ?? []).map((m) => faces(m.cards)) });
}

/** Presses on the table, counted. */
class Presser {
  clicks = 0;
  constructor(private readonly page: Page) {}

  async press(target: Locator): Promise<void> {
    await target.click();
    this.clicks++;
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, ...(typeof name === 'string' ? { exact: true } : {}) });
  }

  /** A hand card of this face not yet selected. */
  card(c: HfCard): Locator {
    return this.page
      .getByRole('list', { name: /^Your hand — your turn/ })
      .getByRole('button', { name: cardWords(c), exact: true, pressed: false })
      .first();
  }

  /** Selects these cards: a rank in one press where all of the hand's cards of it are wanted, else card by card. */
  async select(cards: readonly HfCard[], free: readonly HfCard[]): Promise<void> {
    let left = [...cards];
    for (const choice of rankChoices(free)) {
      const wanted = left.filter((c) => (choice.key === 'wild' ? isWild(c) : !isWild(c) && String(c.rank) === choice.key));
      if (wanted.length !== choice.cards.length) continue;
      await this.press(this.button(`All ${choice.words} (${choice.cards.length})`));
      left = left.filter((c) => !wanted.includes(c));
    }
    for (const c of left) await this.press(this.card(c));
  }
}

const without = (cards: readonly HfCard[], gone: readonly HfCard[]) => {
  const ids = new Set(gone.map((c) => c.id));
  return cards.filter((c) => !ids.has(c.id));
};

const same = (a: readonly MeldGroup[], b: readonly MeldGroup[]) =>
  formatMove({ type: 'meld', groups: a }) === formatMove({ type: 'meld', groups: b });

/**
 * Sets groups aside one by one, as a learner does when one "Meld" would group the cards otherwise,
 * and returns the hand left.
 */
async function setAside(p: Presser, groups: readonly MeldGroup[], free: readonly HfCard[]): Promise<HfCard[]> {
  let left = [...free];
  for (const g of groups) {
    await p.select(g.cards, left);
    await p.press(p.button(/^Set the \d+ selected aside/));
    left = without(left, g.cards);
  }
  return left;
}

async function meld(p: Presser, game: HfState, groups: readonly MeldGroup[]): Promise<void> {
  const hand = game.hands[LEARNER] ?? [];
  const melds = game.melds[0] ?? [];
  const only = groups.length === 1 ? groups[0] : undefined;
  // Onto a meld with nothing selected: the hand's naturals of its rank, one press.
  if (only && only.to !== null) {
    const rank = melds[only.to]?.rank ?? -1;
    const naturals = naturalsOf(hand, rank);
    const press = p.button(new RegExp(`^Meld ${only.to + 1}: `));
    if (naturals.length === only.cards.length && only.cards.every((c) => !isWild(c))) return p.press(press);
    await p.select(only.cards, hand);
    return p.press(press);
  }
  const cards = groups.flatMap((g) => g.cards);
  if (same(groupsOf(cards, melds), groups)) {
    await p.select(cards, hand);
    return p.press(p.button(/^Meld the \d+ selected/));
  }
  const left = await setAside(p, groups.slice(0, -1), hand);
  const last = groups[groups.length - 1] as MeldGroup;
  await p.select(last.cards, left);
  await p.press(last.to === null ? p.button(/^Meld the \d+ selected/) : p.button(new RegExp(`^Meld ${last.to + 1}: `)));
}

async function pickup(p: Presser, game: HfState, move: Extract<HfMove, { type: 'pickup' }>): Promise<void> {
  const hand = game.hands[LEARNER] ?? [];
  const melds = game.melds[0] ?? [];
  const top = game.discard[game.discard.length - 1] ?? null;
  const cards = [...move.pair, ...move.melds.flatMap((g) => g.cards)];
  const taken = pickupOf(cards, top);
  const groupsAsOne = taken && same(withSelected([], taken.rest, melds), move.melds);
  let left = hand;
  if (!groupsAsOne) left = await setAside(p, move.melds, hand);
  await p.select(groupsAsOne ? cards : move.pair, left);
  await p.press(p.button(/^Discard pile,.*: take it with the selected pair/));
}

/** Makes the move on the table; returns the clicks it took. */
export async function makeMove(page: Page, game: HfState, move: HfMove): Promise<number> {
  const p = new Presser(page);
  switch (move.type) {
    case 'choose':
      await p.press(p.button(new RegExp(`^${move.packet === 0 ? 'first' : 'second'} packet,`)));
      break;
    case 'draw':
      await p.press(p.button(new RegExp(`^Draw pile ${move.piles[0] + 1},`)));
      await p.press(p.button(new RegExp(`^Draw pile ${move.piles[1] + 1},`)));
      break;
    case 'pickup':
      await pickup(p, game, move);
      break;
    case 'meld':
      await meld(p, game, move.groups);
      break;
    case 'discard':
      await p.press(p.card(move.card));
      await p.press(p.button(`Discard the ${cardWords(move.card)}`));
      break;
  }
  await expect(page.getByRole('status').and(page.locator(':not(.notice)'))).toContainText(/^\W*Allowed/);
  return p.clicks;
}
