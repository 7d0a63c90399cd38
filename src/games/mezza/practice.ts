/** Mezza in practice: each card of the seat's hand, and of its face-up cards, played on the pile. */
import { seatZone } from '../../engine/zones';
import type { GamePractice } from '../module';
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
};
