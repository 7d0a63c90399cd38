/** Mezza's state, moves and options: plain readonly data, changed only by the engine's pure functions. */
import type { RngState } from '../../engine/rng';
import type { DealRecord } from '../../engine/score-sheet';
import type { CardsMove } from '../../engine/zones';
import type { DeckChoice, Kind, MezzaCard } from './cards';

/** MZ-A2: the text names no number; 2 to 6 leave a draw pile (68 − 9 × 6 = 14). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** MZ-03, MZ-05: three face-down, three face-up, three in hand; the hand is refilled to three (MZ-16). */
export const ROW = 3;

export interface MezzaOptions {
  /** MZ-A2: 2 to 6. Seat 0 is the learner; play goes clockwise, to the next seat (MZ-11). */
  readonly players: number;
  /** MZ-A1: the 68-card deck, or MZ-64: the short one without 3s, 6s and 9s. */
  readonly deck: DeckChoice;
  /** MZ-A3: may a 9½ go on a 9½? On by default; off is the literal reading of MZ-52. */
  readonly nineHalfOnNineHalf: boolean;
  /** MZ-A14: a match is this many games, each ranked by finishing places. */
  readonly games: number;
}

export const DEFAULT_OPTIONS: MezzaOptions = { players: 4, deck: 'full', nineHalfOnNineHalf: true, games: 1 };

export type MezzaZone = 'hand' | 'face-up';

export type MezzaMove =
  /** MZ-07: before play, a hand card changes places with one of the same seat's face-up cards. */
  | { readonly type: 'swap'; readonly seat: number; readonly hand: MezzaCard; readonly faceUp: MezzaCard }
  /** MZ-07: the seat has swapped what it wanted and is ready to play. */
  | { readonly type: 'ready'; readonly seat: number }
  /** MZ-13, MZ-24: one or more cards of one kind from the hand or the face-up cards. */
  | ({ readonly type: 'play' } & CardsMove<MezzaCard, MezzaZone>)
  /** MZ-28: one face-down card, chosen blind by its place. */
  | { readonly type: 'blind'; readonly at: number }
  /** MZ-18: take the whole pile into the hand. */
  | { readonly type: 'pick-up' }
  /** MZ-16: refill the hand to three from the draw pile. */
  | { readonly type: 'draw' }
  /** MZ-61, MZ-63: add cards of the kind just played: refill cards, or face-up cards after the last hand card. */
  | ({ readonly type: 'quick' } & CardsMove<MezzaCard, MezzaZone>)
  /** MZ-39, MZ-A5: a ½ played out of turn on a 3½, 6½ or 9½. */
  | ({ readonly type: 'snatch'; readonly seat: number } & CardsMove<MezzaCard, MezzaZone>)
  /** MZ-21, MZ-A12: let a snatch or a quick play go. */
  | { readonly type: 'decline'; readonly seat: number };

/** What a play leads to once the player has refilled: a burn, or the next turn with its effects. */
export interface Outcome {
  /** MZ-53, MZ-56: the pile is set aside, by a 10 or by four of a kind. */
  readonly burn: 'ten' | 'four' | null;
  /** The seat whose turn comes next (after a burn, the burner again, MZ-54, MZ-58). */
  readonly next: number;
  /** MZ-48: the next player must play 4 or lower. */
  readonly demand: boolean;
  /** MZ-50: the seat a 7 passed over. */
  readonly skipped: number | null;
  /** The kind just played, for a quick play (MZ-61) or face-up cards after the last hand card (MZ-63). */
  readonly kind: Kind;
  readonly from: MezzaZone | 'face-down';
}

export type MezzaStep =
  /** MZ-07: the seats swap and say they are ready. */
  | { readonly kind: 'swap'; readonly ready: readonly boolean[] }
  /** MZ-08, MZ-A11: the holder of the lowest hand card opens the pile with it. */
  | { readonly kind: 'start' }
  /** The current player's turn. */
  | { readonly kind: 'play' }
  /** MZ-16: `seat` refills to three before play goes on; `outcome` is what its play leads to. */
  | { readonly kind: 'refill'; readonly seat: number; readonly outcome: Outcome }
  /** MZ-61, MZ-63, MZ-A12: `seat` may add these cards of `of`, until the next player plays (MZ-62). */
  | {
      readonly kind: 'quick';
      readonly seat: number;
      readonly of: Kind;
      readonly cards: readonly number[];
      readonly from: MezzaZone;
    }
  /** MZ-39, MZ-A5: the half `by` played may be snatched by these seats, until the next player plays. */
  | { readonly kind: 'snatch'; readonly by: number; readonly seats: readonly number[] };

/** The play step, one object for every state in it: it holds nothing of its own, and every move made one. */
export const PLAY_STEP: MezzaStep = { kind: 'play' };

/** What just happened that the table shows: a burn, a pick-up, a skipped player. */
export type TableEvent =
  | { readonly kind: 'burn'; readonly seat: number; readonly cause: 'ten' | 'four' }
  | { readonly kind: 'pick-up'; readonly seat: number }
  | { readonly kind: 'skip'; readonly seat: number }
  /** MZ-A16: `seat`'s pick-up brought the same position round a third time, so the game ended. */
  | { readonly kind: 'circle'; readonly seat: number };

export type GameStatus = 'playing' | 'deal-over' | 'match-over';

export interface MezzaState {
  readonly options: MezzaOptions;
  /** By seat. */
  readonly hands: readonly (readonly MezzaCard[])[];
  readonly faceUp: readonly (readonly MezzaCard[])[];
  /** MZ-04: nobody sees these, their owner included. */
  readonly faceDown: readonly (readonly MezzaCard[])[];
  /** The draw pile (Nachziehstapel); the last card is drawn first. */
  readonly drawPile: readonly MezzaCard[];
  /** The discard pile (Ablagestapel), bottom first, the top card last. */
  readonly pile: readonly MezzaCard[];
  /** Cards set aside by burns (MZ-53, MZ-56). */
  readonly burnt: readonly MezzaCard[];
  readonly dealer: number;
  /** The seat whose turn it is (or comes once a window closes). */
  readonly current: number;
  readonly step: MezzaStep;
  /** MZ-48, MZ-A6: the current player must play 4 or lower. */
  readonly demand: boolean;
  readonly event: TableEvent | null;
  /** Seats rid of all their cards, in finishing order (MZ-32). */
  readonly finished: readonly number[];
  /**
   * MZ-A16: every position met right after a pick-up with the draw pile empty, hashed (the hash
   * names no card, so it may be in every seat's view). A position met a third time ends the game.
   */
  readonly pickUpPositions: readonly number[];
  readonly status: GameStatus;
  /** 1 for the first game of the match. */
  readonly game: number;
  /** Total places by seat (MZ-A14). */
  readonly scores: readonly number[];
  /** Every finished game: each seat's place, and the winner (MZ-A14). */
  readonly history: readonly DealRecord[];
  readonly rng: RngState;
}

/** A state's fields, writable: only ever a fresh copy from copyState, changed before it is returned. */
export type MezzaDraft = { -readonly [K in keyof MezzaState]: MezzaState[K] };

/**
 * A shallow copy of the state (the arrays are shared, not copied), to change a few fields of. Every
 * state the engine makes comes from this one object literal, so all states share one hidden class.
 * Object spreads ({ ...state, step }) made a new one for each set of changed fields, and every
 * function reading a state became megamorphic: a spread then cost about 1 µs.
 */
export function copyState(s: MezzaState): MezzaDraft {
  return {
    options: s.options,
    hands: s.hands,
    faceUp: s.faceUp,
    faceDown: s.faceDown,
    drawPile: s.drawPile,
    pile: s.pile,
    burnt: s.burnt,
    dealer: s.dealer,
    current: s.current,
    step: s.step,
    demand: s.demand,
    event: s.event,
    finished: s.finished,
    pickUpPositions: s.pickUpPositions,
    status: s.status,
    game: s.game,
    scores: s.scores,
    history: s.history,
    rng: s.rng,
  };
}

/**
 * The state as a card of the turn just played meets the pile (a quick play, MZ-61, MZ-63): the
 * "4 or lower" demand that turn left is the next player's (MZ-48), so it is set aside here.
 */
export function withoutDemand(s: MezzaState): MezzaState {
  if (!s.demand) return s;
  const draft = copyState(s);
  draft.demand = false;
  return draft;
}
