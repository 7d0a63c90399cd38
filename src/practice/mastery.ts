/**
 * Mastery per rule, kept in the browser like lesson progress: each rule a learner has met is in a
 * Leitner box. A right answer moves the rule up a box and brings it back later; a wrong one sends
 * it back to box 1, to come back at the next question. "Later" is counted in questions answered,
 * not in time, so the same answers always give the same state.
 *
 * Each game is kept under its own key, and each rule in it read on its own: a damaged rule is reset
 * alone, with a notice. With site data blocked, practice works for the visit and says it will not
 * be remembered.
 */
import { browserStorage, type ProgressProblem } from '../progress/progress';

/** The key of one game's mastery: this prefix and the game's slug. */
export const MASTERY_PREFIX = 'card-rules-tutor:mastery:v1:';

/** Box 1 (just missed) to box 5; a rule in KNOWN_BOX or above is known. */
export const BOXES = 5;
export const KNOWN_BOX = 4;
/** Questions until a rule in each box is due again: box 1 at once, then ever later. */
const INTERVALS: readonly number[] = [1, 3, 7, 15, 31];

export interface RuleMastery {
  readonly box: number;
  /** The question count at which the rule is due again. */
  readonly due: number;
  readonly right: number;
  readonly wrong: number;
}

export interface Mastery {
  /** Questions answered in this game: practice's clock. */
  readonly answered: number;
  readonly rules: Readonly<Record<string, RuleMastery>>;
}

export const EMPTY_MASTERY: Mastery = { answered: 0, rules: {} };

export type RuleState = 'not-met' | 'learning' | 'known';

/** A rule's state: met in the lessons or in practice, and known once it has climbed to KNOWN_BOX. */
export function ruleState(mastery: Mastery, rule: string, met: ReadonlySet<string>): RuleState {
  const r = mastery.rules[rule];
  if (r === undefined) return met.has(rule) ? 'learning' : 'not-met';
  return r.box >= KNOWN_BOX ? 'known' : 'learning';
}

/** After an answer: every rule it needed moves up a box if right, back to box 1 if wrong. */
export function recordAnswer(mastery: Mastery, rules: readonly string[], right: boolean): Mastery {
  const answered = mastery.answered + 1;
  const updated: Record<string, RuleMastery> = { ...mastery.rules };
  for (const rule of rules) {
    const was = mastery.rules[rule] ?? { box: 1, due: 0, right: 0, wrong: 0 };
    const box = right ? Math.min(BOXES, was.box + 1) : 1;
    updated[rule] = {
      box,
      due: answered + (INTERVALS[box - 1] as number),
      right: was.right + (right ? 1 : 0),
      wrong: was.wrong + (right ? 0 : 1),
    };
  }
  return { answered, rules: updated };
}

/** The met rules due now, in the given order (the lessons'): a met rule never practised is due. */
export function dueRules(mastery: Mastery, met: ReadonlySet<string>, order: readonly string[]): string[] {
  return order.filter((rule) => met.has(rule) && (mastery.rules[rule]?.due ?? 0) <= mastery.answered);
}

/** Every rule of `order` with its state, for the mastery view. */
export function masteryView(
  mastery: Mastery,
  met: ReadonlySet<string>,
  order: readonly string[],
): { rule: string; state: RuleState; due: boolean }[] {
  const due = new Set(dueRules(mastery, met, order));
  return order.map((rule) => ({ rule, state: ruleState(mastery, rule, met), due: due.has(rule) }));
}

export interface MasteryRead {
  readonly mastery: Mastery;
  /** Rules whose saved entry could not be read, and were reset. */
  readonly broken: readonly string[];
  /** What the learner is told (in the page's words, `progressNotice`): nothing kept, or what was reset. */
  readonly notice?: MasteryProblem;
}

/** As lesson progress says it: `broken` names the rules (`lessons` there) whose saved entry was reset. */
export type MasteryProblem = ProgressProblem;

export const MASTERY_NOT_KEPT: MasteryProblem = { kind: 'not-kept' };

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function ruleOf(v: unknown): RuleMastery | null {
  if (typeof v !== 'object' || v === null) return null;
  const { box, due, right, wrong } = v as Record<string, unknown>;
  if (!count(box) || box < 1 || box > BOXES || !count(due) || !count(right) || !count(wrong)) return null;
  return { box, due, right, wrong };
}

/** One game's saved mastery, each rule read on its own; what cannot be read is reset and named. */
export function readMastery(raw: string | null): MasteryRead {
  if (raw === null || raw === '') return { mastery: EMPTY_MASTERY, broken: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { mastery: EMPTY_MASTERY, broken: [], notice: { kind: 'unreadable' } };
  }
  const { answered, rules } = data as Record<string, unknown>;
  const kept: Record<string, RuleMastery> = {};
  const broken: string[] = [];
  const entries = typeof rules === 'object' && rules !== null && !Array.isArray(rules) ? Object.entries(rules) : [];
  for (const [rule, value] of entries) {
    const r = ruleOf(value);
    if (r) kept[rule] = r;
    else broken.push(rule);
  }
  const clock = count(answered) ? answered : Math.max(0, ...Object.values(kept).map((r) => r.due));
  const notice: MasteryProblem | undefined = broken.length > 0 ? { kind: 'broken', lessons: broken } : undefined;
  return { mastery: { answered: clock, rules: kept }, broken, ...(notice ? { notice } : {}) };
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** A game's mastery as saved; with storage blocked, none, and the notice that none will be kept. */
export function loadMastery(game: string, storage: ReadableStorage | undefined = browserStorage()): MasteryRead {
  if (storage === undefined) return { mastery: EMPTY_MASTERY, broken: [], notice: MASTERY_NOT_KEPT };
  try {
    return readMastery(storage.getItem(MASTERY_PREFIX + game));
  } catch {
    return { mastery: EMPTY_MASTERY, broken: [], notice: MASTERY_NOT_KEPT };
  }
}

/** Writes a game's mastery; false when it cannot be kept (storage blocked or full). */
export function saveMastery(
  game: string,
  mastery: Mastery,
  storage: WritableStorage | undefined = browserStorage(),
): boolean {
  try {
    if (storage === undefined) return false;
    storage.setItem(MASTERY_PREFIX + game, JSON.stringify(mastery));
    return true;
  } catch {
    return false;
  }
}
