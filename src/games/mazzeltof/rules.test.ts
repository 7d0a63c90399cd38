/**
 * MazzelTof's rules, case by case: the table in rule-cases.ts holds, for every rule number and
 * ruling, positions where the engine allows and refuses a move, and the facts it must keep.
 * The last tests check the table itself: no rule number is left without its cases.
 */
import { ruleCaseSuite } from '../../engine/rule-cases-suite';
import { FACT_CASES, REFUSABLE, VERDICT_CASES } from './rule-cases';
import { MAZZELTOF_NAMES } from './names';
import { MAZZELTOF_RULES, MAZZELTOF_RULINGS } from './rule-ids';

ruleCaseSuite({
  game: 'MazzelTof',
  ids: [...MAZZELTOF_RULES, ...MAZZELTOF_RULINGS],
  verdictCases: VERDICT_CASES,
  factCases: FACT_CASES,
  refusable: REFUSABLE,
  names: MAZZELTOF_NAMES,
});
