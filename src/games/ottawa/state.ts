/** Ottawa's state, moves and options: plain readonly data, changed only by the engine's pure functions. */
import type { Card } from '../../engine/french-deck';
import type { RngState } from '../../engine/rng';
import type { DealRecord } from '../../engine/score-sheet';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 7;

/** OT-06: the players agree before the first deal how long the match lasts. */
export type MatchEnd =
  | { readonly kind: 'points'; readonly limit: number }
  | { readonly kind: 'deals'; readonly count: number };

export interface OttawaOptions {
  /** OT-03: 2 to 7. Seat 0 is the learner; seats go clockwise (to each player's left). */
  readonly players: number;
  readonly matchEnd: MatchEnd;
  /** OT-A8: 'penalty' (each player is charged their own cards, lowest total wins) or the 'credit' house rule. */
  readonly scoring: 'penalty' | 'credit';
  /** OT-A1: after a whole round of passes without drawing, the next player must draw. On by default. */
  readonly forcedDraw: boolean;
  /**
   * OT-A12: after a whole round of passes without drawing, the next player turns the top card of the
   * stock face up onto the discard pile instead of taking it (whatever forcedDraw says). On by
   * default: a forced draw puts a card into a hand for most stalls, and deals then last several times
   * longer (deal-length.ts, which the setup form quotes).
   */
  readonly turnUp: boolean;
}

export const DEFAULT_OPTIONS: OttawaOptions = {
  players: 4,
  matchEnd: { kind: 'points', limit: 100 },
  scoring: 'penalty',
  forcedDraw: true,
  turnUp: true,
};

export type OttawaMove =
  | { readonly type: 'draw' }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'pass' };

export type DealStatus = 'playing' | 'deal-over' | 'match-over';

export interface OttawaState {
  readonly options: OttawaOptions;
  /** Hands by seat. */
  readonly hands: readonly (readonly Card[])[];
  /** Face down; the last card is the top, the next one drawn. */
  readonly stock: readonly Card[];
  /** Face up; the last card is the top, the one to match. */
  readonly discard: readonly Card[];
  readonly dealer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** Whether the current player has already taken their one optional card this turn (OT-16, OT-A1). */
  readonly drewThisTurn: boolean;
  /** Turns in a row that ended with neither a draw nor a discard (the OT-A1 guard counts them). */
  readonly quietTurns: number;
  /** The seat whose turn just ended with a card played, so a second card from it is explained by OT-A5. */
  readonly justPlayed: number | null;
  readonly status: DealStatus;
  /** 1 for the first deal of the match. */
  readonly deal: number;
  /** Match totals by seat (OT-23, OT-A8). */
  readonly scores: readonly number[];
  /** What each seat scored in the deal just finished, or null while a deal is on. */
  readonly dealPoints: readonly number[] | null;
  /** The seat that went out in the deal just finished (OT-22), or null. */
  readonly wentOut: number | null;
  /** Every finished deal of the match, oldest first: the score sheet's rows (OT-23, OT-A8). */
  readonly history: readonly DealRecord[];
  /** The generator for the next shuffle (OT-21 reshuffles, the next deal). */
  readonly rng: RngState;
}
