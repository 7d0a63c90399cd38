/** MazzelTof in practice: each card of the seat's hand and its team's open cards, onto each of the three piles. */
import { seatZone } from '../../engine/zones';
import type { GamePractice } from '../module';
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
};
