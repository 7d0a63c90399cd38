/**
 * MazzelTof's computer player. Its plan, simple but sensible:
 * - cancel a skip whenever it holds a joker (MT-44): a turn is worth more than the joker it costs;
 * - draw as it must, and take the refill whenever its hand runs out (MT-34);
 * - play its revealed draw-pile card whenever it fits: that is the race itself (MT-38, MT-47);
 * - play natural cards that fit, the team's open cards first, as they fill the open area
 *   and push later passes onto the penalty stack (MT-28, MT-29); open an empty slot with one;
 * - keep its wilds for need: a 2 or joker goes down only to bridge a gap to a natural card it
 *   holds, or, a 2 only, to stand as a 10 and skip an opponent (MT-42), or when a cancelled skip owes one (MT-46);
 * - pass the hand card farthest from fitting any pile, a wild last.
 * It reads only its own view: its hand, the open cards, the piles and counts. Each play uses up a
 * card and every turn shortens the team's draw pile and penalty stack together, so games end.
 */
import type { RngState } from '../../engine/rng';
import { type MtCard, isJoker, isWild } from './cards';
import { seatZone, teamZone } from '../../engine/zones';
import { jokerPlayable } from './rules';
import { PILES, type MtMove, type MtState, type MtZone, type PileName } from './state';
import {
  drawable,
  fits,
  fitsTop,
  handOf,
  openOf,
  pileColour,
  pileOf,
  revealedTop,
  standsFor,
  teamOf,
  teamSeats,
  topRank,
} from './table';

type Play = Extract<MtMove, { type: 'play' }>;

/** The natural cards the seat could play after a wild: hand, team open cards, revealed top. */
function reachable(state: MtState, seat: number): MtCard[] {
  const team = teamOf(seat);
  const top = revealedTop(state, team);
  const cards = [...handOf(state, seat)];
  for (const s of teamSeats(state, team)) cards.push(...openOf(state, s));
  if (top) cards.push(top);
  return cards;
}

/**
 * How much the bot wants this play; 0 or less is a play it would rather not make. `scan.reach()`
 * is what reachable() lists, worked out at most once a move and only for a wild; `top` is the
 * pile's top rank (topRank).
 */
function playValue(state: MtState, card: MtCard, at: number, top: number | null, kind: MtZone, scan: PlayScan): number {
  if (kind === 'revealed') return 100;
  if (state.flags.oweJoker && isJoker(card) && kind === 'hand') return 90;
  const fromOpen = kind === 'open' ? 10 : 0;
  if (!isWild(card)) return (top === null ? 55 : 70) + fromOpen;
  const name = PILES[at] as PileName;
  const pile = pileOf(state, name);
  const stands = standsFor(card, pile);
  // A 2 standing as a 10 skips an opponent (MT-42); a joker is kept to cancel a skip of its own (MT-44).
  if (stands === 10 && !isJoker(card)) return 45 + fromOpen;
  // A wild that bridges to a natural card of the next rank up, of a colour the pile takes.
  const colour = pileColour(name);
  const bridges = scan
    .reach()
    .some(
      (c) =>
        c.id !== card.id && !isWild(c) && c.rank === stands + 1 && (colour === null || fits(c, name, [...pile, card])),
    );
  if (!bridges) return 0;
  return (isJoker(card) ? 30 : 40) + fromOpen;
}

/** How far a hand card is from fitting any pile: ranks to climb first, or far when it fits nowhere. */
function distance(state: MtState, card: MtCard): number {
  if (isJoker(card)) return -2;
  if (isWild(card)) return -1;
  let best = 20;
  for (const p of PILES) {
    const pile = pileOf(state, p);
    const top = topRank(pile);
    if (top === null) {
      if (fits(card, p, pile)) best = Math.min(best, 1);
      continue;
    }
    const colour = pileColour(p);
    const rank = card.rank as number;
    if (colour !== null && fits(card, p, []) === false) continue;
    if (rank > top) best = Math.min(best, rank - top);
  }
  return best;
}

/** A play found by the scan: the card, its pile's place, the zone it comes from, its place in legalMoves' order. */
interface Found {
  readonly card: MtCard;
  readonly at: number;
  readonly from: Play['from'];
  readonly order: number;
}

const toPlay = (f: Found): MtMove => ({ type: 'play', pile: PILES[f.at] as PileName, cards: [f.card], from: f.from });

/**
 * The plays legalMoves would list (every card of the hand, the team's open cards and the unhandled
 * revealed top, on every pile it fits), weighed as they are met instead of listed: the bot chose at
 * every move of computer play from a list built only to be read once. Each play's place in the
 * list's order is `order` (zone, then card id, then pile), so "the first in the list" among equals
 * is the smallest order, whatever order the cards lie in. bot-fingerprint.test.ts holds the choices
 * to those made from the full list.
 */
class PlayScan {
  best: Found | undefined;
  bestValue = 0;
  first: Found | undefined;
  firstJoker: Found | undefined;
  private reached: MtCard[] | undefined;
  /** Each pile's top rank, by its place in PILES, read once for every card weighed against it. */
  private readonly tops: readonly (number | null)[];

  constructor(
    private readonly state: MtState,
    private readonly seat: number,
  ) {
    this.tops = PILES.map((p) => topRank(pileOf(state, p)));
  }

  reach(): readonly MtCard[] {
    return (this.reached ??= reachable(this.state, this.seat));
  }

  /** Every play of these cards from one zone; `group` is the zone's place in legalMoves' order. */
  source(cards: readonly MtCard[], from: Play['from'], group: number): void {
    const { state, tops } = this;
    for (const card of cards) {
      for (let at = 0; at < PILES.length; at++) {
        const top = tops[at] as number | null;
        if (!fitsTop(card, pileColour(PILES[at] as PileName), top)) continue;
        const order = group * 1000 + card.id * PILES.length + at;
        if (this.first === undefined || order < this.first.order) this.first = { card, at, from, order };
        if (isJoker(card) && (this.firstJoker === undefined || order < this.firstJoker.order))
          this.firstJoker = { card, at, from, order };
        const v = playValue(state, card, at, top, from.kind, this);
        if (v > this.bestValue || (v > 0 && v === this.bestValue && order < (this.best as Found).order)) {
          this.best = { card, at, from, order };
          this.bestValue = v;
        }
      }
    }
  }
}

/** The hand card farthest from fitting, the lowest id among equals (the first pass legalMoves lists). */
function farthest(state: MtState, hand: readonly MtCard[]): MtCard {
  let pick = hand[0] as MtCard;
  let far = distance(state, pick);
  for (let i = 1; i < hand.length; i++) {
    const card = hand[i] as MtCard;
    const d = distance(state, card);
    if (d > far || (d === far && card.id < pick.id)) [pick, far] = [card, d];
  }
  return pick;
}

/** The bot's move in the play step, in the order of its plan (see the top of this file). */
function choosePlayStep(state: MtState, seat: number): MtMove {
  const team = teamOf(seat);
  const hand = handOf(state, seat);
  if (hand.length === 0 && drawable(state, team) > 0) return { type: 'refill' };
  const scan = new PlayScan(state, seat);
  scan.source(hand, seatZone('hand', seat), 0);
  const seats = teamSeats(state, team);
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i] as number;
    scan.source(openOf(state, s), seatZone('open', s), 1 + i);
  }
  const top = revealedTop(state, team);
  const unhandled = top !== undefined && !state.flags.handled;
  if (unhandled) scan.source([top], teamZone('revealed', team), 1 + seats.length);
  if (scan.best) return toPlay(scan.best);
  if (state.flags.oweJoker && scan.firstJoker) return toPlay(scan.firstJoker);
  const owesJoker = state.flags.oweJoker && jokerPlayable(state, seat);
  if (unhandled && !owesJoker) return { type: 'lay' };
  if (hand.length === 0 && !unhandled) return { type: 'end' };
  if (!unhandled && !owesJoker && hand.length > 0) return { type: 'pass', card: farthest(state, hand) };
  if (scan.first) return toPlay(scan.first);
  throw new Error(`MazzelTof: seat ${seat} has nothing to do`);
}

/**
 * The move the bot makes: the one its plan picks among the moves legalMoves lists, worked out
 * without listing them (see PlayScan).
 */
export function botMove(state: MtState, seat: number, rng: RngState): { move: MtMove; rng: RngState } {
  if (state.status !== 'playing' || seat !== state.current)
    throw new Error(`MazzelTof: seat ${seat} may not act now (MT-23)`);
  // MT-44, MT-43: cancel a skip with a joker whenever one is held; else sit out.
  if (state.step.kind === 'skip')
    return { move: handOf(state, seat).some(isJoker) ? { type: 'cancel-skip' } : { type: 'sit-out' }, rng };
  if (state.step.kind === 'draw') return { move: { type: 'draw' }, rng };
  return { move: choosePlayStep(state, seat), rng };
}

/** Why the bot chose its move, in the words shown in the game log. */
export function botReason(move: MtMove): string {
  switch (move.type) {
    case 'cancel-skip':
      return 'uses its joker against the skip';
    case 'sit-out':
      return 'sits the turn out';
    case 'draw':
      return 'draws for the turn';
    case 'refill':
      return 'takes new cards for its empty hand';
    case 'play':
      return move.from.kind === 'revealed' ? 'plays from its draw pile' : 'builds on a pile';
    case 'pass':
      return 'passes the card it needs least';
    case 'lay':
      return 'lays its draw-pile card open';
    case 'end':
      return 'has no card left to pass';
  }
}
