/**
 * MazzelTof in practice: each card of the seat's hand and its team's open cards, onto each of the
 * three piles; and what a draw or a pass leads to (consequences.ts).
 */
import { seatZone } from '../../engine/zones';
import type { GamePractice } from '../module';
import { NOT_ASKED } from '../../practice/not-asked';
import { mazzeltofConsequences } from './consequences';
import { DEFAULT_OPTIONS, PILES, type MtMove, type MtOptions, type MtState } from './state';
import { teamOf } from './table';

/** One card onto each pile from the seat's hand and from the open cards of its team's seats. */
export function singlePlays(state: MtState, seat: number): { move: MtMove; card: unknown }[] {
  const owners = [seat, ...state.open.map((_, owner) => owner).filter((o) => o !== seat && teamOf(o) === teamOf(seat))];
  const sources = [
    { cards: state.hands[seat] ?? [], from: seatZone('hand', seat) },
    ...owners.map((owner) => ({ cards: state.open[owner] ?? [], from: seatZone('open', owner) })),
  ];
  return sources.flatMap(({ cards, from }) =>
    cards.flatMap((card) =>
      PILES.map((pile) => ({ move: { type: 'play', pile, cards: [card], from } as MtMove, card })),
    ),
  );
}

export const mazzeltofPractice: GamePractice<MtState, MtMove, MtOptions> = {
  deals: [4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: singlePlays,
  consequences: mazzeltofConsequences,
  // Rules that refuse some move but are never asked in practice, and why.
  neverAsked: {
    'MT-02': NOT_ASKED.option,
    'MT-23': NOT_ASKED.turn,
    'MT-24': NOT_ASKED.unmet,
    'MT-26': NOT_ASKED.other,
    'MT-27': NOT_ASKED.unmet,
    'MT-37': NOT_ASKED.unmet,
    'MT-38': 'practice tries cards of the hand and open cards, not the revealed draw pile',
    'MT-43': NOT_ASKED.turn,
    'MT-44': NOT_ASKED.other,
    'MT-45': NOT_ASKED.other,
    'MT-46': NOT_ASKED.unmet,
    'MT-47': NOT_ASKED.over,
    'MT-A13': NOT_ASKED.other,
    'MT-A3': NOT_ASKED.other,
    'MT-A5': NOT_ASKED.other,
  },
};
