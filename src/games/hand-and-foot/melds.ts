/**
 * What a meld is made of and what it is: its naturals and wilds, its colour (red while it holds no
 * wild, HF-26; black once it holds one, HF-27, HF-29), whether it is a complete book (seven cards,
 * HF-30) or closed (a red book of seven takes nothing more, HF-A10), the wild-card limits (HF-14,
 * HF-27, HF-28, HF-A9), the books a partnership has (HF-32) and the card values it holds (HF-39).
 */
import { type HfCard, cardValue, isWild } from './cards';
import { BOOK_SIZE, BOOKS_TO_GO_OUT, type Meld } from './state';

export type MeldColour = 'red' | 'black';

export function wildCount(cards: readonly HfCard[]): number {
  let n = 0;
  for (const c of cards) if (isWild(c)) n++;
  return n;
}

export const naturalCount = (cards: readonly HfCard[]): number => cards.length - wildCount(cards);

/** HF-26, HF-27: red (natural) while it holds no wild, black (unnatural) once it holds one. */
export const colourOf = (meld: Meld): MeldColour => (wildCount(meld.cards) === 0 ? 'red' : 'black');

/** HF-30: a meld of seven cards or more is a complete book. */
export const isBook = (meld: Meld): boolean => meld.cards.length >= BOOK_SIZE;

/** HF-26, HF-A10: a red book of seven naturals is closed: nothing more goes on it, not even a wild. */
export const isClosed = (meld: Meld): boolean => isBook(meld) && colourOf(meld) === 'red';

/**
 * HF-26: would a meld of this many naturals and wilds be a red book past seven cards? However the
 * cards arrive (several at once, a new meld, a pickup's top card and pair), a red book never holds
 * more than seven; a wild among them makes the meld black, and a black book may grow (HF-31).
 */
export const redPastSeven = (naturals: number, wilds: number): boolean => wilds === 0 && naturals > BOOK_SIZE;

/** HF-26: would a pickup's top card and pair, three naturals, take this meld past seven as a red book? */
export const pickupPastSeven = (meld: Meld | undefined): boolean =>
  meld !== undefined && redPastSeven(naturalCount(meld.cards) + 3, wildCount(meld.cards));

/**
 * HF-A11: the partnership's one incomplete meld of this rank (fewer than seven cards), by index, or
 * null. While it is open, a new meld of the rank may start only as a complete book of seven or more
 * (so there is still one incomplete meld of the rank), and a pickup that names no meld puts its top
 * card and natural pair there, or else starts a new meld with them (HF-A8). A complete book is never
 * that meld: spare cards of a rank whose red book is closed start a new one (HF-A10).
 */
export function incompleteOfRank(melds: readonly Meld[], rank: number): number | null {
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i] as Meld;
    if (m.rank === rank && !isBook(m)) return i;
  }
  return null;
}

export interface BookCounts {
  readonly red: number;
  readonly black: number;
}

/** HF-30, HF-32: the complete books among the melds, by colour. */
export function bookCounts(melds: readonly Meld[]): BookCounts {
  let red = 0;
  let black = 0;
  for (const m of melds) {
    if (!isBook(m)) continue;
    if (colourOf(m) === 'red') red++;
    else black++;
  }
  return { red, black };
}

/** HF-32: three red books and three black books let a player of the partnership go out. */
export const mayGoOut = (books: BookCounts): boolean => books.red >= BOOKS_TO_GO_OUT && books.black >= BOOKS_TO_GO_OUT;

/** HF-39, HF-46: the card values of these cards. */
export function valueOf(cards: readonly HfCard[]): number {
  let n = 0;
  for (const c of cards) n += cardValue(c);
  return n;
}

/**
 * What breaks the wild-card limits in a meld of this many naturals and wilds, or null (HF-A9):
 * never all wild; a second wild only once the meld holds four naturals (HF-27, HF-28), so a meld
 * of three may be two naturals and a wild (HF-14); with the house cap, always fewer wilds than naturals.
 */
export type WildProblem = 'all-wild' | 'second-wild' | 'house-cap';

export function wildProblem(naturals: number, wilds: number, wildsBelowNaturals: boolean): WildProblem | null {
  if (naturals === 0) return 'all-wild';
  if (wilds >= 2 && naturals < 4) return 'second-wild';
  if (wildsBelowNaturals && wilds >= naturals) return 'house-cap';
  return null;
}

/** The most wilds a meld of this many naturals may hold (HF-A9); `spare` caps the answer when there is no limit. */
export function wildCap(naturals: number, wildsBelowNaturals: boolean, spare: number): number {
  if (naturals === 0) return 0;
  const cap = naturals < 4 ? 1 : spare;
  return Math.min(cap, spare, wildsBelowNaturals ? naturals - 1 : spare);
}
