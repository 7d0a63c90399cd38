/**
 * Echad in practice: each card of the seat's hand played, with "Echad" said when it leaves one card
 * (EC-21); and what a card or a pick-up leads to (consequences.ts).
 */
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { echadConsequences } from './consequences';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState } from './state';

export const echadPractice: GamePractice<EchadState, EchadMove, EchadOptions> = {
  deals: [3, 4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => {
    const hand = state.hands[seat] ?? [];
    return hand.map((card) => ({ move: { type: 'play', card, echad: hand.length === 2 }, card }));
  },
  consequences: echadConsequences,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'EC-12': NOT_ASKED.turn,
    'EC-15': NOT_ASKED.other,
    'EC-21': 'practice tries say "Echad" whenever the card leaves one',
    'EC-22': NOT_ASKED.turn,
    'EC-24': NOT_ASKED.over,
    'EC-30': NOT_ASKED.option,
    'EC-36': NOT_ASKED.unmet,
    'EC-39': NOT_ASKED.unmet,
    'EC-40': NOT_ASKED.other,
    'EC-43': NOT_ASKED.unmet,
    'EC-48': NOT_ASKED.other,
    'EC-A13': NOT_ASKED.turn,
    'EC-A3': 'practice tries say "Echad" whenever the card leaves one',
    'EC-A4': NOT_ASKED.option,
  },
};
