/**
 * Reads a game's content in a language from disk, at build time and in tests: the English files as
 * they are, another language's merged into the English structure (game-content.ts). Each file is
 * read once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseFluent, serialize, Message, Resource } from '@fluent/syntax';
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
import { verdictFileProblems } from './verdict-file';
import { keepPageData, keepPageText, pageTextId } from '../messages/page-text';
import { CONTENT_DIR } from '../lessons/files';
import { CHILDREN, type Course } from '../lessons/related';
import type { TermsIn, TermsOnPage, VerdictFile } from '../engine/names';

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

/**
 * The file a course of lessons words its own way in a language, beside its lessons: for the lessons
 * for children, content/<game>/<lang>/children/<name> (the class addressed in the plural, Hebrew
 * pointed). Each such file gives only what it says differently; the rest is the language's own file.
 */
function courseFile(game: string, lang: Exclude<Lang, 'en'>, course: Course, name: 'terms.yaml' | 'verdicts.ftl'): string | null {
  return course === 'children' ? `${CONTENT_DIR}/${game}/${lang}/${CHILDREN}/${name}` : null;
}

/**
 * A game's verdicts in a language, as Fluent messages (verdicts.ftl), checked against the English
 * catalogue: a missing file, or one that does not match, fails naming it and each wrong line. For a
 * course with a verdict file of its own (courseFile), its messages take the place of the language's
 * messages of the same id: each must be a verdict message of the catalogue, with its values.
 */
export function verdictsIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd(), course: Course = 'everyone'): VerdictFile {
  const file = languageFile(game, lang, 'verdicts.ftl');
  const own = courseFile(game, lang, course, 'verdicts.ftl');
  const layered = own !== null && existsSync(`${root}/${own}`) ? own : null;
  const key = `${root}|${file}|${layered ?? ''}`;
  if (!cache.has(key)) {
    if (!existsSync(`${root}/${file}`)) throw new Error(`${file} is missing: the game declares this language`);
    const english = read(languageFile(game, 'en', 'rules.yaml'), catalogueSchema, root);
    const general = readFileSync(`${root}/${file}`, 'utf8');
    const problems = verdictFileProblems(english, general);
    if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
    let source = general;
    if (layered !== null) {
      const over = readFileSync(`${root}/${layered}`, 'utf8');
      // The course's file gives some messages only: all but "missing" is wrong in it.
      const wrong = verdictFileProblems(english, over).filter((p) => !p.endsWith('is missing'));
      if (wrong.length > 0) throw new Error(`${layered}:\n  ${wrong.join('\n  ')}`);
      source = withMessagesOf(general, over);
    }
    const id = pageTextId(layered ?? file);
    keepPageText(id, withoutComments(source));
    cache.set(key, { file: layered ?? file, id });
  }
  return cache.get(key) as VerdictFile;
}

/** A Fluent file with each message that another file also has replaced by the other file's. */
export function withMessagesOf(base: string, over: string): string {
  const replacing = new Map(
    parseFluent(over, {}).body.flatMap((entry) => (entry instanceof Message ? [[entry.id.name, entry] as const] : [])),
  );
  const body = parseFluent(base, {}).body.map((entry) =>
    entry instanceof Message ? (replacing.get(entry.id.name) ?? entry) : entry,
  );
  return serialize(new Resource(body), {});
}

/**
 * A Fluent file as the browser needs it: without its comments and blank lines, which are for the
 * translator. In Fluent a comment starts a line with "#", and a message's own lines are indented.
 */
function withoutComments(source: string): string {
  return source
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .join('\n');
}

/** What an island needs to speak a game in a language: its terms, and its verdicts' messages, as a course of lessons words them. */
export function languageIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd(), course: Course = 'everyone'): TermsIn {
  return { lang, terms: termsIn(game, lang, root, course), verdicts: verdictsIn(game, lang, root, course) };
}

/** The same for the lesson steps of a page, with the terms kept for the page to write once (PageText.astro). */
export function languageOnPage(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd(), course: Course = 'everyone'): TermsOnPage {
  const { terms, ...rest } = languageIn(game, lang, root, course);
  const name = course === 'everyone' ? `terms-${game}-${lang}` : `terms-${game}-${lang}-${course}`;
  return { ...rest, terms: keepPageData(pageTextId(name), terms) };
}

/** Each rule's text in plain words by its number, in a language (for practice answers: src/practice/rule-texts.ts). */
export function ruleTextsIn(game: string, lang: Lang, root = process.cwd()): Record<string, string> {
  return Object.fromEntries(catalogueIn(game, lang, root).map((e) => [e.id, e.text]));
}

export function glossaryIn(game: string, lang: Lang, root = process.cwd()): GlossaryEntry[] {
  return read(languageFile(game, lang, 'glossary.yaml'), z.array(glossaryEntrySchema), root);
}

/**
 * A game's table of terms in a language; for a course with terms of its own (courseFile), those over
 * them. A course's term must be one the language's table has (or the form of a word after "you"):
 * a misspelt key fails, naming it.
 */
export function termsIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd(), course: Course = 'everyone'): Terms {
  const terms = read(languageFile(game, lang, 'terms.yaml'), termsSchema, root);
  const own = courseFile(game, lang, course, 'terms.yaml');
  if (own === null || !existsSync(`${root}/${own}`)) return terms;
  const over = read(own, termsSchema, root);
  // A course may add the form a word of its own takes after "you" (`you.<word>`): its words are its own.
  const unknown = Object.keys(over).filter((k) => !(k in terms) && !k.startsWith('you.'));
  if (unknown.length > 0) throw new Error(`${own}: no such term in ${languageFile(game, lang, 'terms.yaml')}: ${unknown.join(', ')}`);
  return { ...terms, ...over };
}

export function gameWordsIn(game: string, lang: Exclude<Lang, 'en'>, root = process.cwd()): GameWords {
  return read(languageFile(game, lang, 'game.yaml'), gameWordsSchema, root);
}

/** A game's own practice questions, each under its key: a sentence with {placeholders} (content/<game>/practice.yaml). */
export type PracticePrompts = Readonly<Record<string, string>>;

const promptsSchema = z.record(z.string().min(1));

/**
 * A game's practice prompts in a language: the English file as it is (none, for a game whose
 * questions all use the kit's words), another language's with every English key, or the file and
 * the missing keys named.
 */
export function practicePromptsIn(game: string, lang: Lang, root = process.cwd()): PracticePrompts {
  const englishFile = languageFile(game, 'en', 'practice.yaml');
  if (!existsSync(`${root}/${englishFile}`)) return {};
  const english = read(englishFile, promptsSchema, root);
  if (lang === 'en') return english;
  const file = languageFile(game, lang, 'practice.yaml');
  const local = read(file, promptsSchema, root);
  const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');
  const problems = [
    ...Object.keys(english)
      .filter((key) => local[key] === undefined)
      .map((key) => `"${key}" is missing`),
    ...Object.keys(local)
      .filter((key) => english[key] === undefined)
      .map((key) => `"${key}" is not in the English file`),
    ...Object.entries(local)
      .filter(([key, text]) => english[key] !== undefined && placeholders(text) !== placeholders(english[key] as string))
      .map(([key]) => `"${key}" must say ${placeholders(english[key] as string) || 'no {placeholder}'}`),
  ];
  if (problems.length > 0) throw new Error(`${file}: ${problems.join(', ')}`);
  return local;
}
