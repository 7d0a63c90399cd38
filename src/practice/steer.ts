/**
 * Steering a stream of questions toward the rules asked least so far: the counts it keeps, and the
 * pick among a position's candidates. Deterministic from the seeded generator.
 */
import { nextInt, type RngState } from '../engine/rng';

/** What a stream has asked so far: how many times each rule, and how many "may" questions were allowed or refused. */
export interface AskedCounts {
  readonly rules: ReadonlyMap<string, number>;
  readonly allowed: number;
  readonly refused: number;
}

export const NOTHING_ASKED: AskedCounts = { rules: new Map(), allowed: 0, refused: 0 };

export const timesAsked = (asked: AskedCounts, rule: string): number => asked.rules.get(rule) ?? 0;

/** The counts once `question` is asked too. */
export function countAsked(
  asked: AskedCounts,
  question: { readonly rule: string; readonly kind: string; readonly answer?: unknown },
): AskedCounts {
  const rules = new Map(asked.rules).set(question.rule, timesAsked(asked, question.rule) + 1);
  if (question.kind !== 'may') return { ...asked, rules };
  return question.answer === true
    ? { ...asked, rules, allowed: asked.allowed + 1 }
    : { ...asked, rules, refused: asked.refused + 1 };
}

/**
 * A rule asked this many times more than the mean of the rules asked so far (and a few more) is not
 * asked again until the others catch up: a position that offers only it is played past. So no rule
 * takes over a stream because the game's positions offer it most often.
 */
const MOST_ABOVE_MEAN = 1.5;
const FEW_MORE = 2;

export function askedTooOften(asked: AskedCounts, rule: string): boolean {
  const kinds = asked.rules.size;
  if (kinds === 0) return false;
  let total = 0;
  for (const n of asked.rules.values()) total += n;
  return timesAsked(asked, rule) >= MOST_ABOVE_MEAN * (total / kinds) + FEW_MORE;
}

/**
 * Which answer a "may" question should have, given what the position offers: the one given less
 * often so far when both are offered; when only one is, it is asked unless that answer is already
 * ahead by more than a few (null: ask no "may" question here), so "allowed" stays near half.
 */
export function mayAnswerToAsk(asked: AskedCounts, offersAllowed: boolean, offersRefused: boolean): boolean | null {
  if (offersAllowed && offersRefused) return asked.allowed <= asked.refused;
  if (offersAllowed) return asked.allowed <= asked.refused + FEW_MORE ? true : null;
  if (offersRefused) return asked.refused <= asked.allowed + FEW_MORE ? false : null;
  return null;
}

/** One of the items, picked from rng. */
export function pick<T>(items: readonly T[], rng: RngState): { value: T; rng: RngState } {
  const r = nextInt(rng, items.length);
  return { value: items[r.value] as T, rng: r.state };
}

/** One of the items whose rule has been asked least so far, picked from rng among equals. */
export function leastAsked<T>(
  items: readonly T[],
  ruleOf: (item: T) => string,
  asked: AskedCounts,
  rng: RngState,
): { value: T; rng: RngState } {
  const fewest = Math.min(...items.map((item) => timesAsked(asked, ruleOf(item))));
  return pick(
    items.filter((item) => timesAsked(asked, ruleOf(item)) === fewest),
    rng,
  );
}
