/**
 * The shape every game's engine has, so that machines, widgets, bots, lesson
 * validation, property tests and benchmarks can be written once for all games.
 * Every function is pure: state in, new state (or a verdict) out.
 */
import type { Verdict } from './verdict';
import type { RngState } from './rng';

export interface GameEngine<State, Move, Options, RuleId extends string> {
  /** A new match (or round) dealt from a seed. */
  setup(options: Options, seed: number | string): State;
  /** Is this move allowed now, and by which rule? Never throws for a well-formed move. */
  check(state: State, move: Move): Verdict<RuleId>;
  /** The state after an allowed move. Throws if check refuses the move: callers check first. */
  apply(state: State, move: Move): State;
  /** Every allowed move of the player to act, in a stable order. */
  legalMoves(state: State): Move[];
  /** Is it this seat's turn? The first layer of legality, before the game's own rules. */
  turnCheck(state: State, seat: number): Verdict<RuleId>;
  /** Which seat acts now, or null when nobody does (the deal or the match is over). */
  toAct(state: State): number | null;
  /** A computer player's choice among legalMoves, with randomness only from rng. */
  botMove(state: State, rng: RngState): { move: Move; rng: RngState };
}
