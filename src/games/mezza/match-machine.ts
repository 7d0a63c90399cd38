/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only a
 * match needs — dealing from a seed, the computer players and the next game. A computer player
 * answers an open window before the turn it delays, in turn order, and waits while a person ahead
 * of it in that order has not answered (nextMover).
 */
import { assign } from 'xstate';
import { botStep, newSession, replaceGame } from '../../engine/session';
import { nextMover } from './actors';
import { botReason } from './bot';
import { mezza } from './engine';
import { mezzaMachine, type MezzaContext, type MezzaEvent } from './machine';
import { nextDeal, setup } from './setup';

export const mezzaMatchMachine = mezzaMachine.provide({
  actions: {
    startMatch: assign(({ context, event }: { context: MezzaContext; event: MezzaEvent }) =>
      event.type === 'match.start'
        ? { session: newSession(setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: assign(({ context }: { context: MezzaContext }) => {
      const seat = context.session ? nextMover(context.session.game, context.bots) : null;
      if (!context.session || seat === null) return {};
      return { session: botStep(mezza, context.session, { bots: [seat], windows: true }, (m) => botReason(m)) };
    }),
    nextGame: assign(({ context }: { context: MezzaContext }) =>
      context.session ? { session: replaceGame(context.session, nextDeal(context.session.game)) } : {},
    ),
  },
});
