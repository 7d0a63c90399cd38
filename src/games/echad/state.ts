/** Echad's state, moves and options: plain readonly data, changed only by the engine's pure functions. */
import type { RngState } from '../../engine/rng';
import type { DealRecord } from '../../engine/score-sheet';
import type { Colour, EchadCard, LetterSplit } from './cards';

/** EC-A4: the text names no number of players; the deck serves 2 to 10 (10 × 7 = 70 dealt, 35 left). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
/** EC-09: seven cards each. */
export const HAND_SIZE = 7;
/** EC-31, EC-44: a Pick Up 3 or Wild Pick Up 3 makes the next player draw three. */
export const PICK_UP = 3;
/** EC-22: a missed Echad costs two cards. */
export const ECHAD_PENALTY = 2;

export interface EchadOptions {
  /** EC-A4: 2 to 10. Seat 0 is the learner; seats go clockwise (to each player's left). */
  readonly players: number;
  /** EC-30: the first to reach this many points wins the game. */
  readonly target: number;
  /** EC-47, EC-48: the agreed variant "keep drawing until a card fits". Off by default. */
  readonly drawUntilMatch: boolean;
  /** EC-A13: with two players a Change of Direction also skips the other player (Uno's rule). Off by default. */
  readonly reverseSkipsWithTwo: boolean;
  /** EC-A1: which letter appears once per colour. */
  readonly letterSplit: LetterSplit;
}

export const DEFAULT_OPTIONS: EchadOptions = {
  players: 4,
  target: 300,
  drawUntilMatch: false,
  reverseSkipsWithTwo: false,
  letterSplit: 'yud-once',
};

/**
 * The moves. A wild's colour is its own move, `choose-colour`, made by the same player right after
 * the wild: the first card of a round can be a wild that nobody played (EC-43, EC-46), and one move
 * serves all three moments a colour is chosen.
 */
export type EchadMove =
  /** Play a card from the hand. `echad` is the call said with it (EC-21): true only when it leaves one card. */
  | { readonly type: 'play'; readonly card: EchadCard; readonly echad: boolean }
  /** Draw from the pile: one card (EC-16, EC-18, EC-41, EC-48), or the three a Pick Up 3 demands (EC-31, EC-44). */
  | { readonly type: 'draw' }
  /** End the turn without playing the card just drawn (EC-17, EC-A11), or when nothing can be drawn (EC-A12). */
  | { readonly type: 'keep' }
  /** The colour after a Wild or Wild Pick Up 3 (EC-40, EC-43, EC-44, EC-46). */
  | { readonly type: 'choose-colour'; readonly colour: Colour }
  /** Any other seat calls out a player who went down to one card without saying Echad (EC-22). */
  | { readonly type: 'challenge'; readonly by: number };

/** Why the player to act must pick up three cards. */
export type PickUpCause = 'pick-up-3' | 'wild-pick-up-3' | 'first-pick-up-3' | 'first-wild-pick-up-3';
/** Why the player to act must choose a colour. */
export type ColourCause = 'wild' | 'wild-pick-up-3' | 'first-wild' | 'first-wild-pick-up-3';

/** Where the current player is within their turn. */
export type TurnStep =
  /** The start of a turn: play a matching card or draw (EC-13, EC-16, EC-18). */
  | { readonly kind: 'play' }
  /** A card was drawn: only it may be played (EC-16, EC-19); `declined` if a hand card could have been played (EC-18). */
  | { readonly kind: 'drawn'; readonly card: EchadCard; readonly declined: boolean }
  /** The turn is picking up three cards (EC-31, EC-33, EC-44, EC-46). */
  | { readonly kind: 'pick-up'; readonly cause: PickUpCause }
  /** A wild is on top and its colour must be chosen (EC-40, EC-43, EC-44, EC-46). */
  | { readonly kind: 'choose-colour'; readonly cause: ColourCause };

/**
 * The last "one card left" moment (EC-21…EC-23, EC-A3). A call-out is open from the play that left
 * `seat` with one card until the first action of the next turn (`turn` is the turn it was made in).
 */
export interface EchadCall {
  readonly seat: number;
  /** Whether the player said "Echad" with the card. */
  readonly said: boolean;
  readonly turn: number;
  /** False once the next turn has begun (EC-23). */
  readonly open: boolean;
}

export type RoundStatus = 'playing' | 'round-over' | 'game-over';

export interface EchadState {
  readonly options: EchadOptions;
  /** Hands by seat. */
  readonly hands: readonly (readonly EchadCard[])[];
  /** The draw pile, face down; the last card is the top, the next one drawn. */
  readonly pile: readonly EchadCard[];
  /** Face up; the last card is the top, the one to match. */
  readonly discard: readonly EchadCard[];
  /** The colour in force: the top card's, or the one chosen for a wild (EC-40, EC-A10); null while it is being chosen. */
  readonly colour: Colour | null;
  /** EC-A16: clockwise (to the left) unless a Change of Direction turned it (EC-34, EC-36). */
  readonly direction: 'cw' | 'ccw';
  readonly dealer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  readonly step: TurnStep;
  /** 1 for the first turn of a round; counts turns, not moves. */
  readonly turn: number;
  readonly echad: EchadCall | null;
  /** Whose turn ended last and how, to explain "your turn is over" (EC-15, EC-17, EC-31). */
  readonly previous: { readonly seat: number; readonly ended: 'play' | 'keep' | 'pick-up' } | null;
  /** The seat that was passed over when the turn last moved on (EC-37, EC-39, EC-A13). */
  readonly skipped: { readonly seat: number; readonly rule: 'EC-37' | 'EC-39' | 'EC-A13' } | null;
  readonly status: RoundStatus;
  /** 1 for the first round of the game. */
  readonly round: number;
  /** Game totals by seat (EC-25, EC-29). */
  readonly scores: readonly number[];
  /** What each seat scored in the round just finished, or null while a round is on. */
  readonly roundPoints: readonly number[] | null;
  /** The seat that went out in the round just finished (EC-24), or null. */
  readonly wentOut: number | null;
  /** Every finished round of the game, oldest first: the score sheet's rows (EC-25, EC-29). */
  readonly history: readonly DealRecord[];
  /** The generator for the next shuffle (EC-20 reshuffles, the next round). */
  readonly rng: RngState;
}

/**
 * A copy of the state with some fields changed. Written out field by field rather than as
 * `{ ...state, ...changes }`: every state then has the same shape, and whole games run more
 * than twice as fast. A field given as null is set to null; one left out keeps its value.
 */
export function revise(state: EchadState, changes: Partial<EchadState>): EchadState {
  const c = changes;
  return {
    options: c.options ?? state.options,
    hands: c.hands ?? state.hands,
    pile: c.pile ?? state.pile,
    discard: c.discard ?? state.discard,
    colour: c.colour !== undefined ? c.colour : state.colour,
    direction: c.direction ?? state.direction,
    dealer: c.dealer ?? state.dealer,
    current: c.current ?? state.current,
    step: c.step ?? state.step,
    turn: c.turn ?? state.turn,
    echad: c.echad !== undefined ? c.echad : state.echad,
    previous: c.previous !== undefined ? c.previous : state.previous,
    skipped: c.skipped !== undefined ? c.skipped : state.skipped,
    status: c.status ?? state.status,
    round: c.round ?? state.round,
    scores: c.scores ?? state.scores,
    roundPoints: c.roundPoints !== undefined ? c.roundPoints : state.roundPoints,
    wentOut: c.wentOut !== undefined ? c.wentOut : state.wentOut,
    history: c.history ?? state.history,
    rng: c.rng ?? state.rng,
  };
}
