/**
 * The one clear first action for a game: the first lesson not yet complete, and whether the learner
 * has begun at all (to say "Start" or "Continue"). Pure: the home page's script and its test use it.
 */
import type { Progress } from './progress';

export interface LessonSteps {
  readonly id: string;
  readonly steps: readonly string[];
}

export type NextLesson =
  | { readonly kind: 'start' | 'continue'; readonly index: number }
  /** Every step of every lesson is done. */
  | { readonly kind: 'done' };

export function nextLesson(lessons: readonly LessonSteps[], progress: Progress): NextLesson {
  const doneIn = (l: LessonSteps) => l.steps.filter((s) => (progress[l.id] ?? []).includes(s)).length;
  const index = lessons.findIndex((l) => doneIn(l) < l.steps.length);
  if (index < 0) return { kind: 'done' };
  const begun = lessons.some((l) => doneIn(l) > 0);
  return { kind: begun ? 'continue' : 'start', index };
}
