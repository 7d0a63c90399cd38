/**
 * Who may act in MazzelTof: one player at a time, in turn order (MT-23, MT-A7). A player who has
 * the pawn and a joker in hand owes a decision first: cancel the skip or sit out (MT-44, MT-A13).
 * Nobody acts out of turn.
 */
import type { Actor } from '../../engine/actors';
import type { MazzelTofRuleId } from './rule-ids';
import { legalMoves } from './rules';
import type { MtMove, MtState } from './state';

export function actors(state: MtState): readonly Actor<MazzelTofRuleId>[] {
  if (state.status !== 'playing') return [];
  if (state.step.kind === 'skip') return [{ seat: state.current, kind: 'decision', rule: 'MT-44' }];
  return [{ seat: state.current, kind: 'turn', rule: 'MT-23' }];
}

/** Every move is the current player's. */
export function moverOf(state: MtState, _move: MtMove): number | null {
  return state.status === 'playing' ? state.current : null;
}

export function movesOf(state: MtState, seat: number): MtMove[] {
  return state.status === 'playing' && seat === state.current ? legalMoves(state) : [];
}
