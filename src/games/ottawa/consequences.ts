/**
 * Ottawa's "What happens now?" question: after a card is played or a turn passed, who plays next
 * (clockwise, OT-15). Read from the engine's state after the move.
 */
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { toAct } from './rules';
import type { OttawaMove, OttawaState } from './state';

export function ottawaConsequences(
  before: OttawaState,
  move: OttawaMove,
  after: OttawaState,
  seat: number,
): Consequence | null {
  const next = toAct(after);
  // A draw leaves the turn with the drawer; a last card ends the deal, whose score turns on hidden hands.
  if (move.type === 'draw' || next === null || next === seat) return null;
  return { rule: 'OT-15', ask: 'next', answer: next, distractors: everySeat(before.hands.length) };
}
