/**
 * The language a question is asked in, when it is not English: Hebrew letters, or German words that
 * English does not use. A question in a language that only one game's players ask in (Mezza's
 * German, Echad's Hebrew) is about that game, as if it named it.
 */

/** The languages a game's players ask in besides English (a game module's `askedIn`). */
export type AskedLanguage = 'de' | 'he';

const HEBREW_LETTER = /[\u0590-\u05ff]/;
const GERMAN_LETTER = /[äöüß]/;
/**
 * German words a question is made of that are not also English words: not "die", "was", "will",
 * "man", "bin", "also" or "hat", which an English question may hold.
 */
const GERMAN_WORDS = new Set(
  (
    'ich du wir ihr mich mir dich dir nicht kein keine darf kann kannst muss musst soll wer wie wann warum welche ' +
    'welcher welches der das dem den des ein eine einen einem einer und oder ist sind mit von bei nach auf wenn ' +
    'dann noch schon auch nur oder wieder zwei drei vier sieben acht neun zehn karte karten spieler'
  ).split(' '),
);

/**
 * The question's language, if it is one a game is asked in: Hebrew by its letters (Yiddish, written
 * in them too, is asked of the same game), German by two of its words.
 */
export function questionLanguage(question: string): AskedLanguage | null {
  if (HEBREW_LETTER.test(question)) return 'he';
  const words = question.toLowerCase().split(/[^\p{L}]+/u);
  const german = words.filter((w) => GERMAN_WORDS.has(w)).length;
  return german >= 2 || (german >= 1 && GERMAN_LETTER.test(question)) ? 'de' : null;
}
