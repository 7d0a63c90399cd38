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
import { ECHAD_RULES, ECHAD_RULINGS } from '../games/echad/rule-ids';
import { check as echadCheck, apply as echadApply, toAct as echadToAct } from '../games/echad/rules';
import { parsePosition as echadPosition } from '../games/echad/position';
import { formatMove as echadFormat, parseMove as echadParseMove } from '../games/echad/moves';
import type { EchadMove, EchadState } from '../games/echad/state';

export interface LessonAdapter<S, M> {
  /** Throws a NotationError (with a column) when the text is not a position. */
  parsePosition(text: string): S;
  /** Reads a move in the position it is made in (a game may need the hand to name a card). */
  parseMove(text: string, state: S): M | { error: string };
  formatMove(move: M): string;
  check(state: S, move: M): Verdict;
  apply(state: S, move: M): S;
  toAct(state: S): number | null;
  readonly ruleIds: readonly string[];
}

export const ottawaLessons: LessonAdapter<OttawaState, OttawaMove> = {
  parsePosition: (text) => ottawaPosition(text),
  parseMove: (text) => ottawaParseMove(text),
  formatMove: ottawaFormat,
  check: ottawaCheck,
  apply: ottawaApply,
  toAct: ottawaToAct,
  ruleIds: [...OTTAWA_RULES, ...OTTAWA_RULINGS],
};

export const echadLessons: LessonAdapter<EchadState, EchadMove> = {
  parsePosition: (text) => echadPosition(text),
  parseMove: (text, state) => echadParseMove(text, state),
  formatMove: echadFormat,
  check: echadCheck,
  apply: echadApply,
  toAct: echadToAct,
  ruleIds: [...ECHAD_RULES, ...ECHAD_RULINGS],
};

// The validator treats states and moves as opaque values, so each adapter is widened here.
export const LESSON_GAMES: Readonly<Record<string, LessonAdapter<unknown, unknown>>> = {
  ottawa: ottawaLessons as unknown as LessonAdapter<unknown, unknown>,
  echad: echadLessons as unknown as LessonAdapter<unknown, unknown>,
};
