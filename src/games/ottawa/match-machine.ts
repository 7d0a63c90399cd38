/**
 * The turn statechart of a whole match: the lesson chart (machine.ts) with the three things only
 * a match needs — dealing from a seed, the computer players and the next deal.
 */
import { matchActions } from '../../engine/session-machine';
import { botReason } from './bot';
import { ottawa } from './engine';
import { ottawaMachine } from './machine';

export const ottawaMatchMachine = ottawaMachine.provide({
  actions: matchActions({ engine: ottawa, because: botReason }),
});
