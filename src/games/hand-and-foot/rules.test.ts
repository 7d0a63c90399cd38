/**
 * Hand and Foot's rules, case by case: the table in rule-cases.ts holds, for every rule number and
 * ruling, positions where the engine allows and refuses a move, and the facts it must keep. The
 * last tests check the table itself: no rule number is left without its cases.
 */
import { ruleCaseSuite } from '../../engine/rule-cases-suite';
import { HAND_AND_FOOT_NAMES } from './names';
import { FACT_CASES, NEVER_REFUSED, REFUSABLE, VERDICT_CASES } from './rule-cases';
import { HAND_AND_FOOT_RULES, HAND_AND_FOOT_RULINGS } from './rule-ids';

ruleCaseSuite({
  game: 'Hand and Foot',
  ids: [...HAND_AND_FOOT_RULES, ...HAND_AND_FOOT_RULINGS],
  verdictCases: VERDICT_CASES,
  factCases: FACT_CASES,
  refusable: REFUSABLE,
  neverRefused: NEVER_REFUSED,
  names: HAND_AND_FOOT_NAMES,
});
