/**
 * The rule search in the browser: the index (built by Pagefind after the site) is fetched on the
 * first question only, each word of the question is looked up, and the rules answering most of
 * them come first. Used by the search page and by the rules panel of a play page.
 */
import { readRuleNumber } from '../engine/rule-anchor';
import { alsoSearched, quoted, rankByTerms, searchTerms, toResult, type Hit, type IndexedPage, type RuleResult } from './results';

interface Found {
  readonly id: string;
  readonly score: number;
  data(): Promise<IndexedPage>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(q: string, o?: Record<string, unknown>): Promise<{ results: Found[] }>;
}

let index: Promise<Pagefind> | null = null;
function loadIndex(): Promise<Pagefind> {
  // Built after the site (pagefind --site dist): not a module the bundler knows about.
  index ??= import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`).then(async (pagefind: Pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  return index;
}

/** What a question found: the rules, or a sentence saying why there are none. */
export type Answer = { readonly results: readonly RuleResult[]; readonly message: string };

/** The rules that answer a question, in one game (its slug) or in all (''). */
export async function searchRules(question: string, game: string, known: ReadonlyMap<string, string>): Promise<Answer> {
  const number = readRuleNumber(question);
  if (number !== null && !known.has(number)) return { results: [], message: `There is no rule ${number}.` };
  let pagefind: Pagefind;
  try {
    pagefind = await loadIndex();
  } catch {
    return { results: [], message: 'The search index could not be loaded. The rule page of each game lists every rule.' };
  }
  const options = game ? { filters: { game } } : {};
  const hitsOf = async (term: string): Promise<Hit<Found>[]> => {
    const found = await Promise.all(alsoSearched(term).map((word) => pagefind.search(word, options)));
    return found.flatMap((f) => f.results.map((r) => ({ key: r.id, score: r.score, page: r })));
  };
  const terms = searchTerms(question);
  const ranked = rankByTerms(await Promise.all((terms.length > 0 ? terms : [question]).map(hitsOf)));
  const results = (await Promise.all(ranked.slice(0, 10).map((r) => r.data()))).map(toResult);
  const n = results.length;
  return {
    results,
    message:
      n === 0
        ? `No rule matches “${quoted(question)}”. Try other words, or a rule number.`
        : `${n} ${n === 1 ? 'rule' : 'rules'} for “${quoted(question)}”.`,
  };
}

/** The results as list items: where the rule is, its title as a link, its words with the match marked. */
export function resultItems(results: readonly RuleResult[]): HTMLLIElement[] {
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
    excerpt.innerHTML = r.excerpt; // the index's text, with only its <mark> highlight kept (safeExcerpt)
    item.append(where, link, excerpt);
    return item;
  });
}

/** Every rule's place, by number, as a page lists it in data-rules (JSON). */
export function knownRules(element: HTMLElement): Map<string, string> {
  return new Map(Object.entries(JSON.parse(element.dataset.rules ?? '{}') as Record<string, string>));
}
