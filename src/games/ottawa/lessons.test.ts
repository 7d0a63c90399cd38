/**
 * The Ottawa lessons as content (checks common to every game are in test/unit/lessons.test.ts):
 * a broken lesson is reported at the right file, line and step,
 * and every move step can be completed, lists every way to reach its goal and offers at
 * least one move the tutor refuses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Card, cardLabel } from '../../engine/french-deck';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { apply, check, legalMoves, topCard } from './rules';
import type { OttawaMove, OttawaState } from './state';
import ottawa from './index';
import { lessonFiles, lessonsDir, lessonsOfGame } from '../../lessons/files';
import { sequenceOf, stepOutcome } from '../../lessons/outcome';
import type { MoveStep } from '../../lessons/schema';
import { type LessonProblem, formatProblem, validateLesson } from '../../lessons/validate';

const ROOT = process.cwd();
const OTTAWA_DIR = lessonsDir('ottawa');
const ottawaLessons = ottawa.lessons;
const files = lessonFiles('ottawa');
const { lessons, moveSteps } = lessonsOfGame('ottawa');

function moveOf(text: string): OttawaMove {
  const move = parseMove(text);
  if ('error' in move) throw new Error(move.error);
  return move;
}

/** The 1-based line of the first occurrence of `needle` in `text`. */
function lineOfText(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the lesson text`);
  return text.slice(0, at).split('\n').length;
}

/** Every way the learner's turn can go from here, as lesson text, until the turn passes or the deal ends. */
function turnsFrom(state: OttawaState, done: readonly string[] = []): string[][] {
  if (state.status !== 'playing' || state.current !== 0) return [[...done]];
  return legalMoves(state).flatMap((m) => turnsFrom(apply(state, m), [...done, formatMove(m)]));
}

describe('Ottawa lessons', () => {
  test('there are eight lessons, numbered in order, each with 3 to 5 steps', () => {
    expect(files).toHaveLength(8);
    lessons.forEach(({ file, lesson }, i) => {
      expect(file.startsWith(String(i + 1).padStart(2, '0') + '-'), file).toBe(true);
      expect(lesson.order, file).toBe(i + 1);
      expect(lesson.steps.length, file).toBeGreaterThanOrEqual(3);
      expect(lesson.steps.length, file).toBeLessThanOrEqual(5);
    });
  });
});

describe('a broken lesson is reported at its file, line and step', () => {
  const file = `${OTTAWA_DIR}/02-matching-rank.mdx`;
  const original = readFileSync(join(ROOT, file), 'utf8');

  function only(problems: LessonProblem[]): LessonProblem {
    expect(problems.map(formatProblem)).toHaveLength(1);
    return problems[0] as LessonProblem;
  }

  test('the unbroken lesson has no problems', () => {
    expect(validateLesson(file, original, ottawaLessons as never)).toEqual([]);
  });

  test('a card that does not exist in a position', () => {
    const good = 'position: "you: ♠7 ♥J ♣2 ♦Q';
    expect(original).toContain(good);
    const broken = original.replace(good, 'position: "you: ♠7 ♥11 ♣2 ♦Q');
    const problem = only(validateLesson(file, broken, ottawaLessons as never));
    expect(problem.file).toBe(file);
    expect(problem.line).toBe(lineOfText(broken, 'position: "you: ♠7 ♥11'));
    expect(problem.step).toBe('same-rank');
    expect(problem.message).toMatch(/position/);
    expect(problem.message).toMatch(/♥11/);
  });

  test('a card named twice in a position', () => {
    const good = 'position: "you: ♣5 ♥K ♠9 ♦K';
    expect(original).toContain(good);
    const broken = original.replace(good, 'position: "you: ♣5 ♥K ♠9 ♣K');
    const problem = only(validateLesson(file, broken, ottawaLessons as never));
    expect(problem.line).toBe(lineOfText(broken, 'position: "you: ♣5 ♥K ♠9 ♣K'));
    expect(problem.step).toBe('any-suit');
    expect(problem.message).toMatch(/♣K/);
  });

  test('a success move the rules refuse', () => {
    const good = '      - play ♦K\n';
    expect(original).toContain(good);
    // ♣5 is in the hand but four steps from ♣K: the engine refuses it (OT-A3).
    const broken = original.replace(good, '      - play ♣5\n');
    const problem = only(validateLesson(file, broken, ottawaLessons as never));
    expect(problem.file).toBe(file);
    expect(problem.line).toBe(lineOfText(broken, '      - play ♣5\n'));
    expect(problem.step).toBe('any-suit');
    expect(problem.message).toMatch(/"play ♣5" is not allowed/);
    expect(problem.message).toMatch(/OT-A3/);
  });

  test('a refused move inside a success sequence', () => {
    const good = '      - draw, play ♠7\n';
    expect(original).toContain(good);
    const broken = original.replace(good, '      - draw, draw, play ♠7\n');
    const problem = only(validateLesson(file, broken, ottawaLessons as never));
    expect(problem.line).toBe(lineOfText(broken, '      - draw, draw, play ♠7\n'));
    expect(problem.step).toBe('same-rank');
    expect(problem.message).toMatch(/OT-A1/);
  });
});

describe.each(moveSteps)('move step $name', ({ step }) => {
  const start = parsePosition(step.position);
  const top: Card = topCard(start);

  test('the goal names the top card', () => {
    expect(step.goal).toContain(cardLabel(top));
  });

  test('every success sequence is written as the widget writes moves, and completes the step', () => {
    for (const line of step.success) {
      const moves = sequenceOf(line);
      let state = start;
      moves.forEach((text, i) => {
        const move = moveOf(text);
        expect(formatMove(move), line).toBe(text);
        expect(check(state, move).ok, `${line}: move ${i + 1}`).toBe(true);
        // Part-way through, the learner is still on the way to the goal.
        if (i < moves.length - 1) expect(stepOutcome(step.success, moves.slice(0, i + 1))).toBe('going');
        state = apply(state, move);
      });
      expect(stepOutcome(step.success, moves), line).toBe('done');
      // Each success ends the learner's turn, so no later move can turn a finished step off-track.
      expect(state.status !== 'playing' || state.current !== 0, `${line} ends the turn`).toBe(true);
    }
  });

  test('at least one plausible move is refused', () => {
    const tries: OttawaMove[] = [
      ...(start.hands[0] ?? []).map((card) => ({ type: 'play', card }) as const),
      { type: 'draw' },
      { type: 'pass' },
    ];
    expect(tries.filter((m) => !check(start, m).ok).length).toBeGreaterThan(0);
  });
});

/** Steps whose goal is just "Play a card on …": every turn that plays a card must count as success. */
const openPlaySteps = moveSteps.filter(({ step }) => /^Play a card on .+\.$/.test(step.goal));

describe.each(openPlaySteps)('"Play a card on …" step $name', ({ step }: { step: MoveStep }) => {
  test('success lists exactly the turns that play a card', () => {
    const playing = turnsFrom(parsePosition(step.position))
      .filter((t) => t.some((m) => m.startsWith('play ')))
      .map((t) => t.join(', '))
      .sort();
    expect([...step.success].sort()).toEqual(playing);
  });
});
