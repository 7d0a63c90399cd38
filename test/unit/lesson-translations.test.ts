/**
 * Every lesson in each language a game declares (content/<game>/<lang>/lessons/, and the lessons for
 * children in content/<game>/<lang>/children/) against its English
 * lesson: the same steps in the same order, the words each kind of step needs, the same number of
 * choices, and the same steps placed in the body (src/i18n/lesson-translation.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { READY_GAMES } from '../../src/games/registry';
import { frontmatterText, lessonFiles, lessonOf, readLessonText } from '../../src/lessons/files';
import { mergeLesson, translatedLessonSchema } from '../../src/i18n/lesson-translation';
import type { Lesson } from '../../src/lessons/schema';
import { CHILDREN, type Course } from '../../src/lessons/related';

const COURSES: readonly Course[] = ['everyone', 'children'];

for (const game of READY_GAMES) {
  for (const lang of game.languages ?? []) {
    for (const course of COURSES) {
      const english = lessonFiles(game.slug, undefined, course);
      if (english.length === 0) continue;
      const dir = `content/${game.slug}/${lang}/${course === 'children' ? CHILDREN : 'lessons'}`;
      describe(`${game.name} lessons${course === 'children' ? ' for children' : ''} in ${lang}`, () => {
        test('every English lesson is there, and no other', () => {
          expect(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort() : []).toEqual(english);
        });
        test.each(english.filter((f) => existsSync(`${dir}/${f}`)).map((f) => [f]))(
          '%s matches the English lesson',
          (file) => {
            const englishText = readLessonText(game.slug, file, undefined, course);
            const text = readFileSync(`${dir}/${file}`, 'utf8');
            const translated = translatedLessonSchema.parse(parse(frontmatterText(text) ?? ''));
            const merged: Lesson = mergeLesson(lessonOf(englishText), translated, `${dir}/${file}`, {
              english: englishText,
              translated: text,
            });
            expect(merged.steps.map((s) => s.title)).toEqual(translated.steps.map((s) => s.title));
            expect(text).toContain("import Step from '../../../../src/components/Step.astro';");
          },
        );
      });
    }
  }
}

describe('a translated lesson that does not match', () => {
  const english = lessonOf(`---
title: A lesson
order: 1
summary: What the lesson is about.
steps:
  - id: one
    title: Step one
    say: Do it.
    kind: quiz
    question: Which?
    choices: [a, b]
    answer: 1
    explain: Because.
    teaches: [XX-01]
---`);
  const step = {
    id: 'one',
    title: 'Eins',
    say: 'Mach es.',
    question: 'Welche?',
    choices: ['a', 'b'],
    explain: 'Weil.',
  };
  test('merges, keeping the answer', () => {
    const merged = mergeLesson(english, { title: 'Eine Lektion', summary: 'Worum es geht.', steps: [step] }, 'x.mdx');
    expect(merged.steps[0]).toMatchObject({ title: 'Eins', answer: 1, kind: 'quiz' });
  });
  test.each([
    ['a choice missing', { ...step, choices: ['a'] }, 'step "one": 1 choices, the English step 2'],
    ['a goal on a quiz', { ...step, goal: 'Ziel' }, 'step "one": a quiz step has no goal'],
    ['another step', { ...step, id: 'two' }, 'steps two; the English lesson has one'],
  ])('fails on %s, naming the file and the step', (_what, bad, problem) => {
    expect(() => mergeLesson(english, { title: 'L', summary: 'Worum es geht.', steps: [bad] }, 'de/x.mdx')).toThrow(
      problem,
    );
  });
});
