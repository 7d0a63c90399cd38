import { describe, expect, test } from 'vitest';
import { settledBy, tryItLinks } from './related';

describe('related rules, both ways', () => {
  test('a ruling lists every rule that it settles', () => {
    const rules = [
      { id: 'XY-01', rulings: ['XY-A1'] },
      { id: 'XY-02', rulings: [] },
      { id: 'XY-03', rulings: ['XY-A1', 'XY-A2'] },
    ];
    expect(Object.fromEntries(settledBy(rules))).toEqual({ 'XY-A1': ['XY-01', 'XY-03'], 'XY-A2': ['XY-03'] });
  });
});

describe('try it', () => {
  test('every lesson step that teaches a rule is listed, in lesson order', () => {
    const lesson = (id: string, title: string, steps: { id: string; title: string; teaches: string[] }[]) =>
      ({ id, data: { title, steps } }) ;
    const links = tryItLinks([
      lesson('game/01-first', 'First', [{ id: 'a', title: 'A', teaches: ['XY-01'] }]),
      lesson('game/02-second', 'Second', [
        { id: 'b', title: 'B', teaches: ['XY-01', 'XY-02'] },
        { id: 'c', title: 'C', teaches: ['XY-02'] },
      ]),
    ]);
    expect(links.get('XY-01')?.map((l) => l.label)).toEqual(['First: A', 'Second: B']);
    expect(links.get('XY-02')?.map((l) => l.href)).toEqual(['/game/learn/02-second/#step-b', '/game/learn/02-second/#step-c']);
  });
});
