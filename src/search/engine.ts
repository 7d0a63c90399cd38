/**
 * The rule search itself, the same in the browser, the tests and the bench: an index of every
 * rule, ruling and glossary word (MiniSearch, BM25-ranked), read by src/search/reading.ts, and the
 * answer to one question — the rules ranked, the words to mark in them, and "did you mean" for a
 * game word misspelt.
 *
 * Weights: a word in a rule's title or in the ways players ask for it (`asked:`) counts for more
 * than one in its body; rules and rulings come before glossary words.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { closestTerm } from './spelling';
import { gameNamesOf, namedGames, type GameName } from './game-names';
import { questionLanguage, type AskedLanguage } from './question-language';
import { QUESTION_WORDS, readingOf, tellingWords, type Reading } from './reading';
import type { SearchDocument, SearchIndexData } from './documents';

/** How much a word counts, by where it stands in an entry. */
export const FIELD_BOOST = { title: 3, asked: 2, text: 1 } as const;
/** A glossary word's score beside a rule's: it answers what a word means, a rule what to do. */
export const GLOSSARY_WEIGHT = 0.5;
/** How much one line of an entry that says the whole question counts beside words spread over it (byLine). */
export const LINE_WEIGHT = 1;
/** The most results a question lists. */
export const MAX_RESULTS = 10;

export interface RuleIndex {
  /** Every game's entries in one index: a word's rarity counted over all games. */
  readonly search: MiniSearch<SearchDocument>;
  /**
   * One game's entries, indexed on first use: a word common in other games ("joker") may be rare,
   * and telling, in this one.
   */
  readonly game: (slug: string) => MiniSearch<SearchDocument>;
  /** Every term of the index, with the shortest word it was read from and how many entries have it. */
  readonly vocabulary: Vocabulary;
  /**
   * One game's terms, made on first use: a word only another game uses ("star" in Echad) is, in
   * this game, more likely a misspelling ("who stars the game" → "start").
   */
  readonly gameVocabulary: (slug: string) => Vocabulary;
  /** How the index's words and a question's are read, with the indexed games' own words. */
  readonly reading: Reading;
  /** The games' names, to know a question that names its game. */
  readonly names: readonly GameName[];
  /** The games whose players ask in a language besides English. */
  readonly askedIn: SearchIndexData['askedIn'];
}

type Vocabulary = ReadonlyMap<string, { readonly word: string; readonly entries: number }>;

function indexOf(documents: readonly SearchDocument[], reading: Reading): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>({
    fields: ['title', 'asked', 'text'],
    storeFields: ['game', 'gameName', 'kind', 'number', 'title', 'text', 'asked', 'href'],
    tokenize: reading.wordsOf,
    processTerm: (word) => reading.termsOfWord(word),
  });
  search.addAll(documents as SearchDocument[]);
  return search;
}

export function buildIndex({ documents, words, askedIn }: SearchIndexData): RuleIndex {
  const reading = readingOf(words);
  const search = indexOf(documents, reading);
  const games = new Map<string, MiniSearch<SearchDocument>>();
  const game = (slug: string): MiniSearch<SearchDocument> => {
    let index = games.get(slug);
    if (index === undefined) {
      index = indexOf(documents.filter((d) => d.game === slug), reading);
      games.set(slug, index);
    }
    return index;
  };
  const vocabularies = new Map<string, Vocabulary>();
  const gameVocabulary = (slug: string): Vocabulary => {
    let known = vocabularies.get(slug);
    if (known === undefined) {
      known = vocabularyOf(documents.filter((d) => d.game === slug), reading);
      vocabularies.set(slug, known);
    }
    return known;
  };
  return { search, game, vocabulary: vocabularyOf(documents, reading), gameVocabulary, reading, names: gameNamesOf(documents, reading), askedIn };
}

/** Every term of some entries, with the shortest word it was read from and how many entries have it. */
function vocabularyOf(documents: readonly SearchDocument[], { wordsOf, termsOfWord }: Reading): Vocabulary {
  const vocabulary = new Map<string, { word: string; entries: number }>();
  for (const doc of documents) {
    const seen = new Set<string>();
    for (const word of wordsOf(`${doc.title} ${doc.asked} ${doc.text}`)) {
      for (const term of termsOfWord(word)) {
        if (seen.has(term)) continue;
        seen.add(term);
        // A term is shown as the shortest word it was read from: "joker", not "jokers".
        const known = vocabulary.get(term);
        const shortest = known === undefined || word.length < known.word.length ? word : known.word;
        vocabulary.set(term, { word: shortest, entries: (known?.entries ?? 0) + 1 });
      }
    }
  }
  return vocabulary;
}

/** One entry found, with the terms of the question it matched. */
export interface Found {
  readonly document: SearchDocument;
  readonly score: number;
  readonly terms: readonly string[];
}

export interface Answer {
  readonly found: readonly Found[];
  /** The question with a misspelt game word put right ("jocker" → "joker"), if one was. */
  readonly didYouMean: string | null;
  /** True when nothing matched the question's words as typed, and the closest entries are shown. */
  readonly closest: boolean;
  /**
   * The game a question was searched in instead of all games: the game it names, or the one game
   * whose players ask in the question's language.
   */
  readonly narrowed: Narrowed | null;
}

export interface Narrowed {
  readonly game: GameName;
  /** The language that told the game, or null when the question named it. */
  readonly language: AskedLanguage | null;
}

/** How many letters a word may be off by and still be read as a word of the index. */
function allowedTypos(term: string): number {
  if (term.length >= 6) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** The rules that answer a question, in one game (its slug) or in all (''), best first. */
export function answer(index: RuleIndex, question: string, asked: string): Answer {
  const { wordsOf, termsOfWord } = index.reading;
  // A game named in the question is where it is asked, if no game was chosen; its name is no word to search by.
  const named = namedGames(wordsOf(question), index.names);
  const narrowed = asked === '' ? narrowedTo(index, named.games, question) : null;
  const game = narrowed?.game.slug ?? asked;
  const words = named.rest.length > 0 ? named.rest : wordsOf(question);
  const vocabulary = game === '' ? index.vocabulary : index.gameVocabulary(game);
  const known = (term: string) => vocabulary.has(term);
  // A word the index does not know, one or two letters off one it does, is read as that one; a
  // misspelt question word ("wich") is left out like the word it meant.
  const terms = tellingWords(words).flatMap((word) => {
    const read = termsOfWord(word);
    if (read.some(known)) return read;
    const meant = misspelt(vocabulary, read[0] as string);
    if (meant === null) return read;
    return QUESTION_WORDS.has(meant.word) ? [] : [meant.term];
  });
  if (terms.length === 0) return { found: [], didYouMean: null, closest: false, narrowed: null };
  // The last word may still be being typed: it also finds the words it begins.
  const typing = /[\p{L}\p{N}]$/u.test(question);
  const searched = game === '' ? index.search : index.game(game);
  const search = (lenient: boolean): SearchResult[] =>
    searched.search(terms.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      fuzzy: (term) => (lenient ? allowedTypos(term) : false),
      prefix: (term, i, all) => term.length >= 3 && ((typing && i === all.length - 1 && !known(term)) || lenient),
      boostDocument: (_id, _term, stored) => (stored?.['kind'] === 'term' ? GLOSSARY_WEIGHT : 1),
    });
  let results = search(false);
  const closest = results.length === 0;
  if (closest) results = search(true);
  results = byLine(results, terms, index.reading.termsOf);
  return {
    found: results.slice(0, MAX_RESULTS).map((r) => ({ document: documentOf(r), score: r.score, terms: r.terms })),
    didYouMean: didYouMean(index, question, game),
    closest,
    narrowed,
  };
}

/**
 * The results re-ranked by how much of the question one line of each says: the entry's title, or
 * one of its ways of asking (`asked:`), each a question as a player puts it. An entry scores its
 * BM25 score times (1 + the largest share of the question's distinct words that one of its lines
 * has) to the power LINE_WEIGHT. So "when can I pick up my foot" puts the rule asked as "when can
 * I pick up my foot" above the one that says "pick up" often but never beside "foot": the word that
 * tells what is asked is not drowned by common ones spread over an entry.
 */
function byLine(results: SearchResult[], terms: readonly string[], termsOf: (text: string) => string[]): SearchResult[] {
  const asked = new Set(terms);
  if (asked.size <= 1) return results;
  const share = (line: string) => {
    const has = new Set(termsOf(line));
    return [...asked].filter((t) => has.has(t)).length / asked.size;
  };
  return results
    .map((r) => {
      const lines = [String(r['title'] ?? ''), ...String(r['asked'] ?? '').split('\n')];
      const best = Math.max(...lines.map(share));
      return { ...r, score: r.score * (1 + best) ** LINE_WEIGHT };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Where a question asked of all games is searched instead: the one game it names, or else the one
 * game whose players ask in its language (a German question is about Mezza). Null: all games.
 */
function narrowedTo(index: RuleIndex, named: readonly string[], question: string): Narrowed | null {
  const nameOf = (slug: string | undefined) => index.names.find((n) => n.slug === slug);
  if (named.length > 0) {
    const game = named.length === 1 ? nameOf(named[0]) : undefined;
    return game === undefined ? null : { game, language: null };
  }
  const language = questionLanguage(question);
  const games = language === null ? [] : (index.askedIn[language] ?? []);
  const game = games.length === 1 ? nameOf(games[0]) : undefined;
  return game === undefined ? null : { game, language };
}

/** The term of the index a misspelt term most likely meant, if one is near enough. */
function misspelt(vocabulary: Vocabulary, term: string) {
  return closestTerm(term, vocabulary, allowedTypos(term));
}

function documentOf(result: SearchResult): SearchDocument {
  const { id, game, gameName, kind, number, title, text, asked, href } = result as SearchResult & SearchDocument;
  return { id, game, gameName, kind, number, title, text, asked, href };
}

/**
 * The question with each word the index does not know, and that is one or two letters off a game
 * word it does, put right: "can I play a jocker" → "can I play a joker". Null when nothing is misspelt.
 */
export function didYouMean(index: RuleIndex, question: string, game = ''): string | null {
  const vocabulary = game === '' ? index.vocabulary : index.gameVocabulary(game);
  let changed = false;
  const corrected = question.replace(/[\p{L}]{4,}/gu, (word) => {
    const terms = index.reading.termsOf(word);
    if (terms.length !== 1 || vocabulary.has(terms[0] as string)) return word;
    const meant = misspelt(vocabulary, terms[0] as string);
    // Only a game word is offered: "wich" is left as typed, never turned into "with".
    if (meant === null || QUESTION_WORDS.has(meant.word)) return word;
    changed = true;
    return meant.word;
  });
  return changed ? corrected : null;
}
