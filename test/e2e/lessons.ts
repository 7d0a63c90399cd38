/** Reads a lesson's front matter in a browser test, through the same schema the site uses. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { mergeLesson, translatedLessonSchema } from '../../src/i18n/lesson-translation';
import type { OtherLang } from '../../src/i18n/languages';
import { CONTENT_DIR, frontmatterText, lessonFiles, lessonOf, readLessonText } from '../../src/lessons/files';
import type { Lesson } from '../../src/lessons/schema';

/** "<game>/<lesson file name>" → its front matter. */
export function readLesson(id: string): Lesson {
  const [game = '', slug = ''] = id.split('/');
  return lessonOf(readLessonText(game, `${slug}.mdx`));
}

/** "<game>/<lesson file name>" in another language: the English lesson with that language's words. */
export function readLessonIn(id: string, lang: OtherLang): Lesson {
  const [game = '', slug = ''] = id.split('/');
  const file = `${CONTENT_DIR}/${game}/${lang}/lessons/${slug}.mdx`;
  const translated = translatedLessonSchema.parse(parse(frontmatterText(readFileSync(file, 'utf8')) ?? ''));
  return mergeLesson(readLesson(id), translated, file);
}

/** A game's lesson ids, in order: "<game>/<lesson file name>". */
export function lessonIdsOf(game: string): string[] {
  return lessonFiles(game).map((f) => `${game}/${f.replace(/\.mdx$/, '')}`);
}
