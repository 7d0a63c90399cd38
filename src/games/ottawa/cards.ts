/** Ottawa's cards: the plain 52-card pack, its rank order and the points a card costs its holder. */
import {
  type Card,
  type Rank,
  type Suit,
  RANKS,
  SUIT_SYMBOL,
  cardLabel,
  cardName,
  fullDeck,
  rankLabel,
} from '../../engine/french-deck';

/** OT-04: 2 is the lowest rank and the ace the highest; the order is a line, not a circle (OT-A4). */
export const LOWEST_RANK: Rank = 2;
export const HIGHEST_RANK: Rank = 14;

/** OT-24, OT-25: jack, queen and king cost 10, the ace 15, every other card its face value. */
export function cardPoints(c: Card): number {
  if (c.rank === 14) return 15;
  if (c.rank >= 11) return 10;
  return c.rank;
}

export function handPoints(hand: readonly Card[]): number {
  return hand.reduce((sum, c) => sum + cardPoints(c), 0);
}

/** OT-09, OT-10: seven cards each for up to four players, six for five or more. */
export function handSize(players: number): number {
  return players <= 4 ? 7 : 6;
}

/** The cards one step up or down in the same suit (OT-20, OT-A3), never wrapping from ace to 2 (OT-A4). */
export function suitNeighbours(c: Card): Card[] {
  const out: Card[] = [];
  for (const r of [c.rank - 1, c.rank + 1]) {
    if ((RANKS as readonly number[]).includes(r)) out.push({ suit: c.suit, rank: r as Rank });
  }
  return out;
}

// The labels below go into every refusal that check() gives, and check() runs for every card of
// every hand when moves are tested, so each is worked out once per card and looked up.
const DECK = fullDeck();
const SUIT_ORDER: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
/** A card's place in fullDeck() (by suit, then rank). */
const slot = (c: Card): number => SUIT_ORDER[c.suit] * 13 + c.rank - 2;
const LABEL = DECK.map(cardLabel);
const NAME = DECK.map(cardName);
const NEIGHBOURS_LABEL = DECK.map((c) => suitNeighbours(c).map(cardLabel).join(' or '));
const ANY_OF_RANK_LABEL = DECK.map(
  (c) => `any ${rankLabel(c.rank)} (${Object.values(SUIT_SYMBOL).map((s) => s + rankLabel(c.rank)).join(' ')})`,
);

/** The same as cardLabel ("♥7"), looked up. */
export function labelOf(c: Card): string {
  return LABEL[slot(c)] as string;
}

/** The same as cardName ("seven of hearts"), looked up. */
export function nameOf(c: Card): string {
  return NAME[slot(c)] as string;
}

/** "♥6 or ♥8", for explanations. */
export function neighboursLabel(c: Card): string {
  return NEIGHBOURS_LABEL[slot(c)] as string;
}

/** "any 7 (♠7 ♥7 ♦7 ♣7)", for explanations. */
export function anyOfRankLabel(c: Card): string {
  return ANY_OF_RANK_LABEL[slot(c)] as string;
}
