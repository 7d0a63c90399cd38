/**
 * Ottawa's cards and terms named for explanations (src/engine/names.ts): verdicts carry a card's
 * code ("♥7", as positions write it) and terms with their data (the cards next to the top card in
 * its suit; every card of its rank). The words come from the pack's English (french-deck.ts).
 */
import { type Rank, SUITS, cardLabel, rankLabel } from '../../engine/french-deck';
import { type GameThings, type Names, englishNames } from '../../engine/names';
import type { Thing, TermValue } from '../../engine/verdict';
import { cardByCode } from './cards';

/** The English name of a card by its code: its label, "♥7". */
function cardWords(code: string): string {
  const c = cardByCode(code);
  if (c === undefined) throw new Error(`Ottawa: "${code}" is not a card's code`);
  return cardLabel(c);
}

const ENGLISH: Readonly<Record<string, (t: TermValue) => string>> = {
  /** "♥6 or ♥8". */
  neighbours: (t) => (t['cards'] as readonly string[]).map(cardWords).join(' or '),
  /** "any 7 (♠7 ♥7 ♦7 ♣7)": the rank as the pack writes it, then its card in every suit. */
  'same-rank': (t) => {
    const rank = t['rank'] as Rank;
    return `any ${rankLabel(rank)} (${SUITS.map((suit) => cardLabel({ suit, rank })).join(' ')})`;
  },
};

function english(thing: Thing): string {
  if (!('term' in thing)) return cardWords(thing.card);
  const words = ENGLISH[thing.term];
  if (words === undefined) throw new Error(`Ottawa: no English words for the term "${thing.term}"`);
  return words(thing);
}

/**
 * Ottawa's names. It speaks only English (its module lists no other `languages`), so no page asks
 * for another language's; one that did would be a bug, and is named rather than shown in English.
 */
export const ottawaThings: GameThings = (language) => {
  if (language !== undefined) throw new Error(`Ottawa has no terms in "${language.lang}"`);
  return english;
};

/** Ottawa's verdicts named in English. */
export const OTTAWA_NAMES: Names = englishNames(ottawaThings());
