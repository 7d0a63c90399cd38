/** Route data for lessons and rules, computed here so the pages stay thin. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { messagesOf, type RuleEntry, type RuleMessages } from '../engine/catalogue';
import { mergeLesson } from '../i18n/lesson-translation';
import { localePath, type Lang, type OtherLang } from '../i18n/languages';
import { catalogueIn } from '../i18n/read-content';
import { keepPageData, pageTextId, type PageData } from '../messages/page-text';
import { lessonHref, lessonParts, type Course } from './related';
import type { Lesson } from './schema';

export { lessonHref, lessonParts, settledBy, switchesOf, tryItLinks, type Course, type SwitchOnRule, type TryIt } from './related';

/** Each course's collection of English lessons and of their translations (content.config.ts). */
const ENGLISH = { everyone: 'lessons', children: 'childrenLessons' } as const;
const TRANSLATED = { everyone: 'lessonTranslations', children: 'childrenTranslations' } as const;

export type LessonEntry = CollectionEntry<'lessons' | 'childrenLessons'>;
export type RuleCollectionEntry = CollectionEntry<'rules'>;

/** A game's English lessons of a course (those for everyone unless asked), in order. */
export async function lessonsOf(game: string, course: Course = 'everyone'): Promise<LessonEntry[]> {
  const all: LessonEntry[] = await getCollection(ENGLISH[course], (e: LessonEntry) => lessonParts(e.id).game === game);
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

export type TranslationEntry = CollectionEntry<'lessonTranslations' | 'childrenTranslations'>;

/** A lesson in another language: its page's entry (the body to render) and the lesson, merged with the English one. */
export interface LocalLesson {
  readonly entry: TranslationEntry;
  /** The English lesson's id ("<game>/<file name>", related.ts): the key of saved progress, the same in every language. */
  readonly id: string;
  readonly lesson: Lesson;
}

/** The English lesson with a translation's words put in; a translation that does not match it fails the build, naming the file. */
export async function localLesson(entry: TranslationEntry): Promise<LocalLesson> {
  // "<lang>/<English lesson's id>"
  const id = entry.id.slice(entry.id.indexOf('/') + 1);
  const english = await getEntry(ENGLISH[lessonParts(id).course], id);
  if (english === undefined) throw new Error(`${entry.filePath}: there is no English lesson ${id}`);
  const file = entry.filePath ?? entry.id;
  const lesson = mergeLesson(english.data, entry.data, file, {
    english: english.body ?? '',
    translated: entry.body ?? '',
  });
  return { entry, id, lesson };
}

/** One lesson in another language, by its English id, merged with the English one. */
export async function translatedLesson(lang: OtherLang, id: string): Promise<Lesson> {
  const { game, slug, course } = lessonParts(id);
  const entry = await getEntry(TRANSLATED[course], `${lang}/${id}`);
  const folder = course === 'children' ? 'children' : 'lessons';
  if (entry === undefined) throw new Error(`content/${game}/${lang}/${folder}/${slug}.mdx is missing`);
  return (await localLesson(entry)).lesson;
}

/** A game's lessons of a course in another language, in the English order. */
export async function localLessonsOf(game: string, lang: OtherLang, course: Course = 'everyone'): Promise<LocalLesson[]> {
  const entries: TranslationEntry[] = await getCollection(TRANSLATED[course], (e: TranslationEntry) =>
    e.id.startsWith(`${lang}/${game}/`),
  );
  const lessons = await Promise.all(entries.map(localLesson));
  return lessons.sort((a, b) => a.lesson.order - b.lesson.order);
}

/** A lesson's address in a language. */
export function localLessonHref(id: string, lang: Lang): string {
  return localePath(lessonHref(id), lang);
}

/** A lesson before or after the one on a page: where it is and what it is called. */
export interface Neighbour {
  readonly href: string;
  readonly title: string;
}

/** What a lesson's page is given: its place in its course and its neighbours. */
export interface LessonPlace {
  readonly index: number;
  readonly total: number;
  readonly previous: Neighbour | undefined;
  readonly next: Neighbour | undefined;
  readonly course: Course;
}

/** The place of each of a course's lessons, given in order with their addresses and titles. */
function placesOf<L>(lessons: readonly L[], course: Course, neighbour: (l: L) => Neighbour): { lesson: L; place: LessonPlace }[] {
  return lessons.map((lesson, i) => ({
    lesson,
    place: {
      index: i + 1,
      total: lessons.length,
      previous: i > 0 ? neighbour(lessons[i - 1] as L) : undefined,
      next: i + 1 < lessons.length ? neighbour(lessons[i + 1] as L) : undefined,
      course,
    },
  }));
}

/** Route parameters for every English lesson page of a course, in every game. */
export async function lessonPagePaths(games: readonly { slug: string }[], course: Course) {
  const paths = [];
  for (const game of games) {
    const lessons = await lessonsOf(game.slug, course);
    const places = placesOf(lessons, course, (l) => ({ href: lessonHref(l.id), title: l.data.title }));
    for (const { lesson, place } of places)
      paths.push({ params: { game: game.slug, lesson: lessonParts(lesson.id).slug }, props: { lesson, place } });
  }
  return paths;
}

/** Route parameters for every lesson page of a course in each game's languages besides English. */
export async function localLessonPagePaths(games: readonly { slug: string; languages?: readonly OtherLang[] }[], course: Course) {
  const paths = [];
  for (const game of games) {
    for (const lang of game.languages ?? []) {
      const lessons = await localLessonsOf(game.slug, lang, course);
      const places = placesOf(lessons, course, (l) => ({ href: localLessonHref(l.id, lang), title: l.lesson.title }));
      for (const { lesson, place } of places)
        paths.push({ params: { lang, game: game.slug, lesson: lessonParts(lesson.id).slug }, props: { lang, lesson, place } });
    }
  }
  return paths;
}
