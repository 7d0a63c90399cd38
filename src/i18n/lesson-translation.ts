/**
 * A lesson in another language: content/<game>/<lang>/lessons/NN-slug.mdx, the same file name as the
 * English lesson. Its front matter holds only the words (title, summary, and for each step its
 * title, what it says, and the goal and hint or the question, choices and explanation); positions,
 * moves, answers and rule numbers are the English lesson's, taken by step id, so the engine's check
 * of every English lesson holds for each of its translations. Its body is the English body's prose
 * in the language, with the same steps in the same order.
 */
import { z } from 'astro/zod';
import type { Lesson, LessonStep } from '../lessons/schema';

const said = z.string().min(2);

export const translatedStepSchema = z
  .object({
    id: z.string(),
    title: said,
    say: said,
    goal: said.optional(),
    hint: said.optional(),
    question: said.optional(),
    choices: z.array(z.string().min(1)).optional(),
    explain: said.optional(),
  })
  .strict();

export const translatedLessonSchema = z
  .object({ title: said, summary: said, steps: z.array(translatedStepSchema) })
  .strict();
export type TranslatedLesson = z.infer<typeof translatedLessonSchema>;

const MOVE_WORDS = ['goal', 'hint'] as const;
const QUIZ_WORDS = ['question', 'choices', 'explain'] as const;

/** The step ids placed in a lesson body, in order: <Step lesson={frontmatter} id="…" />. */
export function stepIdsInBody(mdx: string): string[] {
  return [...mdx.matchAll(/<Step\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * The lesson in the language: the English lesson with the translated words put in. Throws, naming
 * the file and each step that does not match the English one.
 */
export function mergeLesson(
  english: Lesson,
  translated: TranslatedLesson,
  file: string,
  bodies?: { english: string; translated: string },
): Lesson {
  const problems: string[] = [];
  const ids = english.steps.map((s) => s.id);
  const here = translated.steps.map((s) => s.id);
  if (ids.join() !== here.join()) problems.push(`steps ${here.join(', ')}; the English lesson has ${ids.join(', ')}`);
  for (const step of english.steps) {
    const t = translated.steps.find((s) => s.id === step.id);
    if (t === undefined) continue;
    const wanted: readonly string[] = step.kind === 'quiz' ? QUIZ_WORDS : MOVE_WORDS;
    const unwanted: readonly string[] = step.kind === 'quiz' ? MOVE_WORDS : QUIZ_WORDS;
    for (const key of wanted)
      if (t[key as keyof typeof t] === undefined) problems.push(`step "${step.id}": ${key} is missing`);
    for (const key of unwanted)
      if (t[key as keyof typeof t] !== undefined) problems.push(`step "${step.id}": a ${step.kind} step has no ${key}`);
    if (step.kind === 'quiz' && t.choices !== undefined && t.choices.length !== step.choices.length)
      problems.push(`step "${step.id}": ${t.choices.length} choices, the English step ${step.choices.length}`);
  }
  if (bodies) {
    const placed = stepIdsInBody(bodies.translated).join(', ');
    const english = stepIdsInBody(bodies.english).join(', ');
    if (placed !== english) problems.push(`the body places steps ${placed}; the English body ${english}`);
  }
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return {
    ...english,
    title: translated.title,
    summary: translated.summary,
    steps: english.steps.map((step): LessonStep => {
      const t = translated.steps.find((s) => s.id === step.id)!;
      return step.kind === 'quiz'
        ? { ...step, title: t.title, say: t.say, question: t.question!, choices: t.choices!, explain: t.explain! }
        : { ...step, title: t.title, say: t.say, goal: t.goal!, hint: t.hint! };
    }),
  };
}
