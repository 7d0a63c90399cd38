/**
 * Mezza's cards (MZ-02, MZ-A1): fifteen kinds, the two jokers, ½ twelve times and every other kind
 * four times, 68 cards; the short deck leaves out the 3s, 6s and 9s (MZ-64), 56 cards. A card's
 * value is kept as a whole number of halves, so 3½ is 7 and no sum or comparison is ever a fraction.
 */

/** The kinds, lowest first; T is the transparent joker, 0 the 0-joker. */
export const KINDS = ['0', 'T', '½', '1', '2', '3', '3½', '4', '5', '6', '6½', '7', '8', '9', '9½'] as const;
export type Kind = (typeof KINDS)[number];

export interface MezzaCard {
  /** Fixed for the card whatever the deck: the kind's place × 12 + its copy. */
  readonly id: number;
  readonly kind: Kind;
}

export type DeckChoice = 'full' | 'short';

/**
 * Value in halves; the transparent joker has none of its own (MZ-34). A switch, not a lookup
 * table: the names '0' … '9' are array indices, and an object read by both kinds of key is slow,
 * while this is read for every card the move list and the computer player weigh.
 */
function halves(kind: Kind): number | null {
  switch (kind) {
    case '0':
      return 0;
    case 'T':
      return null;
    case '½':
      return 1;
    case '1':
      return 2;
    case '2':
      return 4;
    case '3':
      return 6;
    case '3½':
      return 7;
    case '4':
      return 8;
    case '5':
      return 10;
    case '6':
      return 12;
    case '6½':
      return 13;
    case '7':
      return 14;
    case '8':
      return 16;
    case '9':
      return 18;
    case '9½':
      return 19;
  }
}

export const FOUR = 8;
export const SEVEN = 14;
export const TEN = 20;

/** MZ-64: the kinds the short deck leaves out. */
const SHORT_OUT: readonly Kind[] = ['3', '6', '9'];

export const isJoker = (kind: Kind): boolean => kind === 'T' || kind === '0';
export const valueOf = (kind: Kind): number | null => halves(kind);
/**
 * What a ½ on this kind makes, in halves, or undefined if it is not 3½, 6½ or 9½: the halves 3½,
 * 6½ and 9½ that a ½ completes to 4, 7 and 10 (MZ-37). A switch, as valueOf: the pile is read
 * through it on every move.
 */
export function combinedWith(kind: Kind): number | undefined {
  switch (kind) {
    case '3½':
      return FOUR;
    case '6½':
      return SEVEN;
    case '9½':
      return TEN;
    default:
      return undefined;
  }
}

export function copiesOf(kind: Kind): number {
  return kind === '½' ? 12 : 4;
}

const SHORT_KINDS: readonly Kind[] = KINDS.filter((k) => !SHORT_OUT.includes(k));

export function kindsIn(deck: DeckChoice): readonly Kind[] {
  return deck === 'full' ? KINDS : SHORT_KINDS;
}

/** A card's id is its kind's place in KINDS × ID_STRIDE + its copy, so ids sort cards by kind. */
const ID_STRIDE = 12;

/** By kind, its place in KINDS. */
const PLACES: ReadonlyMap<Kind, number> = new Map(KINDS.map((kind, place) => [kind, place]));

function buildDeck(deck: DeckChoice): readonly MezzaCard[] {
  return kindsIn(deck).flatMap((kind) =>
    Array.from({ length: copiesOf(kind) }, (_, copy) => ({
      id: (PLACES.get(kind) as number) * ID_STRIDE + copy,
      kind,
    })),
  );
}

/** Built once: cards are readonly values, so every deal may share them. */
const DECKS: Readonly<Record<DeckChoice, readonly MezzaCard[]>> = {
  full: buildDeck('full'),
  short: buildDeck('short'),
};

/** Every card of the deck, by id, in a new array. */
export function deckOf(deck: DeckChoice): MezzaCard[] {
  return DECKS[deck].slice();
}

/** The card's name as a learner reads it: "3½", "the transparent joker". */
export function kindName(kind: Kind): string {
  if (kind === 'T') return 'the transparent joker';
  if (kind === '0') return 'the 0-joker';
  return kind;
}

/** A value in halves as a number: 7 → "3½", 20 → "10". */
export function halvesLabel(halves: number): string {
  const whole = Math.floor(halves / 2);
  if (halves % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** The kind's place in the order of KINDS, for sorting hands. */
export const kindOrder = (kind: Kind): number => PLACES.get(kind) as number;
/** By card id, its kind's place in KINDS: read on every card the computer player and the hash weigh. */
const PLACE_OF_ID = Int8Array.from({ length: KINDS.length * ID_STRIDE }, (_, id) => Math.floor(id / ID_STRIDE));
/** The card's kind's place in KINDS, read from its id without a lookup by name. */
export const placeOf = (card: MezzaCard): number => PLACE_OF_ID[card.id] as number;
/** The kind's bit in a set of kinds (bit i stands for KINDS[i]). */
export const kindBit = (kind: Kind): number => 1 << (PLACES.get(kind) as number);
export const cardOrder = (a: MezzaCard, b: MezzaCard): number => a.id - b.id;

/** Reads a kind as lessons write it: "½" or "1/2", "3½" or "3.5", "T" (transparent joker), "0" (0-joker). */
export function parseKind(text: string): Kind | { error: string } {
  const t = text
    .trim()
    .toUpperCase()
    .replace(/^(\d?)(?:1\/2|\.5|H)$/, '$1½');
  const kind = KINDS.find((k) => k === t);
  return kind ?? { error: `"${text}" is not a Mezza card: write 0, T, ½ (or 1/2), 1 … 9, 3½, 6½ or 9½ (or 3.5)` };
}
