/** The site's content: the rule catalogues and the lessons, each checked by a zod schema. */
import { readFileSync, readdirSync } from 'node:fs';
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';
import { ruleEntrySchema } from './engine/catalogue';
import { lessonSchema } from './lessons/schema';

const RULES_DIR = 'content/rules';

/** Every content/rules/<game>.yaml: one entry per rule, its id the rule number (OT-18). */
const rules = defineCollection({
  loader: async () =>
    readdirSync(RULES_DIR)
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => {
        const game = f.replace(/\.yaml$/, '');
        const entries = parse(readFileSync(`${RULES_DIR}/${f}`, 'utf8')) as Record<string, unknown>[];
        return entries.map((e, order) => ({ ...e, id: String(e['id']), game, order }));
      }),
  schema: ruleEntrySchema.extend({ game: z.string(), order: z.number() }),
});

const lessons = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content/lessons' }),
  schema: lessonSchema,
});

export const collections = { rules, lessons };
