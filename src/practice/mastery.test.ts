import { describe, expect, test } from 'vitest';
import {
  CARD_STATE,
  EMPTY_MASTERY,
  LEITNER_PREFIX,
  MASTERY_NOT_KEPT,
  MASTERY_PREFIX,
  type Mastery,
  dueRules,
  endOfDay,
  loadMastery,
  masteryView,
  readMastery,
  ruleState,
  saveMastery,
} from './mastery';
import { recordAnswer } from './schedule';

const met = new Set(['XY-01', 'XY-02']);
const order = ['XY-01', 'XY-02', 'XY-03'];
const START = new Date('2026-03-02T09:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const days = (n: number) => new Date(START.getTime() + n * 24 * 60 * 60_000);

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

/** Answers XY-01 right each time it is due, from START, and says on which days it was asked. */
function reviewWhenDue(answers: number): { mastery: Mastery; asked: number[] } {
  let m = EMPTY_MASTERY;
  let at = START;
  const asked: number[] = [];
  for (let i = 0; i < answers; i++) {
    asked.push(Math.round((at.getTime() - START.getTime()) / (24 * 60 * 60_000)));
    m = recordAnswer(m, ['XY-01'], true, at);
    at = new Date(m.rules['XY-01']!.card.due);
  }
  return { mastery: m, asked };
}

describe('spaced over days by FSRS', () => {
  test('a met rule never practised is learning and due; a rule not met is neither', () => {
    expect(ruleState(EMPTY_MASTERY, 'XY-03', met)).toBe('not-met');
    expect(ruleState(EMPTY_MASTERY, 'XY-01', met)).toBe('learning');
    expect(dueRules(EMPTY_MASTERY, met, order, START)).toEqual(['XY-01', 'XY-02']);
  });

  test('right answers in one sitting do not make a rule known', () => {
    let m = EMPTY_MASTERY;
    for (let i = 0; i < 6; i++) m = recordAnswer(m, ['XY-01'], true, minutes(i));
    expect(ruleState(m, 'XY-01', met)).toBe('learning');
    expect(m.rules['XY-01']).toMatchObject({ right: 6, wrong: 0 });
  });

  test('right answers spread over days make it known, and it comes back ever later', () => {
    const { mastery, asked } = reviewWhenDue(4);
    expect(ruleState(mastery, 'XY-01', met)).toBe('known');
    // Asked on day 0 (twice: once more within the learning step), then days apart, each gap longer.
    const gaps = asked.slice(1).map((d, i) => d - (asked[i] as number));
    expect(gaps.slice(1).every((g, i) => g > (gaps[i] as number))).toBe(true);
    expect(asked.at(-1)).toBeGreaterThanOrEqual(2);
  });

  test('a rule answered right is not due again today; it is due on a later day', () => {
    let m = recordAnswer(EMPTY_MASTERY, ['XY-01'], true, START);
    m = recordAnswer(m, ['XY-01'], true, minutes(11));
    expect(dueRules(m, met, ['XY-01'], minutes(12))).toEqual([]);
    expect(dueRules(m, met, ['XY-01'], new Date(endOfDay(minutes(12)).getTime() - 1))).toEqual([]);
    expect(dueRules(m, met, ['XY-01'], days(5))).toEqual(['XY-01']);
  });

  test('a wrong answer brings a known rule back within minutes, as learning', () => {
    let { mastery: m } = reviewWhenDue(4);
    const at = new Date(m.rules['XY-01']!.card.due);
    m = recordAnswer(m, ['XY-01'], false, at);
    expect(ruleState(m, 'XY-01', met)).toBe('learning');
    expect(m.rules['XY-01']!.card.state).toBe(CARD_STATE.relearning);
    expect(m.rules['XY-01']!.card.due - at.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(m.rules['XY-01']).toMatchObject({ right: 4, wrong: 1 });
  });

  test('every rule an answer needed is reviewed once, and the view says which are due', () => {
    const m = recordAnswer(EMPTY_MASTERY, ['XY-01', 'XY-01', 'XY-02'], false, START);
    expect(m.answered).toBe(1);
    expect(m.rules['XY-01']).toMatchObject({ right: 0, wrong: 1 });
    expect(dueRules(m, met, order, START)).toEqual([]);
    expect(masteryView(m, met, order, minutes(30)).map((r) => `${r.rule} ${r.state} ${r.due}`)).toEqual([
      'XY-01 learning true',
      'XY-02 learning true',
      'XY-03 not-met false',
    ]);
  });
});

describe('kept in the browser', () => {
  test('saved and read back, game by game', () => {
    const storage = memoryStorage();
    const m = recordAnswer(EMPTY_MASTERY, ['XY-01', 'XY-02'], true, START);
    expect(saveMastery('a-game', m, storage)).toBe(true);
    expect(loadMastery('a-game', storage)).toEqual({ mastery: m, broken: [] });
    expect(loadMastery('another-game', storage).mastery).toEqual(EMPTY_MASTERY);
  });

  test('a damaged rule is reset alone, with a notice naming it', () => {
    const good = recordAnswer(EMPTY_MASTERY, ['XY-01'], true, START);
    const read = readMastery(
      JSON.stringify({ answered: 5, rules: { ...good.rules, 'XY-02': { card: { due: 'soon' }, right: 1, wrong: 0 } } }),
    );
    expect(read.mastery).toEqual({ answered: 5, rules: good.rules });
    expect(read.broken).toEqual(['XY-02']);
    expect(read.notice).toEqual({ kind: 'broken', lessons: ['XY-02'] });
  });

  test('a damaged counter is put back from the rules; what is not JSON resets the game', () => {
    const good = recordAnswer(recordAnswer(EMPTY_MASTERY, ['XY-01'], true, START), ['XY-01'], false, minutes(2));
    expect(readMastery(JSON.stringify({ answered: 'x', rules: good.rules })).mastery.answered).toBe(2);
    expect(readMastery('{oops').mastery).toEqual(EMPTY_MASTERY);
    expect(readMastery('{oops').notice).toEqual({ kind: 'unreadable' });
    expect(readMastery(null)).toEqual({ mastery: EMPTY_MASTERY, broken: [] });
  });

  test('mastery saved as Leitner boxes is carried over: known stays known, a miss is due now', () => {
    const storage = memoryStorage();
    const boxes = {
      answered: 40,
      rules: {
        'XY-01': { box: 5, due: 70, right: 6, wrong: 0 },
        'XY-02': { box: 1, due: 41, right: 2, wrong: 3 },
        'XY-03': { box: 2, due: 44, right: 1, wrong: 0 },
        'XY-04': { box: 'full' },
      },
    };
    storage.setItem(LEITNER_PREFIX + 'a-game', JSON.stringify(boxes));
    const read = loadMastery('a-game', storage, START);
    const all = new Set(['XY-01', 'XY-02', 'XY-03', 'XY-04']);
    expect(read.mastery.answered).toBe(40);
    expect(['XY-01', 'XY-02', 'XY-03'].map((r) => ruleState(read.mastery, r, all))).toEqual([
      'known',
      'learning',
      'learning',
    ]);
    expect(read.mastery.rules['XY-02']).toMatchObject({ right: 2, wrong: 3 });
    expect(dueRules(read.mastery, all, ['XY-01', 'XY-02', 'XY-03'], START)).toEqual(['XY-02']);
    expect(dueRules(read.mastery, all, ['XY-01', 'XY-02', 'XY-03'], days(9))).toEqual(['XY-01', 'XY-02', 'XY-03']);
    expect(read.notice).toEqual({ kind: 'broken', lessons: ['XY-04'] });
    // Carried-over cards go on being scheduled, and once saved the new format is read first.
    const next = recordAnswer(read.mastery, ['XY-01'], true, days(9));
    expect(ruleState(next, 'XY-01', all)).toBe('known');
    saveMastery('a-game', next, storage);
    expect(storage.getItem(MASTERY_PREFIX + 'a-game')).not.toBeNull();
    expect(loadMastery('a-game', storage, START).mastery).toEqual(next);
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
  });
});
