/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only a
 * match needs — dealing from a seed, the computer players and the next game. Nobody acts out of
 * turn in MazzelTof, so a computer player moves only on its own turn or for its own pawn decision.
 */
import { matchActions } from '../../engine/session-machine';
import { botReason } from './bot';
import { mazzeltof } from './engine';
import { mazzeltofMachine } from './machine';

export const mazzeltofMatchMachine = mazzeltofMachine.provide({
  actions: matchActions({ engine: mazzeltof, because: botReason }),
});
