/** Ottawa's cards: the plain 52-card pack, its rank order and the points a card costs its holder. */
import { type Card, type Rank, type Suit, RANKS, cardLabel, fullDeck } from '../../engine/french-deck';
import { type CardValue, type TermValue, card, term } from '../../engine/verdict';

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

// A card's code is how positions write it (position.ts): "♥7". The values below go into every
// refusal that check() gives, and check() runs for every card of every hand when moves are tested,
// so each is made once per card and looked up; verdicts never change their params, so they share them.
const DECK = fullDeck();
const SUIT_ORDER: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
/** A card's place in fullDeck() (by suit, then rank). */
const slot = (c: Card): number => SUIT_ORDER[c.suit] * 13 + c.rank - 2;
const CODE = DECK.map(cardLabel);
const BY_CODE: ReadonlyMap<string, Card> = new Map(DECK.map((c, i) => [CODE[i] as string, c]));
const CARD_VALUE = CODE.map((code) => card(code));
const NEIGHBOURS = DECK.map((c) => term('neighbours', { cards: suitNeighbours(c).map(cardCode) }));
const SAME_RANK = DECK.map((c) => term('same-rank', { rank: c.rank }));

/** The card as positions write it: "♥7", "♠10", "♣A". */
export function cardCode(c: Card): string {
  return CODE[slot(c)] as string;
}

/** The card a code stands for ("♥7"), or undefined when it is no card's code. */
export function cardByCode(code: string): Card | undefined {
  return BY_CODE.get(code);
}

/** A card as verdicts carry it: its code, which the explanation names (names.ts). */
export function cardValue(c: Card): CardValue {
  return CARD_VALUE[slot(c)] as CardValue;
}

/** The cards one step from this one in its suit, as verdicts carry them: named "♥6 or ♥8". */
export function neighboursValue(c: Card): TermValue {
  return NEIGHBOURS[slot(c)] as TermValue;
}

/** Every card of this card's rank, as verdicts carry it: named "any 7 (♠7 ♥7 ♦7 ♣7)". */
export function sameRankValue(c: Card): TermValue {
  return SAME_RANK[slot(c)] as TermValue;
}
