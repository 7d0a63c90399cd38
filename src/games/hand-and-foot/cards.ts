/**
 * Hand and Foot's cards (HF-01): six French packs with their jokers, 324 cards. Only ranks count
 * (HF-15: no runs), except that a 3 is red or black (HF-40, HF-41). Jokers and 2s are wild (HF-34),
 * 3s can never be melded (HF-35), books are made of 4s to aces (HF-36).
 */
import {
  type Rank,
  type Suit,
  RANKS,
  SUITS,
  SUIT_IS_RED,
  rankWords,
} from '../../engine/french-deck';

export const PACKS = 6;
export const PACK_SIZE = 54;
export const DECK_SIZE = PACKS * PACK_SIZE;

export interface HfCard {
  /** Fixed: the pack × 54, then suit × 13 + rank − 2; 52 and 53 are the pack's jokers. */
  readonly id: number;
  /** Null for a joker, which has neither suit nor rank. */
  readonly suit: Suit | null;
  readonly rank: Rank | null;
}

export const isJoker = (c: HfCard): boolean => c.suit === null;
/** HF-34: jokers and 2s are wild. */
export const isWild = (c: HfCard): boolean => c.suit === null || c.rank === 2;
export const isThree = (c: HfCard): boolean => c.rank === 3;
export const isRedThree = (c: HfCard): boolean => c.rank === 3 && c.suit !== null && SUIT_IS_RED[c.suit];
/** HF-36: a natural card of a rank books are made of, 4 to ace. */
export const isMeldable = (c: HfCard): boolean => c.rank !== null && c.rank >= 4;

/** HF-46: the club's card values; a red 3 is −300 (HF-40), a black 3 nothing (HF-41). */
export function cardValue(c: HfCard): number {
  if (c.rank === null) return 50;
  if (c.rank === 3) return isRedThree(c) ? -300 : 0;
  if (c.rank === 2 || c.rank === 14) return 20;
  if (c.rank >= 9) return 10;
  return 5;
}

function makeCard(pack: number, i: number): HfCard {
  const id = pack * PACK_SIZE + i;
  if (i >= 52) return { id, suit: null, rank: null };
  return { id, suit: SUITS[Math.floor(i / 13)] as Suit, rank: RANKS[i % 13] as Rank };
}

/** All 324 cards, by id (HF-01). */
export function allCards(): HfCard[] {
  return Array.from({ length: DECK_SIZE }, (_, id) => makeCard(Math.floor(id / PACK_SIZE), id % PACK_SIZE));
}

export const cardOrder = (a: HfCard, b: HfCard): number => a.id - b.id;

/** A rank in the plural, for melds: "7s", "jacks", "aces". */
export function rankPlural(rank: number): string {
  return `${rankWords(rank)}s`;
}

/** Two cards with the same face (any pack). */
export const sameFace = (a: HfCard, b: HfCard): boolean => a.suit === b.suit && a.rank === b.rank;

/** Words, written form and reading of a face, as for every pack played with its jokers. */
export { faceText as cardText, faceWords as cardWords, parseJokerFace as parseFace, rankWords } from '../../engine/french-deck';
