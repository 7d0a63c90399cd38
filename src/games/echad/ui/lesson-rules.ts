/**
 * What an Echad lesson step fetches when the learner first reaches for it: the lesson statechart and
 * the reading of the table facts, in one import, so that the facts share the rule code's file
 * rather than adding one of their own to the play page.
 */
export { echadMachine } from '../machine';
export { echadFacts } from './facts';
