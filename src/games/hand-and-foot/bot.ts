/**
 * Hand and Foot's computer player, playing as a club player would, from its own view only (its
 * hand, the melds, the top discard, the sizes of everything). Its plan:
 * - pick a packet at random: the choice is blind (HF-08);
 * - take the discard pile whenever it can, before its partnership has laid down only when the
 *   pickup with its other groups reaches the minimum (HF-20…HF-23, HF-A7), never when its top card
 *   and pair would take a red meld past seven (HF-26); else draw from the two
 *   fullest piles, which keeps them even;
 * - lay down its first melds as soon as they reach the minimum, with as few wilds as it needs
 *   (HF-16, HF-A15);
 * - then, one group a move: naturals onto the partnership's melds and new melds of three or more,
 *   which builds red books (500 against 300, HF-37, HF-38) of seven at most (HF-26); wilds to finish black books, and to
 *   turn a red meld of four or more black when that finishes it now and black books are still
 *   missing; once it may go out, everything it can (HF-32, HF-A13);
 * - discard a red 3 (−300 if held), then a black 3 (both also block the next pickup, HF-23), then
 *   a lone card of a rank the opponents have not melded, the higher valued first; a pair or a wild last.
 * It builds each move directly and checks it, without listing every move, so that it is fast.
 */
import { type RngState, nextInt } from '../../engine/rng';
import { type HfCard, cardValue, isWild } from './cards';
import {
  bookCounts,
  colourOf,
  incompleteOfRank,
  isBook,
  isClosed,
  mayGoOut,
  naturalCount,
  pickupPastSeven,
  valueOf,
} from './melds';
import { type Kinds, RANKS_4_TO_A, kindsOf, openings } from './move-list';
import { check, legalMoves } from './rules';
import { BOOK_SIZE, type HfMove, type HfState, type Meld, type MeldGroup } from './state';
import { handOf, meldsOf, minimumOf, teamOf, topDiscard } from './table';

/** Wilds to hand out, the cheapest first unless `dearFirst` (points count when opening). */
function takeWilds(kinds: Kinds, used: Set<number>, count: number, dearFirst: boolean): HfCard[] {
  const pool = dearFirst ? [...kinds.jokers, ...kinds.twos] : [...kinds.twos, ...kinds.jokers];
  const out: HfCard[] = [];
  for (const c of pool) {
    if (out.length === count) break;
    if (!used.has(c.id)) out.push(c);
  }
  return out;
}

/**
 * HF-16, HF-A15: the first lay-down worth `need` or more (not of `skipRank`), chosen among the ones
 * the engine lists (move-list.ts), so that the computer's move is always one of its listed moves: as
 * a club player opens, with as many naturals as it can (they build books) and as few wilds as it
 * needs (they are better kept for later).
 */
function opening(kinds: Kinds, skipRank: number | null, need: number): MeldGroup[] | null {
  let best: MeldGroup[] | null = null;
  let bestScore = -Infinity;
  for (const groups of openings(kinds, skipRank, need)) {
    const cards = groups.flatMap((g) => g.cards);
    const wilds = cards.filter(isWild);
    const score = (cards.length - wilds.length) * 100 - wilds.length * 10 - valueOf(wilds);
    if (score > bestScore) {
      best = groups;
      bestScore = score;
    }
  }
  return best;
}

/** The single groups worth laying now, the best first. */
function meldIdeas(state: HfState, seat: number, kinds: Kinds): MeldGroup[] {
  const team = teamOf(seat);
  const melds = meldsOf(state, team);
  const books = bookCounts(melds);
  const out: MeldGroup[] = [];
  const spare = kinds.twos.length + kinds.jokers.length;
  const goingOut = state.inFoot[seat] === true && mayGoOut(books);
  const none = new Set<number>();
  for (const rank of RANKS_4_TO_A) {
    const nat = kinds.naturals[rank] as HfCard[];
    if (nat.length === 0) continue;
    const open = incompleteOfRank(melds, rank);
    if (open !== null) {
      const meld = melds[open] as Meld;
      const room = colourOf(meld) === 'red' ? BOOK_SIZE - meld.cards.length : nat.length;
      out.push({ to: open, cards: nat.slice(0, Math.max(1, room)) });
    } else if (nat.length >= 3) out.push({ to: null, cards: nat.slice(0, BOOK_SIZE) });
    else {
      // Naturals the partnership's black books still take (HF-31, HF-A10).
      const black = melds.findIndex((m) => m.rank === rank && !isClosed(m));
      if (black >= 0) out.push({ to: black, cards: nat });
      else if (nat.length === 2 && (spare > 2 || goingOut))
        out.push({ to: null, cards: [...nat, ...takeWilds(kinds, none, 1, false)] });
    }
  }
  if (spare === 0) return out;
  // Wilds: finish black melds of four naturals or more; turn a red meld black when that finishes it now.
  melds.forEach((m, i) => {
    if (isBook(m) && !goingOut) return;
    const n = naturalCount(m.cards);
    if (n < 4) return;
    const missing = Math.max(goingOut ? spare : 0, BOOK_SIZE - m.cards.length);
    if (colourOf(m) === 'black' && !isBook(m))
      out.push({ to: i, cards: takeWilds(kinds, none, Math.min(missing, spare), false) });
    else if (colourOf(m) === 'red' && !isBook(m) && books.black < 3 && missing <= spare)
      out.push({ to: i, cards: takeWilds(kinds, none, missing, false) });
    else if (goingOut && colourOf(m) === 'black') out.push({ to: i, cards: takeWilds(kinds, none, spare, false) });
  });
  return out;
}

/** How much the bot wants to keep a card: the least wanted is discarded. */
function keepScore(state: HfState, seat: number, kinds: Kinds, c: HfCard): number {
  if (c.rank === null || c.rank === 2) return 200 + cardValue(c);
  if (c.rank === 3) return cardValue(c) < 0 ? 0 : 1;
  const mine = meldsOf(state, teamOf(seat));
  const theirs = meldsOf(state, 1 - teamOf(seat));
  let score = 10 - cardValue(c) / 10;
  const held = (kinds.naturals[c.rank] as HfCard[]).length;
  if (held >= 2) score += 30 * (held - 1);
  if (mine.some((m) => m.rank === c.rank && !isClosed(m))) score += 100;
  if (theirs.some((m) => m.rank === c.rank)) score += 15;
  return score;
}

function discardMove(state: HfState, seat: number, kinds: Kinds): HfMove | null {
  const hand = [...handOf(state, seat)];
  const scored = hand.map((c) => ({ c, s: keepScore(state, seat, kinds, c) }));
  scored.sort((a, b) => a.s - b.s || a.c.id - b.c.id);
  for (const { c } of scored) {
    const move: HfMove = { type: 'discard', card: c };
    if (check(state, move).ok) return move;
  }
  return null;
}

function pickupMove(state: HfState, seat: number, kinds: Kinds): HfMove | null {
  const top = topDiscard(state);
  if (top === undefined || top.rank === null || top.rank < 4) return null;
  const nat = kinds.naturals[top.rank] as HfCard[];
  if (nat.length < 2) return null;
  const pair = [nat[0], nat[1]] as [HfCard, HfCard];
  const team = teamOf(seat);
  if (state.opened[team]) {
    const melds = meldsOf(state, team);
    const to = incompleteOfRank(melds, top.rank);
    // HF-26: the top card and pair would take an open red meld of five or six past seven.
    if (to !== null && pickupPastSeven(melds[to])) return null;
    return { type: 'pickup', pair, to, melds: [] };
  }
  const need = minimumOf(state) - valueOf([top, ...pair]);
  if (need <= 0) return { type: 'pickup', pair, to: null, melds: [] };
  const rest = kindsOf(handOf(state, seat).filter((c) => c !== pair[0] && c !== pair[1]));
  const groups = opening(rest, top.rank, need);
  return groups ? { type: 'pickup', pair, to: null, melds: groups } : null;
}

/** The two fullest piles (one pile twice when it alone has cards, HF-A4). */
function drawMove(state: HfState): HfMove {
  const order = state.piles.map((p, i) => ({ i, n: p.length })).sort((a, b) => b.n - a.n || a.i - b.i);
  const a = order[0]?.i ?? 0;
  const b = (order[1]?.n ?? 0) > 0 ? (order[1]?.i ?? a) : a;
  return { type: 'draw', piles: a < b ? [a, b] : [b, a] };
}

function choose(state: HfState, seat: number): HfMove {
  const kinds = kindsOf(handOf(state, seat));
  const team = teamOf(seat);
  if (state.step.kind === 'draw') {
    const pickup = pickupMove(state, seat, kinds);
    if (pickup && check(state, pickup).ok) return pickup;
    return drawMove(state);
  }
  if (!state.opened[team]) {
    const groups = opening(kinds, null, minimumOf(state));
    const move: HfMove | null = groups ? { type: 'meld', groups } : null;
    if (move && check(state, move).ok) return move;
  } else {
    for (const group of meldIdeas(state, seat, kinds)) {
      const move: HfMove = { type: 'meld', groups: [group] };
      if (check(state, move).ok) return move;
    }
  }
  const discard = discardMove(state, seat, kinds);
  if (discard) return discard;
  const any = legalMoves(state)[0];
  if (!any) throw new Error(`Hand and Foot: seat ${seat} has nothing to do`);
  return any;
}

export function botMove(state: HfState, seat: number, rng: RngState): { move: HfMove; rng: RngState } {
  if (state.status !== 'playing') throw new Error('Hand and Foot: the deal is over (HF-45)');
  if (state.step.kind === 'choose') {
    if (!state.step.waiting.includes(seat)) throw new Error(`Hand and Foot: seat ${seat} has chosen (HF-08)`);
    const pick = nextInt(rng, 2);
    return { move: { type: 'choose', seat, packet: pick.value as 0 | 1 }, rng: pick.state };
  }
  if (seat !== state.current) throw new Error(`Hand and Foot: seat ${seat} may not act now (HF-A1)`);
  return { move: choose(state, seat), rng };
}

/** Why the computer chose its move, in the words shown in the move log. */
export function botReason(move: HfMove): string {
  switch (move.type) {
    case 'choose':
      return 'picks a packet unseen';
    case 'draw':
      return 'draws two';
    case 'pickup':
      return 'the pair in its hand matches the top discard';
    case 'meld':
      return move.groups.some((g) => g.to !== null) ? 'builds on its partnership’s melds' : 'lays down what it can';
    case 'discard':
      return 'gives away what it needs least';
  }
}
