import { describe, expect, test } from 'vitest';
import { quoted, ruleJump } from './results';

const known = new Map([
  ['XY-18', '/some-game/rules/#xy-18'],
  ['XY-A3', '/some-game/rules/#xy-a3'],
]);

describe('a typed rule number goes straight to its rule', () => {
  test.each(['xy18', 'XY-18', 'Xy 18', 'xy-18', ' XY.18 '])('%s', (typed) => {
    expect(ruleJump(typed, known)).toBe('/some-game/rules/#xy-18');
  });
  test('a ruling in any case', () => expect(ruleJump('xy-a3', known)).toBe('/some-game/rules/#xy-a3'));
  test('a rule number that does not exist leads nowhere', () => expect(ruleJump('XY-99', known)).toBeNull());
  test('words are a search, not a jump', () => expect(ruleJump('stock empty', known)).toBeNull());
});

test('a long question is repeated only in part', () => {
  expect(quoted('x'.repeat(10_000))).toBe(`${'x'.repeat(40)}…`);
  expect(quoted(' stock empty ')).toBe('stock empty');
});
