/**
 * A game's table of rule cases (src/games/<game>/rule-cases.ts): for every rule number and ruling,
 * positions where the engine allows and refuses a move, and facts it must hold. Plain data and
 * functions, no test runner, so that other tests (the catalogue's) can share the table;
 * rule-cases-suite.ts runs it.
 */
import type { Verdict, VerdictParams } from './verdict';

export interface VerdictCase<R extends string> {
  readonly name: string;
  /** Where the case comes from: the source text's words, a checklist line or a ruling. */
  readonly source: string;
  /** The verdict under test, usually check() of one move in a position. */
  readonly verdict: () => Verdict<R>;
  readonly expected: { readonly ok: boolean; readonly rule: R; readonly params?: VerdictParams };
  /** Further rule numbers this case shows at work with the same outcome. */
  readonly shows?: readonly R[];
}

export interface FactCase<R extends string> {
  readonly name: string;
  readonly source: string;
  /** The rule numbers the fact stands for; a fact is a rule holding, so it counts as "allowed". */
  readonly ids: readonly R[];
  readonly fact: () => { readonly actual: unknown; readonly expected: unknown };
}
