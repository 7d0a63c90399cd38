/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only a
 * match needs — dealing from a seed, the computer players and the next deal. At the deal every
 * seat picks its hand in any order (HF-08), so the computer players make their choices then too.
 */
import { matchActions } from '../../engine/session-machine';
import { botReason } from './bot';
import { handAndFoot } from './engine';
import { handAndFootMachine } from './machine';

export const handAndFootMatchMachine = handAndFootMachine.provide({
  actions: matchActions({ engine: handAndFoot, because: botReason }),
});
