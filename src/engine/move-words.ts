/**
 * How a game says a move in words, for the people reading a verdict's headline or the move log.
 * Notation ("play b7") is for writing positions in lessons and tests; a person reads the card's
 * name ("play blue Zayin ז").
 */
import type { Names } from './names';
import type { Verdict } from './verdict';

export interface MoveWords<M> {
  /** The move as its player made it: "play red Pick Up 3", "draw a card", "pass". */
  describe(move: M): string;
  /**
   * A secret move (GameEngine.secretMove) as the other seats saw it at the table, to follow the
   * player's name: "drew a card", "drew 3 cards", "kept the card they drew".
   */
  seen(move: M, verdict: Verdict): string;
  /** How the game names the cards and terms its verdicts carry, in English (names.ts). */
  readonly names?: Names;
}
