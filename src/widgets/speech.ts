/**
 * How an island speaks: the page's language, given once where the island starts (a lesson step, a
 * match) and read by every widget inside it, however deep, without passing words down by hand.
 * Left out, everything speaks English, so a widget works the same outside a page that sets it.
 *
 * - `table` and `phases`: the kit's words (src/widgets/table/words.ts);
 * - `language`: the game's table of terms in the page's language (content/<game>/<lang>/terms.yaml),
 *   or none for English: seats, cards and terms are named from it (src/engine/names.ts), and so are
 *   the game's own words on its table (`useGameWords`) and its phase chart.
 */
import { createContext, Fragment, h, type ComponentChildren } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import {
  englishNames,
  namesFromTerms,
  termOf,
  type GameThings,
  type Names,
  type TermsIn,
  type TermsOnPage,
} from '../engine/names';
import { fill, type ExplainOptions } from '../engine/explain';
import { capitalised, sentencesFrom } from '../messages/fluent';
import { pageData, pageText } from '../messages/page-text';
import type { VerdictParams } from '../engine/verdict';
import { PHASE_WORDS, TABLE_WORDS, type PhaseWords, type TableWords } from './table/words';

export interface Speech {
  readonly table: TableWords;
  readonly phases: PhaseWords;
  readonly language?: TermsIn;
}

export const ENGLISH_SPEECH: Speech = { table: TABLE_WORDS, phases: PHASE_WORDS };

export const SpeechContext = createContext<Speech>(ENGLISH_SPEECH);

export function useSpeech(): Speech {
  return useContext(SpeechContext);
}

const fromPage = new Map<string, TermsIn>();

/** A language whose terms the page wrote once (TermsOnPage), whole again: the same object for each step. */
export function termsFromPage(language: TermsOnPage): TermsIn {
  const known = fromPage.get(language.terms.id);
  if (known !== undefined) return known;
  const whole: TermsIn = { ...language, terms: pageData<TermsIn['terms']>(language.terms) };
  fromPage.set(language.terms.id, whole);
  return whole;
}

/** The names of seats, cards and terms in the island's language, for a game that names its things (names.ts). */
export function namesIn(things: GameThings, language: TermsIn | undefined): Names {
  if (language === undefined) return englishNames(things());
  const { lang, terms, verdicts } = language;
  return namesFromTerms(
    terms,
    things(language),
    verdicts === undefined ? undefined : sentencesFrom(lang, pageText(verdicts.id), verdicts.file),
  );
}

/** Seats as a table names them in a language: the learner by the language's "you", the others by number. */
export function seatIn(names: Names): (seat: number) => string {
  const you = capitalised(names.you.word);
  return (seat) => (seat === 0 ? you : names.seat(seat));
}

export function useNames(things: GameThings): Names {
  const { language } = useSpeech();
  return useMemo(() => namesIn(things, language), [things, language]);
}

/**
 * Says one of a game's own words: the English word here, or the `ui.<key>` entry of its terms, with
 * its {values} named as verdicts' are (a seat reads "you" for the learner, and the word after it agrees).
 */
export type Say<K extends string> = (key: K, values?: VerdictParams) => string;

/** A game's own table words in a language: from its terms when the island has a language, else the English given. */
export function gameWordsIn<K extends string>(
  english: Readonly<Record<K, string>>,
  language: TermsIn | undefined,
  options: ExplainOptions = {},
): Say<K> {
  return (key, values = {}) =>
    fill(language === undefined ? english[key] : termOf(language.terms, `ui.${key}`), values, options);
}

export function useGameWords<K extends string>(english: Readonly<Record<K, string>>, things?: GameThings): Say<K> {
  const { language } = useSpeech();
  return useMemo(
    () => gameWordsIn(english, language, things ? { names: namesIn(things, language) } : {}),
    [english, language, things],
  );
}

/** The kit's words for the widgets of an island, in the page's language, as a page hands them over. */
export interface IslandWords {
  readonly table: TableWords;
  readonly phases: PhaseWords;
}

/**
 * Gives every widget inside an island the page's language: the kit's words and the game's terms.
 * Without words, nothing is given, and the widgets speak English.
 */
export function SpeakingIn({
  words,
  language,
  children,
}: {
  readonly words: IslandWords | undefined;
  readonly language: TermsIn | undefined;
  readonly children: ComponentChildren;
}) {
  const speech = useMemo<Speech | null>(
    () => (words ? { table: words.table, phases: words.phases, ...(language ? { language } : {}) } : null),
    [words, language],
  );
  return speech ? h(SpeechContext.Provider, { value: speech }, children) : h(Fragment, null, children);
}
