/**
 * How balanced a stream of practice questions is, in the figures practice is held to: how much of
 * the game's catalogue it asks, the largest share one rule takes, how often the same rule comes twice
 * in a row, how often a position comes back within a few questions, how often "may" is allowed, and
 * how often a "which" question is answered by all or none of its cards. Pure: the benchmark and the
 * tests read the same figures.
 */
import type { Question } from './question';

/** A position asked again within this many questions counts as a repeat. */
export const REPEAT_WINDOW = 20;

export interface Balance {
  readonly questions: number;
  /** Rules and rulings asked, and how many the catalogue has. */
  readonly rulesAsked: number;
  readonly catalogue: number;
  /** The rule asked most, and its share of the questions (0–1). */
  readonly largestRule: string;
  readonly largestShare: number;
  /** Questions about the same rule as the one before, as a share. */
  readonly sameRuleInARow: number;
  /** Questions at a position asked within the REPEAT_WINDOW questions before, as a share. */
  readonly positionRepeats: number;
  /** "may" questions whose answer is "allowed", as a share of them. */
  readonly mayAllowed: number;
  /** "which" questions answered by all of their cards or by none, as a share of them. */
  readonly whichAllOrNone: number;
  /** The fewest and most cards a "which" question offered. */
  readonly whichChoices: readonly [number, number];
  /** Questions of each kind. */
  readonly kinds: Readonly<Record<string, number>>;
}

const share = (n: number, of: number) => (of === 0 ? 0 : n / of);

/** The balance of `questions` against a catalogue of `catalogue` rule numbers. */
export function balanceOf(questions: readonly Question<unknown, unknown>[], catalogue: readonly string[]): Balance {
  const perRule = new Map<string, number>();
  const kinds: Record<string, number> = {};
  let inARow = 0;
  let repeats = 0;
  let may = 0;
  let allowed = 0;
  let which = 0;
  let allOrNone = 0;
  let fewest = Infinity;
  let most = 0;
  const recent: string[] = [];
  questions.forEach((q, i) => {
    perRule.set(q.rule, (perRule.get(q.rule) ?? 0) + 1);
    kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
    if (i > 0 && questions[i - 1]?.rule === q.rule) inARow++;
    const position = JSON.stringify(q.state);
    if (recent.includes(position)) repeats++;
    recent.push(position);
    if (recent.length > REPEAT_WINDOW) recent.shift();
    if (q.kind === 'may') {
      may++;
      if (q.answer) allowed++;
    } else if (q.kind === 'which') {
      which++;
      if (q.answer.length === 0 || q.answer.length === q.cards.length) allOrNone++;
      fewest = Math.min(fewest, q.cards.length);
      most = Math.max(most, q.cards.length);
    }
  });
  const known = new Set(catalogue);
  const [largestRule, largest] = [...perRule].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
  return {
    questions: questions.length,
    rulesAsked: [...perRule.keys()].filter((r) => known.has(r)).length,
    catalogue: known.size,
    largestRule,
    largestShare: share(largest, questions.length),
    sameRuleInARow: share(inARow, questions.length),
    positionRepeats: share(repeats, questions.length),
    mayAllowed: share(allowed, may),
    whichAllOrNone: share(allOrNone, which),
    whichChoices: [fewest === Infinity ? 0 : fewest, most],
    kinds,
  };
}
