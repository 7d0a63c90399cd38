/**
 * The standard 52-card French-suited pack: suits, ranks, names for people and
 * for screen readers, and the short written form used in positions ("♥7").
 */

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks as numbers so that "next rank" is plain arithmetic: 11 jack, 12 queen, 13 king, 14 ace. */
export const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const SUIT_NAME: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
/** Red suits are drawn red; the symbol and the name always say the suit too, so colour is never the only signal. */
export const SUIT_IS_RED: Readonly<Record<Suit, boolean>> = { S: false, H: true, D: true, C: false };

const RANK_LABEL: Readonly<Record<Rank, string>> = {
  2: '2',
  3: '3',
  4: '4',
  5: '5',
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'J',
  12: 'Q',
  13: 'K',
  14: 'A',
};
const RANK_NAME: Readonly<Record<Rank, string>> = {
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'jack',
  12: 'queen',
  13: 'king',
  14: 'ace',
};

export function card(suit: Suit, rank: Rank): Card {
  return { suit, rank };
}

/** The 52 cards in a fixed order (by suit, then rank). */
export function fullDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => card(suit, rank)));
}

export function rankLabel(rank: Rank): string {
  return RANK_LABEL[rank];
}

export function rankName(rank: Rank): string {
  return RANK_NAME[rank];
}

/** Short form, as written in positions and verdicts: "♥7", "♠10", "♣A". */
export function cardLabel(c: Card): string {
  return SUIT_SYMBOL[c.suit] + RANK_LABEL[c.rank];
}

/** Spoken form for screen readers and plain text: "seven of hearts". */
export function cardName(c: Card): string {
  return `${RANK_NAME[c.rank]} of ${SUIT_NAME[c.suit]}`;
}

export function sameCard(a: Card, b: Card): boolean {
  return a.suit === b.suit && a.rank === b.rank;
}

/** A stable key for lists and sets: "H7", "S14". */
export function cardKey(c: Card): string {
  return c.suit + c.rank;
}

const SUIT_FROM_TEXT: Readonly<Record<string, Suit>> = {
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
  '♤': 'S',
  '♡': 'H',
  '♢': 'D',
  '♧': 'C',
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  s: 'S',
  h: 'H',
  d: 'D',
  c: 'C',
};
const RANK_FROM_TEXT: Readonly<Record<string, Rank>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
  j: 11,
  q: 12,
  k: 13,
  a: 14,
};

/**
 * Reads one card in short form: a suit sign or letter, then the rank ("♥7", "h7", "S10", "♣A").
 * Returns a message instead of a card when the text is not a card.
 */
export function parseCard(text: string): Card | { error: string } {
  const suit = SUIT_FROM_TEXT[text.charAt(0)];
  const rank = RANK_FROM_TEXT[text.slice(1)];
  if (suit === undefined) {
    return { error: `"${text}" is not a card: it should start with a suit (♠ ♥ ♦ ♣, or S H D C)` };
  }
  if (rank === undefined) {
    return { error: `"${text}" is not a card: after the suit comes a rank (2–10, J, Q, K or A)` };
  }
  return card(suit, rank);
}

/** A face of a pack played with its jokers: a joker has neither suit nor rank. */
export interface JokerFace {
  readonly suit: Suit | null;
  readonly rank: Rank | null;
}

const RANK_WORD: Readonly<Partial<Record<number, string>>> = { 11: 'jack', 12: 'queen', 13: 'king', 14: 'ace' };

/** A rank as a learner reads it in a verdict: "7", "10", "jack", "ace". */
export function rankWords(rank: number): string {
  return RANK_WORD[rank] ?? String(rank);
}

/** A face in words, the same everywhere: "7 of hearts", "ace of spades", "joker". */
export function faceWords(c: JokerFace): string {
  if (c.suit === null || c.rank === null) return 'joker';
  return `${rankWords(c.rank)} of ${SUIT_NAME[c.suit]}`;
}

/** The short written form of positions and moves: "♥7", "♠10", "♣A", and "*" for a joker. */
export function faceText(c: JokerFace): string {
  if (c.suit === null || c.rank === null) return '*';
  return SUIT_SYMBOL[c.suit] + RANK_LABEL[c.rank];
}

/** Reads a face as written: "♥7", "h7", "SA", or "*" (also "jk") for a joker. */
export function parseJokerFace(text: string): JokerFace | { error: string } {
  if (text === '*' || text.toLowerCase() === 'jk') return { suit: null, rank: null };
  const c = parseCard(text);
  if ('error' in c) return { error: `${c.error}; a joker is written "*"` };
  return { suit: c.suit, rank: c.rank };
}
