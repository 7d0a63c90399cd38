/**
 * Hand and Foot in practice: each card of the seat's hand laid on each of its partnership's melds,
 * started as a meld of its own, and discarded; and what a draw, a pickup or a card completing a
 * book leads to (consequences.ts).
 */
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { hfConsequenceMoves, hfConsequences } from './consequences';
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
  consequences: hfConsequences,
  consequenceMoves: hfConsequenceMoves,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'HF-02': NOT_ASKED.option,
    'HF-04': NOT_ASKED.option,
    'HF-06': NOT_ASKED.turn,
    'HF-08': NOT_ASKED.other,
    'HF-12': NOT_ASKED.other,
    'HF-16': NOT_ASKED.single,
    'HF-18': NOT_ASKED.unmet,
    'HF-21': NOT_ASKED.other,
    'HF-22': NOT_ASKED.other,
    'HF-23': NOT_ASKED.other,
    'HF-25': NOT_ASKED.other,
    'HF-28': NOT_ASKED.unmet,
    'HF-32': NOT_ASKED.unmet,
    'HF-45': NOT_ASKED.over,
    'HF-A1': NOT_ASKED.turn,
    'HF-A11': NOT_ASKED.unmet,
    'HF-A17': "practice lays cards only on the partnership's own melds",
    'HF-A5': NOT_ASKED.other,
    'HF-A7': NOT_ASKED.other,
    'HF-A8': NOT_ASKED.other,
  },
};
