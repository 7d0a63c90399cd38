/**
 * Hand and Foot's state, moves and options: plain readonly data, changed only by the engine's pure
 * functions. These are the house rules of one club (HF-01…HF-46, rulings HF-A1…HF-A17).
 *
 * Seats are numbered clockwise, in turn order (HF-A1); partners sit alternately, so a seat's
 * partnership is always seat % 2: with four players seats 0 and 2 against 1 and 3, with six
 * 0, 2, 4 against 1, 3, 5 (HF-02). Seat 0 is the learner. "Left" is the next seat, seat + 1, the way
 * packets are passed (HF-05) and play goes (HF-A1).
 */
import type { RngState } from '../../engine/rng';
import type { DealRecord } from '../../engine/score-sheet';
import type { HfCard } from './cards';

/** HF-02: four players, two against two, or six, three against three. */
export const PLAYER_COUNTS: readonly number[] = [4, 6];
/** HF-04: the cards left after the deal go to the centre as two or four draw piles. */
export const PILE_COUNTS: readonly number[] = [2, 4];
/** HF-03: each player deals two packets of this many cards. */
export const PACKET_SIZE = 11;
/** HF-20, HF-A6: the discard pickup takes this many cards from the top (all, if fewer). */
export const PICKUP_SIZE = 7;
/** HF-30: a meld of this many cards is a complete book. */
export const BOOK_SIZE = 7;
/** HF-32: books of each colour a partnership needs before one of its players may go out. */
export const BOOKS_TO_GO_OUT = 3;
/** HF-17: the first lay-down's minimum in deals 1, 2, 3 and 4 (HF-45: a match is four deals). */
export const MELD_MINIMUMS: readonly number[] = [50, 90, 120, 150];

/** The club's house-rule switches, each a ruling that is marked as one in the catalogue. */
export interface HfHouseRules {
  /** HF-A2: false (the club's reading): the owner of the cards starts every deal; true: the first seat moves one to the left each deal. */
  readonly ownerRotates: boolean;
  /** HF-A9: false (the club's reading): no cap beyond "four naturals before a second wild"; true: a meld must always hold fewer wilds than naturals. */
  readonly wildsBelowNaturals: boolean;
}

export const CLUB_HOUSE_RULES: HfHouseRules = { ownerRotates: false, wildsBelowNaturals: false };

export interface HfOptions {
  /** HF-02: 4 or 6. */
  readonly players: number;
  /** HF-04: 2 or 4 draw piles. */
  readonly piles: number;
  /** HF-45: a match is four deals; a shorter match plays the first deals only, with their minimums. */
  readonly deals: number;
  /** HF-06, HF-07: the owner of the cards, who starts and rules on questions. */
  readonly owner: number;
  readonly houseRules: HfHouseRules;
}

export const DEFAULT_OPTIONS: HfOptions = { players: 4, piles: 2, deals: 4, owner: 0, houseRules: CLUB_HOUSE_RULES };

/**
 * A meld on the table. It belongs to the partnership (HF-A17): either partner adds to it, never an
 * opponent. Its colour is worked out from its cards (see melds.ts): red while it holds no wild
 * (HF-26), black once it holds one (HF-27, HF-29); a book once it holds seven cards (HF-30).
 */
export interface Meld {
  /** HF-36: 4 to 14 (ace); every natural card in it has this rank. */
  readonly rank: number;
  /** In the order they were laid down. */
  readonly cards: readonly HfCard[];
}

/**
 * One group of cards laid down in a move: a new meld of `cards` (`to` null), or cards added to the
 * partnership's meld at index `to` of its melds.
 */
export interface MeldGroup {
  readonly cards: readonly HfCard[];
  readonly to: number | null;
}

export type HfMove =
  /** HF-08, HF-09: at the deal, a player picks one of the two packets received as the hand; the other is the foot. */
  | { readonly type: 'choose'; readonly seat: number; readonly packet: 0 | 1 }
  /**
   * HF-11, HF-12, HF-A4: the draw that opens a turn, one card from each of two draw piles (by index).
   * The same pile twice only when it is the one pile with cards left.
   */
  | { readonly type: 'draw'; readonly piles: readonly [number, number] }
  /**
   * HF-20…HF-23, HF-A5…HF-A8: instead of drawing, take the top seven discards with a natural pair
   * of the top card's rank from the hand, melded at once with the top card: onto the meld `to`, or
   * with `to` null where the rules put them, the partnership's unfinished meld of that rank if it
   * has one, else a new meld (HF-A8, HF-A11). Before the partnership has laid down,
   * `melds` are the further groups from the hand that make up the first lay-down's minimum (HF-A7).
   */
  | {
      readonly type: 'pickup';
      readonly pair: readonly [HfCard, HfCard];
      readonly to: number | null;
      readonly melds: readonly MeldGroup[];
    }
  /**
   * HF-14…HF-16, HF-26…HF-31: lay down new melds and add to the partnership's melds. The
   * partnership's first lay-down of a deal is one such move, reaching the minimum (HF-16, HF-A15).
   */
  | { readonly type: 'meld'; readonly groups: readonly MeldGroup[] }
  /** HF-13, HF-24, HF-25: the discard that ends the turn (and may go out, HF-A13). */
  | { readonly type: 'discard'; readonly card: HfCard };

export type HfStep =
  /** HF-08: the players still to pick their hand, by seat. Each owes that decision; the others wait. */
  | { readonly kind: 'choose'; readonly waiting: readonly number[] }
  /** HF-11, HF-20: the turn opens with the draw of two, or the discard pickup. */
  | { readonly kind: 'draw' }
  /** HF-14…: melds, then the discard. */
  | { readonly kind: 'play' };

/** What the current turn has done so far that a rule looks back on. */
export interface TurnFlags {
  /** HF-A15: the card values this player laid down this turn (for the first lay-down's minimum). */
  readonly laid: number;
}

export const FRESH_TURN: TurnFlags = { laid: 0 };

/** What just happened that the table shows. */
export type TableEvent =
  /** HF-18, HF-A12: `seat` played out its hand and picked up its foot; `walk` when the hand ran out by the discard. */
  | { readonly kind: 'foot'; readonly seat: number; readonly walk: boolean }
  /** HF-32, HF-43, HF-A13: `seat` went out, ending the deal. */
  | { readonly kind: 'out'; readonly seat: number }
  /** HF-A4: the draw piles ran out: `seat` could not draw two, and the deal ended. */
  | { readonly kind: 'piles-out'; readonly seat: number };

export type DealStatus = 'playing' | 'deal-over' | 'match-over';

/** A finished deal's score by partnership, in the parts the club's sheet shows (HF-37…HF-44). */
export interface HfDealScore {
  /** HF-37, HF-38: 500 per red book, 300 per black book. */
  readonly books: readonly number[];
  /** HF-39: the card values of every card in the partnership's melds. */
  readonly melds: readonly number[];
  /** HF-40…HF-42, HF-44, HF-A14: the card values left in the partnership's hands and feet, taken off (a negative number). */
  readonly left: readonly number[];
}

export interface HfDealRecord extends DealRecord {
  readonly parts: HfDealScore;
  /** HF-A4: the deal ended because the draw piles ran out, not by going out. */
  readonly pilesOut: boolean;
}

export interface HfState {
  readonly options: HfOptions;
  /** 1 for the first deal of the match (HF-17's minimum is MELD_MINIMUMS[deal - 1]). */
  readonly deal: number;
  /**
   * HF-03, HF-05: by seat, the two packets received from the seat on the right, until the seat has
   * chosen its hand (then null).
   */
  readonly packets: readonly (readonly [readonly HfCard[], readonly HfCard[]] | null)[];
  /** By seat: the cards in hand, seen by their holder only. Once the foot is picked up, the foot's cards are here. */
  readonly hands: readonly (readonly HfCard[])[];
  /** By seat: the foot, face down, seen by no one, in plain sight (HF-09, HF-10); empty once picked up. */
  readonly feet: readonly (readonly HfCard[])[];
  /** By seat: is the seat playing from its foot (HF-18)? */
  readonly inFoot: readonly boolean[];
  /** HF-04: the draw piles, face down, top card last. */
  readonly piles: readonly (readonly HfCard[])[];
  /** HF-13, HF-A3: the discard pile, top card last; only the top card is seen (HF-19). */
  readonly discard: readonly HfCard[];
  /** By partnership: its melds, in the order they were started. */
  readonly melds: readonly (readonly Meld[])[];
  /** By partnership: has it made its first lay-down this deal (HF-16)? */
  readonly opened: readonly boolean[];
  /** The seat whose turn it is (in the choose step, the seat that will start). */
  readonly current: number;
  readonly step: HfStep;
  readonly flags: TurnFlags;
  readonly event: TableEvent | null;
  readonly status: DealStatus;
  /** Finished deals, oldest first. */
  readonly history: readonly HfDealRecord[];
  /** Match totals by partnership. */
  readonly scores: readonly number[];
  readonly rng: RngState;
}
