/**
 * What Hand and Foot's rules say about a position that its phase panel shows, for one seat: who is
 * to act and how each kind of move stands. The panel is drawn from these and never reads the rules
 * itself (the table needs none), so a lesson page carries none of the rule code: its steps get the
 * starting position's facts from the build and this reading with the statechart (StepKit.loadFacts).
 */
import { LEARNER } from '../../../engine/learner';
import type { PhaseFacts } from '../../../widgets/PhasePanel';
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import type { HfState } from '../state';

export type HfFacts = PhaseFacts<MoveKind>;

export function hfFacts(game: HfState, seat: number = LEARNER): HfFacts {
  return { acting: toAct(game), moves: moveAvailability(game, seat) };
}
