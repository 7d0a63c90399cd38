/**
 * What Echad's rules say about a position that its table and phase panel show, for one seat: who is
 * to act, whom the seat may call out for a missed "Echad" and how each kind of move stands. The table
 * and phase panel are drawn from these and never read the rules themselves, so a lesson page carries
 * none of the rule code: its steps get the starting position's facts from the build and this reading
 * with the statechart (StepKit.loadFacts).
 */
import { LEARNER } from '../../../engine/learner';
import type { PhaseFacts } from '../../../widgets/PhasePanel';
import { moveAvailability, type MoveKind } from '../phases';
import { openCall, toAct } from '../rules';
import type { EchadState } from '../state';

/** `acting`, the seat to act (toAct), and `moves`, each kind of move open or closed, for the phase chart. */
export interface EchadFacts extends PhaseFacts<MoveKind> {
  /** The player on one card who did not say "Echad" and whom this seat may call out now (EC-22), or null. */
  readonly callOut: number | null;
}

export function echadFacts(game: EchadState, seat: number = LEARNER): EchadFacts {
  const offender = game.status === 'playing' ? openCall(game) : null;
  return {
    acting: toAct(game),
    moves: moveAvailability(game, seat),
    // Nobody calls out themselves: the one who forgot sees no call-out.
    callOut: offender === seat ? null : offender,
  };
}
