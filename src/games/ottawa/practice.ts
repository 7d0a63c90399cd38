/** Ottawa in practice: each card of the seat's hand played on the discard pile. */
import type { GamePractice } from '../module';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaOptions, type OttawaState } from './state';

export const ottawaPractice: GamePractice<OttawaState, OttawaMove, OttawaOptions> = {
  deals: [3, 4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => (state.hands[seat] ?? []).map((card) => ({ move: { type: 'play', card }, card })),
};
