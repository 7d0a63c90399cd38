/**
 * The turn statechart of a whole game: the lesson chart (machine.ts) with the three things only
 * a game needs — dealing from a seed, the computer players and the next round.
 */
import { assign } from 'xstate';
import { botStep, newSession, replaceGame } from '../../engine/session';
import { botReason } from './bot';
import { echad } from './index';
import { echadMachine, type EchadContext, type EchadEvent } from './machine';
import { nextRound, setup } from './setup';

export const echadMatchMachine = echadMachine.provide({
  actions: {
    startMatch: assign(({ context, event }: { context: EchadContext; event: EchadEvent }) =>
      event.type === 'match.start'
        ? { session: newSession(setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: assign(({ context }: { context: EchadContext }) =>
      context.session ? { session: botStep(echad, context.session, (m) => botReason(m)) } : {},
    ),
    nextRound: assign(({ context }: { context: EchadContext }) =>
      context.session ? { session: replaceGame(context.session, nextRound(context.session.game)) } : {},
    ),
  },
});
