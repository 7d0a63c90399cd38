/**
 * What lesson validation and the lesson pages need from a game's engine: reading positions and
 * moves written in the game's notation, and judging them. Each game module provides one.
 */
import type { Verdict } from '../engine/verdict';

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
