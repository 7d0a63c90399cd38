/** The statechart event for a seat's Ottawa move: shared by the lesson step and the match, so the match loads no lesson code. */
import { LEARNER } from '../../../engine/learner';
import type { OttawaEvent } from '../machine';
import type { OttawaMove } from '../state';

export function eventFor(move: OttawaMove, seat = LEARNER): OttawaEvent {
  if (move.type === 'play') return { type: 'card.play', card: move.card, seat };
  return { type: move.type === 'draw' ? 'stock.draw' : 'turn.pass', seat };
}
