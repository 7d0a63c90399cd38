/**
 * Who may act in Mezza. At setup every seat not yet ready swaps and says so, each its own decision
 * (MZ-07). In play, the player whose turn it is (MZ-11) or who refills (MZ-16); and, while a window
 * is open, the player who may quick-play a drawn card (MZ-61, MZ-A12) or every other player who may
 * snatch with ½ (MZ-39, MZ-A5), in turn order. The next player's own move closes a window (MZ-62).
 */
import type { Actor } from '../../engine/actors';
import { movesFor } from './move-list';
import type { MezzaRuleId } from './rule-ids';
import { toAct } from './rules';
import type { MezzaMove, MezzaState } from './state';

export function actors(state: MezzaState): readonly Actor<MezzaRuleId>[] {
  if (state.status !== 'playing') return [];
  const step = state.step;
  if (step.kind === 'swap') {
    return step.ready.flatMap((ready, seat): Actor<MezzaRuleId>[] =>
      ready ? [] : [{ seat, kind: 'decision', rule: 'MZ-07' }],
    );
  }
  if (step.kind === 'refill') return [{ seat: step.seat, kind: 'turn', rule: 'MZ-16' }];
  const turn: Actor<MezzaRuleId> = {
    seat: state.current,
    kind: 'turn',
    rule: step.kind === 'start' ? 'MZ-08' : 'MZ-11',
  };
  if (step.kind === 'quick') return [turn, { seat: step.seat, kind: 'window', rule: 'MZ-61' }];
  if (step.kind === 'snatch')
    return [turn, ...step.seats.map((seat): Actor<MezzaRuleId> => ({ seat, kind: 'window', rule: 'MZ-A5' }))];
  return [turn];
}

/** The seat that makes a move: the one a setup move, a snatch or a decline names; the quick player; else the seat to act. */
export function moverOf(state: MezzaState, move: MezzaMove): number | null {
  if (state.status !== 'playing') return null;
  if (move.type === 'swap' || move.type === 'ready' || move.type === 'snatch' || move.type === 'decline')
    return move.seat;
  if (move.type === 'quick') return state.step.kind === 'quick' ? state.step.seat : state.current;
  return toAct(state);
}

/** The seat's allowed moves now, its turn and any window open to it. */
export function movesOf(state: MezzaState, seat: number): MezzaMove[] {
  return movesFor(state, seat);
}

/**
 * Which of these seats moves next: an open window before the turn it delays, in turn order (MZ-A5,
 * MZ-A12), so a snatch or a quick play is offered before the next player plays; else the first of
 * them that may act (at the swap, each seat in its own time). Null when it is none of theirs.
 */
export function nextMover(state: MezzaState, seats: readonly number[]): number | null {
  const all = actors(state);
  const window = all.find((a) => a.kind === 'window');
  if (window) return seats.includes(window.seat) ? window.seat : null;
  return all.find((a) => seats.includes(a.seat))?.seat ?? null;
}

/** The seat that moves next when every seat answers at once, as in the tests and bot-only games. */
export function firstToMove(state: MezzaState): number | null {
  return nextMover(
    state,
    state.hands.map((_, seat) => seat),
  );
}
