/**
 * What lesson validation and the lesson widgets need from each game's engine,
 * behind one shape so that adding a game's lessons is one entry here.
 */
import type { Verdict } from '../engine/verdict';
import { OTTAWA_RULES, OTTAWA_RULINGS } from '../games/ottawa/rule-ids';
import { check as ottawaCheck, apply as ottawaApply, toAct as ottawaToAct } from '../games/ottawa/rules';
import { parsePosition as ottawaPosition } from '../games/ottawa/position';
import { formatMove as ottawaFormat, parseMove as ottawaParseMove } from '../games/ottawa/moves';
import type { OttawaMove, OttawaState } from '../games/ottawa/state';

export interface LessonAdapter<S, M> {
  /** Throws a NotationError (with a column) when the text is not a position. */
  parsePosition(text: string): S;
  parseMove(text: string): M | { error: string };
  formatMove(move: M): string;
  check(state: S, move: M): Verdict;
  apply(state: S, move: M): S;
  toAct(state: S): number | null;
  readonly ruleIds: readonly string[];
}

export const ottawaLessons: LessonAdapter<OttawaState, OttawaMove> = {
  parsePosition: (text) => ottawaPosition(text),
  parseMove: ottawaParseMove,
  formatMove: ottawaFormat,
  check: ottawaCheck,
  apply: ottawaApply,
  toAct: ottawaToAct,
  ruleIds: [...OTTAWA_RULES, ...OTTAWA_RULINGS],
};

// The validator treats states and moves as opaque values, so each adapter is widened here.
export const LESSON_GAMES: Readonly<Record<string, LessonAdapter<unknown, unknown>>> = {
  ottawa: ottawaLessons as unknown as LessonAdapter<unknown, unknown>,
};
