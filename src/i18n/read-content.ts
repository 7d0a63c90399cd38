/**
 * Reads a game's content in a language from disk, at build time and in tests: the English files as
 * they are, another language's merged into the English structure (game-content.ts). Each file is
 * read once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { catalogueSchema } from '../engine/catalogue';
import { glossaryEntrySchema, type GlossaryEntry } from '../engine/glossary';
import {
  gameWordsSchema,
  languageFile,
  mergeCatalogue,
  termsSchema,
  translatedRuleSchema,
  type GameWords,
  type LocalRule,
  type Terms,
} from './game-content';
import type { Lang } from './languages';

const cache = new Map<string, unknown>();

/** A file of the game's content folder, parsed and checked; a missing or malformed file is named. */
function read<T>(file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, root: string): T {
  const key = `${root}|${file}`;
  if (cache.has(key)) return cache.get(key) as T;
  const path = `${root}/${file}`;
  if (!existsSync(path)) throw new Error(`${file} is missing: the game declares this language`);
  const parsed = schema.safeParse(parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`${file}:\n  ${issues}`);
  }
  cache.set(key, parsed.data);
  return parsed.data;
}

export function catalogueIn(game: string, lang: Lang, root = process.cwd()): LocalRule[] {
  const english = read(languageFile(game, 'en', 'rules.yaml'), catalogueSchema, root);
  if (lang === 'en') return english.map((e) => ({ ...e, quoted: 'source' }));
  const file = languageFile(game, lang, 'rules.yaml');
  const key = `${root}|merged|${file}`;
  if (!cache.has(key)) cache.set(key, mergeCatalogue(english, read(file, z.array(translatedRuleSchema), root), file));
  return cache.get(key) as LocalRule[];
}

export function glossaryIn(game: string, lang: Lang, root = process.cwd()): GlossaryEntry[] {
  return read(languageFile(game, lang, 'glossary.yaml'), z.array(glossaryEntrySchema), root);
}

export function termsIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd()): Terms {
  return read(languageFile(game, lang, 'terms.yaml'), termsSchema, root);
}

export function gameWordsIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd()): GameWords {
  return read(languageFile(game, lang, 'game.yaml'), gameWordsSchema, root);
}
