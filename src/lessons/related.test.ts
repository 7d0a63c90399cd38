import { describe, expect, test } from 'vitest';
import { lessonHref, lessonParts, settledBy, switchesOf, tryItLinks } from './related';

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

describe('house-rule switches on the rules they change', () => {
  test('a rule lists the switches among its rulings, each with what the rule says under every setting', () => {
    const rule = (id: string, rulings: string[], extra: { options?: string[]; switch?: string } = {}) => ({
      id,
      title: `Title ${id}`,
      rulings,
      options: extra.options ?? [],
      switch: extra.switch,
    });
    const switches = switchesOf([
      rule('XY-01', ['XY-A1', 'XY-A2']),
      rule('XY-02', ['XY-A2']),
      rule('XY-03', []),
      rule('XY-A1', [], { options: ['Same seat (chosen).', 'Rotates (a switch).'], switch: 'ownerRotates' }),
      rule('XY-A2', [], { options: ['One reading (chosen).', 'Another.'] }),
    ]);
    expect(Object.fromEntries(switches)).toEqual({
      'XY-01': [{ id: 'XY-A1', title: 'Title XY-A1', settings: ['Same seat (chosen).', 'Rotates (a switch).'] }],
    });
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

describe('lesson ids and addresses', () => {
  test('a lesson for everyone and a lesson for children have their own addresses', () => {
    expect(lessonParts('echad/02-matching')).toEqual({ game: 'echad', slug: '02-matching', course: 'everyone' });
    expect(lessonParts('echad/children/02-matching')).toEqual({ game: 'echad', slug: '02-matching', course: 'children' });
    expect(lessonHref('echad/02-matching')).toBe('/echad/learn/02-matching/');
    expect(lessonHref('echad/children/02-matching')).toBe('/echad/learn/children/02-matching/');
  });
});
