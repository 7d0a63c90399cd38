/**
 * Judging cards laid on the table, by a meld move or with the discard pickup: each group is a new
 * meld or an addition to one of the partnership's melds (HF-A17), of one rank (HF-15), never a 3
 * (HF-35), within the wild-card limits (HF-14, HF-27, HF-28, HF-A9), one incomplete meld per rank
 * (HF-A11), nothing on a closed red book and no red book past seven cards (HF-26, HF-A10). The
 * groups are judged in order, each seeing the melds as the groups before it left them.
 */
import {
  refuse,
  seat as seatOf,
  type Refused,
  type SeatValue,
  type Verdict,
  type VerdictParams,
} from '../../engine/verdict';
import { type HfCard, isThree, isWild } from './cards';
import {
  type BookCounts,
  type MeldColour,
  bookCounts,
  colourOf,
  incompleteOfRank,
  isBook,
  isClosed,
  mayGoOut,
  redPastSeven,
  valueOf,
  wildCount,
  wildProblem,
} from './melds';
import type { HandAndFootRuleId } from './rule-ids';
import { BOOK_SIZE, BOOKS_TO_GO_OUT, type HfState, type Meld, type MeldGroup } from './state';
import { footOf, handOf, indexOfId, minimumOf, teamOf } from './table';
import { cardParam, colourParam, rankParam } from './verdict-values';

export type HfVerdict = Verdict<HandAndFootRuleId>;
type HfRefused = Refused<HandAndFootRuleId>;

/** A group as judged: its cards as they lie in the hand, and the rule that allows it. */
export interface LaidGroup {
  readonly rule: HandAndFootRuleId;
  readonly rank: number;
  readonly to: number | null;
  readonly cards: readonly HfCard[];
  /** The meld after this group, its colour and size. */
  readonly naturals: number;
  readonly wilds: number;
  readonly size: number;
  readonly colour: MeldColour;
}

export interface Laid {
  readonly groups: readonly LaidGroup[];
  /** The partnership's melds after the move. */
  readonly melds: readonly Meld[];
  /** HF-A15: the card values laid by the move. */
  readonly laid: number;
  /** The ids of the hand cards the move takes. */
  readonly used: readonly number[];
}

/**
 * The hand's cards named by a group, looked up by id (never trusting a move's faces). A card still
 * in the foot is refused by HF-18, any other card the seat does not hold by `absent`.
 */
export function fromHand(
  state: HfState,
  seat: number,
  named: readonly HfCard[],
  used: number[],
  absent: { readonly rule: HandAndFootRuleId; readonly case: string },
): HfCard[] | HfRefused {
  const hand = handOf(state, seat);
  const cards: HfCard[] = [];
  for (const c of named) {
    const at = indexOfId(hand, c.id);
    if (at < 0) {
      const inFoot = indexOfId(footOf(state, seat), c.id) >= 0;
      if (inFoot) return refuse('HF-18', { player: seatOf(seat), card: cardParam(c), hand: hand.length });
      return refuse(absent.rule, { case: absent.case, player: seatOf(seat), card: cardParam(c) });
    }
    if (used.includes(c.id)) return refuse('HF-14', { case: 'twice', player: seatOf(seat), card: cardParam(c) });
    used.push(c.id);
    cards.push(hand[at] as HfCard);
  }
  return cards;
}

export const isRefused = (x: unknown): x is HfRefused =>
  typeof x === 'object' && x !== null && 'ok' in x && (x as { ok: unknown }).ok === false;

/** The rank of the group's naturals, or a refusal when they are of several ranks (HF-15) or a 3 (HF-35). */
function rankOf(cards: readonly HfCard[], player: SeatValue): number | null | HfRefused {
  let rank: number | null = null;
  for (const c of cards) {
    if (isThree(c)) return refuse('HF-35', { player, card: cardParam(c) });
    if (isWild(c)) continue;
    if (rank !== null && c.rank !== rank)
      return refuse('HF-15', { case: 'mixed', player, card: cardParam(c), rank: rankParam(rank) });
    rank = c.rank;
  }
  return rank;
}

/** HF-14, HF-26, HF-28, HF-A9, HF-A11: a new meld of these cards. */
function newMeld(
  cards: readonly HfCard[],
  rank: number | null,
  melds: readonly Meld[],
  house: boolean,
  player: SeatValue,
): LaidGroup | HfRefused {
  const wilds = wildCount(cards);
  const naturals = cards.length - wilds;
  if (rank === null) return refuse('HF-A9', { case: 'all-wild', player, wilds });
  const base = { player, rank: rankParam(rank), naturals, wilds, size: cards.length };
  if (cards.length < 3) return refuse('HF-14', { case: 'too-few', ...base });
  const problem = wildProblem(naturals, wilds, house);
  if (problem === 'second-wild') return refuse(cards.length === 3 ? 'HF-14' : 'HF-28', { case: 'wilds', ...base });
  if (problem === 'house-cap') return refuse('HF-A9', { case: 'house', ...base });
  if (redPastSeven(naturals, wilds)) return refuse('HF-26', { case: 'past-seven', ...base });
  const open = incompleteOfRank(melds, rank);
  if (cards.length < BOOK_SIZE && open !== null) return refuse('HF-A11', { ...base, meld: open + 1 });
  const rule: HandAndFootRuleId = cards.length >= BOOK_SIZE ? 'HF-30' : wilds > 0 ? 'HF-A9' : 'HF-14';
  return { rule, rank, to: null, cards, naturals, wilds, size: cards.length, colour: wilds > 0 ? 'black' : 'red' };
}

/** HF-15, HF-26…HF-31, HF-A9, HF-A10, HF-A17: these cards added to the partnership's meld `to`. */
function addition(
  cards: readonly HfCard[],
  rank: number | null,
  to: number,
  melds: readonly Meld[],
  house: boolean,
  player: SeatValue,
): LaidGroup | HfRefused {
  const meld = melds[to];
  if (meld === undefined) return refuse('HF-A17', { player, meld: to + 1, melds: melds.length });
  const ranks = rankParam(meld.rank);
  if (rank !== null && rank !== meld.rank) {
    const odd = cards.find((c) => !isWild(c) && c.rank !== meld.rank) as HfCard;
    return refuse('HF-15', { case: 'other-rank', player, card: cardParam(odd), rank: ranks });
  }
  const added = wildCount(cards);
  const wasBlack = colourOf(meld) === 'black';
  if (isClosed(meld)) {
    const size = meld.cards.length;
    return added > 0
      ? refuse('HF-A10', { player, rank: ranks, size })
      : refuse('HF-26', { case: 'closed', player, rank: ranks, size });
  }
  const wilds = wildCount(meld.cards) + added;
  const size = meld.cards.length + cards.length;
  const naturals = size - wilds;
  const base = { player, rank: ranks, naturals, wilds, size };
  const problem = wildProblem(naturals, wilds, house);
  if (problem === 'second-wild') return refuse(wasBlack ? 'HF-27' : 'HF-28', { case: 'wilds', ...base });
  if (problem === 'house-cap') return refuse('HF-A9', { case: 'house', ...base });
  if (redPastSeven(naturals, wilds)) return refuse('HF-26', { case: 'past-seven', ...base });
  let rule: HandAndFootRuleId = 'HF-A17';
  if (isBook(meld)) rule = 'HF-31';
  else if (size >= BOOK_SIZE) rule = 'HF-30';
  else if (added > 0) rule = wasBlack ? 'HF-27' : added > 1 ? 'HF-28' : 'HF-29';
  return { rule, rank: meld.rank, to, cards, naturals, wilds, size, colour: wilds > 0 ? 'black' : 'red' };
}

/** One group on the melds as they stand: the group as judged and the melds after it. */
export function layGroup(
  cards: readonly HfCard[],
  to: number | null,
  melds: readonly Meld[],
  house: boolean,
  player: SeatValue,
): { group: LaidGroup; melds: Meld[] } | HfRefused {
  if (cards.length === 0) return refuse('HF-14', { case: 'empty', player });
  const rank = rankOf(cards, player);
  if (isRefused(rank)) return rank;
  if (to !== null && !Number.isInteger(to)) return refuse('HF-A17', { player, meld: String(to), melds: melds.length });
  const group =
    to === null ? newMeld(cards, rank, melds, house, player) : addition(cards, rank, to, melds, house, player);
  if (isRefused(group)) return group;
  const next = melds.slice();
  if (to === null) next.push({ rank: group.rank, cards });
  else next[to] = { rank: group.rank, cards: [...(melds[to] as Meld).cards, ...cards] };
  return { group, melds: next };
}

/**
 * The groups of a meld move, or the further groups of a pickup (`first`: the pickup's own group,
 * already judged, and `used`: the pair's ids), laid from `seat`'s hand on its partnership's melds.
 */
export function layDown(
  state: HfState,
  seat: number,
  groups: readonly MeldGroup[],
  start: { melds: readonly Meld[]; groups: readonly LaidGroup[]; used: readonly number[]; laid: number },
): Laid | HfRefused {
  const player = seatOf(seat);
  const house = state.options.houseRules.wildsBelowNaturals;
  const used = start.used.slice();
  let melds = start.melds;
  const laidGroups = start.groups.slice();
  let laid = start.laid;
  for (const g of groups) {
    const cards = fromHand(state, seat, g.cards, used, { rule: 'HF-14', case: 'not-in-hand' });
    if (isRefused(cards)) return cards;
    const step = layGroup(cards, g.to, melds, house, player);
    if (isRefused(step)) return step;
    melds = step.melds;
    laidGroups.push(step.group);
    laid += valueOf(cards);
  }
  return { groups: laidGroups, melds, laid, used };
}

/** Precedence of the group rules, the most telling first, for the verdict of a move of several groups. */
const GROUP_RULES: readonly HandAndFootRuleId[] = [
  'HF-30',
  'HF-29',
  'HF-31',
  'HF-27',
  'HF-28',
  'HF-A9',
  'HF-14',
  'HF-A17',
];

/** The group that names a move's verdict, and its params. */
export function leadGroup(groups: readonly LaidGroup[]): { rule: HandAndFootRuleId; params: VerdictParams } {
  let lead = groups[0] as LaidGroup;
  for (const g of groups) if (GROUP_RULES.indexOf(g.rule) < GROUP_RULES.indexOf(lead.rule)) lead = g;
  return {
    rule: lead.rule,
    params: {
      rank: rankParam(lead.rank),
      naturals: lead.naturals,
      wilds: lead.wilds,
      size: lead.size,
      colour: colourParam(lead.colour),
      groups: groups.length,
    },
  };
}

/**
 * What the cards left in the hand after a lay-down mean (HF-18, HF-32, HF-A12, HF-A13): none left
 * from the hand picks up the foot and play goes on ("run"); none left from the foot goes out, only
 * with three red and three black books; one left in the foot must be discardable to go out, so it
 * too needs the books: otherwise the player must keep two, one to discard and one to hold.
 */
export type Ending = { kind: 'none' } | { kind: 'run' } | { kind: 'out'; books: BookCounts } | HfRefused;

export function ending(state: HfState, seat: number, left: number, melds: readonly Meld[]): Ending {
  if (left >= 2) return { kind: 'none' };
  if (!state.inFoot[seat]) return left === 0 ? { kind: 'run' } : { kind: 'none' };
  const books = bookCounts(melds);
  if (!mayGoOut(books))
    return refuse('HF-A13', {
      case: 'keep-card',
      player: seatOf(seat),
      red: books.red,
      black: books.black,
      needed: BOOKS_TO_GO_OUT,
      left,
    });
  return left === 0 ? { kind: 'out', books } : { kind: 'none' };
}

/** HF-16, HF-17, HF-A15: does a first lay-down of `laid` reach the deal's minimum? */
export function openingShort(state: HfState, seat: number, laid: number): VerdictParams | null {
  if (state.opened[teamOf(seat)]) return null;
  const minimum = minimumOf(state);
  const total = state.flags.laid + laid;
  return total >= minimum ? null : { player: seatOf(seat), laid: total, minimum, deal: state.deal };
}
