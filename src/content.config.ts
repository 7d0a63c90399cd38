/** The site's content: each game's rule catalogue, glossary and lessons, each checked by a zod schema. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';
import { ruleEntrySchema } from './engine/catalogue';
import { glossaryEntrySchema } from './engine/glossary';
import { CONTENT_DIR } from './lessons/files';
import { lessonSchema } from './lessons/schema';
import { translatedLessonSchema } from './i18n/lesson-translation';

/** Every content/<game>/rules.yaml: one entry per rule, its id the rule number (OT-18). */
const rules = defineCollection({
  loader: async () =>
    readdirSync(CONTENT_DIR)
      .filter((game) => existsSync(`${CONTENT_DIR}/${game}/rules.yaml`))
      .flatMap((game) => {
        const entries = parse(readFileSync(`${CONTENT_DIR}/${game}/rules.yaml`, 'utf8')) as Record<string, unknown>[];
        return entries.map((e, order) => ({ ...e, id: String(e['id']), game, order }));
      }),
  schema: ruleEntrySchema.extend({ game: z.string(), order: z.number() }),
});

/** Every content/<game>/glossary.yaml: the game's words, each linked to the rules that use it. */
const glossary = defineCollection({
  loader: async () =>
    readdirSync(CONTENT_DIR)
      .filter((game) => existsSync(`${CONTENT_DIR}/${game}/glossary.yaml`))
      .flatMap((game) => {
        const entries = parse(readFileSync(`${CONTENT_DIR}/${game}/glossary.yaml`, 'utf8')) as Record<
          string,
          unknown
        >[];
        return entries.map((e, order) => ({ ...e, id: `${game}/${String(e['term'])}`, game, order }));
      }),
  schema: glossaryEntrySchema.extend({ id: z.string(), game: z.string(), order: z.number() }),
});

/** Every content/<game>/lessons/*.mdx, with the id "<game>/<file name>" (the key of saved progress). */
const lessons = defineCollection({
  loader: glob({
    pattern: '*/lessons/*.mdx',
    base: `./${CONTENT_DIR}`,
    generateId: ({ entry }) => entry.replace(/\/lessons\//, '/').replace(/\.mdx$/, ''),
  }),
  schema: lessonSchema,
});

/**
 * Every content/<game>/<lang>/lessons/*.mdx: a lesson's words in another language, with the id
 * "<lang>/<game>/<file name>". Positions and moves are the English lesson's (src/lessons/routes.ts).
 */
const lessonTranslations = defineCollection({
  loader: glob({
    pattern: '*/*/lessons/*.mdx',
    base: `./${CONTENT_DIR}`,
    generateId: ({ entry }) => {
      const [game, lang, , file = ''] = entry.split('/');
      return `${lang}/${game}/${file.replace(/\.mdx$/, '')}`;
    },
  }),
  schema: translatedLessonSchema,
});

/**
 * Every content/<game>/children/*.mdx: a game's lessons for a class of young children (short
 * sentences, one idea a step), with the id "<game>/children/<file name>" (src/lessons/related.ts),
 * beside the lessons for everyone.
 */
const childrenLessons = defineCollection({
  loader: glob({
    pattern: '*/children/*.mdx',
    base: `./${CONTENT_DIR}`,
    generateId: ({ entry }) => entry.replace(/\.mdx$/, ''),
  }),
  schema: lessonSchema,
});

/** Every content/<game>/<lang>/children/*.mdx: a children's lesson in another language, "<lang>/<game>/children/<file name>". */
const childrenTranslations = defineCollection({
  loader: glob({
    pattern: '*/*/children/*.mdx',
    base: `./${CONTENT_DIR}`,
    generateId: ({ entry }) => {
      const [game, lang, , file = ''] = entry.split('/');
      return `${lang}/${game}/children/${file.replace(/\.mdx$/, '')}`;
    },
  }),
  schema: translatedLessonSchema,
});

export const collections = { rules, glossary, lessons, lessonTranslations, childrenLessons, childrenTranslations };
