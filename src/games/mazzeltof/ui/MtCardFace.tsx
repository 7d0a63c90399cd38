/**
 * MazzelTof's cards drawn with the shared French faces: the 52 suited cards and the jokers of two
 * packs, red backs for the red team and blue backs for the blue team (MT-01, MT-04). Both packs
 * have every face, so a card's key is its id, never its face.
 */
import type { CardFaces } from '../../../widgets/card/faces';
import { frenchFaces, type FrenchFace } from '../../../widgets/card/french';
import { type MtCard, cardWords } from '../cards';

function frenchFace(card: MtCard): FrenchFace {
  if (card.suit === null || card.rank === null) return { joker: card.back === 'red' ? 'red' : 'black' };
  return { suit: card.suit, rank: card.rank };
}

export const mtFaces: CardFaces<MtCard> = {
  face: (card) => frenchFaces.face(frenchFace(card)),
  back: (colour) => frenchFaces.back(colour),
  name: cardWords,
  key: (card) => `mt-${card.id}`,
};
