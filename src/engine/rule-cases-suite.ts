/**
 * Runs a game's table of rule cases (rule-cases.ts) as tests, the same for every game: each verdict
 * case gives its rule and outcome (and its params, plain strings and numbers the catalogue can word),
 * each fact holds, and the table itself leaves no rule number without a case where it allows or
 * holds, and no refusable one without a case where it refuses.
 */
import { describe, expect, test } from 'vitest';
import { paramWords } from './explain';
import type { Names } from './names';
import type { FactCase, VerdictCase } from './rule-cases';

export interface RuleCaseTable<R extends string> {
  /** The game's name: the describe blocks are named with it. */
  readonly game: string;
  /** Every rule number and ruling of the game. */
  readonly ids: readonly R[];
  readonly verdictCases: readonly VerdictCase<R>[];
  readonly factCases: readonly FactCase<R>[];
  /** Rule numbers under which the engine can refuse something; every one needs a refusing case. */
  readonly refusable: readonly R[];
  /** Where a game lists the others with the reason each never refuses: together with `refusable`, every rule number once. */
  readonly neverRefused?: Readonly<Partial<Record<R, string>>>;
  /** The game's English names for the seats, cards and terms its verdicts carry: cases state params in words. */
  readonly names?: Names;
}

export function ruleCaseSuite<R extends string>(table: RuleCaseTable<R>): void {
  const { game, ids, verdictCases, factCases, refusable, neverRefused, names } = table;

  describe(`${game} verdicts`, () => {
    test.each(
      verdictCases.map((c) => [`${c.expected.rule} ${c.expected.ok ? 'allows' : 'refuses'}: ${c.name}`, c] as const),
    )('%s', (_title, c) => {
      const verdict = c.verdict();
      expect({ ok: verdict.ok, rule: verdict.rule }, c.source).toEqual({ ok: c.expected.ok, rule: c.expected.rule });
      if (c.expected.params) {
        const said = names ? paramWords(verdict.params, names) : verdict.params;
        expect(said, c.source).toMatchObject(c.expected.params);
      }
      // The catalogue words every param: strings, numbers, or seats, cards and terms (verdict.ts).
      for (const v of Object.values(verdict.params)) expect(['string', 'number', 'object']).toContain(typeof v);
    });
  });

  describe(`${game} facts`, () => {
    test.each(factCases.map((c) => [`${c.ids.join(' ')}: ${c.name}`, c] as const))('%s', (_title, c) => {
      const { actual, expected } = c.fact();
      expect(actual, c.source).toEqual(expected);
    });
  });

  describe(`${game}: the rule table`, () => {
    const allowed = new Set<string>();
    const refused = new Set<string>();
    for (const c of verdictCases) {
      for (const id of [c.expected.rule, ...(c.shows ?? [])]) (c.expected.ok ? allowed : refused).add(id);
    }
    for (const c of factCases) for (const id of c.ids) allowed.add(id);

    test('every rule number and ruling has a case where it allows or holds', () => {
      expect(ids.filter((id) => !allowed.has(id))).toEqual([]);
    });

    test('every rule number that can refuse has a case where it refuses', () => {
      expect(refusable.filter((id) => !refused.has(id))).toEqual([]);
    });

    test('no case refuses under a rule number missing from the refusable list', () => {
      expect([...refused].filter((id) => !(refusable as readonly string[]).includes(id))).toEqual([]);
    });

    if (neverRefused) {
      test('every rule number is either refusable or listed, with its reason, as never refusing', () => {
        const never = Object.keys(neverRefused);
        expect([...refusable, ...never].sort()).toEqual([...ids].sort());
        expect(refusable.filter((id) => never.includes(id))).toEqual([]);
        expect(Object.values(neverRefused).filter((why) => String(why ?? '').trim() === '')).toEqual([]);
      });
    }

    test('every case is named and has a source', () => {
      const names = [...verdictCases, ...factCases].map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      expect([...verdictCases, ...factCases].filter((c) => c.source.trim() === '').map((c) => c.name)).toEqual([]);
    });
  });
}
