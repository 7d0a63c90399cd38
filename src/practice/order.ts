/**
 * The order practice follows: the order the lessons teach their rules (each step's `teaches`, lesson
 * by lesson), and a deck that serves, among the questions it has ready, one about the rule that
 * comes first in a priority list (the due rules, a lesson at a time in turn).
 */
import { dueRules, type Mastery } from './mastery';
import type { Question } from './question';

/** What the order reads of a lesson: its steps' rule numbers. */
export interface TeachingLesson {
  readonly steps: readonly { readonly teaches?: readonly string[] }[];
}

/** Every rule the lessons teach, once, in the order they first teach it (lessons sorted by the caller). */
export function ruleOrder(lessons: readonly TeachingLesson[]): string[] {
  return rulesByLesson(lessons).flat();
}

/** The rules each lesson teaches first, lesson by lesson: `ruleOrder` cut where each lesson begins. */
export function rulesByLesson(lessons: readonly TeachingLesson[]): string[][] {
  const seen = new Set<string>();
  return lessons.map((lesson) => {
    const own: string[] = [];
    for (const step of lesson.steps)
      for (const rule of step.teaches ?? [])
        if (!seen.has(rule)) {
          seen.add(rule);
          own.push(rule);
        }
    return own;
  });
}

/**
 * `rules` dealt out a lesson at a time: the first of each lesson's, then the second of each, and so
 * on, so that a sitting goes over every lesson rather than finishing the first lesson's rules before
 * the next lesson's come up. Rules of no lesson come last, in the order given.
 */
export function inTurnByLesson(rules: readonly string[], byLesson: readonly (readonly string[])[]): string[] {
  const wanted = new Set(rules);
  const queues = byLesson.map((own) => own.filter((rule) => wanted.has(rule)));
  const dealt: string[] = [];
  for (let i = 0; queues.some((q) => i < q.length); i++) for (const q of queues) if (i < q.length) dealt.push(q[i] as string);
  const inLessons = new Set(dealt);
  return [...dealt, ...rules.filter((rule) => !inLessons.has(rule))];
}

/** What practice asks about first: the rules due `by` then (now, if left out), a lesson at a time in turn. */
export function practicePriority(
  mastery: Mastery,
  met: ReadonlySet<string>,
  byLesson: readonly (readonly string[])[],
  by?: Date,
): string[] {
  return inTurnByLesson(dueRules(mastery, met, byLesson.flat(), by), byLesson);
}

/** How many questions the deck keeps ready to choose from. */
const READY = 24;

/**
 * Questions drawn from a stream, served by priority: the ready question whose rule comes first in
 * `priority`, the oldest among equals; a question about a rule not listed only when none is. The
 * rule just served waits while a question about any other rule is ready, so a stream that offers
 * one rule several times running still asks about the others in between.
 */
export class QuestionDeck<Q extends Question<unknown, unknown>> {
  private readonly ready: Q[] = [];
  private last: string | null = null;

  constructor(private readonly stream: Iterator<Q>) {}

  next(priority: readonly string[] = []): Q | null {
    while (this.ready.length < READY) {
      const r = this.stream.next();
      if (r.done) break;
      this.ready.push(r.value);
    }
    if (this.ready.length === 0) return null;
    const rank = (q: Q): readonly number[] => {
      const at = priority.indexOf(q.rule);
      return [q.rule === this.last ? 1 : 0, at < 0 ? priority.length : at];
    };
    const before = (a: readonly number[], b: readonly number[]) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
      return false;
    };
    let best = 0;
    let bestRank = rank(this.ready[0] as Q);
    for (let i = 1; i < this.ready.length; i++) {
      const r = rank(this.ready[i] as Q);
      if (before(r, bestRank)) [best, bestRank] = [i, r];
    }
    const chosen = this.ready.splice(best, 1)[0] as Q;
    this.last = chosen.rule;
    return chosen;
  }
}
