/**
 * The letter chart: the ten letters with their names and values, the four colours with their
 * shapes, and the action and wild cards with what they do and their points. All read from the
 * engine's card definitions, so the chart and the game can never disagree; named in a language by
 * its table of terms (letterChart), English by default.
 */
import { termOf } from '../../../engine/names';
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';
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

/** A term of the language's table, or the English given when the page is English. */
function termIn(s: ClassroomSpeech, key: string, english: string): string {
  return s.language ? termOf(s.language.terms, key) : english;
}

function letterRows(s: ClassroomSpeech): LetterRow[] {
  return LETTERS.map((l) => ({
    char: l.char,
    name: termIn(s, `letter.${l.value}`, l.name),
    hebrewName: l.hebrewName,
    value: l.value,
  }));
}

export interface ColourRow {
  readonly colour: Colour;
  /** The colour's name in the page's language. */
  readonly name: string;
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

function colourRows(s: ClassroomSpeech): ColourRow[] {
  return COLOURS.map((colour) => ({
    colour,
    name: s.colour(colour),
    shape: COLOUR_SHAPE[colour],
    shapeName: termIn(s, `shape.${COLOUR_SHAPE_NAME[colour]}`, COLOUR_SHAPE_NAME[colour]),
    hebrew: COLOUR_HEBREW[colour],
    sample: firstCard((c) => c.kind === 'letter' && c.colour === colour && c.value === 1),
  }));
}

export interface SpecialRow {
  readonly card: EchadCard;
  readonly name: string;
  /** What the card does, in plain words, with its rule numbers. */
  readonly does: string;
  readonly points: number;
  /** The rule that gives its points: EC-27 or EC-28. */
  readonly pointsRule: string;
}

/** The three coloured action cards (shown in blue) and the two wilds. */
function specialRows(s: ClassroomSpeech): SpecialRow[] {
  return [
    ...ACTIONS.map((action) => {
      const card = firstCard((c) => c.kind === 'action' && c.action === action && c.colour === 'blue');
      return {
        card,
        name: termIn(s, `action.${action}`, ACTION_NAME[action]),
        does: s.say(`classroom.does.${action}`),
        points: cardPoints(card),
        pointsRule: 'EC-27',
      };
    }),
    ...WILDS.map((wild) => {
      const card = firstCard((c) => c.kind === 'wild' && c.wild === wild);
      return {
        card,
        name: termIn(s, `wild.${wild}`, WILD_NAME[wild]),
        does: s.say(`classroom.does.${wild}`),
        points: cardPoints(card),
        pointsRule: 'EC-28',
      };
    }),
  ];
}

export interface LetterChart {
  readonly letters: readonly LetterRow[];
  /** Whether the letters' Hebrew names say more than their names (not where the names are the Hebrew ones). */
  readonly hebrewNames: boolean;
  readonly colours: readonly ColourRow[];
  /** Whether the colours' Hebrew names say more than their names. */
  readonly hebrewColours: boolean;
  readonly special: readonly SpecialRow[];
}

/** The chart in the page's language. */
export function letterChart(s: ClassroomSpeech = ENGLISH_CLASSROOM): LetterChart {
  const letters = letterRows(s);
  const colours = colourRows(s);
  return {
    letters,
    hebrewNames: letters.some((l) => l.name !== l.hebrewName),
    colours,
    hebrewColours: colours.some((c) => c.name !== c.hebrew),
    special: specialRows(s),
  };
}

export const LETTER_ROWS: readonly LetterRow[] = letterRows(ENGLISH_CLASSROOM);
export const COLOUR_ROWS: readonly ColourRow[] = colourRows(ENGLISH_CLASSROOM);
export const SPECIAL_ROWS: readonly SpecialRow[] = specialRows(ENGLISH_CLASSROOM);

/** Letter cards score their value (EC-26): the lowest and highest. */
export const LETTER_POINTS = {
  low: Math.min(...LETTER_ROWS.map((l) => l.value)),
  high: Math.max(...LETTER_ROWS.map((l) => l.value)),
  rule: 'EC-26',
} as const;
