/**
 * A game's lessons for a class of young children (content/<game>/children/ and its translations),
 * held to what such a class needs: short sentences, no rule numbers in the words (the verdicts and
 * the rule links name rules by their titles), and Hebrew pointed as schools print it for that age.
 * The engine's check of every position is test/unit/lessons.test.ts; each game's own checks of its
 * move steps sit beside the game (src/games/echad/lessons.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { READY_GAMES } from '../../src/games/registry';
import { frontmatterText, lessonFiles, lessonsOfGame, readLessonText } from '../../src/lessons/files';
import { CHILDREN } from '../../src/lessons/related';

/** The longest sentence a lesson for children may have, in words. */
const LONGEST_SENTENCE = 18;

/** Every string in a lesson's front matter that a child reads (not ids, positions, moves or rule numbers). */
function wordsOf(frontmatter: unknown): string[] {
  const data = frontmatter as { title: string; summary: string; steps: Record<string, unknown>[] };
  const read = ['title', 'say', 'goal', 'hint', 'question', 'explain'];
  return [
    data.title,
    data.summary,
    ...data.steps.flatMap((step) => [
      ...read.flatMap((key) => (typeof step[key] === 'string' ? [step[key] as string] : [])),
      ...((step['choices'] as string[] | undefined) ?? []),
    ]),
  ];
}

/** The lesson's body without its import and Step lines: the prose and headings around the steps. */
function proseOf(text: string): string {
  const body = text.replace(/^---[\s\S]*?\n---/, '');
  return body
    .split('\n')
    .filter((line) => !line.startsWith('import ') && !line.startsWith('<Step'))
    .join('\n');
}

const RULE_NUMBER = /\b[A-Z]{2}-(\d{2}|A\d{1,2})\b/;
const HEBREW_LETTERS = /[\u05D0-\u05EA]/g;
const POINTS = /[\u05B0-\u05BC\u05C1\u05C2\u05C7]/;

const withChildren = READY_GAMES.filter((g) => lessonFiles(g.slug, undefined, 'children').length > 0);

test('at least one game has lessons for children', () => {
  expect(withChildren.map((g) => g.slug)).toContain('echad');
});

describe.each(withChildren.map((g) => [g.name, g] as const))('%s lessons for children', (_name, game) => {
  const { lessons } = lessonsOfGame(game.slug, undefined, 'children');
  const known = new Set(game.lessons.ruleIds);
  const files = (lang: string) =>
    lessonFiles(game.slug, undefined, 'children').map((file) => {
      const path = lang === 'en' ? `content/${game.slug}/${CHILDREN}/${file}` : `content/${game.slug}/${lang}/${CHILDREN}/${file}`;
      return { path, text: existsSync(path) ? readFileSync(path, 'utf8') : null };
    });

  test('are in the order of their file names, one to six steps each, with step ids unique across them', () => {
    expect(lessons.map(({ lesson }) => lesson.order)).toEqual(lessons.map((_, i) => i + 1));
    for (const { file, lesson } of lessons) expect(lesson.steps.length, file).toBeLessThanOrEqual(6);
    const ids = lessons.flatMap(({ lesson }) => lesson.steps.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('teach only rule numbers of the game', () => {
    const unknown = lessons.flatMap(({ file, lesson }) =>
      lesson.steps.flatMap((s) => s.teaches.filter((id) => !known.has(id)).map((id) => `${file} ${s.id}: ${id}`)),
    );
    expect(unknown).toEqual([]);
  });

  test(`say everything in sentences of at most ${LONGEST_SENTENCE} words`, () => {
    const long = lessons.flatMap(({ file }) => {
      const text = readLessonText(game.slug, file, undefined, 'children');
      const words = [...wordsOf(parse(frontmatterText(text) ?? '')), proseOf(text)];
      return words
        .flatMap((w) => w.split(/(?<=[.!?])\s+/))
        .filter((sentence) => sentence.split(/\s+/).filter(Boolean).length > LONGEST_SENTENCE)
        .map((sentence) => `${file}: ${sentence}`);
    });
    expect(long).toEqual([]);
  });

  test.each(['en', ...(game.languages ?? [])])('in %s, name no rule by its number in the words', (lang) => {
    const numbered = files(lang).flatMap(({ path, text }) => {
      if (text === null) return [];
      const words = [...wordsOf(parse(frontmatterText(text) ?? '')), proseOf(text)];
      return words.filter((w) => RULE_NUMBER.test(w)).map((w) => `${path}: ${w}`);
    });
    expect(numbered).toEqual([]);
  });

  if (game.languages?.includes('he'))
    test('in Hebrew, are pointed: every word of two letters or more carries its vowels', () => {
      const bare = files('he').flatMap(({ path, text }) => {
        if (text === null) return [`${path} is missing`];
        const words = [...wordsOf(parse(frontmatterText(text) ?? '')), proseOf(text)].join(' ').split(/[\s,.?!:;–—]+/);
        return words
          .filter((w) => (w.match(HEBREW_LETTERS) ?? []).length >= 2 && !POINTS.test(w))
          .map((w) => `${path}: ${w}`);
      });
      expect(bare).toEqual([]);
    });
});
