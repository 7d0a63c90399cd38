/**
 * Hand and Foot in practice: each card of the seat's hand laid on each of its partnership's melds,
 * started as a meld of its own, and discarded.
 */
import type { GamePractice } from '../module';
import { DEFAULT_OPTIONS, type HfMove, type HfOptions, type HfState } from './state';
import { handOf, meldsOf, teamOf } from './table';

export const handAndFootPractice: GamePractice<HfState, HfMove, HfOptions> = {
  deals: [4, 6].map((players) => ({ ...DEFAULT_OPTIONS, players, piles: players === 6 ? 4 : 2, deals: 1 })),
  tries: (state, seat) => {
    const melds = meldsOf(state, teamOf(seat));
    return handOf(state, seat).flatMap((card) => [
      ...melds.map((_, to) => ({ move: { type: 'meld', groups: [{ to, cards: [card] }] } as HfMove, card })),
      { move: { type: 'meld', groups: [{ to: null, cards: [card] }] } as HfMove, card },
      { move: { type: 'discard', card } as HfMove, card },
    ]);
  },
};
