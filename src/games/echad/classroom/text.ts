import { splitRuns } from '../../../engine/bidi';

/** Rule numbers inside a sentence ("… turn (EC-31).") are kept whole: a line never breaks inside "EC-31". */

export interface RulePiece {
  readonly text: string;
  /** True for a rule number such as EC-31 or EC-A10. */
  readonly rule: boolean;
}

const RULE_NUMBER = /[A-Z]{2}-(?:A\d{1,2}|\d{2})/g;

export function splitRuleNumbers(text: string): RulePiece[] {
  return splitRuns(text, RULE_NUMBER).map((p) => ({ text: p.text, rule: p.matched }));
}
