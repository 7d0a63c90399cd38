/**
 * The lessons of every registered game as content: each passes the build-time check, every rule
 * and ruling of the game is taught by at least one step, step ids are unique within a game, every
 * quiz answer is one of its choices, and every lesson places its steps with the Step component.
 * Game-specific checks of lessons (success lines, refused tries) sit beside each game.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { READY_GAMES } from '../../src/games/registry';
import { validateAllLessons } from '../../src/lessons/integration';
import { lessonFiles, lessonsOfGame, readLessonText } from '../../src/lessons/files';
import { formatProblem } from '../../src/lessons/validate';

test('every lesson of every game passes the build-time check', () => {
  expect(validateAllLessons(process.cwd()).map(formatProblem)).toEqual([]);
});

describe.each(READY_GAMES.map((g) => [g.name, g] as const))('%s lessons', (_name, game) => {
  const { lessons } = lessonsOfGame(game.slug);

  test('there are lessons, in the order of their file names', () => {
    expect(lessons.length).toBeGreaterThan(0);
    const orders = lessons.map(({ lesson }) => lesson.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  test('every rule and ruling is taught by at least one step', () => {
    const taught = new Set(lessons.flatMap(({ lesson }) => lesson.steps.flatMap((s) => s.teaches)));
    expect(game.lessons.ruleIds.filter((id) => !taught.has(id))).toEqual([]);
  });

  test('steps teach only rule numbers of this game', () => {
    const known = new Set(game.lessons.ruleIds);
    const unknown = lessons.flatMap(({ file, lesson }) =>
      lesson.steps.flatMap((s) => s.teaches.filter((id) => !known.has(id)).map((id) => `${file} ${s.id}: ${id}`)),
    );
    expect(unknown).toEqual([]);
  });

  test('step ids are unique across the lessons', () => {
    const ids = lessons.flatMap(({ lesson }) => lesson.steps.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('every quiz answer is one of its choices', () => {
    for (const { file, lesson } of lessons) {
      for (const step of lesson.steps) {
        if (step.kind === 'quiz') expect(step.answer, `${file} ${step.id}`).toBeLessThan(step.choices.length);
      }
    }
  });

  test('every lesson imports the Step component', () => {
    for (const file of lessonFiles(game.slug)) {
      expect(readLessonText(game.slug, file), file).toContain("import Step from '../../../src/components/Step.astro';");
    }
  });

  // A step's title is a third-level heading: a section heading comes first, or the page's outline skips a level.
  test('every lesson, in every language, has a section heading before its first step', () => {
    const dirs = ['', ...(game.languages ?? []).map((lang) => `${lang}/`)];
    for (const dir of dirs) {
      for (const file of lessonFiles(game.slug)) {
        const path = join('content', game.slug, dir, 'lessons', file);
        if (!existsSync(path)) continue;
        const text = readFileSync(path, 'utf8');
        const heading = text.search(/^## /m);
        expect(heading >= 0 && heading < text.indexOf('<Step'), path).toBe(true);
      }
    }
  });
});
