/** Ottawa's cards: the plain 52-card pack, its rank order and the points a card costs its holder. */
import { type Card, type Rank, RANKS, SUIT_SYMBOL, cardLabel, rankLabel } from '../../engine/french-deck';

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

/** "♥6 or ♥8", for explanations. */
export function neighboursLabel(c: Card): string {
  return suitNeighbours(c).map(cardLabel).join(' or ');
}

/** "a 7 of any suit", for explanations. */
export function anyOfRankLabel(c: Card): string {
  return `any ${rankLabel(c.rank)} (${Object.values(SUIT_SYMBOL).map((s) => s + rankLabel(c.rank)).join(' ')})`;
}
