/**
 * How the classroom pages speak a language: their own words (words.ts, or the terms' `ui.classroom.*`),
 * the cards, colours and rule messages named as the table of terms names them, and the small pieces
 * of grammar the pages put together (a list's last "and", one or many). English without terms.
 */
import { type Names, type TermsIn } from '../../../engine/names';
import { term, type VerdictParams } from '../../../engine/verdict';
import { gameWordsIn, namesIn, type Say } from '../../../widgets/speech';
import { COLOUR_SHAPE, type Colour, type EchadCard, cardCode, cardLabel, cardName } from '../cards';
import { echadThings } from '../names';
import { type ClassroomKey, ECHAD_CLASSROOM_WORDS } from './words';

export interface ClassroomSpeech {
  /** The language's code: 'en', 'he', 'yi'. */
  readonly lang: string;
  /** The game's table of terms in the language; none for English. */
  readonly language?: TermsIn;
  readonly say: Say<ClassroomKey>;
  /** Seats, cards and terms named for explanations (explain.ts). */
  readonly names: Names;
  /** A card as the screen writes it: "blue Gimel ג" in English, the terms' name in another language. */
  readonly card: (card: EchadCard) => string;
  /** A card as a screen reader says it: "blue Gimel, 3", without letters it may not read. */
  readonly spoken: (card: EchadCard) => string;
  /** A colour named on its own: "green". */
  readonly colour: (colour: Colour) => string;
  /** "green ▲": a colour with its shape. */
  readonly colourLabel: (colour: Colour) => string;
  /** "A, C and D", with the language's "and". */
  readonly list: (items: readonly string[]) => string;
  /** A message of `<key>.one` for one and `<key>.other` otherwise, with {n} and any other values. */
  readonly count: (key: CountKey, n: number, values?: VerdictParams) => string;
}

/** The messages that have a form for one and a form for more. */
export type CountKey = 'classroom.lessons' | 'classroom.not-counted';

export function classroomSpeech(language?: TermsIn): ClassroomSpeech {
  const names = namesIn(echadThings, language);
  const say = gameWordsIn(ECHAD_CLASSROOM_WORDS, language, { names });
  // In another language a card is named by its terms, letters and all; English adds the letter to the name.
  const named = (card: EchadCard) => names.thing({ card: cardCode(card) });
  // A colour on its own, as the game's names give it (src/games/echad/names.ts).
  const colour = (c: Colour) => names.thing(term(`colour-alone.${c}`));
  const list = (items: readonly string[]) =>
    items.length < 2
      ? (items[0] ?? '')
      : say('classroom.list-last', { rest: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });
  return {
    lang: language?.lang ?? 'en',
    ...(language ? { language } : {}),
    say,
    names,
    card: language ? named : cardLabel,
    spoken: language ? named : cardName,
    colour,
    colourLabel: (c) => `${colour(c)} ${COLOUR_SHAPE[c]}`,
    list,
    count: (key, n, values = {}) => say(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...values }),
  };
}

/** The classroom pages in English. */
export const ENGLISH_CLASSROOM: ClassroomSpeech = classroomSpeech();
