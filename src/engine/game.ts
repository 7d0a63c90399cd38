/**
 * The shape every game's engine has, so that machines, widgets, bots, lesson validation, property
 * tests and benchmarks are written once for all games. Every function is pure: state in, new state
 * (or a verdict) out. The types it uses for who may act, teams, zones and score sheets are in
 * actors.ts, teams.ts, zones.ts and score-sheet.ts beside this file.
 */
import type { Actor } from './actors';
import type { RngState } from './rng';
import type { ScoreSheet } from './score-sheet';
import type { Teams } from './teams';
import type { Verdict } from './verdict';

/** Where a match stands: a deal (or round) is being played, one is over and scored, or the match is over. */
export type MatchProgress = 'playing' | 'deal-over' | 'match-over';

export interface GameEngine<State, Move, Options, RuleId extends string> {
  /** A new match dealt from a seed: its first deal, ready to play. */
  setup(options: Options, seed: number | string): State;
  /** Is this move allowed now, and by which rule? Never throws for a well-formed move. */
  check(state: State, move: Move): Verdict<RuleId>;
  /** The state after an allowed move. Throws if check refuses the move: callers check first. */
  apply(state: State, move: Move): State;
  /** Every allowed move of the seat whose turn it is (or who owes a decision), in a stable order. */
  legalMoves(state: State): Move[];
  /**
   * The seat's every allowed move now, including moves out of turn in an open window (a call-out,
   * a snatch). For a seat that may not act, none.
   */
  movesOf(state: State, seat: number): Move[];
  /** Is it this seat's turn? The first layer of legality, before the game's own rules. */
  turnCheck(state: State, seat: number): Verdict<RuleId>;
  /**
   * Who may act now, and in what capacity: the seat whose turn it is, a seat that owes a decision
   * only it makes, and every seat that may use an open window out of turn. Empty when nobody may
   * act (the deal or the match is over).
   */
  actors(state: State): readonly Actor<RuleId>[];
  /**
   * The seat that makes this move: the seat a move made out of turn names (the caller of a
   * call-out, a snatcher), else the seat whose turn it is or who owes a decision (null when
   * nobody does). check judges a move as this seat's; the session answers an attempt by any
   * other seat with turnCheck.
   */
  moverOf(state: State, move: Move): number | null;
  /** The seat whose turn it is or who owes a decision, or null when nobody does. */
  toAct(state: State): number | null;
  /**
   * The state as this seat sees it at a real table: its own cards and every face-up card as they
   * are, and every card it cannot see (other hands, face-down cards, the stock) replaced, in place,
   * by the unseen cards in a fixed order (see view.ts). The result is a state of the same game, so
   * the engine can reason on it, and two states that differ only in what the seat cannot see give
   * the same view. Bots decide from their own view; pass-the-device screens, the inspector and
   * saved or shared data get a view, never the hidden cards.
   */
  view(state: State, seat: number): State;
  /**
   * Does this allowed move show, in the move or in its verdict, something only its own player
   * sees: a card drawn, a drawn card kept, whether the hand held a match? The other seats are then
   * told only what the table saw (the game's MoveWords `seen`: "Player 2 drew a card"), never the
   * move's verdict. A refused attempt names a card of its player's hand and is never shown to them.
   */
  secretMove(move: Move, verdict: Verdict<RuleId>): boolean;
  /** The partnerships: which team each seat is on (a team of one per seat in games without teams). */
  teams(state: State): Teams;
  /** Where the match stands. */
  progress(state: State): MatchProgress;
  /** After a deal is scored ('deal-over'): the next deal, dealt by the next dealer. */
  nextDeal(state: State): State;
  /**
   * The score sheet so far: one row per finished deal, one column per team, and the totals; its
   * seats named by nameOf where given (on a shared screen "Player 1", not "You").
   */
  scoreSheet(state: State, nameOf?: (seat: number) => string): ScoreSheet;
  /**
   * A computer player's choice among movesOf(state, seat), with randomness only from rng. It is
   * given the seat's own view of the state (view(state, seat)), never the hidden cards.
   */
  botMove(state: State, seat: number, rng: RngState): { move: Move; rng: RngState };
}
