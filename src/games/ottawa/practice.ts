/** Ottawa in practice: each card of the seat's hand played on the discard pile, a draw and a pass, and who plays after a move. */
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { ottawaConsequences } from './consequences';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaOptions, type OttawaState } from './state';

export const ottawaPractice: GamePractice<OttawaState, OttawaMove, OttawaOptions> = {
  deals: [3, 4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => [
    ...(state.hands[seat] ?? []).map((card) => ({ move: { type: 'play', card } as OttawaMove, card })),
    { move: { type: 'draw' } },
    { move: { type: 'pass' } },
  ],
  consequences: ottawaConsequences,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'OT-03': NOT_ASKED.option,
    'OT-06': NOT_ASKED.option,
    'OT-22': NOT_ASKED.over,
    'OT-A5': NOT_ASKED.turn,
    'OT-A7': NOT_ASKED.rare,
  },
};
