/**
 * Mezza in practice: each card of the seat's hand, and of its face-up cards, played on the pile; and
 * what a card or taking the pile leads to (consequences.ts).
 */
import { seatZone } from '../../engine/zones';
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { mezzaConsequences } from './consequences';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaOptions, type MezzaState } from './state';

/** One card played from the seat's hand or face-up cards: the plays a learner tries first. */
export function singlePlays(state: MezzaState, seat: number): MezzaMove[] {
  const fromHand = seatZone('hand' as const, seat);
  const fromUp = seatZone('face-up' as const, seat);
  return [
    ...(state.hands[seat] ?? []).map((c): MezzaMove => ({ type: 'play', cards: [c], from: fromHand })),
    ...(state.faceUp[seat] ?? []).map((c): MezzaMove => ({ type: 'play', cards: [c], from: fromUp })),
  ];
}

export const mezzaPractice: GamePractice<MezzaState, MezzaMove, MezzaOptions> = {
  deals: [3, 4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) =>
    singlePlays(state, seat).map((move) => ({ move, card: move.type === 'play' ? move.cards[0] : undefined })),
  consequences: mezzaConsequences,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'MZ-07': NOT_ASKED.other,
    'MZ-13': NOT_ASKED.single,
    'MZ-14': NOT_ASKED.other,
    'MZ-17': NOT_ASKED.other,
    'MZ-20': NOT_ASKED.other,
    'MZ-23': NOT_ASKED.unmet,
    'MZ-27': NOT_ASKED.other,
    'MZ-28': NOT_ASKED.other,
    'MZ-32': NOT_ASKED.over,
    'MZ-33': NOT_ASKED.over,
    'MZ-39': NOT_ASKED.turn,
    'MZ-40': NOT_ASKED.turn,
    'MZ-52': NOT_ASKED.unmet,
    'MZ-61': NOT_ASKED.turn,
    'MZ-62': NOT_ASKED.turn,
    'MZ-63': NOT_ASKED.unmet,
    'MZ-A14': NOT_ASKED.over,
    'MZ-A15': NOT_ASKED.unmet,
    'MZ-A2': NOT_ASKED.option,
    'MZ-A5': NOT_ASKED.turn,
  },
};
