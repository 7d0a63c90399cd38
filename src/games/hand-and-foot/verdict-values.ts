/**
 * What Hand and Foot's verdicts carry instead of words (src/engine/verdict.ts): a card by its code
 * as positions write it ("♥7", "*" for a joker), a rank, a meld's colour and what is over as terms
 * with their data. names.ts words them.
 */
import { type CardValue, type TermValue, card, term } from '../../engine/verdict';
import { type HfCard, cardText } from './cards';
import type { MeldColour } from './melds';

/** A card as verdicts carry it: its face's code, the same for that face in every pack. */
export function cardParam(c: HfCard): CardValue {
  return card(cardText(c));
}

/** A rank as verdicts carry it; named in the plural, as melds of it are spoken of ("kings"). */
export function rankParam(rank: number): TermValue {
  return term('rank', { rank });
}

/** A meld's colour as verdicts carry it: red (no wild card) or black. */
export function colourParam(colour: MeldColour): TermValue {
  return term('colour', { colour });
}

/** What a move came too late for: the deal, or the whole match. */
export function overParam(over: 'deal' | 'match'): TermValue {
  return term(over);
}
