/** The rules a learner has met in the lessons: each lesson step done teaches its rules. */
import { loadProgress } from '../progress/progress';

/** A lesson step and the rules it teaches: doing it is meeting them. */
export interface Teaching {
  readonly lesson: string;
  readonly step: string;
  readonly teaches: readonly string[];
}

/** The rules of the lesson steps done, as this browser keeps them. */
export function lessonRules(teaching: readonly Teaching[]): Set<string> {
  const { progress } = loadProgress();
  const met = new Set<string>();
  for (const t of teaching) if ((progress[t.lesson] ?? []).includes(t.step)) for (const r of t.teaches) met.add(r);
  return met;
}
