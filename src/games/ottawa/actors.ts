/** Who may act in Ottawa: only ever the player whose turn it is (OT-15); nobody once the deal is over. */
import type { Actor } from '../../engine/actors';
import type { OttawaRuleId } from './rule-ids';
import { legalMoves } from './rules';
import type { OttawaMove, OttawaState } from './state';

export function actors(state: OttawaState): readonly Actor<OttawaRuleId>[] {
  return state.status === 'playing' ? [{ seat: state.current, kind: 'turn', rule: 'OT-15' }] : [];
}

/** Ottawa has no moves out of turn: every move is the current player's. */
export function moverOf(state: OttawaState): number | null {
  return state.status === 'playing' ? state.current : null;
}

/** The seat's allowed moves: the current player's, and none for anyone else. */
export function movesOf(state: OttawaState, seat: number): OttawaMove[] {
  return seat === moverOf(state) ? legalMoves(state) : [];
}
