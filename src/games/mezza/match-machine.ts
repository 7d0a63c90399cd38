/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only a
 * match needs — dealing from a seed, the computer players and the next game. A computer player
 * answers an open window before the turn it delays, in turn order, and waits while a person ahead
 * of it in that order has not answered (nextMover).
 */
import { matchActions } from '../../engine/session-machine';
import { nextMover } from './actors';
import { botReason } from './move-words';
import { mezza } from './engine';
import { mezzaMachine } from './machine';

export const mezzaMatchMachine = mezzaMachine.provide({
  actions: matchActions({
    engine: mezza,
    because: botReason,
    botSeats: (game, bots) => {
      const seat = nextMover(game, bots);
      return seat === null ? null : { bots: [seat], windows: true };
    },
  }),
});
