/**
 * What the build says about a broken lesson: one right file:line for each problem, and a heading
 * that names the kind of problem. The game here is a stand-in whose positions are the word "start".
 */
import { describe, expect, test } from 'vitest';
import { allow } from '../engine/verdict';
import type { LessonAdapter } from './adapter';
import { formatReport, validateLesson } from './validate';

const game: LessonAdapter<string, string> = {
  parsePosition: (text) => {
    if (text !== 'start') throw new Error(`"${text}" is not a position`);
    return text;
  },
  parseMove: (text) => text,
  formatMove: (move) => move,
  check: () => allow('KT-01'),
  apply: (state) => state,
  toAct: () => 0,
  ruleIds: ['KT-01'],
};
const adapter = game as unknown as LessonAdapter<unknown, unknown>;

const LESSON = `---
title: A lesson
order: 1
summary: For the tests.
steps:
  - id: first
    title: First
    say: Hello.
    teaches: [KT-01]
    position: start
    goal: Do it.
    success:
      - go on
    hint: Go on.
---
import Step from '../../../src/components/Step.astro';

Some words.

<Step lesson={frontmatter} id="first" />
`;

/** The 1-based line of the first line of the text holding `needle`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('the build report of a broken lesson', () => {
  test('a well-formed lesson has no problems', () => {
    expect(validateLesson('l.mdx', LESSON, adapter)).toEqual([]);
  });

  test("invalid YAML is reported once, at its line in the file, without the parser's own line number", () => {
    const broken = LESSON.replace('    say: Hello.', '    say: [Hello.');
    const problems = validateLesson('l.mdx', broken, adapter);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.kind).toBe('yaml');
      expect(p.message).not.toMatch(/line \d/);
    }
    expect(problems[0]!.line).toBeGreaterThanOrEqual(lineOf(broken, 'say: [Hello.'));
    expect(problems[0]!.line).toBeLessThanOrEqual(lineOf(broken, 'hint: Go on.'));
    expect(formatReport(problems)).toMatch(/not valid YAML/);
    expect(formatReport(problems)).not.toMatch(/impossible position/);
  });

  test('a <Step> naming no step is reported at its own line in the text', () => {
    const broken = `${LESSON}\nMore words.\n\n<Step lesson={frontmatter} id="nope" />\n`;
    const [problem, ...rest] = validateLesson('l.mdx', broken, adapter);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ kind: 'placement', line: lineOf(broken, 'id="nope"') });
    expect(formatReport([problem!])).toMatch(/^Lessons with a problem \(a step not placed exactly once in the text\):/);
  });

  test('a step never placed is reported at its id in the front matter', () => {
    const broken = LESSON.replace('<Step lesson={frontmatter} id="first" />', '');
    const [problem] = validateLesson('l.mdx', broken, adapter);
    expect(problem).toMatchObject({ kind: 'placement', step: 'first', line: lineOf(broken, 'id: first') });
  });

  test('the heading names each kind of problem found', () => {
    const broken = LESSON.replace('position: start', 'position: nowhere').replace('[KT-01]', '[KT-99]');
    const problems = validateLesson('l.mdx', broken, adapter);
    expect(problems.map((p) => p.kind).sort()).toEqual(['position', 'rule']);
    const report = formatReport(problems);
    expect(report).toMatch(/^Lessons with 2 problems \(/);
    expect(report).toContain('a position the engine cannot read');
    expect(report).toContain('a rule number the game does not have');
    expect(report).toContain(`l.mdx:${lineOf(broken, 'position: nowhere')} (step "first")`);
  });
});

describe('who starts a move step', () => {
  const othersTurn = { ...game, toAct: () => 1 } as unknown as LessonAdapter<unknown, unknown>;

  test('a position where another seat is to act is refused', () => {
    const problems = validateLesson('l.mdx', LESSON, othersTurn);
    expect(problems.map((p) => [p.kind, p.step, p.message])).toEqual([
      ['position', 'first', 'the learner ("you") must be the one to act in a move step'],
    ]);
  });

  test('unless a window is open to the learner there, as the game says', () => {
    expect(validateLesson('l.mdx', LESSON, othersTurn, { mayAct: (_state, seat) => seat === 0 })).toEqual([]);
    expect(validateLesson('l.mdx', LESSON, othersTurn, { mayAct: (_state, seat) => seat === 2 })).toHaveLength(1);
  });
});

describe('a position no real game can reach', () => {
  const QUIZ_STEP = `  - id: second
    kind: quiz
    title: Second
    say: Look.
    teaches: [KT-01]
    position: start
    question: Which?
    choices: [this, that]
    answer: 0
    explain: This.
`;
  const withQuiz = LESSON.replace('---\nimport', `${QUIZ_STEP}---\nimport`).replace(
    '<Step lesson={frontmatter} id="first" />',
    '<Step lesson={frontmatter} id="first" />\n\n<Step lesson={frontmatter} id="second" />',
  );
  const never = { ...game, impossible: () => 'nothing is ever dealt' } as unknown as LessonAdapter<unknown, unknown>;

  test("is refused at the position of every step that shows it, move or quiz, with the game's reason", () => {
    const problems = validateLesson('l.mdx', withQuiz, never);
    expect(problems.map((p) => [p.kind, p.step, p.line])).toEqual([
      ['impossible', 'first', lineOf(withQuiz, 'position: start')],
      ['impossible', 'second', lineOf(withQuiz, '    position: start\n    question')],
    ]);
    expect(formatReport(problems)).toBe(
      [
        'Lessons with 2 problems (a position no real game can reach):',
        `l.mdx:${problems[0]!.line} (step "first"): position: no real game can reach it: nothing is ever dealt`,
        `l.mdx:${problems[1]!.line} (step "second"): position: no real game can reach it: nothing is ever dealt`,
      ].join('\n'),
    );
  });

  test('is not asked of a game without a judge of positions, and a reachable position passes', () => {
    expect(validateLesson('l.mdx', withQuiz, adapter)).toEqual([]);
    const reachable = { ...game, impossible: () => null } as unknown as LessonAdapter<unknown, unknown>;
    expect(validateLesson('l.mdx', withQuiz, reachable)).toEqual([]);
  });

  test('the moves of a step with an impossible start are still checked', () => {
    const refusing = { ...never, check: () => ({ ok: false, rule: 'KT-01', params: {} }) } as unknown as LessonAdapter<
      unknown,
      unknown
    >;
    expect(validateLesson('l.mdx', LESSON, refusing).map((p) => p.kind)).toEqual(['impossible', 'move']);
  });
});
