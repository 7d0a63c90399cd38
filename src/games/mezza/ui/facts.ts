/**
 * What Mezza's rules say about a position that its table and phase panel show, for one seat: who is
 * to act, whether the seat has a move, its answers to an open window, what the pile counts as and
 * how each kind of move stands. The table and phase panel are drawn from these and never read the
 * rules themselves, so a lesson page carries none of the rule code: its steps get the starting
 * position's facts from the build and this reading with the statechart (StepKit.loadFacts).
 */
import { LEARNER } from '../../../engine/learner';
import type { TermValue } from '../../../engine/verdict';
import type { PhaseFacts } from '../../../widgets/PhasePanel';
import { movesOf } from '../actors';
import { moveAvailability, type MoveKind } from '../phases';
import { pileRank } from '../pile';
import { toAct } from '../rules';
import type { MezzaMove, MezzaState } from '../state';

/** `acting`, the seat to act (toAct), and `moves`, each kind of move open or closed, for the phase chart. */
export interface MezzaFacts extends PhaseFacts<MoveKind> {
  /** Whether the seat has any move now: its cards are then its turn's. */
  readonly toMove: boolean;
  /** The seat's answers to a window open to it (a snatch, a quick play, declining), in the engine's order. */
  readonly window: readonly MezzaMove[];
  /** What the pile counts as, as verdicts carry it; null while it is empty. */
  readonly pile: TermValue | null;
}

/** The seat's answers to an open window: none when no window is open to it. */
export function windowMoves(game: MezzaState, seat: number, open = movesOf(game, seat)): MezzaMove[] {
  if (game.step.kind !== 'snatch' && game.step.kind !== 'quick') return [];
  return open.filter((m) => m.type === 'snatch' || m.type === 'quick' || m.type === 'decline');
}

/** What the pile counts as, or null while it is empty. */
export const pileReading = (game: MezzaState): TermValue | null =>
  game.pile.length === 0 ? null : pileRank(game.pile).reading;

export function mezzaFacts(game: MezzaState, seat: number = LEARNER): MezzaFacts {
  const open = movesOf(game, seat);
  return {
    acting: toAct(game),
    toMove: open.length > 0,
    window: windowMoves(game, seat, open),
    pile: pileReading(game),
    moves: moveAvailability(game, seat),
  };
}
