/**
 * Echad's cards and terms named in a language, for explanations (src/engine/names.ts): verdicts
 * carry a card's code ("b3") and a term's key ("colour.blue", "word.clockwise"); English names come
 * from cards.ts, the other languages' from their table of terms (content/echad/<lang>/terms.yaml).
 */
import { type GameThings, type Names, englishNames, phrase, termOf } from '../../engine/names';
import type { Thing } from '../../engine/verdict';
import { type EchadCard, cardLabel, faceOf } from './cards';

/** The English words of the terms verdicts carry: the same keys as terms.yaml. */
const ENGLISH_TERMS: Readonly<Record<string, string>> = {
  'colour.blue': 'blue',
  'colour.green': 'green',
  'colour.red': 'red',
  'colour.yellow': 'yellow',
  'word.clockwise': 'clockwise',
  'word.counterclockwise': 'counterclockwise',
};

function face(code: string): EchadCard {
  const c = faceOf(code);
  if (c === undefined) throw new Error(`Echad: "${code}" is not a card's code`);
  return c;
}

/** A card as the terms name it: "{letter} {colour}" from card.letter, with the letter's and colour's words. */
function termCard(c: EchadCard, terms: Readonly<Record<string, string>>): string {
  if (c.kind === 'wild') return termOf(terms, `wild.${c.wild}`);
  const what = c.kind === 'letter' ? termOf(terms, `letter.${c.value}`) : termOf(terms, `action.${c.action}`);
  return phrase(termOf(terms, `card.${c.kind}`), { [c.kind]: what, colour: termOf(terms, `colour.${c.colour}`) });
}

/**
 * A colour named on its own ("Colour: green", "choose green"), not before a card. Where a language
 * writes it differently there (Yiddish "גרינע קאָרט" but "גרין"), its terms give the bare name as
 * `word.colour-<colour>`; else it is `colour.<colour>`.
 */
const COLOUR_ALONE = 'colour-alone.';

function termIn(terms: Readonly<Record<string, string>>, key: string): string {
  if (!key.startsWith(COLOUR_ALONE)) return termOf(terms, key);
  const colour = key.slice(COLOUR_ALONE.length);
  return terms[`word.colour-${colour}`] ?? termOf(terms, `colour.${colour}`);
}

/** Echad's names in English, or in the language of the terms given. */
export const echadThings: GameThings = (language) => (thing: Thing) => {
  if ('term' in thing) return termIn(language?.terms ?? ENGLISH_TERMS, thing.term);
  const c = face(thing.card);
  return language === undefined ? cardLabel(c) : termCard(c, language.terms);
};

/** Echad's verdicts named in English. */
export const ECHAD_NAMES: Names = englishNames(echadThings());
