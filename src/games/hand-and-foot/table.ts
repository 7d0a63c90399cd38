/**
 * Reading the table: whose cards are where, who plays next and what the first lay-down needs.
 * Seats alternate between the partnerships (HF-02, HF-A1), so a seat's partnership is seat % 2.
 */
import { playerName } from '../../engine/names';
import type { HfCard } from './cards';
import { MELD_MINIMUMS, type HfState, type Meld } from './state';

/** HF-02, HF-A1: partners sit alternately. */
export const teamOf = (seat: number): number => seat % 2;

/** A seat's name at the table and on the score sheet ("You", "Player 3"); verdicts carry the seat itself. */
export function seatName(seat: number): string {
  return seat === 0 ? 'You' : playerName(seat);
}

export const handOf = (state: HfState, seat: number): readonly HfCard[] => state.hands[seat] ?? [];
export const footOf = (state: HfState, seat: number): readonly HfCard[] => state.feet[seat] ?? [];
export const meldsOf = (state: HfState, team: number): readonly Meld[] => state.melds[team] ?? [];
export const topDiscard = (state: HfState): HfCard | undefined => state.discard[state.discard.length - 1];

/** HF-A1: play goes to the left, the way the packets were passed (HF-05). */
export const nextSeat = (state: HfState, seat: number): number => (seat + 1) % state.options.players;

/** HF-16, HF-17: the first lay-down's minimum in this deal. */
export const minimumOf = (state: HfState): number =>
  MELD_MINIMUMS[state.deal - 1] ?? MELD_MINIMUMS[MELD_MINIMUMS.length - 1] ?? 0;

/** Cards left in all the draw piles together. */
export function pileCards(state: HfState): number {
  let n = 0;
  for (const p of state.piles) n += p.length;
  return n;
}

/** HF-06, HF-A2: the seat that starts this deal: the owner, or one seat further left each deal. */
export function firstSeat(options: HfState['options'], deal: number): number {
  const shift = options.houseRules.ownerRotates ? deal - 1 : 0;
  return (options.owner + shift) % options.players;
}

/** The index of a card with this id in the cards, or −1. */
export function indexOfId(cards: readonly HfCard[], id: number): number {
  for (let i = 0; i < cards.length; i++) if ((cards[i] as HfCard).id === id) return i;
  return -1;
}

/** The cards without those whose ids are listed. */
export function withoutIds(cards: readonly HfCard[], ids: readonly number[]): HfCard[] {
  return cards.filter((c) => !ids.includes(c.id));
}

/** A copy of the list with one entry replaced. */
export function replaced<T>(list: readonly T[], at: number, value: T): T[] {
  const out = list.slice();
  out[at] = value;
  return out;
}
