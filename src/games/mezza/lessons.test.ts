/**
 * The Mezza lessons as content: every lesson passes the build-time check (with Mezza's lesson
 * notation, whether or not the game is in the registry yet), every Mezza rule and ruling is taught
 * by at least one step, and every move step can be completed, hands the play on when it is done
 * and offers at least one move the tutor refuses, with the rule that says why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mayAct } from '../../engine/actors';
import { lessonFiles, lessonsDir, lessonsOfGame } from '../../lessons/files';
import { sequenceOf } from '../../lessons/outcome';
import { formatProblem, validateLesson } from '../../lessons/validate';
import { moveStepChecks, readMove } from '../../lessons/test-support';
import { actors } from './actors';
import { parseMove } from './moves';
import { MEZZA_RULES, MEZZA_RULINGS } from './rule-ids';
import { type MezzaCard, TEN, isJoker, valueOf } from './cards';
import { apply, check } from './rules';
import type { MezzaMove, MezzaState } from './state';
import mezza from './index';

const files = lessonFiles('mezza');
const { lessons, moveSteps } = lessonsOfGame('mezza');
const learnerMayAct = { mayAct: (state: unknown, seat: number) => mayAct(actors(state as MezzaState), seat) };

/** The moves a learner might try at the start of a step: one card of each kind they see, a blind card, pick up, draw. */
function plausibleTries(state: MezzaState): MezzaMove[] {
  const kinds = (cards: readonly { kind: string }[]) => [...new Set(cards.map((c) => c.kind))];
  const texts = [
    ...kinds(state.hands[0] ?? []).flatMap((k) => [`play ${k}`, `snatch you ${k}`, `quick ${k}`]),
    ...kinds(state.faceUp[0] ?? []).flatMap((k) => [
      `play up ${k}`,
      `swap you ${state.hands[0]?.[0]?.kind ?? '½'} ${k}`,
    ]),
    'blind 1',
    'pick up',
    'draw',
  ];
  return texts.flatMap((t) => {
    const m = parseMove(t, state);
    return 'error' in m ? [] : [m];
  });
}

describe('Mezza lessons', () => {
  test('thirteen lessons, numbered in order', () => {
    expect(files).toHaveLength(13);
    lessons.forEach(({ file, lesson }, i) => {
      expect(file.startsWith(String(i + 1).padStart(2, '0') + '-'), file).toBe(true);
      expect(lesson.order, file).toBe(i + 1);
    });
  });

  test('the first lesson is the sample lesson the browser tests complete by clicking', () => {
    expect(files[0]).toBe(`${mezza.testing.sampleLesson}.mdx`);
    expect(lessons[0]?.lesson.steps.some((s) => s.kind === 'move')).toBe(true);
  });

  test.each(files)('%s passes the build-time check', (file) => {
    const path = `${lessonsDir('mezza')}/${file}`;
    const text = readFileSync(join(process.cwd(), path), 'utf8');
    expect(validateLesson(path, text, mezza.lessons as never, learnerMayAct).map(formatProblem)).toEqual([]);
  });

  test('every rule and ruling is taught by at least one step', () => {
    const taught = new Set(lessons.flatMap(({ lesson }) => lesson.steps.flatMap((s) => s.teaches)));
    expect([...MEZZA_RULES, ...MEZZA_RULINGS].filter((id) => !taught.has(id))).toEqual([]);
  });

  test('step ids are unique across the lessons', () => {
    const ids = lessons.flatMap(({ lesson }) => lesson.steps.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('a swap a lesson asks for makes the face-up cards stronger, as the sheet advises (MZ-07)', () => {
    // "Mit einem starken Satz aufgedeckter Karten hat der Spieler später im Spiel bessere Chancen."
    const strength = (card: MezzaCard) => (isJoker(card.kind) ? TEN : (valueOf(card.kind) as number));
    for (const { name, step } of moveSteps) {
      for (const line of step.success) {
        let state = mezza.lessons.parsePosition(step.position);
        for (const text of sequenceOf(line)) {
          const move = readMove(mezza, text, state);
          if (move.type === 'swap')
            expect(strength(move.hand), `${name}: ${text}`).toBeGreaterThan(strength(move.faceUp));
          state = apply(state, move);
        }
      }
    }
  });

  test('the learner snatches in one step and lets a snatch go in another', () => {
    const lines = moveSteps.flatMap(({ step }) => step.success.flatMap(sequenceOf));
    expect(lines.some((m) => m.startsWith('snatch you'))).toBe(true);
    expect(lines).toContain('decline you');
  });
});

moveStepChecks(mezza, plausibleTries, (start) => {
  // A card the learner can click is refused, so they can read why (with only blind cards left, the pile).
  const kinds = (cards: readonly { kind: string }[], up: string) => [...new Set(cards.map((c) => `${up}${c.kind}`))];
  const clickable = [...kinds(start.hands[0] ?? [], ''), ...kinds(start.faceUp[0] ?? [], 'up ')];
  const snatching = start.step.kind === 'snatch' && start.current !== 0;
  const texts = clickable.map((c) => (snatching ? `snatch you ${c}` : `play ${c}`));
  if (clickable.length === 0) texts.push('pick up');
  const refused = texts.filter((t) => !check(start, readMove(mezza, t, start)).ok);
  expect(refused.length, `a refused card among ${clickable.join(' ')}`).toBeGreaterThan(0);
  // MZ-48, MZ-A6: in play, a 4 on top (seen through transparent jokers) always asks the player to
  // act for 4 or lower, so a step's table shows the demand with it.
  const under = [...start.pile].reverse().find((c) => c.kind !== 'T');
  if (start.step.kind === 'play' && under?.kind === '4')
    expect(start.demand, 'a 4 on top without "4 or lower"').toBe(true);
});
