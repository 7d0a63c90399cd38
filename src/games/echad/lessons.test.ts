/**
 * The Echad lessons as content: every lesson passes the build-time check, every Echad rule and
 * ruling is taught somewhere (test/unit/lessons.test.ts), and every move step can be completed, ends the learner's turn,
 * lists every way to reach an open "Play a card on …" goal and offers at least one move the
 * tutor refuses. Checks common to every game's lessons are in test/unit/lessons.test.ts.
 */

import { describe, expect, test } from 'vitest';
import { cardCode, cardLabel } from './cards';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { apply, check, handOf, movesOf, toAct, topCard } from './rules';
import type { EchadMove, EchadState } from './state';
import { lessonFiles, lessonsOfGame } from '../../lessons/files';
import { plausibleTries } from './plausible-tries';
import { sequenceOf, stepOutcome } from '../../lessons/outcome';
import type { MoveStep } from '../../lessons/schema';

const files = lessonFiles('echad');
const { lessons, moveSteps } = lessonsOfGame('echad');
const childrenSteps = lessonsOfGame('echad', undefined, 'children').moveSteps;

/** A move as the lesson writes it, read in the state it is made in (as the validator does). */
function moveOf(text: string, state: EchadState): EchadMove {
  const move = parseMove(text, state);
  if ('error' in move) throw new Error(move.error);
  return move;
}

/** Every way the learner's turn can go from here, as lesson text, until the turn passes or the round ends. */
function turnsFrom(state: EchadState, done: readonly string[] = []): string[][] {
  if (state.status !== 'playing' || state.current !== 0) return [[...done]];
  return movesOf(state, 0).flatMap((m) => turnsFrom(apply(state, m), [...done, formatMove(m)]));
}


describe('Echad lessons', () => {
  test('there are eight lessons, numbered in order, each with 3 to 6 steps', () => {
    expect(files).toHaveLength(8);
    lessons.forEach(({ file, lesson }, i) => {
      expect(file.startsWith(String(i + 1).padStart(2, '0') + '-'), file).toBe(true);
      expect(lesson.order, file).toBe(i + 1);
      expect(lesson.steps.length, file).toBeGreaterThanOrEqual(3);
      expect(lesson.steps.length, file).toBeLessThanOrEqual(6);
    });
  });

  test('every quiz answer is one of its choices, and every quiz position can be read', () => {
    for (const { file, lesson } of lessons) {
      for (const step of lesson.steps) {
        if (step.kind !== 'quiz') continue;
        expect(step.answer, `${file} ${step.id}`).toBeLessThan(step.choices.length);
        if (step.position !== undefined) expect(() => parsePosition(step.position as string)).not.toThrow();
      }
    }
  });
});

describe.each(moveSteps)('move step $name', ({ step }) => {
  test('the goal names the top card', () => {
    expect(step.goal).toContain(cardLabel(topCard(parsePosition(step.position))));
  });
});

// The lessons for children (content/echad/children/) are held to the same as the others, but for
// their goals, which may say what to do without naming the top card ("Take a card.").
describe.each([...moveSteps, ...childrenSteps])('move step $name', ({ step }) => {
  const start = parsePosition(step.position);

  test('the learner acts first, with a small hand', () => {
    expect(toAct(start)).toBe(0);
    const size = handOf(start, 0).length;
    expect(size).toBeGreaterThanOrEqual(1);
    expect(size).toBeLessThanOrEqual(6);
  });

  test('every success sequence is allowed move by move, written as the widget writes moves, and completes the step', () => {
    for (const line of step.success) {
      const moves = sequenceOf(line);
      let state = start;
      moves.forEach((text, i) => {
        const move = moveOf(text, state);
        expect(formatMove(move), line).toBe(text);
        const verdict = check(state, move);
        expect(verdict.ok, `${line}: move ${i + 1} (${verdict.rule})`).toBe(true);
        // Part-way through, the learner is still on the way to the goal.
        if (i < moves.length - 1) expect(stepOutcome(step.success, moves.slice(0, i + 1)), line).toBe('going');
        state = apply(state, move);
      });
      expect(stepOutcome(step.success, moves), line).toBe('done');
      // Each success ends the learner's turn, so no later move can turn a finished step off-track.
      expect(state.status !== 'playing' || state.current !== 0, `${line} ends the turn`).toBe(true);
    }
  });

  test('every success sequence is a whole turn the learner can take', () => {
    const turns = new Set(turnsFrom(start).map((t) => t.join(', ')));
    for (const line of step.success) expect(turns.has(sequenceOf(line).join(', ')), line).toBe(true);
  });

  test('at least one plausible move is refused at the start', () => {
    const refused = plausibleTries(start).filter((m) => !check(start, m).ok);
    expect(refused.length).toBeGreaterThan(0);
    // A card from the hand that the tutor refuses, when the step is about playing one.
    const cards = handOf(start, 0).map(cardCode);
    if (cards.length > 1 && start.step.kind === 'play') {
      expect(
        refused.some((m) => m.type === 'play' && !m.echad),
        `a refused card among ${cards.join(' ')}`,
      ).toBe(true);
    }
  });
});

/** Steps whose goal is just "Play a card on …": every turn that plays a card must count as success. */
const openPlaySteps = moveSteps.filter(({ step }) => /^Play a card on [^.]+\.$/.test(step.goal));

describe.each(openPlaySteps)('"Play a card on …" step $name', ({ step }: { step: MoveStep }) => {
  test('success lists exactly the turns that play a card', () => {
    const playing = turnsFrom(parsePosition(step.position))
      .filter((t) => t.some((m) => m.startsWith('play ')))
      .map((t) => t.join(', '))
      .sort();
    expect([...step.success].sort()).toEqual(playing);
  });
});
