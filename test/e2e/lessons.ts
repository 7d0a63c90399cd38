/** Reads a lesson's front matter in a browser test, through the same schema the site uses. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { lessonSchema, type Lesson } from '../../src/lessons/schema';

export function readLesson(id: string): Lesson {
  const text = readFileSync(`content/lessons/${id}.mdx`, 'utf8');
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return lessonSchema.parse(parse(yaml));
}
