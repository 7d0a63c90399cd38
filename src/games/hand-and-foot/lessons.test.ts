/**
 * The Hand and Foot lessons' move steps, played through the engine: each starts where the learner
 * may act, every success line is allowed move by move and hands the play on, and at least one move
 * the learner might plausibly try is refused, with the Hand and Foot rule that says why. The checks
 * every game's lessons share (the build-time check, every rule taught, unique step ids) are in
 * test/unit/lessons.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { mayAct } from '../../engine/actors';
import { lessonsOfGame } from '../../lessons/files';
import { expectSuccessLinesPlay } from '../../lessons/test-support';
import { actors, movesOf } from './actors';
import { type HfCard, cardText } from './cards';
import { parseMove } from './moves';
import { parsePosition } from './position';
import { check } from './rules';
import type { HfMove, HfState } from './state';
import handAndFoot from './index';

const { moveSteps } = lessonsOfGame('hand-and-foot');

const faces = (cards: readonly HfCard[]) => [...new Set(cards.map(cardText))];

/** What a learner might try at the start of a step: a packet, a draw, a pickup with any pair, three of a face, any discard. */
function plausibleTries(state: HfState): HfMove[] {
  const hand = state.hands[0] ?? [];
  const pairs = faces(hand).filter((f) => hand.filter((c) => cardText(c) === f).length >= 2);
  const texts = [
    'choose 1',
    'draw 1 1',
    'draw 1 2',
    ...pairs.map((f) => `pickup ${f} ${f}`),
    ...faces(hand).map((f) => `meld ${f} ${f} ${f}`),
    ...faces(hand).map((f) => `discard ${f}`),
  ];
  return texts.flatMap((t) => {
    const m = parseMove(t, state);
    return 'error' in m ? [] : [m];
  });
}

describe.each(moveSteps)('move step $name', ({ step }) => {
  const start = parsePosition(step.position);

  test('the learner ("you", seat 0) may act at the start', () => {
    expect(mayAct(actors(start), 0)).toBe(true);
    expect(movesOf(start, 0).length).toBeGreaterThan(0);
  });

  test('every success line is allowed move by move, written as the table writes moves, and completes the step', () => {
    expectSuccessLinesPlay(handAndFoot, start, step.success);
  });

  test('at least one plausible move is refused, with a Hand and Foot rule', () => {
    const refused = plausibleTries(start)
      .map((m) => check(start, m))
      .filter((v) => !v.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const v of refused) expect(v.rule).toMatch(/^HF-/);
  });
});
