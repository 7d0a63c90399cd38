/**
 * Echad's cards: four colours of Aleph-Bet letter cards, coloured action cards and wild cards
 * (EC-01…EC-07), their names for people and screen readers, their short codes and their points.
 *
 * Every card is a plain object made once per deck and shared by reference; duplicates are told
 * apart by `id` ("blue-gimel-2"), so a hand may hold two blue Gimels and a move still names one.
 */

/** EC-01: the four colours. Each has a shape as well, so colour is never the only signal. */
export const COLOURS = ['blue', 'green', 'red', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** The shape printed on every card of a colour (and its name, for screen readers and text). */
export const COLOUR_SHAPE: Readonly<Record<Colour, string>> = { blue: '●', green: '▲', red: '■', yellow: '★' };
export const COLOUR_SHAPE_NAME: Readonly<Record<Colour, string>> = {
  blue: 'circle',
  green: 'triangle',
  red: 'square',
  yellow: 'star',
};
/** The colour's Hebrew name, for the Hebrew edition of the tutor. */
export const COLOUR_HEBREW: Readonly<Record<Colour, string>> = {
  blue: 'כחול',
  green: 'ירוק',
  red: 'אדום',
  yellow: 'צהוב',
};
/** The one-letter colour code used in positions: b3 is a blue Gimel. */
export const COLOUR_CODE: Readonly<Record<Colour, string>> = { blue: 'b', green: 'g', red: 'r', yellow: 'y' };

/** The ten letters Alef…Yud with their values 1…10 (standard gematria; EC-26 scores face value). */
export const LETTERS = [
  { value: 1, char: 'א', name: 'Alef', hebrewName: 'אָלֶף' },
  { value: 2, char: 'ב', name: 'Bet', hebrewName: 'בֵּית' },
  { value: 3, char: 'ג', name: 'Gimel', hebrewName: 'גִּימֶל' },
  { value: 4, char: 'ד', name: 'Dalet', hebrewName: 'דָּלֶת' },
  { value: 5, char: 'ה', name: 'Hei', hebrewName: 'הֵא' },
  { value: 6, char: 'ו', name: 'Vav', hebrewName: 'וָו' },
  { value: 7, char: 'ז', name: 'Zayin', hebrewName: 'זַיִן' },
  { value: 8, char: 'ח', name: 'Chet', hebrewName: 'חֵית' },
  { value: 9, char: 'ט', name: 'Tet', hebrewName: 'טֵית' },
  { value: 10, char: 'י', name: 'Yud', hebrewName: 'יוּד' },
] as const;
export type Letter = (typeof LETTERS)[number];
export type LetterValue = Letter['value'];

/** EC-03…EC-05: the three coloured action cards. */
export const ACTIONS = ['pick-up-3', 'change-direction', 'lose-a-turn'] as const;
export type Action = (typeof ACTIONS)[number];
export const ACTION_NAME: Readonly<Record<Action, string>> = {
  'pick-up-3': 'Pick Up 3',
  'change-direction': 'Change of Direction',
  'lose-a-turn': 'Lose a Turn',
};
/** Position codes of the action cards: bP, gR, yS. */
export const ACTION_CODE: Readonly<Record<Action, string>> = {
  'pick-up-3': 'P',
  'change-direction': 'R',
  'lose-a-turn': 'S',
};

/** EC-06: the two kinds of wild card, which have no colour. */
export const WILDS = ['wild', 'wild-pick-up-3'] as const;
export type Wild = (typeof WILDS)[number];
export const WILD_NAME: Readonly<Record<Wild, string>> = { wild: 'Wild', 'wild-pick-up-3': 'Wild Pick Up 3' };
/** A coloured Pick Up 3, and the Wild Pick Up 3: the cards that make the next player take three (EC-31, EC-44). */
export const isPickUp3 = (c: EchadCard): boolean => c.kind === 'action' && c.action === 'pick-up-3';
export const isWildPickUp3 = (c: EchadCard): boolean => c.kind === 'wild' && c.wild === 'wild-pick-up-3';

/** The mark in the middle of a plain wild card, in English: its initial. Other languages write theirs as `mark.wild`. */
export const WILD_MARK = 'W';
export const WILD_CODE: Readonly<Record<Wild, string>> = { wild: 'W', 'wild-pick-up-3': 'W3' };

export interface LetterCard {
  readonly kind: 'letter';
  readonly id: string;
  readonly colour: Colour;
  readonly value: LetterValue;
}
export interface ActionCard {
  readonly kind: 'action';
  readonly id: string;
  readonly colour: Colour;
  readonly action: Action;
}
export interface WildCard {
  readonly kind: 'wild';
  readonly id: string;
  readonly wild: Wild;
}
export type EchadCard = LetterCard | ActionCard | WildCard;

/** EC-A1: which letter appears once per colour (the other nine appear twice). */
export const LETTER_SPLITS = ['yud-once', 'alef-once'] as const;
export type LetterSplit = (typeof LETTER_SPLITS)[number];

/** The box holds 108 cards; the 2 blank cards are spares and never dealt (EC-06, EC-07, EC-A2). */
export const BOX_CARDS = 108;
export const BLANK_CARDS = 2;
export const DECK_SIZE = BOX_CARDS - BLANK_CARDS;
/** EC-01: letter cards per colour. */
export const LETTERS_PER_COLOUR = 19;
/** EC-03…EC-05: two of each action per colour; EC-06: three of each wild. */
export const ACTIONS_PER_COLOUR = 2;
export const WILDS_OF_EACH = 3;

/** EC-A1: how many copies of a letter each colour has under a split. */
export function letterCopies(value: LetterValue, split: LetterSplit): number {
  if (split === 'yud-once') return value === 10 ? 1 : 2;
  return value === 1 ? 1 : 2;
}

export function letterOf(value: LetterValue): Letter {
  return LETTERS[value - 1] as Letter;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

function buildDeck(split: LetterSplit): readonly EchadCard[] {
  const cards: EchadCard[] = [];
  for (const colour of COLOURS) {
    for (const letter of LETTERS) {
      for (let copy = 1; copy <= letterCopies(letter.value, split); copy++) {
        cards.push({ kind: 'letter', id: `${colour}-${slug(letter.name)}-${copy}`, colour, value: letter.value });
      }
    }
    for (const action of ACTIONS) {
      for (let copy = 1; copy <= ACTIONS_PER_COLOUR; copy++) {
        cards.push({ kind: 'action', id: `${colour}-${action}-${copy}`, colour, action });
      }
    }
  }
  for (const wild of WILDS) {
    for (let copy = 1; copy <= WILDS_OF_EACH; copy++) cards.push({ kind: 'wild', id: `${wild}-${copy}`, wild });
  }
  return Object.freeze(cards.map((c) => Object.freeze(c)));
}

const DECKS: Readonly<Record<LetterSplit, readonly EchadCard[]>> = {
  'yud-once': buildDeck('yud-once'),
  'alef-once': buildDeck('alef-once'),
};

/** The 106 playing cards in a fixed order (by colour: letters, then actions; then the wilds). */
export function fullDeck(split: LetterSplit = 'yud-once'): readonly EchadCard[] {
  return DECKS[split];
}

const BY_ID: Readonly<Record<LetterSplit, ReadonlyMap<string, EchadCard>>> = {
  'yud-once': new Map(DECKS['yud-once'].map((c) => [c.id, c])),
  'alef-once': new Map(DECKS['alef-once'].map((c) => [c.id, c])),
};

export function cardById(id: string, split: LetterSplit = 'yud-once'): EchadCard | undefined {
  return BY_ID[split].get(id);
}

/** EC-26…EC-28: letters score their value, coloured action cards 10, wild cards 20. */
export function cardPoints(c: EchadCard): number {
  if (c.kind === 'letter') return c.value;
  return c.kind === 'action' ? 10 : 20;
}

export function handPoints(hand: readonly EchadCard[]): number {
  let sum = 0;
  for (const c of hand) sum += cardPoints(c);
  return sum;
}

/** Text form, as written in verdicts and the game log: "blue Gimel ג", "red Pick Up 3", "Wild Pick Up 3". */
export function cardLabel(c: EchadCard): string {
  if (c.kind === 'letter') {
    const l = letterOf(c.value);
    return `${c.colour} ${l.name} ${l.char}`;
  }
  return c.kind === 'action' ? `${c.colour} ${ACTION_NAME[c.action]}` : WILD_NAME[c.wild];
}

/** Spoken form for screen readers: "blue Gimel, 3", "red Pick Up 3", "Wild". */
export function cardName(c: EchadCard): string {
  if (c.kind === 'letter') return `${c.colour} ${letterOf(c.value).name}, ${c.value}`;
  return cardLabel(c);
}

/** The face, without the copy number: two blue Gimels have the same face "b3". Also the position code. */
export function cardCode(c: EchadCard): string {
  if (c.kind === 'letter') return COLOUR_CODE[c.colour] + c.value;
  return c.kind === 'action' ? COLOUR_CODE[c.colour] + ACTION_CODE[c.action] : WILD_CODE[c.wild];
}

const BY_CODE: ReadonlyMap<string, EchadCard> = new Map([...DECKS['yud-once']].reverse().map((c) => [cardCode(c), c]));

/** A card of the face with this code ("b3"), the first copy in deck order; undefined for no face. */
export function faceOf(code: string): EchadCard | undefined {
  return BY_CODE.get(code);
}

export function sameCard(a: EchadCard, b: EchadCard): boolean {
  return a.id === b.id;
}

/** The colour a name stands for: "blue", "b" or the Hebrew name; undefined if none. */
export function parseColour(text: string): Colour | undefined {
  const t = text.toLowerCase();
  for (const c of COLOURS) if (t === c || t === COLOUR_CODE[c] || text === COLOUR_HEBREW[c]) return c;
  return undefined;
}

/** "blue ●": a colour with its shape, for explanations. */
export function colourLabel(c: Colour): string {
  return `${c} ${COLOUR_SHAPE[c]}`;
}
