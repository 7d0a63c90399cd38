/** Echad in practice: each card of the seat's hand played, with "Echad" said when it leaves one card (EC-21). */
import type { GamePractice } from '../module';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState } from './state';

export const echadPractice: GamePractice<EchadState, EchadMove, EchadOptions> = {
  deals: [3, 4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => {
    const hand = state.hands[seat] ?? [];
    return hand.map((card) => ({ move: { type: 'play', card, echad: hand.length === 2 }, card }));
  },
};
