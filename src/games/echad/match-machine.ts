/**
 * The turn statechart of a whole game: the lesson chart (machine.ts) with the three things only
 * a game needs — dealing from a seed, the computer players and the next round.
 */
import { assign } from 'xstate';
import { botStep, newSession, replaceGame } from '../../engine/session';
import { botReason, forgetfulBotMove } from './bot';
import { echad } from './engine';
import { echadMachine, type EchadContext, type EchadEvent } from './machine';
import { nextRound, setup } from './setup';

/** The same engine with computer players who sometimes forget to say "Echad". */
const forgetful = { ...echad, botMove: forgetfulBotMove };

export const echadMatchMachine = echadMachine.provide({
  actions: {
    startMatch: assign(({ context, event }: { context: EchadContext; event: EchadEvent }) =>
      event.type === 'match.start'
        ? { session: newSession(setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: assign(({ context }: { context: EchadContext }) =>
      context.session
        ? {
            session: botStep(context.forgetful ? forgetful : echad, context.session, { bots: context.bots }, (m) =>
              botReason(m),
            ),
          }
        : {},
    ),
    nextRound: assign(({ context }: { context: EchadContext }) =>
      context.session ? { session: replaceGame(context.session, nextRound(context.session.game)) } : {},
    ),
  },
});
