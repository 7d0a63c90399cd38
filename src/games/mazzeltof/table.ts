/**
 * Reading and changing the table: whose cards are where, the piles' ranks and what they take
 * (MT-13…MT-20, MT-A11), how many cards a refill draws (MT-32, MT-33, MT-49, MT-A1, MT-A2, MT-A16)
 * and who comes next (MT-23, MT-A7).
 */
import { type MtCard, colourOf, isJoker, isWild } from './cards';
import { type TermValue, term } from '../../engine/verdict';
import { LAST_SIX, type MtState, type PileName } from './state';

/** MT-04, MT-A7: seats alternate between the teams, so a seat's team is its place modulo 2. */
export const teamOf = (seat: number): number => seat % 2;
export const TEAM_NAMES: readonly string[] = ['Red', 'Blue'];

export function seatName(seat: number): string {
  return seat === 0 ? 'You' : `Player ${seat + 1}`;
}

/** The seats of a team, in turn order. */
export function teamSeats(state: MtState, team: number): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < state.hands.length; seat++) if (teamOf(seat) === team) seats.push(seat);
  return seats;
}

export const handOf = (state: MtState, seat: number): readonly MtCard[] => state.hands[seat] ?? [];
export const openOf = (state: MtState, seat: number): readonly MtCard[] => state.open[seat] ?? [];
export const drawOf = (state: MtState, team: number): readonly MtCard[] => state.draw[team] ?? [];
export const penaltyOf = (state: MtState, team: number): readonly MtCard[] => state.penalty[team] ?? [];
/** Each pile's place in PILES, read without searching it. */
const PILE_AT: Readonly<Record<PileName, number>> = { red: 0, mixed: 1, black: 2 };
export const pileOf = (state: MtState, pile: PileName): readonly MtCard[] => state.piles[PILE_AT[pile]] ?? [];
export const nextSeat = (state: MtState, seat: number): number => (seat + 1) % state.hands.length;

/** MT-49: the hand the refills aim at, seven with two players and five with four. */
export const handTarget = (state: MtState): number => (state.options.players === 2 ? 7 : 5);

/** MT-A2, MT-A16: the cards above the marked last six, which are all a refill may take. */
export function drawable(state: MtState, team: number): number {
  return state.revealed[team] ? 0 : Math.max(0, drawOf(state, team).length - LAST_SIX);
}

/** The top revealed card of a team in its last six (MT-37, MT-A5), or undefined. */
export function revealedTop(state: MtState, team: number): MtCard | undefined {
  const pile = drawOf(state, team);
  return state.revealed[team] ? pile[pile.length - 1] : undefined;
}

/**
 * The turn's draw (MT-32, MT-33, MT-A2): on a seat's first turn up to the full hand, the
 * pre-dealt joker counting (MT-21, MT-22, MT-A1); after that two, or more to reach the full hand;
 * never more than lies above the last six (MT-A16).
 */
export function wantedDraw(state: MtState, seat: number): number {
  const target = handTarget(state);
  const hand = handOf(state, seat).length;
  return state.started[seat] ? Math.max(2, target - hand) : Math.max(0, target - hand);
}

export function drawCount(state: MtState, seat: number): number {
  return Math.min(wantedDraw(state, seat), drawable(state, teamOf(seat)));
}

/** The rank on top of a pile: its natural bottom card's rank, one more for every card above it (MT-13, MT-A11). */
export function topRank(cards: readonly MtCard[]): number | null {
  const bottom = cards[0];
  if (bottom === undefined || bottom.rank === null) return null;
  return bottom.rank + cards.length - 1;
}

/** The colour a pile takes (MT-14, MT-15). */
export const pileColour = (pile: PileName): 'red' | 'black' | null => (pile === 'mixed' ? null : pile);

/**
 * Does the card go on the pile? One rank up, in the pile's colour (MT-13…MT-15); a joker anywhere,
 * a 2 on its colour or the mixed pile (MT-17…MT-20); an empty slot opened only by a natural card
 * of its colour (MT-36, MT-A10).
 */
export function fits(card: MtCard, pile: PileName, cards: readonly MtCard[]): boolean {
  return fitsTop(card, pileColour(pile), topRank(cards));
}

/**
 * fits() given the pile's colour and top rank, for a caller that weighs many cards against the
 * same piles and works those out once per pile.
 */
export function fitsTop(card: MtCard, colour: 'red' | 'black' | null, top: number | null): boolean {
  if (top === null) return !isWild(card) && (colour === null || colourOf(card) === colour);
  if (isJoker(card)) return true;
  if (colour !== null && colourOf(card) !== colour) return false;
  return card.rank === 2 || card.rank === top + 1;
}

/** The rank a card stands for once it is on this pile. */
export function standsFor(card: MtCard, cards: readonly MtCard[]): number {
  const top = topRank(cards);
  return top === null || !isWild(card) ? (card.rank as number) : top + 1;
}

export function without(cards: readonly MtCard[], gone: MtCard): MtCard[] {
  return cards.filter((c) => c.id !== gone.id);
}

export function replaced<T>(rows: readonly (readonly T[])[], at: number, row: readonly T[]): (readonly T[])[] {
  // A copy with one row swapped, without a callback per row (this runs on nearly every move).
  const out = rows.slice();
  if (at >= 0 && at < out.length) out[at] = row;
  return out;
}

/**
 * Where a card is looked for or comes from, as verdicts carry it: a seat's hand or open cards, or
 * the team's revealed draw pile (names.ts words it: "your hand", "Player 3's open cards").
 */
export function zoneTerm(zone: 'hand' | 'open' | 'revealed', owner: number): TermValue {
  return zone === 'revealed' ? REVEALED : term('zone', { zone, owner });
}
const REVEALED = term('zone', { zone: 'revealed' });
