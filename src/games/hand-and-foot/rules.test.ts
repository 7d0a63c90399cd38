/**
 * Hand and Foot's rules, case by case: the table in rule-cases.ts holds, for every rule number and
 * ruling, positions where the engine allows and refuses a move, and the facts it must keep. The
 * last tests check the table itself: no rule number is left without its cases.
 */
import { describe, expect, test } from 'vitest';
import { FACT_CASES, NEVER_REFUSED, REFUSABLE, VERDICT_CASES } from './rule-cases';
import { HAND_AND_FOOT_RULES, HAND_AND_FOOT_RULINGS, type HandAndFootRuleId } from './rule-ids';

const ALL_IDS: readonly HandAndFootRuleId[] = [...HAND_AND_FOOT_RULES, ...HAND_AND_FOOT_RULINGS];

describe('Hand and Foot verdicts', () => {
  test.each(
    VERDICT_CASES.map((c) => [`${c.expected.rule} ${c.expected.ok ? 'allows' : 'refuses'}: ${c.name}`, c] as const),
  )('%s', (_title, c) => {
    const verdict = c.verdict();
    expect({ ok: verdict.ok, rule: verdict.rule }, c.source).toEqual({ ok: c.expected.ok, rule: c.expected.rule });
    if (c.expected.params) expect(verdict.params, c.source).toMatchObject(c.expected.params);
    // The catalogue words every param: plain strings and numbers only.
    for (const v of Object.values(verdict.params)) expect(['string', 'number']).toContain(typeof v);
  });
});

describe('Hand and Foot facts', () => {
  test.each(FACT_CASES.map((c) => [`${c.ids.join(' ')}: ${c.name}`, c] as const))('%s', (_title, c) => {
    const { actual, expected } = c.fact();
    expect(actual, c.source).toEqual(expected);
  });
});

describe('the rule table', () => {
  const allowed = new Set<string>();
  const refused = new Set<string>();
  for (const c of VERDICT_CASES) {
    for (const id of [c.expected.rule, ...(c.shows ?? [])]) (c.expected.ok ? allowed : refused).add(id);
  }
  for (const c of FACT_CASES) for (const id of c.ids) allowed.add(id);

  test('every rule number and ruling has a case where it allows or holds', () => {
    expect(ALL_IDS.filter((id) => !allowed.has(id))).toEqual([]);
  });

  test('every rule number that can refuse has a case where it refuses', () => {
    expect(REFUSABLE.filter((id) => !refused.has(id))).toEqual([]);
  });

  test('no case refuses under a rule number missing from the refusable list', () => {
    expect([...refused].filter((id) => !(REFUSABLE as readonly string[]).includes(id))).toEqual([]);
  });

  test('every rule number is either refusable or listed, with its reason, as never refusing', () => {
    const never = Object.keys(NEVER_REFUSED);
    expect([...REFUSABLE, ...never].sort()).toEqual([...ALL_IDS].sort());
    expect(REFUSABLE.filter((id) => never.includes(id))).toEqual([]);
    expect(Object.values(NEVER_REFUSED).filter((why) => (why ?? '').trim() === '')).toEqual([]);
  });

  test('every case is named and has a source', () => {
    const names = [...VERDICT_CASES, ...FACT_CASES].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...VERDICT_CASES, ...FACT_CASES].filter((c) => c.source.trim() === '').map((c) => c.name)).toEqual([]);
  });
});
