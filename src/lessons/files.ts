/** Reading lesson files from disk: which lessons a game has, and the front matter of each. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type Lesson, lessonSchema } from './schema';
import { CHILDREN, type Course } from './related';

/** Each game's content folder: content/<game>/rules.yaml and content/<game>/lessons/*.mdx. */
export const CONTENT_DIR = 'content';

/** content/<game>/lessons, or for the lessons for children content/<game>/children, relative to the project root. */
export function lessonsDir(game: string, course: Course = 'everyone'): string {
  return `${CONTENT_DIR}/${game}/${course === 'children' ? CHILDREN : 'lessons'}`;
}

/** The YAML between the opening "---" lines, or null when the text has none. */
export function frontmatterText(text: string): string | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return m ? (m[1] ?? '') : null;
}

/** A lesson's front matter, checked by the schema (throws when it does not fit). */
export function lessonOf(text: string): Lesson {
  const yaml = frontmatterText(text);
  if (yaml === null) throw new Error('no front matter');
  return lessonSchema.parse(parse(yaml));
}

/** The lesson files of a game's course, in order: ["01-deck-and-deal.mdx", …]; none for a course it does not have. */
export function lessonFiles(game: string, root = process.cwd(), course: Course = 'everyone'): string[] {
  const dir = join(root, lessonsDir(game, course));
  if (course === 'children' && !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort();
}

export function readLessonText(game: string, file: string, root = process.cwd(), course: Course = 'everyone'): string {
  return readFileSync(join(root, lessonsDir(game, course), file), 'utf8');
}

/** Every lesson of a game's course with its file name, and its move steps named "file step-id" for test tables. */
export function lessonsOfGame(game: string, root = process.cwd(), course: Course = 'everyone') {
  const lessons = lessonFiles(game, root, course).map((file) => ({
    file,
    lesson: lessonOf(readLessonText(game, file, root, course)),
  }));
  const moveSteps = lessons.flatMap(({ file, lesson }) =>
    lesson.steps.flatMap((step) => (step.kind === 'move' ? [{ name: `${course === 'children' ? `${CHILDREN}/` : ''}${file} ${step.id}`, step }] : [])),
  );
  return { lessons, moveSteps };
}
