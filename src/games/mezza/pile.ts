/**
 * What the Ablagestapel counts as, and what may go on it: the rank that a card must match or beat
 * (MZ-12), read through transparent jokers (MZ-34), combinations of ½ on 3½, 6½ and 9½ (MZ-37,
 * MZ-43, MZ-A4) and the "4 or lower" demand (MZ-48); and when the pile burns (MZ-53, MZ-56).
 */
import {
  type Kind,
  type MezzaCard,
  FOUR,
  TEN,
  combinedWith,
  halvesLabel,
  isJoker,
  kindName,
  kindsIn,
  valueOf,
} from './cards';
import type { MezzaOptions } from './state';

export interface PileRank {
  /** The rank to match or beat, in halves; 0 on an empty pile. */
  readonly halves: number;
  /** In words, for verdicts: "7 (½ on 6½)". */
  readonly words: string;
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
    return { halves: 0, words: pile.length === 0 ? 'empty' : '0 (a joker opened it)' };
  }
  const note = i < pile.length - 1 ? ' (through the transparent joker)' : '';
  const under = card.kind === '½' ? combinesWith(pile, i) : null;
  if (under !== null) {
    const halves = combinedWith(under) as number;
    return { halves, words: `${halvesLabel(halves)} (½ on ${under})${note}` };
  }
  if (card.kind === '0') return { halves: 0, words: `0 (the 0-joker)${note}` };
  return { halves: valueOf(card.kind) as number, words: `${card.kind}${note}` };
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

/** What the fit of a kind depends on: a MezzaState has all of it. */
export interface FitContext {
  readonly pile: readonly MezzaCard[];
  readonly demand: boolean;
  readonly options: Pick<MezzaOptions, 'nineHalfOnNineHalf' | 'deck'>;
}

/** May this kind go on the pile now? The fast form of judgeKind in rules.ts, kept in step by a test. */
export function fits(kind: Kind, ctx: FitContext): boolean {
  if (isJoker(kind) || ctx.pile.length === 0) return true;
  const value = valueOf(kind) as number;
  if (ctx.demand) return value <= FOUR;
  const top = ctx.pile[ctx.pile.length - 1]?.kind;
  if (kind === '½' && top !== 'T' && combinesWith(ctx.pile) !== null) return true;
  const rank = pileHalves(ctx.pile);
  if (kind === '9½' && rank === 19 && !ctx.options.nineHalfOnNineHalf) return false;
  return value >= rank;
}

/** "any 7, 8, 9, 9½ or a joker": every kind of the deck that would fit now, for refusals. */
export function neededWords(ctx: FitContext): string {
  const naturals = kindsIn(ctx.options.deck).filter((k) => !isJoker(k) && fits(k, ctx));
  if (naturals.length === 0) return 'a joker';
  return `any ${naturals.map(kindName).join(', ')} or a joker`;
}

/** Does the pile burn now? Four of a kind first, as it overrides every combination (MZ-60). */
export function burnOf(pile: readonly MezzaCard[]): 'ten' | 'four' | null {
  if (pile.length >= 4 && topRun(pile) >= 4) return 'four';
  return pile[pile.length - 1]?.kind === '½' && pileHalves(pile) === TEN ? 'ten' : null;
}
