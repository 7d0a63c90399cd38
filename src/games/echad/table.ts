/**
 * Reading the table: the card to match, whose cards are where and what the seats are called. Apart
 * from the rules, so that the table widgets, which show these on every lesson page, bring none of
 * the rule code with them.
 */
import type { EchadCard } from './cards';
import type { EchadState } from './state';

/** The card to match: the top of the discard pile. */
export function topCard(state: EchadState): EchadCard {
  const top = state.discard[state.discard.length - 1];
  if (top === undefined) throw new Error('Echad: the discard pile is never empty during a round (EC-11, EC-A12)');
  return top;
}

export function handOf(state: EchadState, seat: number): readonly EchadCard[] {
  return state.hands[seat] ?? [];
}

export function seatName(seat: number): string {
  return seat === 0 ? 'You' : `Player ${seat + 1}`;
}
