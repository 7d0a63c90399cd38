/**
 * What one press lays down from the cards the learner selected. A meld is of one rank (HF-15) and a
 * first lay-down of several melds is one move (HF-16), so selected cards of several ranks are
 * several groups of one move: the kings and the 9s selected together and "Meld" pressed make a meld
 * of kings and a meld of 9s. The table only sorts the cards into groups, the way a player sorts
 * them on the table; the engine judges the move, as it judges every other.
 *
 * - Natural cards go by rank, each rank onto the partnership's unfinished meld of that rank when it
 *   has one (a second meld of the rank may not start beside it, HF-A11), else as a new meld.
 * - Wild cards (HF-34) go where they are fewest: each to the group whose meld would be the
 *   smallest, the first of them on a tie. Two aces, a joker and three kings make a meld of two aces
 *   and the joker beside three kings. A learner who wants them placed otherwise sets groups aside one
 *   by one ("Set aside").
 * - Cards with no natural among them stay one group: the engine says why they cannot be a meld (HF-A9).
 */
import { type HfCard, isThree, isWild, rankPlural } from '../cards';
import { incompleteOfRank } from '../melds';
import type { Meld, MeldGroup } from '../state';

/** The selected cards as the groups of one meld move, in the order of their ranks. */
export function groupsOf(cards: readonly HfCard[], melds: readonly Meld[]): MeldGroup[] {
  const naturals = cards.filter((c) => !isWild(c));
  const wilds = cards.filter(isWild);
  if (naturals.length === 0) return cards.length === 0 ? [] : [{ cards: [...cards], to: null }];
  const ranks = [...new Set(naturals.map((c) => c.rank as number))].sort((a, b) => a - b);
  const groups = ranks.map((rank) => ({
    cards: naturals.filter((c) => c.rank === rank),
    to: incompleteOfRank(melds, rank),
  }));
  const sizeOf = (g: MeldGroup) => g.cards.length + (g.to === null ? 0 : (melds[g.to]?.cards.length ?? 0));
  for (const wild of wilds) {
    let at = 0;
    groups.forEach((g, i) => {
      if (sizeOf(g) < sizeOf(groups[at] as MeldGroup)) at = i;
    });
    const g = groups[at] as MeldGroup;
    groups[at] = { cards: [...g.cards, wild], to: g.to };
  }
  return groups;
}

/**
 * HF-20, HF-A7: the discard pickup of the selected cards: the pair is two selected naturals of the
 * top card's rank (the first two selected when there are not two), and the rest are melds laid
 * down with it (grouped as a meld press groups them, groupsOf). Null with fewer than two selected.
 */
export function pickupOf(
  selected: readonly HfCard[],
  top: HfCard | null,
): { pair: readonly [HfCard, HfCard]; rest: HfCard[] } | null {
  const matching = selected.filter((c) => !isWild(c) && top !== null && c.rank === top.rank);
  const [a, b] = matching.length >= 2 ? matching : selected;
  if (!a || !b) return null;
  return { pair: [a, b], rest: selected.filter((c) => c !== a && c !== b) };
}

/** The natural cards of a rank among these: what one press on the partnership's meld of that rank adds. */
export const naturalsOf = (cards: readonly HfCard[], rank: number): HfCard[] =>
  cards.filter((c) => !isWild(c) && c.rank === rank);

/** A rank of the hand that one press selects whole: its words and its cards. */
export interface RankChoice {
  readonly key: string;
  /** "9s", "kings", "wild cards". */
  readonly words: string;
  readonly cards: readonly HfCard[];
}

/**
 * The ranks of the hand held two or more times, each selected with one press, then the wild cards
 * together. 3s are left out: they are never melded (HF-35) and leave the hand one at a time, by the
 * discard.
 */
export function rankChoices(hand: readonly HfCard[]): RankChoice[] {
  const byRank = new Map<number, HfCard[]>();
  for (const c of hand) {
    if (isWild(c) || isThree(c) || c.rank === null) continue;
    byRank.set(c.rank, [...(byRank.get(c.rank) ?? []), c]);
  }
  const choices: RankChoice[] = [...byRank.entries()]
    .filter(([, cards]) => cards.length >= 2)
    .sort(([a], [b]) => a - b)
    .map(([rank, cards]) => ({ key: String(rank), words: rankPlural(rank), cards }));
  const wilds = hand.filter(isWild);
  if (wilds.length >= 2) choices.push({ key: 'wild', words: 'wild cards', cards: wilds });
  return choices;
}
