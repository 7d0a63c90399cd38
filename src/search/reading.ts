/**
 * Reading words for the rule search: a rule's words when the index is made, a player's question
 * when it is asked, by the same steps, so that the two meet however either is written.
 *
 * - Number words and digits are one word: "seven", "sevens", "7s" and "7" are all "7" (also German:
 *   "sieben", "Siebener"); a range, "2 to 10" or "4–8", is every number in it.
 * - A half is one word, however it is written: "half", "1/2", "0.5", "½", "Halbe", "halfs" are "½", and
 *   "9 1/2", "9.5", "nine and a half", "neuneinhalb" are "9½".
 * - Card names meet: "Q♠", "♠Q", "queen of spades" are queen + spades; J, Q, K are jack, queen,
 *   king. A game may add its own: the letters its cards print (Ottawa's B, D, C, T), and names of
 *   its cards that are also read as the word its rules use (Echad's "chet" is also "letter"); see
 *   src/search/game-words.ts.
 * - A "not" run into its verb is kept: "can't", "cannot", "doesnt" are "can not", "does not".
 * - Forms of a word meet (melding, melds → meld) by the Porter stemmer. Hebrew and Yiddish lose
 *   their vowel points and final letter forms; a Hebrew word is also read without a one-letter
 *   prefix (הקלף → קלפ) and by its first three letters, most often its root (שכחתי → שכח).
 */
import { stemmer } from 'stemmer';
import type { GameSearchWords, RankName } from './game-words';

const ENGLISH_NUMBERS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];
const GERMAN_NUMBERS = ['null', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf'];
const ENGLISH_TENS: Readonly<Record<string, number>> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** A number word, its plural ("sixes", "threes") or its German card name ("Siebener"), as its digits. */
const NUMBER_WORDS: ReadonlyMap<string, string> = (() => {
  const words = new Map<string, string>();
  ENGLISH_NUMBERS.forEach((word, n) => {
    words.set(word, String(n));
    // "ones" is kept a word: "the ones in my hand" is no number.
    if (n !== 1) words.set(word.endsWith('x') ? `${word}es` : `${word}s`, String(n));
  });
  for (const [word, n] of Object.entries(ENGLISH_TENS)) {
    words.set(word, String(n));
    words.set(word.replace(/y$/, 'ies'), String(n));
  }
  words.set('hundred', '100');
  GERMAN_NUMBERS.forEach((word, n) => {
    if (n === 0) return; // "null" is the 0-joker's own word, kept as it is
    words.set(word, String(n));
    // Siebener, Neuner: a card of that number. "Elfer", "Achter" are the same pattern.
    words.set(`${word.replace(/s$/, '')}er`, String(n));
  });
  words.set('zweier', '2');
  words.set('einser', '1');
  // The cards of a number, in the plural: "zwei Neunen", "drei Sechsen". Not "Achten" nor "Elfen",
  // which are other words more often (to heed; elves), nor "Sieben", the same as its singular.
  for (const [word, n] of Object.entries({ zweien: 2, dreien: 3, vieren: 4, funfen: 5, sechsen: 6, neunen: 9, zehnen: 10 })) {
    words.set(word, String(n));
  }
  return words;
})();

const SUITS: Readonly<Record<string, string>> = {
  '♠': 'spades', '♤': 'spades', '♥': 'hearts', '♡': 'hearts', '♦': 'diamonds', '♢': 'diamonds', '♣': 'clubs', '♧': 'clubs',
};
/** Ranks written as a letter beside a suit sign (Q♠), or alone (J): the letters of the usual pack. */
const RANK_LETTERS: Readonly<Record<string, RankName>> = { a: 'ace', k: 'king', q: 'queen', j: 'jack' };
/** "a" is mostly the article: it is a rank only beside a suit sign. */
const NOT_ALONE = new Set(['a']);

/** Hebrew letters a word may begin with as a prefix: and, the, in, to, from, that, as. */
const HEBREW_PREFIXES = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);
const HEBREW = /[\u0590-\u05ff]/;

/** Hebrew letters' final forms, as their ordinary forms: קלף and קלפים meet. */
const FINAL_LETTERS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * The text in one form: no accents, vowel points or final letter forms, lower case, one kind of
 * apostrophe, Yiddish digraphs spelt out.
 */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ךםןףץ]/g, (letter) => FINAL_LETTERS[letter] as string)
    .replace(/\u05f0/g, 'וו')
    .replace(/\u05f1/g, 'וי')
    .replace(/\u05f2/g, 'יי')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}

/** The rank letters a reading knows, and the patterns that find them beside a suit sign. */
interface CardLetters {
  readonly ranks: Readonly<Record<string, string>>;
  /** A rank then a suit sign: "Q♠", "10 ♥". */
  readonly beforeSuit: RegExp;
  /** A suit sign then a rank: "♠7". */
  readonly afterSuit: RegExp;
}

function cardLetters(ranks: Readonly<Record<string, string>>): CardLetters {
  const rank = `(10|[2-9]|[${Object.keys(ranks).join('')}])`;
  return {
    ranks,
    beforeSuit: new RegExp(`(^|[^\\p{L}\\p{N}])${rank}\\s?([♠♤♥♡♦♢♣♧])`, 'gu'),
    afterSuit: new RegExp(`([♠♤♥♡♦♢♣♧])\\s?${rank}(?![\\p{L}\\p{N}])`, 'gu'),
  };
}

/** "Q♠" → "queen spades", "10♥" → "10 hearts", "♠7" → "spades 7"; lone suit signs become their names. */
function readCards(text: string, { ranks, beforeSuit, afterSuit }: CardLetters): string {
  return text
    .replace(beforeSuit, (_, before: string, rank: string, suit: string) => `${before} ${ranks[rank] ?? rank} ${SUITS[suit]} `)
    .replace(afterSuit, (_, suit: string, rank: string) => ` ${SUITS[suit]} ${ranks[rank] ?? rank} `)
    .replace(/[♠♤♥♡♦♢♣♧]/gu, (suit) => ` ${SUITS[suit]} `);
}

/** Number words as digits, then every way of writing a half as "½" and a number and a half as "9½". */
function readNumbers(text: string): string {
  const wordsAsDigits = text
    // German compounds: "neuneinhalb", "dreieinhalb".
    .replace(new RegExp(`\\b(${GERMAN_NUMBERS.slice(1).join('|')})\\s?einhalb\\b`, 'g'), (_, w: string) => `${NUMBER_WORDS.get(w)}½`)
    .replace(/\b(\d+)s\b/g, '$1')
    .replace(/\p{L}+/gu, (word) => NUMBER_WORDS.get(word) ?? word);
  return wordsAsDigits
    .replace(RANGE, (whole, from: string, to: string) => everyNumber(+from, +to) ?? whole)
    .replace(/(^|[^\d.,])0?[.,]5\b/g, '$1 ½ ')
    .replace(/\b(\d+)[.,]5\b/g, '$1½')
    .replace(/\b1\s?\/\s?2\b/g, ' ½ ')
    .replace(/\b(?:a\s)?(?:half|halves|halfs|halbe|halben|halber|halbes|halb|einhalb)\b/g, ' ½ ')
    .replace(/(\d+)\s*(?:(?:and|und)\s+)?½/g, '$1½');
}

/** A range of card numbers or players: "2–10", "2 to 10", "4 thru 8", "2 bis 6". */
const RANGE = /\b(\d{1,2}) ?(?:–|-|to|thru|through|bis) ?(\d{1,2})\b/g;

/**
 * Every number of a range, so that a rule saying "a card from 2 to 10 counts its number" has the 9
 * a player asks about. Null for what is no range of a few cards: "10 to 2", "2 to 60".
 */
function everyNumber(from: number, to: number): string | null {
  if (from >= to || to - from > 12) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i).join(' ');
}

/**
 * A "not" run into its verb, with or without the apostrophe ("can't", "doesnt", "cannot"), as the
 * verb and "not": the "not" tells "the blind card does not fit" from "the blind card fits".
 */
const NEGATIVE =
  /\b(ca|wo|do|does|did|is|are|was|were|would|should|could|has|have|had|must|need)n'?t\b|\b(can)not\b/g;
const NEGATIVE_VERBS: Readonly<Record<string, string>> = { ca: 'can', wo: 'will' };

/** Word endings that only join a word to its neighbour: "don't" reads "don", "player's" reads "player". */
function dropContractions(text: string): string {
  return text
    .replace(NEGATIVE, (_, verb: string | undefined, can: string | undefined) => `${NEGATIVE_VERBS[verb ?? ""] ?? verb ?? can} not`)
    .replace(/'(s|t|d|ll|re|ve|m)\b/g, '')
    .replace(/'/g, '');
}

/**
 * A Hebrew word, the word without a one-letter prefix, and the first three letters of each: a first
 * letter may be a prefix (הקלף) or the root's own (שכחתי), and reading both ways finds either.
 */
function hebrewTerms(word: string): string[] {
  const bare = word.length >= 4 && HEBREW_PREFIXES.has(word[0] as string) ? word.slice(1) : word;
  return [...new Set([word, bare, word.slice(0, 3), bare.slice(0, 3)])];
}

/**
 * Words of a question that say nothing about which rule answers it ("what happens when…", "can I…",
 * "wer darf…", "מה קורה אם…"). A question is searched without them, unless it is made of nothing else.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'a an the and or of to in on at by for with from as into onto is are am be been being was were do does did done',
    'have has had i me my mine you your we us our they them their he him his she her it its this that these those',
    'there here what whats which who whom whose when where why how can could may might must shall should will would',
    'if then than so any some get gets got getting happen happens happened mean means rule rules about allowed let lets',
    'okay ok still just also really actually anyone someone somebody something anything please tell know want need',
    'don doesn didn isn aren wasn weren won wouldn shouldn couldn cannot hasn haven hadn im ive id',
    // German
    'der die das den dem des ein eine einen einem einer und oder ist sind bin war wer wie was wann wo warum welche',
    'welcher welches ich du er sie es wir ihr man mich mir dich dir mein meine dein deine darf dürfen durfen kann',
    'kannst muss musst soll sollte wird werden zu im am um an auf mit von bei nach für fur dann wenn ob noch',
    'schon auch nur was passiert',
    // Hebrew
    'מה מי איך מתי האם אם של את זה זו יש אני אתה את הוא היא אנחנו הם על עם כל גם רק או אז כי קורה',
  ]
    .join(' ')
    .split(' ')
    .map(plain),
);

/** How the search reads words: a rule's when the index is made, a question's when it is asked. */
export interface Reading {
  /**
   * A text as the words the search compares, in order: number words as digits, halves and card names
   * in one form. Not yet stemmed: `termsOfWord` does that, and a question's words can be told apart first.
   */
  wordsOf(text: string): string[];
  /**
   * One word as the index keeps it: English and German words by their stem (Porter's: "melding" and
   * "melds" are "meld"), a Hebrew word also without a one-letter prefix, numbers as they are, and a
   * game's own word also as the word its rules use ("chet" is also "letter").
   */
  termsOfWord(word: string): string[];
  /** Every term of a text, in order: its words, each as the index keeps it. */
  termsOf(text: string): string[];
  /** The words of a question worth searching for: all of them if it has nothing else ("who are you?"). */
  questionWords(question: string): string[];
}

/** Of a question's words, those worth searching for: all of them if it has nothing else ("who are you?"). */
export function tellingWords(words: readonly string[]): string[] {
  const telling = words.filter((w) => !QUESTION_WORDS.has(w));
  return telling.length > 0 ? telling : [...words];
}

/**
 * The search's reading with the games' own words (src/search/game-words.ts): the kit reads numbers,
 * halves, suits, the usual pack's letters and the languages; each game adds its own cards' names.
 */
export function readingOf(games: GameSearchWords = {}): Reading {
  const ranks: Readonly<Record<string, string>> = { ...RANK_LETTERS, ...games.rankLetters };
  const cards = cardLetters(ranks);
  const alone = new Set(Object.keys(ranks).filter((letter) => !NOT_ALONE.has(letter)));
  const alsoRead = new Map(
    Object.entries(games.alsoRead ?? {}).map(([word, also]) => [stemOf(plain(word)), also.map((w) => stemOf(plain(w)))] as const),
  );
  // Words already read: a rule's words repeat, and the stemmer is the slow part of reading.
  const stems = new Map<string, string[]>();

  const wordsOf = (text: string): string[] =>
    readNumbers(readCards(dropContractions(plain(text)), cards))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '')
      .map((w) => (w.length === 1 && alone.has(w) ? (ranks[w] as string) : w));

  const termsOfWord = (word: string): string[] => {
    let terms = stems.get(word);
    if (terms === undefined) {
      terms = HEBREW.test(word) ? hebrewTerms(word) : [stemOf(word)];
      const also = alsoRead.get(terms[0] as string);
      if (also !== undefined) terms = [...terms, ...also];
      stems.set(word, terms);
    }
    return terms;
  };

  return {
    wordsOf,
    termsOfWord,
    termsOf: (text) => wordsOf(text).flatMap(termsOfWord),
    questionWords: (question) => tellingWords(wordsOf(question)),
  };
}

/** An English or German word by its Porter stem; numbers and words of three letters or fewer as they are. */
function stemOf(word: string): string {
  return /\d|½/.test(word) || word.length <= 3 ? word : stemmer(word);
}
