import { describe, expect, test } from 'vitest';
import type { Round } from './round';
import { loadRoundProgress, readRoundProgress, resumeRound, saveRoundProgress } from './round-progress';

const round: Round<string> = {
  seed: 'abc',
  lessons: [2, 3],
  questions: ['q1', 'q2', 'q3'],
  at: 0,
  revealed: false,
  marks: [null, null, null],
};

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe('a round kept for the tab', () => {
  test('a reload takes the same round up where it was: the question, the marks, the answer of a marked one', () => {
    const storage = memory();
    const played: Round<string> = { ...round, at: 1, revealed: true, marks: ['got', 'missed', null] };
    expect(saveRoundProgress('a-game', played, storage)).toBe(true);
    const again = resumeRound(round, loadRoundProgress('a-game', round, storage));
    expect(again).toEqual(played);
  });

  test('another round (another seed, other lessons, another game) starts afresh', () => {
    const storage = memory();
    saveRoundProgress('a-game', { ...round, at: 2, marks: ['got', 'got', null] }, storage);
    expect(loadRoundProgress('a-game', { ...round, seed: 'xyz' }, storage)).toBeNull();
    expect(loadRoundProgress('a-game', { ...round, lessons: [2] }, storage)).toBeNull();
    expect(loadRoundProgress('another-game', round, storage)).toBeNull();
  });

  test('what cannot be read is left out, and the round starts at its first question', () => {
    expect(readRoundProgress('{oops', 3)).toBeNull();
    expect(readRoundProgress(JSON.stringify({ at: 7, marks: [null, null, null] }), 3)).toBeNull();
    expect(readRoundProgress(JSON.stringify({ at: 1, marks: ['got', null] }), 3)).toBeNull();
    expect(readRoundProgress(JSON.stringify({ at: 1, marks: ['got', 'maybe', null] }), 3)).toBeNull();
    expect(readRoundProgress(JSON.stringify({ at: '1', marks: [null, null, null] }), 3)).toBeNull();
    expect(readRoundProgress(JSON.stringify({ at: 3, marks: ['got', 'got', 'missed'] }), 3)).toEqual({
      at: 3,
      marks: ['got', 'got', 'missed'],
    });
    expect(resumeRound(round, null)).toBe(round);
  });

  test('with site data blocked the round goes on, kept nowhere', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(saveRoundProgress('a-game', round, blocked)).toBe(false);
    expect(loadRoundProgress('a-game', round, blocked)).toBeNull();
    expect(saveRoundProgress('a-game', round, undefined)).toBe(false);
  });
});
