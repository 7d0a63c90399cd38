/**
 * The turn statechart of a whole game: the lesson chart (machine.ts) with the three things only
 * a game needs — dealing from a seed, the computer players and the next round.
 */
import { matchActions } from '../../engine/session-machine';
import { forgetfulBotMove } from './bot';
import { botReason } from './move-words';
import { echad } from './engine';
import { echadMachine } from './machine';

/** The same engine with computer players who sometimes forget to say "Echad". */
const forgetful = { ...echad, botMove: forgetfulBotMove };

export const echadMatchMachine = echadMachine.provide({
  actions: matchActions({
    engine: echad,
    because: botReason,
    botEngine: (context) => (context.forgetful ? forgetful : echad),
  }),
});
