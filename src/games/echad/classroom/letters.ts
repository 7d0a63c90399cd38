/**
 * The letter chart: the ten letters with their names and values, the four colours with their
 * shapes, and the action and wild cards with what they do and their points. All read from the
 * engine's card definitions, so the chart and the game can never disagree.
 */
import {
  ACTIONS,
  ACTION_NAME,
  COLOURS,
  COLOUR_HEBREW,
  COLOUR_SHAPE,
  COLOUR_SHAPE_NAME,
  type Colour,
  type EchadCard,
  LETTERS,
  WILDS,
  WILD_NAME,
  cardPoints,
  fullDeck,
} from '../cards';

export interface LetterRow {
  readonly char: string;
  readonly name: string;
  readonly hebrewName: string;
  readonly value: number;
}

export const LETTER_ROWS: readonly LetterRow[] = LETTERS.map((l) => ({
  char: l.char,
  name: l.name,
  hebrewName: l.hebrewName,
  value: l.value,
}));

export interface ColourRow {
  readonly colour: Colour;
  readonly shape: string;
  readonly shapeName: string;
  readonly hebrew: string;
  /** A card of this colour to show: its Alef. */
  readonly sample: EchadCard;
}

function firstCard(test: (c: EchadCard) => boolean): EchadCard {
  const c = fullDeck().find(test);
  if (!c) throw new Error('every kind of card is in the deck');
  return c;
}

export const COLOUR_ROWS: readonly ColourRow[] = COLOURS.map((colour) => ({
  colour,
  shape: COLOUR_SHAPE[colour],
  shapeName: COLOUR_SHAPE_NAME[colour],
  hebrew: COLOUR_HEBREW[colour],
  sample: firstCard((c) => c.kind === 'letter' && c.colour === colour && c.value === 1),
}));

export interface SpecialRow {
  readonly card: EchadCard;
  readonly name: string;
  /** What the card does, in plain words, with its rule numbers. */
  readonly does: string;
  readonly points: number;
  /** The rule that gives its points: EC-27 or EC-28. */
  readonly pointsRule: string;
}

const DOES: Readonly<Record<string, string>> = {
  'pick-up-3': 'The next player takes 3 cards from the pile, and that is their whole turn (EC-31).',
  'change-direction': 'Play turns round and goes the other way (EC-34).',
  'lose-a-turn': 'The next player misses a turn (EC-37).',
  wild: 'Goes on any card. You choose the colour that comes next (EC-40, EC-42).',
  'wild-pick-up-3': 'Goes on any card. You choose the colour, and the next player takes 3 cards (EC-44, EC-45).',
};

/** The three coloured action cards (shown in blue) and the two wilds. */
export const SPECIAL_ROWS: readonly SpecialRow[] = [
  ...ACTIONS.map((action) => {
    const card = firstCard((c) => c.kind === 'action' && c.action === action && c.colour === 'blue');
    return { card, name: ACTION_NAME[action], does: DOES[action] ?? '', points: cardPoints(card), pointsRule: 'EC-27' };
  }),
  ...WILDS.map((wild) => {
    const card = firstCard((c) => c.kind === 'wild' && c.wild === wild);
    return { card, name: WILD_NAME[wild], does: DOES[wild] ?? '', points: cardPoints(card), pointsRule: 'EC-28' };
  }),
];

/** Letter cards score their value (EC-26): the lowest and highest. */
export const LETTER_POINTS = {
  low: Math.min(...LETTER_ROWS.map((l) => l.value)),
  high: Math.max(...LETTER_ROWS.map((l) => l.value)),
  rule: 'EC-26',
} as const;
