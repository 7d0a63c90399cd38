import { describe, expect, test } from 'vitest';
import { nextLesson } from './next-lesson';

const LESSONS = [
  { id: 'g/01', steps: ['a', 'b'] },
  { id: 'g/02', steps: ['c'] },
  { id: 'g/03', steps: ['d', 'e'] },
];

describe('the next lesson of a game', () => {
  test('a newcomer starts with the first lesson', () => {
    expect(nextLesson(LESSONS, {})).toEqual({ kind: 'start', index: 0 });
  });

  test('a learner who has begun continues with the first lesson not complete', () => {
    expect(nextLesson(LESSONS, { 'g/01': ['a'] })).toEqual({ kind: 'continue', index: 0 });
    expect(nextLesson(LESSONS, { 'g/01': ['a', 'b'], 'g/03': ['d'] })).toEqual({ kind: 'continue', index: 1 });
  });

  test('steps of lessons that no longer exist do not count', () => {
    expect(nextLesson(LESSONS, { 'g/01': ['zz'], 'other/01': ['a'] })).toEqual({ kind: 'start', index: 0 });
  });

  test('when every step is done, there is no lesson left', () => {
    expect(nextLesson(LESSONS, { 'g/01': ['b', 'a'], 'g/02': ['c'], 'g/03': ['d', 'e'] })).toEqual({ kind: 'done' });
  });
});
