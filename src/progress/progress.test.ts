import { describe, expect, test } from 'vitest';
import { en } from '../i18n/words/en';
import {
  LEGACY_KEY,
  NOT_KEPT,
  progressNotice,
  PROGRESS_PREFIX,
  isDone,
  loadProgress,
  markDone,
  onProgressNotSaved,
  readProgress,
  repairProgress,
  saveProgress,
} from './progress';

/** An in-memory Storage, optionally refusing every write as a full one does. */
function memoryStorage(entries: Record<string, string> = {}, full = false): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (full) throw new DOMException('quota exceeded', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** A Storage that throws on every use, as a browser with site data blocked does. */
const blocked = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

describe('progress', () => {
  test('marking a step done is idempotent and per lesson', () => {
    const p = markDone(markDone({}, 'game/02', 'a'), 'game/02', 'a');
    expect(p).toEqual({ 'game/02': ['a'] });
    expect(isDone(p, 'game/02', 'a')).toBe(true);
    expect(isDone(p, 'game/02', 'b')).toBe(false);
  });

  test('each lesson is saved under its own key and read back', () => {
    const storage = memoryStorage();
    const p = markDone(markDone({}, 'game/01', 'x'), 'other/02', 'y');
    expect(saveProgress(p, storage)).toBe(true);
    expect(storage.getItem(`${PROGRESS_PREFIX}game/01`)).toBe('["x"]');
    expect(loadProgress(storage)).toEqual({ progress: p, broken: [] });
  });

  test('a lesson entry that is not JSON costs that lesson alone, with a notice naming it', () => {
    const storage = memoryStorage({
      [`${PROGRESS_PREFIX}game/01`]: '["a"]',
      [`${PROGRESS_PREFIX}game/02`]: '{oops',
      [`${PROGRESS_PREFIX}other/01`]: '[1, 2]',
      unrelated: 'kept as it is',
    });
    const read = readProgress(storage);
    expect(read.progress).toEqual({ 'game/01': ['a'] });
    expect(read.broken).toEqual(['game/02', 'other/01']);
    expect(read.problem).toEqual({ kind: 'broken', lessons: ['game/02', 'other/01'] });
    expect(progressNotice(read.problem!, en.lesson.progress)).toContain('game/02, other/01');
    repairProgress(read, storage);
    expect(readProgress(storage)).toEqual({ progress: { 'game/01': ['a'] }, broken: [] });
    expect(storage.getItem('unrelated')).toBe('kept as it is');
  });

  test('the old single-key save is moved to the lesson keys, broken lessons dropped with a notice', () => {
    const storage = memoryStorage({ [LEGACY_KEY]: JSON.stringify({ 'game/01': ['a'], 'game/02': 'broken' }) });
    const read = readProgress(storage);
    expect(read.progress).toEqual({ 'game/01': ['a'] });
    expect(read.problem).toEqual({ kind: 'broken', lessons: ['game/02'] });
    repairProgress(read, storage);
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    expect(storage.getItem(`${PROGRESS_PREFIX}game/01`)).toBe('["a"]');
  });

  test.each([
    ['not JSON', '{oops'],
    ['a list instead of an object', '["a"]'],
    ['a number', '42'],
  ])('an unreadable old save (%s) is reset with a notice; the lesson keys are kept', (_name, raw) => {
    const storage = memoryStorage({ [LEGACY_KEY]: raw, [`${PROGRESS_PREFIX}game/03`]: '["c"]' });
    const read = readProgress(storage);
    expect(read.progress).toEqual({ 'game/03': ['c'] });
    expect(read.problem).toEqual({ kind: 'unreadable' });
    expect(progressNotice(read.problem!, en.lesson.progress)).toMatch(/could not be read/);
  });

  test('with site data blocked, reading gives no progress and says it will not be kept; nothing throws', () => {
    expect(loadProgress(blocked)).toEqual({ progress: {}, broken: [], problem: NOT_KEPT });
    expect(loadProgress(undefined)).toEqual({ progress: {}, broken: [], problem: NOT_KEPT });
    expect(saveProgress({ 'game/01': ['a'] }, blocked)).toBe(false);
  });

  test('a save into full storage reports failure and tells the listeners', () => {
    let told = 0;
    const stop = onProgressNotSaved(() => told++);
    expect(saveProgress({ 'game/01': ['a'] }, memoryStorage({}, true))).toBe(false);
    expect(told).toBe(1);
    stop();
    saveProgress({ 'game/01': ['a'] }, memoryStorage({}, true));
    expect(told).toBe(1);
  });
});
