/**
 * Which parts of the table a hint points at. A play is two presses, the card and then its pile,
 * so both are ringed; a pass rings the hand card and the pass button.
 */
import type { MtCard } from '../cards';
import type { MtMove, MtZone, PileName } from '../state';

export interface Hints {
  /** A card of a hinted play or pass, lying in this zone. */
  card(card: MtCard, zone: MtZone): boolean;
  /** The pile a hinted play goes on. */
  pile(pile: PileName): boolean;
  /** A hinted move with no card to point at (draw, refill, lay, end, the pawn's choice), or the pass. */
  move(type: MtMove['type']): boolean;
}

export function hintsOf(hinted: readonly MtMove[]): Hints {
  return {
    card: (card, zone) =>
      hinted.some((m) =>
        m.type === 'play'
          ? m.from.kind === zone && m.cards.some((c) => c.id === card.id)
          : m.type === 'pass' && zone === 'hand' && m.card.id === card.id,
      ),
    pile: (pile) => hinted.some((m) => m.type === 'play' && m.pile === pile),
    move: (type) => hinted.some((m) => m.type === type),
  };
}
