/** Saved progress: read back what was written; a broken save is reset only where it is broken. */
import { describe, expect, test } from 'vitest';
import { isDone, markDone, readProgress } from './progress';

describe('lesson progress', () => {
  test('nothing saved yet: empty progress, no notice', () => {
    expect(readProgress(null)).toEqual({ progress: {} });
  });

  test('marking a step done, twice, keeps it once', () => {
    const p = markDone(markDone({}, 'game/02', 'a'), 'game/02', 'a');
    expect(p).toEqual({ 'game/02': ['a'] });
    expect(isDone(p, 'game/02', 'a')).toBe(true);
    expect(isDone(p, 'game/02', 'b')).toBe(false);
  });

  test('what was written reads back the same', () => {
    const p = markDone(markDone({}, 'game/01', 'x'), 'game/02', 'y');
    expect(readProgress(JSON.stringify(p))).toEqual({ progress: p });
  });

  test.each([
    ['not JSON', '{oops'],
    ['a list instead of an object', '["a"]'],
    ['a number', '42'],
  ])('unreadable save (%s): reset with a notice', (_name, raw) => {
    const r = readProgress(raw);
    expect(r.progress).toEqual({});
    expect(r.notice).toMatch(/could not be read/);
  });

  test('one broken lesson is dropped with a notice naming it; the others are kept', () => {
    const r = readProgress(JSON.stringify({ 'game/01': ['a'], 'game/02': 'broken', 'game/03': [1, 2] }));
    expect(r.progress).toEqual({ 'game/01': ['a'] });
    expect(r.notice).toContain('game/02');
    expect(r.notice).toContain('game/03');
  });
});
