/** Whether a learner's moves reach a step's goal. */
import { describe, expect, test } from 'vitest';
import { nextHintMove, reachedAt, sequenceOf, stepOutcome } from './outcome';

const success = ['play ♠7', 'draw, play ♥8'];

describe('step outcome', () => {
  test.each([
    [[], 'going'],
    [['play ♠7'], 'done'],
    [['draw'], 'going'],
    [['draw', 'play ♥8'], 'done'],
    [['play ♣7'], 'off-track'],
    [['draw', 'pass'], 'off-track'],
  ] as const)('%j → %s', (moves, outcome) => {
    expect(stepOutcome(success, moves)).toBe(outcome);
  });

  test('a sequence is split on commas', () => {
    expect(sequenceOf('draw,  play ♥8')).toEqual(['draw', 'play ♥8']);
  });

  test('the hint is the next move of a sequence the learner is still on', () => {
    expect(nextHintMove(success, [])).toBe('play ♠7');
    expect(nextHintMove(success, ['draw'])).toBe('play ♥8');
    expect(nextHintMove(success, ['pass'])).toBeUndefined();
  });

  test('once reached, later moves do not take the goal back', () => {
    expect(reachedAt(success, ['play ♠7', 'pass'])).toBe(1);
    expect(reachedAt(success, ['draw', 'pass'])).toBeNull();
  });
});
