/** The statechart event for a seat's Echad move: shared by the lesson step and the match, so the match loads no lesson code. */
import { LEARNER } from '../../../engine/learner';
import type { EchadEvent } from '../machine';
import type { EchadMove } from '../state';

export function eventFor(move: EchadMove, seat = LEARNER): EchadEvent {
  switch (move.type) {
    case 'play':
      return { type: 'card.play', card: move.card, echad: move.echad, seat };
    case 'draw':
      return { type: 'pile.draw', seat };
    case 'keep':
      return { type: 'turn.keep', seat };
    case 'choose-colour':
      return { type: 'colour.choose', colour: move.colour, seat };
    case 'challenge':
      return { type: 'echad.challenge', by: move.by };
  }
}
