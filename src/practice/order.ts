/**
 * The order practice follows: the order the lessons teach their rules (each step's `teaches`, lesson
 * by lesson), and a deck that serves, among the questions it has ready, one about the rule that
 * comes first in a priority list (the due rules, in lesson order).
 */
import type { Question } from './question';

/** What the order reads of a lesson: its steps' rule numbers. */
export interface TeachingLesson {
  readonly steps: readonly { readonly teaches?: readonly string[] }[];
}

/** Every rule the lessons teach, once, in the order they first teach it (lessons sorted by the caller). */
export function ruleOrder(lessons: readonly TeachingLesson[]): string[] {
  const seen = new Set<string>();
  for (const lesson of lessons) for (const step of lesson.steps) for (const rule of step.teaches ?? []) seen.add(rule);
  return [...seen];
}

/** How many questions the deck keeps ready to choose from. */
const READY = 24;

/**
 * Questions drawn from a stream, served by priority: the ready question whose rule comes first in
 * `priority`, the oldest among equals; a question about a rule not listed only when none is.
 */
export class QuestionDeck<Q extends Question<unknown, unknown>> {
  private readonly ready: Q[] = [];

  constructor(private readonly stream: Iterator<Q>) {}

  next(priority: readonly string[] = []): Q | null {
    while (this.ready.length < READY) {
      const r = this.stream.next();
      if (r.done) break;
      this.ready.push(r.value);
    }
    if (this.ready.length === 0) return null;
    const rank = (q: Q) => {
      const at = priority.indexOf(q.rule);
      return at < 0 ? priority.length : at;
    };
    let best = 0;
    for (let i = 1; i < this.ready.length; i++) if (rank(this.ready[i] as Q) < rank(this.ready[best] as Q)) best = i;
    return this.ready.splice(best, 1)[0] as Q;
  }
}
