/**
 * What the search pages read from a person before searching: a typed rule number that leads
 * straight to its rule, and the question cut to a length the page may repeat.
 */
import { readRuleNumber } from '../engine/rule-anchor';

/** The longest question the page reads or repeats: anything longer is cut, never echoed whole. */
export const MAX_QUESTION = 120;

/** The address a typed rule number leads to ("ot18", "OT-18", "mz 37"), or null if it is not a known rule. */
export function ruleJump(question: string, known: ReadonlyMap<string, string>): string | null {
  const id = readRuleNumber(question);
  return id === null ? null : (known.get(id) ?? null);
}

/** The question as the page may repeat it: at most about 40 characters. */
export function quoted(question: string): string {
  const q = question.trim();
  return q.length > 40 ? `${q.slice(0, 40)}…` : q;
}
