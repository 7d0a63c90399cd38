/**
 * Which kinds of move are open to a seat right now, for the phase chart, each with the engine's
 * verdict that opens or closes it. Playing is shown as open on your turn once the draw is done,
 * without saying whether a card fits: finding that out is the learner's job.
 */
import { seatZone } from '../../engine/zones';
import type { MtCard } from './cards';
import { type MtVerdict, check, turnCheck } from './rules';
import type { MtMove, MtState } from './state';

export type MoveKind = 'cancel-skip' | 'sit-out' | 'draw' | 'play' | 'refill' | 'pass' | 'lay' | 'end';

export interface MoveAvailability {
  readonly kind: MoveKind;
  readonly verdict: MtVerdict;
}

/** In the order of a turn: the pawn's decision, the draw, the plays, the refill of an empty hand, the pass. */
export const MOVE_KINDS: readonly MoveKind[] = [
  'cancel-skip',
  'sit-out',
  'draw',
  'play',
  'refill',
  'pass',
  'lay',
  'end',
];

/** A pass is judged by the step and the hand before the card is looked at: an empty hand names no card. */
const NO_CARD: MtCard = { id: -1, back: 'red', suit: null, rank: null };

function probe(state: MtState, seat: number, kind: MoveKind): MtMove {
  switch (kind) {
    case 'play':
      return { type: 'play', pile: 'mixed', cards: [], from: seatZone('hand', seat) };
    case 'pass':
      return { type: 'pass', card: state.hands[seat]?.[0] ?? NO_CARD };
    default:
      return { type: kind };
  }
}

export function moveAvailability(state: MtState, seat: number): MoveAvailability[] {
  const turn = turnCheck(state, seat);
  return MOVE_KINDS.map((kind) => {
    // Not your turn, or the game is over: the turn's verdict (MT-23, MT-47).
    if (!turn.ok) return { kind, verdict: turn };
    // Playing is open on your turn after the draw, even when nothing fits (MT-24, MT-25).
    if (kind === 'play' && state.step.kind === 'play') return { kind, verdict: turn };
    return { kind, verdict: check(state, probe(state, seat, kind)) };
  });
}
