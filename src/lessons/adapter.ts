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
  /**
   * Why a position could not arise in a real game, or null when it could. A position can parse and
   * still be one no game ever reaches (a card played before the rules allow it to be); a lesson
   * that shows one teaches the rules wrong, so the lesson check refuses it. Optional: a game
   * without it has its positions checked only by parsePosition.
   */
  impossible?(state: S): string | null;
}
