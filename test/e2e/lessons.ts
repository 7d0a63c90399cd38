/** Reads a lesson's front matter in a browser test, through the same schema the site uses. */
import { lessonOf, readLessonText } from '../../src/lessons/files';
import type { Lesson } from '../../src/lessons/schema';

/** "<game>/<lesson file name>" → its front matter. */
export function readLesson(id: string): Lesson {
  const [game = '', slug = ''] = id.split('/');
  return lessonOf(readLessonText(game, `${slug}.mdx`));
}
