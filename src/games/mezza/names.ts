/**
 * Mezza's cards and terms named in a language, for explanations (src/engine/names.ts): verdicts
 * carry a kind's code ("7", "T") and terms with their data (pile.ts: what the pile counts as; the
 * kinds that would fit; so many cards of a kind). English comes from cards.ts and move-words.ts;
 * German from the `say.` entries of content/mezza/de/terms.yaml, with lists and plurals from Intl.
 */
import { type GameThings, type Names, type TermsIn, englishNames, phrase, termOf } from '../../engine/names';
import type { Thing, TermValue } from '../../engine/verdict';
import { type Kind, halvesLabel, kindName } from './cards';
import { aCard, cardCount, cardsOfKind, kindPlural } from './move-words';

function kindsOf(t: TermValue): Kind[] {
  return [...((t['cards'] as readonly Kind[] | undefined) ?? [])];
}
const kindIn = (t: TermValue): Kind => t['card'] as Kind;
const count = (t: TermValue): number => Number(t['n']);

/** What the pile counts as, in English: "7 (½ on 6½)", "0 (a joker opened it)". */
function englishPile(t: TermValue): string {
  const note = t['through'] ? ' (through the transparent joker)' : '';
  const made = halvesLabel(Number(t['halves']));
  switch (t['as']) {
    case 'empty':
      return 'empty';
    case 'opened':
      return '0 (a joker opened it)';
    case 'combined':
      return `${made} (½ on ${String(t['under'])})${note}`;
    case 'zero':
      return `0 (the 0-joker)${note}`;
    default:
      return `${made}${note}`;
  }
}

const ENGLISH: Readonly<Record<string, (t: TermValue) => string>> = {
  pile: englishPile,
  needed: (t) => (kindsOf(t).length === 0 ? 'a joker' : `any ${kindsOf(t).map(kindName).join(', ')} or a joker`),
  'a-joker': () => 'a joker',
  'a-card': (t) => aCard(kindIn(t)),
  kinds: (t) => kindsOf(t).join(' and '),
  fitting: (t) => kindsOf(t).map(kindName).join(', '),
  'zone.hand': () => 'your hand',
  'zone.face-up': () => 'your face-up cards',
  cards: (t) => cardsOfKind(kindIn(t), count(t)),
  plural: (t) => kindPlural(kindIn(t)),
  count: (t) => cardCount(count(t)),
  'face-down-card': () => 'a face-down card',
  'lowest-hand-card': () => 'lowest hand card',
};

/** How Intl.ListFormat joins a list: "and", "or", or plainly one after another. */
const LIST_TYPES = ['conjunction', 'disjunction', 'unit'] as const;
type ListType = (typeof LIST_TYPES)[number];

/** The words of the terms in another language, from its table: `say.<term>`, `say.<term>.<kind>` for a kind of its own. */
function inTerms({ lang, terms }: TermsIn): (thing: Thing) => string {
  const say = (key: string, values: Readonly<Record<string, string>> = {}) =>
    phrase(termOf(terms, `say.${key}`), values);
  /** The entry for this kind if it has one ("say.card.T"), else the general one with the kind put in. */
  const ofKind = (key: string, kind: Kind) =>
    (terms[`say.${key}.${kind}`] ?? say(key, { card: kind })).replace('{card}', kind);
  const name = (kind: Kind) => terms[`say.card.${kind}`] ?? kind;
  /**
   * The kinds as one list, joined as the language's terms say for this term ("list.needed:
   * disjunction" gives "8, 9 oder 9½"): whether a list means "each of" or "any one of" is grammar,
   * and the translator's to set. Left out, the term's usual meaning.
   */
  const list = (term: string, kinds: readonly Kind[], usual: ListType) => {
    const written = terms[`list.${term}`] ?? usual;
    if (!LIST_TYPES.includes(written as ListType))
      throw new Error(`Mezza's terms in ${lang}: "list.${term}" is "${written}", not one of ${LIST_TYPES.join(', ')}`);
    const type = written as ListType;
    return new Intl.ListFormat(lang, { type, style: type === 'unit' ? 'narrow' : 'long' }).format(kinds.map(name));
  };
  const words: Readonly<Record<string, (t: TermValue) => string>> = {
    pile: (t) => {
      const made = halvesLabel(Number(t['halves']));
      const pile = say(`pile.${String(t['as'])}`, { made, under: name(String(t['under']) as Kind) });
      return t['through'] ? say('pile.through', { pile }) : pile;
    },
    needed: (t) => (kindsOf(t).length === 0 ? say('needed.none') : say('needed', { cards: list('needed', kindsOf(t), 'disjunction') })),
    'a-card': (t) => ofKind('a-card', kindIn(t)),
    kinds: (t) => list('kinds', kindsOf(t), 'conjunction'),
    fitting: (t) => list('fitting', kindsOf(t), 'conjunction'),
    cards: (t) =>
      count(t) === 1
        ? ofKind('a-card', kindIn(t))
        : say('cards', { count: terms[`number.${count(t)}`] ?? String(count(t)), plural: ofKind('plural', kindIn(t)) }),
    plural: (t) => ofKind('plural', kindIn(t)),
    count: (t) => say(`count.${new Intl.PluralRules(lang).select(count(t))}`, { n: String(count(t)) }),
  };
  const named = (thing: Thing): string => {
    if ('term' in thing) return (words[thing.term] ?? (() => say(thing.term)))(thing);
    return name(thing.card as Kind);
  };
  return Object.assign(named, { formsOf });
}

/**
 * The name of a kind's own grammatical forms in a language's messages (`card-T`, `card-half`): the
 * jokers and the ½ are words of their own ("den durchsichtigen Joker", "der Halben"); a number card
 * or a half-value card takes the general forms, with its value put in ("der 3½").
 */
function formsOf(kind: string): string | undefined {
  if (kind === '½') return 'half';
  return kind === 'T' || kind === '0' ? kind : undefined;
}

/** Mezza's names in English, or in the language of the terms given. */
export const mezzaThings: GameThings = (language) => {
  if (language !== undefined) return inTerms(language);
  return (thing) => {
    if (!('term' in thing)) return kindName(thing.card as Kind);
    const words = ENGLISH[thing.term];
    if (words === undefined) throw new Error(`Mezza: no English words for the term "${thing.term}"`);
    return words(thing);
  };
};

/** Mezza's verdicts named in English. */
export const MEZZA_NAMES: Names = englishNames(mezzaThings());
