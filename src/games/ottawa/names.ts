/**
 * Ottawa's cards and terms named for explanations (src/engine/names.ts): verdicts carry a card's
 * code ("♥7", as positions write it) and terms with their data (the cards next to the top card in
 * its suit; every card of its rank). The words come from the pack's English (french-deck.ts).
 */
import { type Rank, SUITS, cardLabel, rankLabel } from '../../engine/french-deck';
import { type GameThings, type Names, type TermWords, englishNames, englishOnlyThings } from '../../engine/names';
import { cardByCode } from './cards';

/** The English name of a card by its code: its label, "♥7". */
function cardWords(code: string): string {
  const c = cardByCode(code);
  if (c === undefined) throw new Error(`Ottawa: "${code}" is not a card's code`);
  return cardLabel(c);
}

const ENGLISH: TermWords = {
  /** "♥6 or ♥8". */
  neighbours: (t) => (t['cards'] as readonly string[]).map(cardWords).join(' or '),
  /** "any 7 (♠7 ♥7 ♦7 ♣7)": the rank as the pack writes it, then its card in every suit. */
  'same-rank': (t) => {
    const rank = t['rank'] as Rank;
    return `any ${rankLabel(rank)} (${SUITS.map((suit) => cardLabel({ suit, rank })).join(' ')})`;
  },
};

/** Ottawa's names: it speaks only English (its module lists no other `languages`). */
export const ottawaThings: GameThings = englishOnlyThings('Ottawa', cardWords, ENGLISH);

/** Ottawa's verdicts named in English. */
export const OTTAWA_NAMES: Names = englishNames(ottawaThings());
