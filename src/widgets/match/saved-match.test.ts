/** The saved match survives storage that is missing, blocked or full, and tells a damaged save from none. */
import { describe, expect, test } from 'vitest';
import { recordOf } from '../../engine/match-record';
import { newSession } from '../../engine/session';
import { PROGRESS_PREFIX } from '../../progress/progress';
import { MATCH_PREFIX, forgetMatch, loadMatch, saveMatch } from './saved-match';

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

const throwing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

const record = recordOf({ ...newSession({}), moves: [{ seat: 0, move: { type: 'pass' } }], botRng: 5 }, '?seed=a');

describe('the saved match', () => {
  test('is written per game and read back; forgetting it leaves other keys alone', () => {
    const storage = memory();
    storage.setItem(`${PROGRESS_PREFIX}g/01`, '["a"]');
    expect(saveMatch('g', { record }, storage)).toBe(true);
    expect(loadMatch('g', storage)).toEqual({ kind: 'record', record });
    expect(loadMatch('other', storage)).toEqual({ kind: 'none' });
    forgetMatch('g', storage);
    expect(loadMatch('g', storage)).toEqual({ kind: 'none' });
    expect(storage.getItem(`${PROGRESS_PREFIX}g/01`)).toBe('["a"]');
  });

  test('a damaged save is told apart from none', () => {
    const storage = memory();
    storage.setItem(`${MATCH_PREFIX}g`, '{"version":1,"link":');
    expect(loadMatch('g', storage)).toEqual({ kind: 'damaged' });
  });

  test('blocked, full or missing storage: nothing is kept, nothing throws', () => {
    expect(saveMatch('g', { record }, throwing)).toBe(false);
    expect(loadMatch('g', throwing)).toEqual({ kind: 'none' });
    expect(() => forgetMatch('g', throwing)).not.toThrow();
    expect(saveMatch('g', { record }, undefined)).toBe(false);
    expect(loadMatch('g', undefined)).toEqual({ kind: 'none' });
  });
});
