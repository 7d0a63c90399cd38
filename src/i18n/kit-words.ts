/**
 * The kit's words in a page's language. Each page imports only this at build time (Astro renders
 * pages on the server), so no language's words are shipped to a browser that did not ask for them.
 */
import type { Lang } from './languages';
import type { LessonWords } from '../widgets/lesson/words';
import { de } from './words/de';
import { en, type KitWords } from './words/en';
import { he } from './words/he';
import { yi } from './words/yi';

export type { KitWords };

export const KIT_WORDS: Readonly<Record<Lang, KitWords>> = { en, de, he, yi };

export function kitWords(lang: Lang): KitWords {
  return KIT_WORDS[lang];
}

/** The words of a lesson step in a language: for a lesson for children, with that language's words for a class over them. */
export function lessonWordsFor(lang: Lang, forChildren: boolean): LessonWords {
  const { lesson, lessonForChildren } = KIT_WORDS[lang];
  if (!forChildren) return lesson;
  const { table, phases, ...rest } = lessonForChildren;
  return { ...lesson, ...rest, table: { ...lesson.table, ...table }, phases: { ...lesson.phases, ...phases } };
}
