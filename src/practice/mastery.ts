/**
 * Mastery per rule, kept in the browser like lesson progress: each rule a learner has practised is
 * one spaced-repetition card, scheduled by FSRS (`schedule.ts`, which applies an answer). This file
 * only reads the saved cards, so the pages that show what is due (a game's home, the practice page
 * before its first question) need none of the scheduler's code.
 *
 * A rule is known only once its card is in review with a memory that lasts KNOWN_STABILITY days:
 * right answers in one sitting do not get there, right answers spread over days do. A rule is due
 * when its card's time has come; a met rule never practised is due at once.
 *
 * Each game is kept under its own key, and each rule in it read on its own: a damaged rule is reset
 * alone, with a notice. Mastery saved in the earlier format (Leitner boxes counted in questions) is
 * carried over on first read. With site data blocked, practice works for the visit and says it will
 * not be remembered.
 */
import { browserStorage, type ProgressProblem } from '../progress/progress';

/** The key of one game's mastery: this prefix and the game's slug. */
export const MASTERY_PREFIX = 'card-rules-tutor:mastery:v2:';
/** The earlier format's key, read once to carry its mastery over. */
export const LEITNER_PREFIX = 'card-rules-tutor:mastery:v1:';

/** A card's phase, numbered as FSRS numbers them. */
export const CARD_STATE = { new: 0, learning: 1, review: 2, relearning: 3 } as const;
/** How many days a rule's memory must be expected to last for it to count as known. */
export const KNOWN_STABILITY = 10;

/** One rule's FSRS card as saved: plain JSON, times as milliseconds since 1970. */
export interface SavedCard {
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: number;
  readonly lastReview: number | null;
}

export interface RuleMastery {
  readonly card: SavedCard;
  readonly right: number;
  readonly wrong: number;
}

export interface Mastery {
  /** Questions answered in this game. */
  readonly answered: number;
  readonly rules: Readonly<Record<string, RuleMastery>>;
}

export const EMPTY_MASTERY: Mastery = { answered: 0, rules: {} };

export type RuleState = 'not-met' | 'learning' | 'known';

/** A rule's state: met in the lessons or in practice, and known once its memory lasts. */
export function ruleState(mastery: Mastery, rule: string, met: ReadonlySet<string>): RuleState {
  const r = mastery.rules[rule];
  if (r === undefined) return met.has(rule) ? 'learning' : 'not-met';
  return r.card.state === CARD_STATE.review && r.card.stability >= KNOWN_STABILITY ? 'known' : 'learning';
}

/** The met rules due by `by`, in the given order (the lessons'): a met rule never practised is due. */
export function dueRules(
  mastery: Mastery,
  met: ReadonlySet<string>,
  order: readonly string[],
  by: Date = new Date(),
): string[] {
  const time = by.getTime();
  return order.filter((rule) => met.has(rule) && (mastery.rules[rule]?.card.due ?? 0) <= time);
}

/** The end of the learner's day (local midnight): what is due "today" is due by then. */
export function endOfDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end;
}

/** Every rule of `order` with its state, and whether it is due now, for the mastery view. */
export function masteryView(
  mastery: Mastery,
  met: ReadonlySet<string>,
  order: readonly string[],
  now: Date = new Date(),
): { rule: string; state: RuleState; due: boolean }[] {
  const due = new Set(dueRules(mastery, met, order, now));
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
const amount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function cardOf(v: unknown): SavedCard | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as Record<string, unknown>;
  const { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state } = c;
  const lastReview = c.lastReview ?? null;
  if (!amount(due) || !amount(stability) || !amount(difficulty) || !amount(elapsedDays) || !amount(scheduledDays))
    return null;
  if (!count(learningSteps) || !count(reps) || !count(lapses) || !count(state) || state > CARD_STATE.relearning)
    return null;
  if (lastReview !== null && !amount(lastReview)) return null;
  return { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview };
}

function ruleOf(v: unknown): RuleMastery | null {
  if (typeof v !== 'object' || v === null) return null;
  const { card, right, wrong } = v as Record<string, unknown>;
  const read = cardOf(card);
  return read && count(right) && count(wrong) ? { card: read, right, wrong } : null;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A rule of the earlier format, as a card: box 1 (just missed) is relearning and due now; boxes 2
 * and 3 are in review with a short memory, due within days; boxes 4 and 5 (known) keep a memory
 * long enough to stay known. Answers and misses are kept.
 */
function leitnerRuleOf(v: unknown, now: number): RuleMastery | null {
  if (typeof v !== 'object' || v === null) return null;
  const { box, right, wrong } = v as Record<string, unknown>;
  if (!count(box) || box < 1 || box > 5 || !count(right) || !count(wrong)) return null;
  const [stability, inDays] = ([[0, 0], [2, 1], [5, 2], [12, 4], [25, 8]] as const)[box - 1] as readonly [number, number];
  const card: SavedCard = {
    due: now + inDays * DAY,
    stability: box === 1 ? 1 : stability,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: inDays,
    learningSteps: 0,
    reps: right + wrong,
    lapses: wrong,
    state: box === 1 ? CARD_STATE.relearning : CARD_STATE.review,
    lastReview: now,
  };
  return { card, right, wrong };
}

/**
 * One game's saved mastery, each rule read on its own; what cannot be read is reset and named.
 * `leitner` reads the earlier format instead, carrying each rule over as of `now`.
 */
export function readMastery(raw: string | null, { leitner = false, now = new Date() } = {}): MasteryRead {
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
    const r = leitner ? leitnerRuleOf(value, now.getTime()) : ruleOf(value);
    if (r) kept[rule] = r;
    else broken.push(rule);
  }
  // A damaged counter is put back as the answers the rules hold.
  const clock = count(answered)
    ? answered
    : Object.values(kept).reduce((n, r) => Math.max(n, r.right + r.wrong), 0);
  const notice: MasteryProblem | undefined = broken.length > 0 ? { kind: 'broken', lessons: broken } : undefined;
  return { mastery: { answered: clock, rules: kept }, broken, ...(notice ? { notice } : {}) };
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * A game's mastery as saved, or as the earlier format saved it when there is none yet; with storage
 * blocked, none, and the notice that none will be kept.
 */
export function loadMastery(
  game: string,
  storage: ReadableStorage | undefined = browserStorage(),
  now: Date = new Date(),
): MasteryRead {
  if (storage === undefined) return { mastery: EMPTY_MASTERY, broken: [], notice: MASTERY_NOT_KEPT };
  try {
    const saved = storage.getItem(MASTERY_PREFIX + game);
    if (saved !== null) return readMastery(saved);
    return readMastery(storage.getItem(LEITNER_PREFIX + game), { leitner: true, now });
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
