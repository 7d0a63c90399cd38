/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only
 * a match needs — dealing from a seed, the computer players and the next deal.
 */
import { assign } from 'xstate';
import { botStep, newSession, replaceGame } from '../../engine/session';
import { botReason } from './bot';
import { ottawa } from './engine';
import { ottawaMachine, type OttawaContext, type OttawaEvent } from './machine';
import { nextDeal, setup } from './setup';

export const ottawaMatchMachine = ottawaMachine.provide({
  actions: {
    startMatch: assign(({ context, event }: { context: OttawaContext; event: OttawaEvent }) =>
      event.type === 'match.start'
        ? { session: newSession(setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: assign(({ context }: { context: OttawaContext }) =>
      context.session ? { session: botStep(ottawa, context.session, { bots: context.bots }, botReason) } : {},
    ),
    nextDeal: assign(({ context }: { context: OttawaContext }) =>
      context.session ? { session: replaceGame(context.session, nextDeal(context.session.game)) } : {},
    ),
  },
});
