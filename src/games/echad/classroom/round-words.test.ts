import { expect, test } from 'vitest';
import { ROUND_WORDS, lessonsText } from './round-words';

test('the lessons of a round are named as a teacher writes them: runs of three or more as a range', () => {
  expect(lessonsText([3])).toBe('lesson 3');
  expect(lessonsText([2, 4])).toBe('lessons 2 and 4');
  expect(lessonsText([5, 2, 3, 4])).toBe('lessons 2–5');
  expect(lessonsText([1, 2, 4, 6, 7, 8])).toBe('lessons 1, 2, 4 and 6–8');
  expect(ROUND_WORDS.about('k3x9a2', [2, 3, 4, 5])).toBe('Round k3x9a2, lessons 2–5');
});

test('the end of a round says how many the class got, and how many were not counted', () => {
  expect(ROUND_WORDS.final(7, 10)).toBe('The class got 7 of 10 right.');
  expect(ROUND_WORDS.notCounted(1)).toBe('1 question was not counted.');
  expect(ROUND_WORDS.notCounted(3)).toBe('3 questions were not counted.');
  expect(ROUND_WORDS.notScored).toBe('Not scored: no answer was marked.');
});
