/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only a
 * match needs — dealing from a seed, the computer players and the next game. Nobody acts out of
 * turn in MazzelTof, so a computer player moves only on its own turn or for its own pawn decision.
 */
import { assign } from 'xstate';
import { botStep, newSession, replaceGame } from '../../engine/session';
import { botReason } from './bot';
import { mazzeltof } from './engine';
import { mazzeltofMachine, type MtContext, type MtEvent } from './machine';
import { nextDeal, setup } from './setup';

export const mazzeltofMatchMachine = mazzeltofMachine.provide({
  actions: {
    startMatch: assign(({ context, event }: { context: MtContext; event: MtEvent }) =>
      event.type === 'match.start'
        ? { session: newSession(setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: assign(({ context }: { context: MtContext }) =>
      context.session
        ? { session: botStep(mazzeltof, context.session, { bots: context.bots }, (m) => botReason(m)) }
        : {},
    ),
    nextGame: assign(({ context }: { context: MtContext }) =>
      context.session ? { session: replaceGame(context.session, nextDeal(context.session.game)) } : {},
    ),
  },
});
