/** Rule numbers inside a sentence ("… turn (EC-31).") are kept whole: a line never breaks inside "EC-31". */

export interface RulePiece {
  readonly text: string;
  /** True for a rule number such as EC-31 or EC-A10. */
  readonly rule: boolean;
}

const RULE_NUMBER = /[A-Z]{2}-(?:A\d{1,2}|\d{2})/g;

export function splitRuleNumbers(text: string): RulePiece[] {
  const pieces: RulePiece[] = [];
  let at = 0;
  for (const m of text.matchAll(RULE_NUMBER)) {
    const start = m.index ?? 0;
    if (start > at) pieces.push({ text: text.slice(at, start), rule: false });
    pieces.push({ text: m[0], rule: true });
    at = start + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), rule: false });
  return pieces;
}
