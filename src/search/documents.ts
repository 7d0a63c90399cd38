/**
 * What the rule search indexes: each rule, ruling and glossary word of every game, as one small
 * record with the address a result leads to. Made at build time (src/pages/search-index.json.ts)
 * and in the tests and bench from the same catalogues.
 */
import type { RuleEntry } from '../engine/catalogue';
import type { GlossaryEntry } from '../engine/glossary';
import { termAnchor } from '../engine/glossary';
import { ruleHref } from '../engine/rule-anchor';
import { localePath, type Lang } from '../i18n/languages';
import type { GameSearchWords } from './game-words';
import type { AskedLanguage } from './question-language';

export interface SearchDocument {
  /** The rule number (OT-18), or "<game>/<term>" for a glossary word. */
  readonly id: string;
  readonly game: string;
  readonly gameName: string;
  readonly kind: 'rule' | 'ruling' | 'term';
  /** The rule number, or "" for a glossary word. */
  readonly number: string;
  readonly title: string;
  readonly text: string;
  /** The ways players ask for it, one a line (a glossary word: its other names). */
  readonly asked: string;
  readonly href: string;
}

/** What /search-index.json holds: the entries, and the games' own words the search reads them with. */
export interface SearchIndexData {
  readonly words: GameSearchWords;
  readonly documents: readonly SearchDocument[];
  /** For each language besides English, the games whose players ask in it (their `askedIn`). */
  readonly askedIn: Readonly<Partial<Record<AskedLanguage, readonly string[]>>>;
}

export interface GameNames {
  readonly slug: string;
  readonly name: string;
}

/** A game's rules, rulings and glossary words as the search indexes them, linking its pages in `lang`. */
export function documentsOf(
  game: GameNames,
  rules: readonly Pick<RuleEntry, 'id' | 'kind' | 'title' | 'text' | 'asked'>[],
  glossary: readonly Pick<GlossaryEntry, 'term' | 'also' | 'hebrew' | 'meaning'>[],
  lang: Lang = 'en',
): SearchDocument[] {
  const base = { game: game.slug, gameName: game.name };
  return [
    ...rules.map((r) => ({
      ...base,
      id: r.id,
      kind: r.kind,
      number: r.id,
      title: r.title,
      text: r.text,
      asked: r.asked.join('\n'),
      href: ruleHref(localePath(`/${game.slug}/rules/`, lang), r.id),
    })),
    ...glossary.map((g) => ({
      ...base,
      id: `${game.slug}/${g.term}`,
      kind: 'term' as const,
      number: '',
      title: g.term,
      text: g.meaning,
      asked: [...g.also, ...(g.hebrew === undefined ? [] : [g.hebrew])].join('\n'),
      href: `${localePath(`/${game.slug}/glossary/`, lang)}#${termAnchor(g.term)}`,
    })),
  ];
}
