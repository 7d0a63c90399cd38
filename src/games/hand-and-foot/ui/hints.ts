/**
 * Which parts of the table a hint points at: the hand cards a hinted move uses, the draw piles of a
 * hinted draw, the discard pile of a hinted pickup, the melds a hinted move adds to, and the buttons
 * that send it ("New meld", "Lay down", "Discard", a packet).
 */
import type { HfCard } from '../cards';
import type { HfMove, MeldGroup } from '../state';

export interface Hints {
  /** A hand card that a hinted meld, pickup or discard uses. */
  card(card: HfCard): boolean;
  /** A draw pile of a hinted draw. */
  pile(index: number): boolean;
  /** The discard pile, for a hinted pickup. */
  discard(): boolean;
  /** One of the learner's partnership's melds that a hinted move adds to. */
  meld(index: number): boolean;
  /** A hinted move that starts a new meld. */
  newMeld(): boolean;
  /** A hinted choice of this packet. */
  packet(packet: 0 | 1): boolean;
  /** A hinted move of this type. */
  move(type: HfMove['type']): boolean;
}

function groupsOf(m: HfMove): readonly MeldGroup[] {
  if (m.type === 'meld') return m.groups;
  if (m.type === 'pickup') return m.melds;
  return [];
}

function cardsOf(m: HfMove): readonly HfCard[] {
  const groups = groupsOf(m).flatMap((g) => g.cards);
  if (m.type === 'pickup') return [...m.pair, ...groups];
  if (m.type === 'discard') return [m.card];
  return groups;
}

export function hintsOf(hinted: readonly HfMove[]): Hints {
  return {
    card: (card) => hinted.some((m) => cardsOf(m).some((c) => c.id === card.id)),
    pile: (index) => hinted.some((m) => m.type === 'draw' && m.piles.includes(index)),
    discard: () => hinted.some((m) => m.type === 'pickup'),
    meld: (index) =>
      hinted.some((m) => groupsOf(m).some((g) => g.to === index) || (m.type === 'pickup' && m.to === index)),
    newMeld: () => hinted.some((m) => groupsOf(m).some((g) => g.to === null)),
    packet: (packet) => hinted.some((m) => m.type === 'choose' && m.packet === packet),
    move: (type) => hinted.some((m) => m.type === type),
  };
}
