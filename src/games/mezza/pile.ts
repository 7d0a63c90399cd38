/**
 * What the discard pile (Ablagestapel) counts as, and what may go on it: the rank that a card must
 * match or beat (MZ-12), read through transparent jokers (MZ-34), combinations of ½ on 3½, 6½ and
 * 9½ (MZ-37, MZ-43, MZ-A4) and the "4 or lower" demand (MZ-48); and when the pile burns (MZ-53,
 * MZ-56).
 */
import {
  type Kind,
  type MezzaCard,
  FOUR,
  KINDS,
  TEN,
  combinedWith,
  isJoker,
  kindBit,
  kindsIn,
  placeOf,
  valueOf,
} from './cards';
import type { MezzaOptions } from './state';
import { term, type TermValue } from '../../engine/verdict';

export interface PileRank {
  /** The rank to match or beat, in halves; 0 on an empty pile. */
  readonly halves: number;
  /**
   * What the rank is read from, as verdicts carry it (names.ts words it: "7 (½ on 6½)"): `as` the
   * pile's state (empty, opened by a joker, a ½ combination, the 0-joker, a card), `under` the card
   * a combination is made on, `through` 1 when transparent jokers lie on top.
   */
  readonly reading: TermValue;
}

/** How many cards of the top kind lie on top in a row, across plays and players (MZ-57, MZ-A9). */
export function topRun(pile: readonly MezzaCard[]): number {
  const top = pile[pile.length - 1];
  let n = 0;
  for (let i = pile.length - 1; i >= 0 && pile[i]?.kind === top?.kind; i--) n++;
  return n;
}

/**
 * The card a ½ would combine with: the top card if it is a natural 3½, 6½ or 9½ (MZ-37), or the one
 * under the ½s already on it (MZ-43). A joker in between breaks it (MZ-46).
 */
export function combinesWith(pile: readonly MezzaCard[], top = pile.length - 1): Kind | null {
  let i = top;
  while (i >= 0 && pile[i]?.kind === '½') i--;
  const under = pile[i]?.kind;
  return under !== undefined && combinedWith(under) !== undefined ? under : null;
}

export function pileRank(pile: readonly MezzaCard[]): PileRank {
  let i = pile.length - 1;
  while (i >= 0 && pile[i]?.kind === 'T') i--;
  const card = pile[i];
  if (card === undefined) {
    // MZ-A10: a joker that opens a pile counts as 0.
    return { halves: 0, reading: term('pile', { as: pile.length === 0 ? 'empty' : 'opened', halves: 0, through: 0 }) };
  }
  const through = i < pile.length - 1 ? 1 : 0;
  const under = card.kind === '½' ? combinesWith(pile, i) : null;
  if (under !== null) {
    const halves = combinedWith(under) as number;
    return { halves, reading: term('pile', { as: 'combined', halves, under, through }) };
  }
  const halves = card.kind === '0' ? 0 : (valueOf(card.kind) as number);
  return { halves, reading: term('pile', { as: card.kind === '0' ? 'zero' : 'card', halves, through }) };
}

/**
 * pileRank(pile).halves without the words, which fits() would build for every kind it weighs;
 * pile.test.ts shows the two agree.
 */
export function pileHalves(pile: readonly MezzaCard[]): number {
  let i = pile.length - 1;
  while (i >= 0 && pile[i]?.kind === 'T') i--;
  const card = pile[i];
  if (card === undefined) return 0;
  const under = card.kind === '½' ? combinesWith(pile, i) : null;
  if (under !== null) return combinedWith(under) as number;
  return card.kind === '0' ? 0 : (valueOf(card.kind) as number);
}

/**
 * What the fit of a kind depends on: a MezzaState has all of it, and is what the engine passes (one
 * shape of object, so the reads below stay fast).
 */
export interface FitContext {
  readonly pile: readonly MezzaCard[];
  readonly demand: boolean;
  readonly options: Pick<MezzaOptions, 'nineHalfOnNineHalf' | 'deck'>;
}

/** Every kind's bit: bit i stands for KINDS[i]. */
const ALL_KINDS = (1 << KINDS.length) - 1;
/** The two jokers, which go on anything (MZ-34, MZ-35). */
const JOKERS = KINDS.reduce((bits, kind, place) => (isJoker(kind) ? bits | (1 << place) : bits), 0);
/** The natural kinds of at least so many halves, by that number (0 to 10 in halves, 20). */
const AT_LEAST: readonly number[] = Array.from({ length: TEN + 1 }, (_, rank) =>
  KINDS.reduce(
    (bits, kind, place) => (!isJoker(kind) && (valueOf(kind) as number) >= rank ? bits | (1 << place) : bits),
    0,
  ),
);
/** MZ-48: the natural kinds of 4 or lower. */
const FOUR_OR_LOWER = KINDS.reduce(
  (bits, kind, place) => (!isJoker(kind) && (valueOf(kind) as number) <= FOUR ? bits | (1 << place) : bits),
  0,
);
const HALF_BIT = 1 << KINDS.indexOf('½');
const NINE_HALF_BIT = 1 << KINDS.indexOf('9½');

/**
 * The kinds that may go on the pile now, as bits by place in KINDS: judgeKind in rules.ts for all
 * fifteen at once, reading the pile once (pile.test.ts holds the two together). A computer player
 * and apply() weigh every kind of a zone on every move; this reads the pile once for all of them.
 */
export function fittingKinds(ctx: FitContext): number {
  if (ctx.pile.length === 0) return ALL_KINDS;
  // A computer player weighs a position and apply() then judges its move on the same pile: the
  // last answer is kept. Piles are readonly arrays, never changed once made, so the same array
  // with the same demand and reading is the same question.
  if (ctx.pile === last.pile && ctx.demand === last.demand && ctx.options.nineHalfOnNineHalf === last.nine) {
    return last.bits;
  }
  const bits = weighPile(ctx);
  last = { pile: ctx.pile, demand: ctx.demand, nine: ctx.options.nineHalfOnNineHalf, bits };
  return bits;
}

/** The last pile fittingKinds weighed, and its answer. */
let last: { pile: readonly MezzaCard[]; demand: boolean; nine: boolean; bits: number } = {
  pile: [],
  demand: false,
  nine: true,
  bits: ALL_KINDS,
};

/** fittingKinds without the memory of the last answer. */
function weighPile(ctx: FitContext): number {
  if (ctx.demand) return JOKERS | FOUR_OR_LOWER;
  const rank = pileHalves(ctx.pile);
  let bits = JOKERS | (AT_LEAST[rank] as number);
  // MZ-37, MZ-43: a ½ completes a 3½, 6½ or 9½ on top, or the ½s already on one; not through a joker (MZ-46).
  if (ctx.pile[ctx.pile.length - 1]?.kind !== 'T' && combinesWith(ctx.pile) !== null) bits |= HALF_BIT;
  // MZ-52, MZ-A3: the literal reading bans a 9½ on a 9½.
  if (rank === 19 && !ctx.options.nineHalfOnNineHalf) bits &= ~NINE_HALF_BIT;
  return bits;
}

/** May this card go on the pile now? */
export function fits(card: MezzaCard, ctx: FitContext): boolean {
  return (fittingKinds(ctx) & (1 << placeOf(card))) !== 0;
}

/** Every natural kind of the deck that would fit now, for refusals ("any 7, 8, 9, 9½ or a joker"). */
export function needed(ctx: FitContext): TermValue {
  const fitting = fittingKinds(ctx);
  return term('needed', {
    cards: kindsIn(ctx.options.deck).filter((k) => !isJoker(k) && (fitting & kindBit(k)) !== 0),
  });
}

/** Does the pile burn now? Four of a kind first, as it overrides every combination (MZ-60). */
export function burnOf(pile: readonly MezzaCard[]): 'ten' | 'four' | null {
  if (pile.length >= 4 && topRun(pile) >= 4) return 'four';
  return pile[pile.length - 1]?.kind === '½' && pileHalves(pile) === TEN ? 'ten' : null;
}
