/**
 * Who may act in Hand and Foot. At the deal every seat owes one decision, which packet is its hand
 * (HF-08), and the seats may make it in any order; then one player at a time, to the left (HF-A1).
 * Nobody acts out of turn.
 */
import type { Actor } from '../../engine/actors';
import type { HandAndFootRuleId } from './rule-ids';
import { legalMoves } from './rules';
import type { HfMove, HfState } from './state';

export function actors(state: HfState): readonly Actor<HandAndFootRuleId>[] {
  if (state.status !== 'playing') return [];
  if (state.step.kind === 'choose')
    return state.step.waiting.map((seat) => ({ seat, kind: 'decision', rule: 'HF-08' }));
  return [{ seat: state.current, kind: 'turn', rule: 'HF-A1' }];
}

/** A choice names its seat; every other move is the current player's. */
export function moverOf(state: HfState, move: HfMove): number | null {
  if (state.status !== 'playing') return null;
  return move.type === 'choose' ? move.seat : state.step.kind === 'choose' ? null : state.current;
}

export function movesOf(state: HfState, seat: number): HfMove[] {
  if (state.status !== 'playing') return [];
  if (state.step.kind === 'choose')
    return state.step.waiting.includes(seat)
      ? [0, 1].map((packet) => ({ type: 'choose', seat, packet: packet as 0 | 1 }))
      : [];
  return seat === state.current ? legalMoves(state) : [];
}
