/** Which parts of the table a hint points at: the cards and controls of the hinted moves. */
import type { MezzaCard } from '../cards';
import { formatMove } from '../moves';
import type { MezzaMove, MezzaZone } from '../state';

export interface Hints {
  /** A card of a hinted play or swap, in this zone (a window's answer is a button of its own). */
  card(card: MezzaCard, zone: MezzaZone): boolean;
  /** A hinted play from this zone (its "Play selected" button). */
  play(zone: MezzaZone): boolean;
  /** The face-down card at this place. */
  blind(at: number): boolean;
  /** A move with no cards to point at (pick up, draw, ready, decline), or a window's answer. */
  move(move: MezzaMove): boolean;
}

export function hintsOf(hinted: readonly MezzaMove[]): Hints {
  const written = new Set(hinted.map(formatMove));
  return {
    card: (card, zone) =>
      hinted.some((m) => {
        if (m.type === 'swap') return (zone === 'hand' ? m.hand : m.faceUp).id === card.id;
        if (m.type === 'play') return m.from.kind === zone && m.cards.some((c) => c.id === card.id);
        return false;
      }),
    play: (zone) => hinted.some((m) => m.type === 'play' && m.from.kind === zone),
    blind: (at) => hinted.some((m) => m.type === 'blind' && m.at === at),
    move: (move) => written.has(formatMove(move)),
  };
}
