/**
 * Hand and Foot in practice. On the draw: a draw from each two piles (the same pile twice too), the
 * pickup of the discards with the pairs a player might think will do, and a packet chosen again.
 * On the play: each card of the seat's hand laid on each of its partnership's melds, started as a
 * meld of its own, and discarded; the naturals of a rank laid as a new meld, a pair with two wild
 * cards, two wild cards on a red meld; the first lay-downs that reach the minimum. What a draw, a
 * pickup, a discard or a lay-down leads to is in consequences.ts, the facts of the position in
 * practice-facts.ts, the "which of these cards?" questions in practice-which.ts.
 */
import type { GamePractice, PracticeTry } from '../module';
import { type HfCard, isWild } from './cards';
import { hfConsequenceMoves, hfConsequences } from './consequences';
import { incompleteOfRank, isBook, valueOf } from './melds';
import { type Kinds, RANKS_4_TO_A, kindsOf, openings } from './move-list';
import { hfFacts } from './practice-facts';
import { hfSituation } from './practice-situation';
import { hfWhich } from './practice-which';
import {
  BOOK_SIZE,
  CLUB_HOUSE_RULES,
  DEFAULT_OPTIONS,
  type HfMove,
  type HfOptions,
  type HfState,
  type MeldGroup,
} from './state';
import { handOf, meldsOf, minimumOf, teamOf, topDiscard } from './table';

/** First lay-downs tried: a couple that reach the minimum, beside the single melds that may not. */
const OPENINGS_TRIED = 2;

const naturalsOf = (kinds: Kinds, rank: number): readonly HfCard[] => kinds.naturals[rank] ?? [];

/** The pickups a player might try: the right pair and the wrong ones, onto the melds a player might name. */
function pickupTries(state: HfState, seat: number, kinds: Kinds): HfMove[] {
  const hand = handOf(state, seat);
  const top = topDiscard(state);
  const pickup = (
    pair: readonly [HfCard, HfCard],
    to: number | null = null,
    melds: readonly MeldGroup[] = [],
  ): HfMove => ({
    type: 'pickup',
    pair,
    to,
    melds,
  });
  // No top card to match, or one no pair can match (a 2, a 3, a joker): any two cards will ask it.
  if (top === undefined || top.rank === null || top.rank < 4)
    return hand.length >= 2 ? [pickup([hand[0] as HfCard, hand[1] as HfCard])] : [];
  const rank = top.rank;
  const same = naturalsOf(kinds, rank);
  const wild = [...kinds.twos, ...kinds.jokers][0];
  const otherRank = RANKS_4_TO_A.find((r) => r !== rank && naturalsOf(kinds, r).length >= 2);
  const other = otherRank === undefined ? [] : naturalsOf(kinds, otherRank);
  const out: HfMove[] = [];
  if (same[0] !== undefined && wild !== undefined) out.push(pickup([same[0], wild]));
  if (same[0] !== undefined && other[0] !== undefined) out.push(pickup([same[0], other[0]]));
  else if (other.length >= 2) out.push(pickup([other[0] as HfCard, other[1] as HfCard]));
  if (same.length < 2) return out;
  const pair = [same[0], same[1]] as [HfCard, HfCard];
  out.push(pickup(pair));
  const team = teamOf(seat);
  const melds = meldsOf(state, team);
  if (state.opened[team] !== true) {
    const rest = kindsOf(hand.filter((c) => c !== pair[0] && c !== pair[1]));
    const need = minimumOf(state) - valueOf([top, ...pair]);
    const first = openings(rest, rank, need)[0];
    if (first !== undefined) out.push(pickup(pair, null, first));
    return out;
  }
  // Once the partnership has laid down: more melds with the pickup, a meld that is not there, a book, another rank.
  const three = other.length >= 3 ? other.slice(0, 3) : [];
  if (three.length === 3) out.push(pickup(pair, null, [{ to: null, cards: three }]));
  out.push(pickup(pair, melds.length));
  const book = melds.findIndex((m) => m.rank === rank && isBook(m));
  if (book >= 0) out.push(pickup(pair, book));
  const elsewhere = melds.findIndex((m) => m.rank !== rank);
  if (elsewhere >= 0) out.push(pickup(pair, elsewhere));
  const open = incompleteOfRank(melds, rank);
  if (open !== null) out.push(pickup(pair, open));
  return out;
}

/** The lay-downs of several cards a player might try: a rank's naturals as a new meld, two wild cards at once, a first lay-down. */
function layDownTries(state: HfState, seat: number, kinds: Kinds): HfMove[] {
  const team = teamOf(seat);
  const melds = meldsOf(state, team);
  const wilds = [...kinds.twos, ...kinds.jokers];
  const out: HfMove[] = [];
  const lay = (groups: readonly MeldGroup[]): HfMove => ({ type: 'meld', groups });
  for (const rank of RANKS_4_TO_A) {
    const naturals = naturalsOf(kinds, rank);
    if (naturals.length >= 3) out.push(lay([{ to: null, cards: naturals.slice(0, BOOK_SIZE) }]));
    // Beside the partnership's unfinished meld of the rank, a new one of three (HF-A11).
    if (naturals.length >= 2 && wilds.length >= 1 && incompleteOfRank(melds, rank) !== null)
      out.push(lay([{ to: null, cards: [naturals[0] as HfCard, naturals[1] as HfCard, wilds[0] as HfCard] }]));
    if (naturals.length >= 2 && wilds.length >= 2)
      out.push(
        lay([
          { to: null, cards: [naturals[0] as HfCard, naturals[1] as HfCard, wilds[0] as HfCard, wilds[1] as HfCard] },
        ]),
      );
  }
  if (wilds.length >= 2)
    melds.forEach((m, to) => {
      if (!isBook(m) && !m.cards.some(isWild)) out.push(lay([{ to, cards: [wilds[0] as HfCard, wilds[1] as HfCard] }]));
    });
  if (state.opened[team] !== true)
    for (const groups of openings(kinds, null, minimumOf(state)).slice(0, OPENINGS_TRIED)) out.push(lay(groups));
  return out;
}

/** Each card on each of the partnership's melds, as a meld of its own, and discarded. */
function cardTries(state: HfState, seat: number): PracticeTry<HfMove>[] {
  const melds = meldsOf(state, teamOf(seat));
  return handOf(state, seat).flatMap((card) => [
    ...melds.map((_, to) => ({ move: { type: 'meld', groups: [{ to, cards: [card] }] } as HfMove, card })),
    { move: { type: 'meld', groups: [{ to: null, cards: [card] }] } as HfMove, card },
    { move: { type: 'discard', card } as HfMove, card },
  ]);
}

function tries(state: HfState, seat: number): PracticeTry<HfMove>[] {
  const kinds = kindsOf(handOf(state, seat));
  // The packets were chosen at the deal, once (HF-08).
  const again: PracticeTry<HfMove> = { move: { type: 'choose', seat, packet: 0 } };
  if (state.step.kind === 'draw') {
    // Before the draw every lay-down and discard is refused alike (HF-13): one of each asks it.
    const first = handOf(state, seat)[0];
    const early: PracticeTry<HfMove>[] =
      first === undefined
        ? []
        : [
            { move: { type: 'discard', card: first }, card: first },
            { move: { type: 'meld', groups: [{ to: null, cards: [first] }] }, card: first },
          ];
    const piles = state.piles.map((_, i) => i);
    const draws = piles.flatMap((a) =>
      piles.filter((b) => b >= a).map((b): PracticeTry<HfMove> => ({ move: { type: 'draw', piles: [a, b] } })),
    );
    return [...draws, ...pickupTries(state, seat, kinds).map((move) => ({ move })), again, ...early];
  }
  const cards = cardTries(state, seat);
  const drawAgain: PracticeTry<HfMove> = { move: { type: 'draw', piles: [0, 1] } };
  return [...cards, ...layDownTries(state, seat, kinds).map((move) => ({ move })), drawAgain, again];
}

/**
 * Deals of four and six players, with two and four draw piles, the owner of the cards in different
 * seats, starting every deal or moving one seat to the left each deal (HF-A2): a match of four deals.
 */
const PRACTICE_DEALS: readonly HfOptions[] = [
  { ...DEFAULT_OPTIONS, players: 4, piles: 2, owner: 0 },
  { ...DEFAULT_OPTIONS, players: 6, piles: 4, owner: 3, houseRules: { ...CLUB_HOUSE_RULES, ownerRotates: true } },
  { ...DEFAULT_OPTIONS, players: 4, piles: 4, owner: 2, houseRules: { ...CLUB_HOUSE_RULES, ownerRotates: true } },
  { ...DEFAULT_OPTIONS, players: 6, piles: 2, owner: 0 },
];

export const handAndFootPractice: GamePractice<HfState, HfMove, HfOptions> = {
  deals: PRACTICE_DEALS,
  tries,
  consequences: hfConsequences,
  consequenceMoves: hfConsequenceMoves,
  facts: hfFacts,
  situation: hfSituation,
  which: hfWhich,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {},
};
