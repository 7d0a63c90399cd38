/**
 * The shape of a lesson's front matter. Lessons are data: every step is a
 * position in the game's notation, a goal, the moves that count as success
 * (a move or a comma-separated sequence, e.g. "draw, play ♥8"), a hint and
 * the rule numbers it teaches; or a quiz question. The engine checks the
 * positions and moves at build time (see validate.ts).
 */
import { z } from 'astro/zod';

const ruleId = z.string().regex(/^[A-Z]{2}-(\d{2}|A\d{1,2})$/, 'a rule number like OT-18');

const common = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case words joined by "-"'),
  title: z.string().min(3),
  /** What the step says before the learner acts. */
  say: z.string().min(3),
  teaches: z.array(ruleId).min(1),
};

export const moveStepSchema = z
  .object({
    ...common,
    kind: z.literal('move').default('move'),
    position: z.string().min(3),
    goal: z.string().min(3),
    success: z.array(z.string().min(3)).min(1),
    hint: z.string().min(3),
    /** Show the other players' cards face up (for lessons about counting them). */
    showAll: z.boolean().default(false),
  })
  .strict();

export const quizStepSchema = z
  .object({
    ...common,
    kind: z.literal('quiz'),
    question: z.string().min(3),
    choices: z.array(z.string().min(1)).min(2),
    answer: z.number().int().min(0),
    /** Why the answer is right, shown after any answer. */
    explain: z.string().min(3),
    /** Optional position shown above the question. */
    position: z.string().optional(),
    showAll: z.boolean().default(true),
  })
  .strict();

export const stepSchema = z.union([quizStepSchema, moveStepSchema]);

export const lessonSchema = z
  .object({
    title: z.string().min(3),
    order: z.number().int().min(1),
    summary: z.string().min(10),
    steps: z.array(stepSchema).min(1),
  })
  .strict();

export type Lesson = z.infer<typeof lessonSchema>;
export type LessonStep = z.infer<typeof stepSchema>;
export type MoveStep = z.infer<typeof moveStepSchema>;
export type QuizStep = z.infer<typeof quizStepSchema>;
