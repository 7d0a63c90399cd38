/**
 * What a game gives the generic card widgets to draw its cards: a face for a card, a back, a
 * spoken name and a key. The widgets around the picture (Card, Hand, Pile, Zone) add the
 * button, the name for screen readers and the selected and hinted marks, the same for every game.
 */
import { countOfCards } from '../table/words';
import type { VNode } from 'preact';

/** The colour of a pack's back: games played with two packs tell them apart by it. */
export type BackColour = 'blue' | 'red';

export interface CardFaces<C> {
  /** The picture of a face-up card. Decoration (aria-hidden): the widget around it carries the name. */
  face(card: C): VNode;
  /** The picture of the back of a card, in its pack's colour. */
  back(colour?: BackColour): VNode;
  /** The card's name for a screen reader: "seven of spades", "blue Gimel, 3". */
  name(card: C): string;
  /** A key that tells the card from every other card on the table. */
  key(card: C): string;
}

/** "1 card", "7 cards", in English (a table says it in its island's language: countOfCards). */
export function cardCount(n: number): string {
  return countOfCards(n);
}
