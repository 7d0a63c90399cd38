/**
 * The rule search in the browser: the index's entries (/search-index.json) are fetched on the first
 * question only and indexed once; every question after that is answered at once, as it is typed.
 * Used by the search page and by the rules panel of a play page.
 */
import { readRuleNumber } from '../engine/rule-anchor';
import type { SearchDocument, SearchIndexData } from './documents';
import { answer, buildIndex, type Narrowed, type RuleIndex } from './engine';
import { excerptOf, type Excerpt, type Piece } from './excerpt';
import { quoted } from './results';
import { aroundQuestion, type SearchWords } from './words';
import { fillIn, pluralOf } from '../i18n/format';

const indexes = new Map<string, Promise<RuleIndex>>();

/**
 * The search's index of a language (/search-index.json, /de/search-index.json …), made on first use
 * and kept for the page's life.
 */
export function loadIndex(url = '/search-index.json'): Promise<RuleIndex> {
  const made = indexes.get(url);
  if (made) return made;
  const index = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`the search index answered ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    })
    .then(buildIndex)
    .catch((error: unknown) => {
      indexes.delete(url); // a later question tries again
      throw error;
    });
  indexes.set(url, index);
  return index;
}

/** One entry found, as a list shows it. */
export interface RuleResult {
  readonly href: string;
  /** "<Game> · Rule <number>", "<Game> · Ruling <number>" or "<Game> · Glossary". */
  readonly where: string;
  readonly title: string;
  readonly excerpt: Excerpt;
}

/** What a question found: the entries, a sentence saying what they are, and a spelling put right. */
export interface SearchAnswer {
  readonly results: readonly RuleResult[];
  readonly message: string;
  /** The question with a misspelt game word put right, to offer as "Did you mean …?". */
  readonly didYouMean: string | null;
}

function toResult(document: SearchDocument, terms: readonly string[], words: SearchWords, index: RuleIndex): RuleResult {
  const kind = words.kinds[document.kind];
  const where =
    document.kind === 'term' ? `${document.gameName} · ${kind}` : `${document.gameName} · ${kind} ${document.number}`;
  return {
    href: document.href,
    where,
    title: document.title,
    excerpt: excerptOf(document.text, document.asked, terms, index.reading.termsOf),
  };
}

/**
 * The entries that answer a question, in one game (its slug) or in all (''); `where` names what was
 * searched ("Ottawa", "all games") in the sentence that says what was found.
 */
export async function searchRules(
  question: string,
  game: string,
  where: string,
  known: ReadonlyMap<string, string>,
  words: SearchWords,
  url?: string,
): Promise<SearchAnswer> {
  const number = readRuleNumber(question);
  if (number !== null && !known.has(number))
    return { results: [], message: fillIn(words.noSuchRule, { number }), didYouMean: null };
  let ready: RuleIndex;
  try {
    ready = await loadIndex(url);
  } catch {
    return { results: [], message: words.notLoaded, didYouMean: null };
  }
  const found = answer(ready, question, game);
  const results = found.found.map((f) => toResult(f.document, f.terms, words, ready));
  const n = results.length;
  // A question that names its game was searched there: the sentence says so.
  const values = {
    n,
    question: quoted(question),
    where: found.narrowed === null ? where : narrowedWhere(found.narrowed, words),
  };
  let message: string;
  if (n === 0) message = fillIn(words.nothing, values);
  else message = fillIn(pluralOf(found.closest ? words.closest : words.found, n, words.lang), values);
  return { results, message, didYouMean: found.didYouMean };
}

/** "Mezza, the game the question names", "Mezza, the game asked in German": why one game was searched. */
function narrowedWhere({ game, language }: Narrowed, words: SearchWords): string {
  if (language === null) return fillIn(words.namedGame, { game: game.name });
  const name = new Intl.DisplayNames([words.lang], { type: 'language' }).of(language) ?? language;
  return fillIn(words.askedInGame, { game: game.name, language: name });
}

/** A rule's title and words, by its number, from the index: what the rules panel shows. */
export async function ruleByNumber(id: string, url?: string): Promise<SearchDocument | undefined> {
  const fields = (await loadIndex(url)).search.getStoredFields(id);
  return fields === undefined ? undefined : ({ id, ...fields } as unknown as SearchDocument);
}

/** An excerpt as nodes: its text, the matched words in <mark>. Never markup from the index. */
function excerptNodes(pieces: readonly Piece[]): Node[] {
  return pieces.map((p) => {
    if (!p.marked) return document.createTextNode(p.text);
    const mark = document.createElement('mark');
    mark.textContent = p.text;
    return mark;
  });
}

/** The results as list items: where the rule is, its title as a link, its words with the match marked. */
export function resultItems(results: readonly RuleResult[], words: SearchWords): HTMLLIElement[] {
  return results.map((r) => {
    const item = document.createElement('li');
    const where = document.createElement('p');
    where.className = 'result-game';
    where.textContent = r.where;
    const link = document.createElement('a');
    link.className = 'result-title';
    link.href = r.href;
    link.textContent = r.title;
    const excerpt = document.createElement('p');
    if (r.excerpt.asked) {
      // A way of asking, in the asker's words and direction (a Hebrew question reads right to left).
      const quote = document.createElement('q');
      quote.dir = 'auto';
      // On a page in English, a line in Hebrew letters is marked Hebrew; a Yiddish or Hebrew page's lines are its own language.
      const hebrewPage = words.lang === 'he' || words.lang === 'yi';
      if (!hebrewPage && /[\u0590-\u05ff]/.test(r.excerpt.pieces.map((p) => p.text).join(''))) quote.lang = 'he';
      quote.append(...excerptNodes(r.excerpt.pieces));
      excerpt.append(words.askedAs, quote);
    } else {
      excerpt.append(...excerptNodes(r.excerpt.pieces));
    }
    item.append(where, link, excerpt);
    return item;
  });
}

/**
 * "Did you mean …?" with the corrected question as a link to its search, or nothing. `href` gives
 * the link's address for a question (the search page's own address, or "#" where a click runs it).
 */
export function suggestionNodes(
  didYouMean: string | null,
  href: (question: string) => string,
  words: SearchWords,
): Node[] {
  if (didYouMean === null) return [];
  const [before, after] = aroundQuestion(words.didYouMean);
  const link = document.createElement('a');
  link.href = href(didYouMean);
  link.textContent = didYouMean;
  link.dataset.question = didYouMean;
  return [document.createTextNode(before), link, document.createTextNode(after)];
}

/** Where a page shows answers: the results' list, the "did you mean" line and the status line. */
export interface AnswerView {
  readonly list: HTMLOListElement;
  readonly suggestion: HTMLElement;
  readonly status: HTMLElement;
}

/**
 * Answers questions into a view as they are typed, the latest question winning over any still on
 * its way; an empty question empties the view. `href` gives the address "did you mean" links to.
 * The returned function says whether it showed an answer (false: emptied, or overtaken).
 */
export function answerer(
  view: AnswerView,
  href: (question: string, game: string) => string,
  words: SearchWords,
  url?: string,
): (question: string, game: string, where: string, known: ReadonlyMap<string, string>) => Promise<boolean> {
  let asked = 0;
  return async (question, game, where, known) => {
    const mine = ++asked;
    if (question.trim() === '') {
      view.list.replaceChildren();
      view.suggestion.replaceChildren();
      view.status.textContent = '';
      return false;
    }
    const answer = await searchRules(question, game, where, known, words, url);
    if (mine !== asked) return false; // a later question is on its way
    view.list.replaceChildren(...resultItems(answer.results, words));
    view.suggestion.replaceChildren(...suggestionNodes(answer.didYouMean, (q) => href(q, game), words));
    view.status.textContent = answer.message;
    return true;
  };
}
