/** Route data for lessons and rules, computed here so the pages stay thin. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { messagesOf, type RuleEntry, type RuleMessages } from '../engine/catalogue';
import { mergeLesson } from '../i18n/lesson-translation';
import { localePath, type Lang, type OtherLang } from '../i18n/languages';
import { catalogueIn } from '../i18n/read-content';
import { keepPageData, pageTextId, type PageData } from '../messages/page-text';
import { lessonHref, lessonParts } from './related';
import type { Lesson } from './schema';

export { lessonHref, lessonParts, settledBy, switchesOf, tryItLinks, type SwitchOnRule, type TryIt } from './related';

export type LessonEntry = CollectionEntry<'lessons'>;
export type RuleCollectionEntry = CollectionEntry<'rules'>;

export async function lessonsOf(game: string): Promise<LessonEntry[]> {
  const all = await getCollection('lessons', (e) => lessonParts(e.id).game === game);
  return all.sort((a, b) => a.data.order - b.data.order);
}

export async function rulesOf(game: string): Promise<RuleCollectionEntry[]> {
  const all = await getCollection('rules', (e) => e.data.game === game);
  return all.sort((a, b) => a.data.order - b.data.order);
}

export async function messagesFor(game: string, lang: Lang = 'en'): Promise<Record<string, RuleMessages>> {
  if (lang !== 'en') return messagesOf(catalogueIn(game, lang));
  return messagesOf((await rulesOf(game)).map((e) => e.data as RuleEntry));
}

/** The game's messages in a language, kept for a page to write once for all its lesson steps (PageText.astro). */
export async function pageMessagesFor(game: string, lang: Lang = 'en'): Promise<PageData> {
  return keepPageData(pageTextId(`messages-${game}-${lang}`), await messagesFor(game, lang));
}

export type TranslationEntry = CollectionEntry<'lessonTranslations'>;

/** A lesson in another language: its page's entry (the body to render) and the lesson, merged with the English one. */
export interface LocalLesson {
  readonly entry: TranslationEntry;
  /** The English lesson's id, "<game>/<file name>": the key of saved progress, the same in every language. */
  readonly id: string;
  readonly lesson: Lesson;
}

/** The English lesson with a translation's words put in; a translation that does not match it fails the build, naming the file. */
export async function localLesson(entry: TranslationEntry): Promise<LocalLesson> {
  const [, game = '', slug = ''] = entry.id.split('/');
  const id = `${game}/${slug}`;
  const english = await getEntry('lessons', id);
  if (english === undefined) throw new Error(`${entry.filePath}: there is no English lesson ${id}`);
  const file = entry.filePath ?? entry.id;
  const lesson = mergeLesson(english.data, entry.data, file, {
    english: english.body ?? '',
    translated: entry.body ?? '',
  });
  return { entry, id, lesson };
}

/** One lesson in another language, merged with the English one. */
export async function translatedLesson(lang: OtherLang, game: string, slug: string): Promise<Lesson> {
  const entry = await getEntry('lessonTranslations', `${lang}/${game}/${slug}`);
  if (entry === undefined) throw new Error(`content/${game}/${lang}/lessons/${slug}.mdx is missing`);
  return (await localLesson(entry)).lesson;
}

/** A game's lessons in another language, in the English order. */
export async function localLessonsOf(game: string, lang: OtherLang): Promise<LocalLesson[]> {
  const entries = await getCollection('lessonTranslations', (e) => e.id.startsWith(`${lang}/${game}/`));
  const lessons = await Promise.all(entries.map(localLesson));
  return lessons.sort((a, b) => a.lesson.order - b.lesson.order);
}

/** A lesson's address in a language. */
export function localLessonHref(id: string, lang: Lang): string {
  return localePath(lessonHref(id), lang);
}
