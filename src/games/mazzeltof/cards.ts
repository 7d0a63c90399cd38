/**
 * MazzelTof's cards (MT-01): two French packs of 54, one with red backs for the red team and one
 * with blue backs for the blue team, each 52 cards and 2 jokers. Only the colour of a suit counts
 * on the piles (MT-14); 3 is the lowest rank and the ace the highest (MT-16); every 2 and every
 * joker is wild (MT-17, MT-18), a 2 tied to its colour (MT-19).
 */
import { type Rank, type Suit, RANKS, SUITS, faceText } from '../../engine/french-deck';
import { type CardValue, card } from '../../engine/verdict';

/** The back of a card: which pack, and so which team's draw pile, it was dealt from (MT-04). */
export type Back = 'red' | 'blue';
export const BACKS: readonly Back[] = ['red', 'blue'];
export const PACK_SIZE = 54;

export interface MtCard {
  /** Fixed: the pack's place × 54, then suit × 13 + rank − 2; 52 and 53 are the pack's jokers. */
  readonly id: number;
  readonly back: Back;
  /** Null for a joker, which has neither suit nor rank. */
  readonly suit: Suit | null;
  readonly rank: Rank | null;
}

export const isJoker = (c: MtCard): boolean => c.suit === null;
/** MT-17, MT-18: jokers and every 2 stand in for other cards. */
export const isWild = (c: MtCard): boolean => c.suit === null || c.rank === 2;
export const isNatural = (c: MtCard): boolean => !isWild(c);
/** The colour of a card's suit; null for a joker (MT-14, MT-19). */
/**
 * Hearts and diamonds are red (SUIT_IS_RED). Compared, not looked up: the move list asks this for
 * every card and pile, and a lookup by suit was its largest single cost; a test holds it to SUIT_IS_RED.
 */
export const colourOf = (c: MtCard): 'red' | 'black' | null =>
  c.suit === null ? null : c.suit === 'H' || c.suit === 'D' ? 'red' : 'black';

function makeCard(pack: number, i: number): MtCard {
  const back = BACKS[pack] as Back;
  const id = pack * PACK_SIZE + i;
  if (i >= 52) return { id, back, suit: null, rank: null };
  return { id, back, suit: SUITS[Math.floor(i / 13)] as Suit, rank: RANKS[i % 13] as Rank };
}

/** One pack, by id (MT-01). */
/** Built once: cards are readonly values, so every deal may share them. */
const PACKS: readonly (readonly MtCard[])[] = BACKS.map((_, pack) =>
  Array.from({ length: PACK_SIZE }, (_, i) => makeCard(pack, i)),
);

export function packOf(back: Back): MtCard[] {
  return (PACKS[BACKS.indexOf(back)] as readonly MtCard[]).slice();
}

/** All 108 cards, by id. */
export function allCards(): MtCard[] {
  return [...packOf('red'), ...packOf('blue')];
}

export const cardOrder = (a: MtCard, b: MtCard): number => a.id - b.id;

/** Two cards with the same face (either pack). */
export const sameFace = (a: MtCard, b: MtCard): boolean => a.suit === b.suit && a.rank === b.rank;

/**
 * A card as verdicts carry it: its face as positions write it ("♥7", "*" for a joker); both packs'
 * cards of one face read the same. Made once per card, as nearly every check names a card.
 */
const CARD_VALUES: readonly CardValue[] = allCards().map((c) => card(faceText(c)));
export const cardValue = (c: MtCard): CardValue => CARD_VALUES[c.id] as CardValue;

/** Words, written form and reading of a face, as for every pack played with its jokers. */
export {
  faceText as cardText,
  faceWords as cardWords,
  parseJokerFace as parseFace,
  rankWords,
} from '../../engine/french-deck';
