/** The statechart event for a seat's MazzelTof move: shared by the lesson step and the match, so the match loads no lesson code. */
import { LEARNER } from '../../../engine/learner';
import type { MtEvent } from '../machine';
import type { MtMove } from '../state';

export function eventFor(move: MtMove, seat = LEARNER): MtEvent {
  switch (move.type) {
    case 'draw':
      return { type: 'hand.draw', seat };
    case 'refill':
      return { type: 'hand.refill', seat };
    case 'play':
      return { type: 'cards.play', cards: move.cards, from: move.from, pile: move.pile, seat };
    case 'pass':
      return { type: 'card.pass', card: move.card, seat };
    case 'lay':
      return { type: 'revealed.lay', seat };
    case 'end':
      return { type: 'turn.end', seat };
    case 'cancel-skip':
      return { type: 'skip.cancel', seat };
    case 'sit-out':
      return { type: 'skip.sitOut', seat };
  }
}
