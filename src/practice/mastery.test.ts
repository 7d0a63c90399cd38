import { describe, expect, test } from 'vitest';
import {
  EMPTY_MASTERY,
  KNOWN_BOX,
  MASTERY_NOT_KEPT,
  MASTERY_PREFIX,
  dueRules,
  loadMastery,
  masteryView,
  readMastery,
  recordAnswer,
  ruleState,
  saveMastery,
} from './mastery';

const met = new Set(['XY-01', 'XY-02']);
const order = ['XY-01', 'XY-02', 'XY-03'];

/** A Storage stand-in kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('Leitner boxes counted in questions', () => {
  test('a rule is not met, then learning once met, then known after enough right answers in a row', () => {
    expect(ruleState(EMPTY_MASTERY, 'XY-03', met)).toBe('not-met');
    expect(ruleState(EMPTY_MASTERY, 'XY-01', met)).toBe('learning');
    let m = EMPTY_MASTERY;
    for (let i = 1; i < KNOWN_BOX; i++) m = recordAnswer(m, ['XY-01'], true);
    expect(ruleState(m, 'XY-01', met)).toBe('known');
  });

  test('a wrong answer sends the rule back to box 1, due at the next question', () => {
    let m = recordAnswer(recordAnswer(EMPTY_MASTERY, ['XY-01'], true), ['XY-01'], true);
    expect(m.rules['XY-01']?.box).toBe(3);
    m = recordAnswer(m, ['XY-01'], false);
    expect(m.rules['XY-01']).toEqual({ box: 1, due: 4, right: 2, wrong: 1 });
    expect(ruleState(m, 'XY-01', met)).toBe('learning');
  });

  test('a rule answered right comes back later, one answered wrong sooner; met rules never practised are due', () => {
    expect(dueRules(EMPTY_MASTERY, met, order)).toEqual(['XY-01', 'XY-02']);
    let m = recordAnswer(EMPTY_MASTERY, ['XY-01'], true); // box 2: due 3 questions on
    m = recordAnswer(m, ['XY-02'], false); // box 1: due at the next question
    expect(dueRules(m, met, order)).toEqual([]);
    m = recordAnswer(m, [], true);
    expect(dueRules(m, met, order)).toEqual(['XY-02']);
    m = recordAnswer(m, [], true);
    expect(dueRules(m, met, order)).toEqual(['XY-01', 'XY-02']);
    expect(masteryView(m, met, order).map((r) => `${r.rule} ${r.state} ${r.due}`)).toEqual([
      'XY-01 learning true',
      'XY-02 learning true',
      'XY-03 not-met false',
    ]);
  });
});

describe('kept in the browser', () => {
  test('saved and read back, game by game', () => {
    const storage = memoryStorage();
    const m = recordAnswer(EMPTY_MASTERY, ['XY-01', 'XY-02'], true);
    expect(saveMastery('a-game', m, storage)).toBe(true);
    expect(loadMastery('a-game', storage)).toEqual({ mastery: m, broken: [] });
    expect(loadMastery('another-game', storage).mastery).toEqual(EMPTY_MASTERY);
  });

  test('a damaged rule is reset alone, with a notice naming it', () => {
    const read = readMastery(
      JSON.stringify({ answered: 5, rules: { 'XY-01': { box: 2, due: 7, right: 1, wrong: 0 }, 'XY-02': { box: 9 } } }),
    );
    expect(read.mastery).toEqual({ answered: 5, rules: { 'XY-01': { box: 2, due: 7, right: 1, wrong: 0 } } });
    expect(read.broken).toEqual(['XY-02']);
    expect(read.notice).toEqual({ kind: 'broken', lessons: ['XY-02'] });
  });

  test('a damaged counter is put back from the rules; what is not JSON resets the game', () => {
    const read = readMastery(
      JSON.stringify({ answered: 'x', rules: { 'XY-01': { box: 2, due: 7, right: 1, wrong: 0 } } }),
    );
    expect(read.mastery.answered).toBe(7);
    expect(readMastery('{oops').mastery).toEqual(EMPTY_MASTERY);
    expect(readMastery('{oops').notice).toEqual({ kind: 'unreadable' });
    expect(readMastery(null)).toEqual({ mastery: EMPTY_MASTERY, broken: [] });
  });

  test('with site data blocked, practice goes on for the visit and says it will not be remembered', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadMastery('a-game', blocked)).toEqual({ mastery: EMPTY_MASTERY, broken: [], notice: MASTERY_NOT_KEPT });
    expect(loadMastery('a-game', undefined).notice).toBe(MASTERY_NOT_KEPT);
    expect(saveMastery('a-game', EMPTY_MASTERY, blocked)).toBe(false);
    expect(MASTERY_PREFIX).toMatch(/mastery/);
  });
});
