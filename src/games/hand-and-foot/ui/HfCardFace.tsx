/**
 * Hand and Foot's cards drawn with the shared French faces: six packs, each with its two jokers
 * (HF-01). Every face is in the packs six times, so a card's key is its id, never its face. All
 * packs share one back: nothing in the game tells the packs apart.
 */
import type { CardFaces } from '../../../widgets/card/faces';
import { frenchFaces, type FrenchFace } from '../../../widgets/card/french';
import { type HfCard, PACK_SIZE, cardWords } from '../cards';

function frenchFace(card: HfCard): FrenchFace {
  // A pack's two jokers are its cards 52 and 53: one drawn red, the other black.
  if (card.suit === null || card.rank === null) return { joker: (card.id % PACK_SIZE) % 2 === 0 ? 'red' : 'black' };
  return { suit: card.suit, rank: card.rank };
}

export const hfFaces: CardFaces<HfCard> = {
  face: (card) => frenchFaces.face(frenchFace(card)),
  back: (colour) => frenchFaces.back(colour),
  name: cardWords,
  key: (card) => `hf-${card.id}`,
};

/** HF-08: one of the two packets a player received, face down, to be picked as the hand. */
export interface Packet {
  readonly packet: 0 | 1;
  readonly cards: number;
}

/** A packet is drawn as the back of its top card: nobody may look at either before choosing. */
export const packetFaces: CardFaces<Packet> = {
  face: () => frenchFaces.back(),
  back: (colour) => frenchFaces.back(colour),
  name: (p) => `${p.packet === 0 ? 'first' : 'second'} packet, ${p.cards} cards face down: take it as your hand`,
  key: (p) => `hf-packet-${p.packet}`,
};
