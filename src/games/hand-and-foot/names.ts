/**
 * Hand and Foot's cards and terms named for explanations (src/engine/names.ts): verdicts carry a
 * card's code as positions write it ("♥7", "*") and terms with their data (verdict-values.ts). The
 * words come from the packs' English (french-deck.ts, cards.ts).
 */
import { type GameThings, type Names, type TermWords, englishNames, englishOnlyThings } from '../../engine/names';
import { cardText, cardWords, parseFace, rankPlural } from './cards';

/** The English name of a card by its code: "7 of hearts", "joker". */
function cardName(code: string): string {
  const face = parseFace(code);
  // Only the code positions write names a card: a second spelling ("h7", "jk") in a verdict is a bug.
  if ('error' in face || cardText(face) !== code) throw new Error(`Hand and Foot: "${code}" is not a card's code`);
  return cardWords(face);
}

const ENGLISH: TermWords = {
  /** "7s", "kings": melds are spoken of by their rank in the plural. */
  rank: (t) => rankPlural(Number(t['rank'])),
  /** "red" or "black". */
  colour: (t) => String(t['colour']),
  deal: () => 'deal',
  match: () => 'match',
};

/**
 * Hand and Foot's names. It speaks only English (its module lists no other `languages`), so no page
 * asks for another language's; one that did would be a bug, and is named rather than shown in English.
 */
export const handAndFootThings: GameThings = englishOnlyThings('Hand and Foot', cardName, ENGLISH);

/** Hand and Foot's verdicts named in English. */
export const HAND_AND_FOOT_NAMES: Names = englishNames(handAndFootThings());
