/** The statechart event for a seat's Mezza move: shared by the lesson step and the match, so the match loads no lesson code. */
import { LEARNER } from '../../../engine/learner';
import type { MezzaEvent } from '../machine';
import type { MezzaMove } from '../state';

export function eventFor(move: MezzaMove, seat = LEARNER): MezzaEvent {
  switch (move.type) {
    case 'swap':
      return { type: 'card.swap', hand: move.hand, faceUp: move.faceUp, seat: move.seat };
    case 'ready':
      return { type: 'setup.ready', seat: move.seat };
    case 'play':
      return { type: 'cards.play', cards: move.cards, from: move.from, seat };
    case 'blind':
      return { type: 'card.blind', at: move.at, seat };
    case 'pick-up':
      return { type: 'pile.pickUp', seat };
    case 'draw':
      return { type: 'hand.refill', seat };
    case 'quick':
      return { type: 'cards.quick', cards: move.cards, from: move.from, seat };
    case 'snatch':
      return { type: 'cards.snatch', cards: move.cards, from: move.from, seat: move.seat };
    case 'decline':
      return { type: 'window.decline', seat: move.seat };
  }
}
