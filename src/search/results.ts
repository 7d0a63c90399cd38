/**
 * The rule search's answers, kept apart from the page so they can be tested: a typed rule number
 * that leads straight to its rule, and the result of the search index made readable.
 */
import { readRuleNumber } from '../engine/rule-anchor';

/** The longest question the page reads or repeats: anything longer is cut, never echoed whole. */
export const MAX_QUESTION = 120;

/** One rule found, as the search page lists it. */
export interface RuleResult {
  readonly href: string;
  /** "<Game> · Rule <number>", as a result names its rule. */
  readonly where: string;
  readonly title: string;
  /** The rule's words around the match, the matched words inside <mark>. */
  readonly excerpt: string;
}

/** What the search index gives for one page (the part we read). */
export interface IndexedPage {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

/** The address a typed rule number leads to ("ot18", "OT-18", "mz 37"), or null if it is not a known rule. */
export function ruleJump(question: string, known: ReadonlyMap<string, string>): string | null {
  const id = readRuleNumber(question);
  return id === null ? null : (known.get(id) ?? null);
}

/** Only the index's highlight survives: every other tag is dropped, so an excerpt can hold no markup of its own. */
export function safeExcerpt(excerpt: string): string {
  return excerpt.replace(/<(?!\/?mark>)[^>]*>/g, '');
}

export function toResult(page: IndexedPage): RuleResult {
  // The index finds a rule on its short page; the rule's place on its game's rule page is the url meta.
  const { game = '', rule = '', kind = 'Rule', title = rule, url = page.url } = page.meta;
  return { href: url, where: `${game} · ${kind} ${rule}`, title, excerpt: safeExcerpt(page.excerpt) };
}

/** The question as the page may repeat it: at most about 40 characters. */
export function quoted(question: string): string {
  const q = question.trim();
  return q.length > 40 ? `${q.slice(0, 40)}…` : q;
}

/**
 * Words of a question that say nothing about a rule ("what happens when…", "can I…"): left out so
 * that a question as a player asks it finds the rule, whose words are the others.
 */
const QUESTION_WORDS = new Set(
  (
    'a an the and or of to in on at by for with from as is are am be been was were do does did done have has had ' +
    'i me my you your we our they their he she it its this that these those there here what whats which who whom ' +
    'whose when where why how much many can could may might must shall should will would if then than so not no ' +
    'any some get gets got happen happens happened mean means rule rules about allowed let lets okay ok still just'
  ).split(' '),
);

/**
 * Words players say for what the rules call otherwise: each is searched for too, and a rule that
 * has either counts as answering the word.
 */
const PLAYER_WORDS: Readonly<Record<string, readonly string[]>> = {
  number: ['rank'],
  numbers: ['rank'],
  deck: ['pack'],
  reverse: ['direction'],
  skip: ['lose', 'skipped'],
  together: ['several'],
  discard: ['pile'],
};

/** The word and what the rules may call it instead. */
export function alsoSearched(term: string): readonly string[] {
  return [term, ...(PLAYER_WORDS[term] ?? [])];
}

/** The words of a question worth searching for, in order, without repeats. */
export function searchTerms(question: string): string[] {
  const words = question
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}\p{N}½]+/u)
    .filter((w) => w !== '' && !QUESTION_WORDS.has(w));
  return [...new Set(words)];
}

/** A page found for one term, with the index's score for it. */
export interface Hit<P> {
  readonly key: string;
  readonly score: number;
  readonly page: P;
}

/**
 * Pages ranked by how many of the terms they answer, then by their summed scores: a rule that
 * speaks of "ace" and "worth" outranks one that speaks of only one of them.
 */
export function rankByTerms<P>(hitsPerTerm: readonly (readonly Hit<P>[])[]): P[] {
  const ranked = new Map<string, { terms: number; score: number; page: P }>();
  for (const hits of hitsPerTerm) {
    const top = Math.max(...hits.map((h) => h.score), 0) || 1;
    // A page found for a term and for its other word answers the term once, at its better score.
    const best = new Map<string, Hit<P>>();
    for (const hit of hits) if ((best.get(hit.key)?.score ?? -1) < hit.score) best.set(hit.key, hit);
    for (const hit of best.values()) {
      const seen = ranked.get(hit.key) ?? { terms: 0, score: 0, page: hit.page };
      ranked.set(hit.key, { terms: seen.terms + 1, score: seen.score + hit.score / top, page: seen.page });
    }
  }
  return [...ranked.values()].sort((a, b) => b.terms - a.terms || b.score - a.score).map((r) => r.page);
}
