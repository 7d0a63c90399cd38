/**
 * How a page names what verdicts carry, in its language: seats by the kit, from the language's
 * words for the learner ("You") and for another seat ("Player {n}"), and cards and terms by the
 * game. Engines put no words into verdicts (verdict.ts); this is where the words come from.
 */
import type { Thing, TermValue } from './verdict';
import type { Sentences } from '../messages/fluent';
import type { PageData } from '../messages/page-text';

/** How a language says the learner, and how the words after a player's name change after it. */
export interface YouGrammar {
  /** The word inside a sentence: "you", "du", "אתה"; a sentence's first word is capitalised. */
  readonly word: string;
  /** Words as they follow another player's name, and as they read after the learner's: has → have. */
  readonly verbs: Readonly<Record<string, string>>;
  /** What "Player 2's" becomes for the learner ("your"), where the language writes it so. */
  readonly possessive?: string;
}

/**
 * A game's words for its cards and terms (verdict.ts: CardValue, TermValue), in one language; and,
 * where a language's messages give cards their grammatical forms (src/messages/fluent.ts NAME()),
 * the name of a card's forms by its code: "T" for `card-T`, or none for the file's general forms.
 */
export type ThingNames = ((thing: Thing) => string) & { readonly formsOf?: (card: string) => string | undefined };

/** A language other than English, and the game's table of terms in it (content/<game>/<lang>/terms.yaml). */
export interface TermsIn {
  readonly lang: string;
  readonly terms: Readonly<Record<string, string>>;
  /** The game's verdicts in this language as Fluent messages (content/<game>/<lang>/verdicts.ftl). */
  readonly verdicts?: VerdictFile;
}

/** A language as a page hands it to each of its lesson steps: its terms written once on the page (page-text.ts). */
export type TermsOnPage = Omit<TermsIn, 'terms'> & { readonly terms: PageData };

/**
 * A file of Fluent messages as a page hands it to its islands: its name, and the id of the page's
 * one copy of its text (src/messages/page-text.ts), so that six steps do not carry it six times.
 */
export interface VerdictFile {
  readonly file: string;
  readonly id: string;
}

/** How a game names its cards and terms: in English without terms, else in the terms' language. */
export type GameThings = (language?: TermsIn) => ThingNames;

/** A game's English words for each of its terms, by the term's name. */
export type TermWords = Readonly<Record<string, (term: TermValue) => string>>;

/**
 * The names of a game that speaks only English (its module lists no other `languages`): its cards by
 * `card`, its terms by `terms`. No page asks such a game for another language's names; one that did
 * would be a bug, and is named rather than shown in English, as is a term without words.
 */
export function englishOnlyThings(game: string, card: (code: string) => string, terms: TermWords): GameThings {
  const english = (thing: Thing): string => {
    if (!('term' in thing)) return card(thing.card);
    const words = terms[thing.term];
    if (words === undefined) throw new Error(`${game}: no English words for the term "${thing.term}"`);
    return words(thing);
  };
  return (language) => {
    if (language !== undefined) throw new Error(`${game} has no terms in "${language.lang}"`);
    return english;
  };
}

/** A term of the table; a missing one is a bug of the table, named. */
export function termOf(terms: Readonly<Record<string, string>>, key: string): string {
  const word = terms[key];
  if (word === undefined) throw new Error(`terms.yaml: "${key}" is missing`);
  return word;
}

/** A template of the table ("{letter} {colour}") with its values put in. */
export function phrase(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);
}

export interface Names {
  /** Another seat's name ("Player 3"); the learner's seat is said by `you`. */
  readonly seat: (seat: number) => string;
  readonly you: YouGrammar;
  readonly thing: ThingNames;
  /** The verdicts' sentences, for a language that has them as Fluent messages (TermsIn.verdicts). */
  readonly verdicts?: Sentences;
}

/** English verbs that follow a player's name in the catalogue, as they read after "you". */
const AFTER_YOU: Readonly<Record<string, string>> = {
  is: 'are',
  has: 'have',
  was: 'were',
  does: 'do',
  snatches: 'snatch',
  takes: 'take',
  starts: 'start',
  scores: 'score',
  answers: 'answer',
};

/** The English name of a seat that is not the learner's. */
export function playerName(seat: number): string {
  return `Player ${seat + 1}`;
}

export function englishNames(thing: ThingNames): Names {
  return { seat: playerName, you: { word: 'you', verbs: AFTER_YOU, possessive: 'your' }, thing };
}

/**
 * Names in another language, from the game's table of terms (content/<game>/<lang>/terms.yaml):
 * `player.you`, `player.other` ("Spieler {n}") and `you.<word>: <word after you>`.
 */
export function namesFromTerms(
  terms: Readonly<Record<string, string>>,
  thing: ThingNames,
  verdicts?: Sentences,
): Names {
  const you = terms['player.you'];
  const other = terms['player.other'];
  if (you === undefined || other === undefined) throw new Error('terms.yaml: player.you and player.other are missing');
  const verbs = Object.fromEntries(
    Object.entries(terms)
      .filter(([k]) => k.startsWith('you.'))
      .map(([k, v]) => [k.slice('you.'.length), v]),
  );
  return {
    seat: (n) => other.replace('{n}', String(n + 1)),
    you: { word: you, verbs },
    thing,
    ...(verdicts === undefined ? {} : { verdicts }),
  };
}
