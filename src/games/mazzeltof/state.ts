/**
 * MazzelTof's state, moves and options: plain readonly data, changed only by the engine's pure
 * functions. Seats are numbered in turn order (MT-23, MT-A7): with four players A, C, B, D, so the
 * red team (team 0, red backs) holds seats 0 and 2 and the blue team (team 1) seats 1 and 3; with
 * two players seat 0 is red and seat 1 blue, each a team of one (MT-48…MT-50). A seat's team is
 * always seat % 2.
 */
import type { RngState } from '../../engine/rng';
import type { DealRecord } from '../../engine/score-sheet';
import type { CardsMove, ZoneRef } from '../../engine/zones';
import type { MtCard } from './cards';

/** MT-02: two or four players. */
export const PLAYER_COUNTS: readonly number[] = [2, 4];
/** MT-07, MT-A5: the bottom six cards of a draw pile are never drawn into the hand. */
export const LAST_SIX = 6;
/** MT-28, MT-A15: open cards per player before the last six. */
export const OPEN_LIMIT = 5;

export interface MtOptions {
  /** MT-02: 2 or 4. Seat 0 is the learner. */
  readonly players: number;
  /** A match is this many games; each is won by one team (MT-47), and the most games won wins the match. */
  readonly games: number;
}

export const DEFAULT_OPTIONS: MtOptions = { players: 4, games: 1 };

/** The three shared piles, in their places on the table (MT-12). */
export const PILES = ['red', 'mixed', 'black'] as const;
export type PileName = (typeof PILES)[number];

/** Where a played card comes from: the hand, a team member's open cards, or the team's revealed draw pile (MT-38). */
export type MtZone = 'hand' | 'open' | 'revealed';

export type MtMove =
  /** MT-21, MT-22, MT-32: the refill that opens a turn. */
  | { readonly type: 'draw' }
  /** MT-34, MT-A14: five (seven) new cards once the hand has run out, if the player wants them. */
  | { readonly type: 'refill' }
  /** MT-24, MT-27, MT-38: one card onto a pile, from the hand, the team's open cards or the revealed draw pile. */
  | ({ readonly type: 'play'; readonly pile: PileName } & CardsMove<MtCard, MtZone>)
  /** MT-26, MT-29: the hand card that ends the turn, to the open cards or face down as a penalty card. */
  | { readonly type: 'pass'; readonly card: MtCard }
  /** MT-38, MT-A5: in the last six, the revealed card laid among the open cards; this is the turn's pass. */
  | { readonly type: 'lay' }
  /** MT-A3: the hand is empty, so the turn ends without a pass. */
  | { readonly type: 'end' }
  /** MT-44: a skipped player cancels the skip with a joker from the hand. */
  | { readonly type: 'cancel-skip' }
  /** MT-43, MT-A13: a skipped player who holds a joker sits the turn out all the same. */
  | { readonly type: 'sit-out' };

export type MtStep =
  /** MT-44, MT-A13: the player to act has the pawn and a joker in hand, and chooses. */
  | { readonly kind: 'skip' }
  /** MT-21, MT-22, MT-32, MT-33: the turn opens with the compulsory draw of `count` cards. */
  | { readonly kind: 'draw'; readonly count: number }
  /** Plays, then the pass. */
  | { readonly kind: 'play' };

/** What the current turn has done so far that a rule looks back on. */
export interface TurnFlags {
  /** MT-40, MT-42, MT-A12: a 10, or a wild standing as a 10, was played: the next player skips. */
  readonly ten: boolean;
  /** MT-46, MT-A13: the skip was cancelled, and a joker from the hand must still go on a pile. */
  readonly oweJoker: boolean;
  /** MT-38, MT-A5: the revealed card of this turn has been handled. */
  readonly handled: boolean;
}

export const FRESH_TURN: TurnFlags = { ten: false, oweJoker: false, handled: false };

/** What just happened that the table shows. */
export type TableEvent =
  /** MT-43, MT-A13: `seat` sat out its turn and the pawn was taken off. */
  | { readonly kind: 'skipped'; readonly seat: number }
  /** MT-37: `team` reached its last six: the six and its penalty cards are face up. */
  | { readonly kind: 'revealed'; readonly team: number }
  /** MT-35: `seat`'s ace completed `pile`, which was removed. */
  | { readonly kind: 'completed'; readonly seat: number; readonly pile: PileName };

/** MT-06, MT-A8: one round of blind cards, a card per seat that took part, in seat order. */
export interface BlindRound {
  readonly seats: readonly number[];
  readonly cards: readonly MtCard[];
}

export type GameStatus = 'playing' | 'deal-over' | 'match-over';

export interface MtState {
  readonly options: MtOptions;
  /** By seat: hidden from the others. */
  readonly hands: readonly (readonly MtCard[])[];
  /** By seat, face up; every member of the seat's team may play them (MT-27). */
  readonly open: readonly (readonly MtCard[])[];
  /**
   * By team, the last card on top (drawn or handled first). Its bottom six are the marked last six
   * (MT-07): index 5 is the card turned face up as the marker. Once `revealed`, every card is face up.
   */
  readonly draw: readonly (readonly MtCard[])[];
  /** By team: the face-down penalty stack (MT-29, MT-A4), joined to the draw pile at the last six (MT-31). */
  readonly penalty: readonly (readonly MtCard[])[];
  /** By team: has the draw pile reached its last six, turned face up (MT-37)? */
  readonly revealed: readonly boolean[];
  /** The red, mixed and black piles, bottom first; an empty pile is an open slot after an ace (MT-36). */
  readonly piles: readonly (readonly MtCard[])[];
  /** Completed piles, taken off the table (MT-35). */
  readonly removed: readonly MtCard[];
  /** The seat whose turn it is. */
  readonly current: number;
  readonly step: MtStep;
  readonly flags: TurnFlags;
  /** MT-43: the seat the red pawn stands before, or null. */
  readonly pawn: number | null;
  /** By seat: has it had its first turn (MT-21, MT-22, MT-A1)? */
  readonly started: readonly boolean[];
  /** MT-06, MT-A8: the blind cards turned to choose the starting player, round by round. */
  readonly blind: readonly BlindRound[];
  /** The seat that started this game. */
  readonly starter: number;
  readonly event: TableEvent | null;
  /** MT-47: the team that played through its draw pile, once the game is over. */
  readonly winner: number | null;
  readonly status: GameStatus;
  /** 1 for the first game of the match. */
  readonly game: number;
  /** Games won, by team. */
  readonly scores: readonly number[];
  readonly history: readonly DealRecord[];
  readonly rng: RngState;
}

export type { ZoneRef };

/** A state's fields, writable: only ever a fresh copy from copyState, changed before it is returned. */
export type MtDraft = { -readonly [K in keyof MtState]: MtState[K] };

/**
 * A shallow copy of the state (the arrays are shared, not copied), to change a few fields of. Every
 * state the engine makes comes from this one object literal, so all states share one hidden class.
 * Object spreads ({ ...state, step }) made a new one for each set of changed fields, and every
 * function reading a state became megamorphic: a spread then cost over 1 µs.
 */
export function copyState(s: MtState): MtDraft {
  return {
    options: s.options,
    hands: s.hands,
    open: s.open,
    draw: s.draw,
    penalty: s.penalty,
    revealed: s.revealed,
    piles: s.piles,
    removed: s.removed,
    current: s.current,
    step: s.step,
    flags: s.flags,
    pawn: s.pawn,
    started: s.started,
    blind: s.blind,
    starter: s.starter,
    event: s.event,
    winner: s.winner,
    status: s.status,
    game: s.game,
    scores: s.scores,
    history: s.history,
    rng: s.rng,
  };
}
