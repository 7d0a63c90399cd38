/**
 * Ottawa in practice: each card of the seat's hand played on the discard pile, a draw and a pass;
 * what a move leads to (consequences.ts); and facts of the table, the deal, the hand's points and
 * the match (practice-facts.ts). Deals at every size of table, so that both hand sizes come up.
 */
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { ottawaConsequences } from './consequences';
import { ottawaFacts } from './practice-facts';
import { ottawaSituation } from './practice-situation';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaOptions, type OttawaState } from './state';

export const ottawaPractice: GamePractice<OttawaState, OttawaMove, OttawaOptions> = {
  deals: [3, 4, 2, 5, 6, 7].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => [
    ...(state.hands[seat] ?? []).map((card) => ({ move: { type: 'play', card } as OttawaMove, card })),
    { move: { type: 'draw' } },
    { move: { type: 'pass' } },
  ],
  consequences: ottawaConsequences,
  facts: ottawaFacts,
  situation: ottawaSituation,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'OT-06': NOT_ASKED.option,
    'OT-A7': NOT_ASKED.rare,
  },
};
