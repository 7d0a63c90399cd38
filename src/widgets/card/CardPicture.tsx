/** A card's picture alone, face up or as its back: decoration inside a named control or pile. */
import type { BackColour, CardFaces } from './faces';

interface Props<C> {
  readonly faces: CardFaces<C>;
  /** null: the card lies face down. */
  readonly card: C | null;
  readonly back?: BackColour;
}

export function CardPicture<C>({ faces, card, back }: Props<C>) {
  return card === null ? faces.back(back) : faces.face(card);
}
