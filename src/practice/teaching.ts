/** The rules a learner has met in the lessons: each lesson step done teaches its rules. */
import { loadProgress } from '../progress/progress';
import type { Mastery } from './mastery';

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

/** The rules practice asks about, and whether that is every rule because no lesson is done yet. */
export interface MetRules {
  readonly met: ReadonlySet<string>;
  readonly everyRule: boolean;
}

/**
 * Before any lesson, practice asks about every rule rather than nothing; after, the rules of the
 * lessons done and those already practised.
 */
export function metRules(teaching: readonly Teaching[], mastery: Mastery, order: readonly string[]): MetRules {
  const lessonsMet = lessonRules(teaching);
  if (lessonsMet.size === 0) return { met: new Set(order), everyRule: true };
  return { met: new Set([...lessonsMet, ...Object.keys(mastery.rules)]), everyRule: false };
}

/** The lessons as their steps' teaching gives them (`teachingOf` keeps them in lesson order), each with its steps' rules. */
export function lessonsOfTeaching(teaching: readonly Teaching[]): { steps: { teaches: readonly string[] }[] }[] {
  const lessons = new Map<string, { teaches: readonly string[] }[]>();
  for (const t of teaching) lessons.set(t.lesson, [...(lessons.get(t.lesson) ?? []), { teaches: t.teaches }]);
  return [...lessons.values()].map((steps) => ({ steps }));
}

/** Every lesson step with the rules it teaches, from the lessons as the build reads them. */
export function teachingOf(
  lessons: readonly { readonly id: string; readonly data: { readonly steps: readonly { readonly id: string; readonly teaches: readonly string[] }[] } }[],
): Teaching[] {
  return lessons.flatMap((l) => l.data.steps.map((s) => ({ lesson: l.id, step: s.id, teaches: s.teaches })));
}
