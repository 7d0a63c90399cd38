/** The statechart event for a seat's Hand and Foot move: shared by the lesson step and the match, so the match loads no lesson code. */
import { LEARNER } from '../../../engine/learner';
import type { HfEvent } from '../machine';
import type { HfMove } from '../state';

export function eventFor(move: HfMove, seat = LEARNER): HfEvent {
  switch (move.type) {
    case 'choose':
      return { type: 'packet.choose', packet: move.packet, seat: move.seat };
    case 'draw':
      return { type: 'piles.draw', piles: move.piles, seat };
    case 'pickup':
      return { type: 'discards.pickup', pair: move.pair, to: move.to, melds: move.melds, seat };
    case 'meld':
      return { type: 'cards.meld', groups: move.groups, seat };
    case 'discard':
      return { type: 'card.discard', card: move.card, seat };
  }
}
