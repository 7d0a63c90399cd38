/// <reference types="vite/client" />
/**
 * The rule catalogues in content/<game>/rules.yaml against the engines: every rule number an
 * engine has (its rule-ids.ts) or cites (a rule-number literal in its code) has exactly one entry,
 * and every verdict the engine gives is explained by the catalogue with no {placeholder} left.
 *
 * Every content/<game>/rules.yaml is checked; the verdicts to explain come from each registered
 * game module's testing.verdictSamples.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { type RuleEntry, catalogueSchema, messagesOf, placeholders } from '../../src/engine/catalogue';
import { explain } from '../../src/engine/explain';
import type { Verdict } from '../../src/engine/verdict';
import type { GameModule } from '../../src/games/module';
import { gameBySlug, READY_GAMES } from '../../src/games/registry';

const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));
const GAMES_DIR = fileURLToPath(new URL('../../src/games/', import.meta.url));
const RULE_NUMBER = /^[A-Z]{2}-(\d{2}|A\d{1,2})$/;

/** Rules by number, then rulings by number: OT-01 … OT-26, OT-A1 … OT-A11. */
function ruleOrder(a: string, b: string): number {
  const key = (id: string) => (id.includes('-A') ? 1000 : 0) + Number(id.replace(/^[A-Z]{2}-A?/, ''));
  return key(a) - key(b);
}

/** Each game's rule-ids.ts: every rule number in its exported lists, in catalogue order. */
const ruleIdModules = import.meta.glob<Record<string, unknown>>('../../src/games/*/rule-ids.ts', { eager: true });
function ruleIdsOf(game: string): string[] | undefined {
  const mod = ruleIdModules[`../../src/games/${game}/rule-ids.ts`];
  if (mod === undefined) return undefined;
  const lists = Object.values(mod).filter(
    (v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string' && RULE_NUMBER.test(x)),
  );
  return [...new Set(lists.flat())].sort(ruleOrder);
}

/** Rule numbers written as string literals in a game's engine code (tests left out). */
function citedIn(game: string): Map<string, string> {
  const cited = new Map<string, string>();
  let files: string[];
  try {
    files = readdirSync(`${GAMES_DIR}${game}`).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  } catch {
    return cited; // a catalogue for a game whose engine is not written yet
  }
  for (const file of files) {
    const text = readFileSync(`${GAMES_DIR}${game}/${file}`, 'utf8');
    for (const m of text.matchAll(/['"`]([A-Z]{2}-(?:\d{2}|A\d{1,2}))['"`]/g)) cited.set(m[1] as string, file);
  }
  return cited;
}

/** Each game's module (src/games/<game>/index.ts), whether or not the registry lists it yet. */
const gameModules = import.meta.glob<{ default: GameModule }>('../../src/games/*/index.ts', { eager: true });
function gameModuleOf(game: string): GameModule | undefined {
  return gameBySlug(game) ?? gameModules[`../../src/games/${game}/index.ts`]?.default;
}

const CATALOGUES = readdirSync(CONTENT_DIR)
  .filter((game) => existsSync(`${CONTENT_DIR}${game}/rules.yaml`))
  .map((game) => ({ game, raw: parse(readFileSync(`${CONTENT_DIR}${game}/rules.yaml`, 'utf8')) as unknown }));

test('every registered game has a catalogue', () => {
  expect(READY_GAMES.map((g) => g.slug).filter((slug) => !CATALOGUES.some((c) => c.game === slug))).toEqual([]);
});

/** The template a verdict's message comes from, following explain(): a map is picked by params.case. */
function templateFor(t: RuleEntry['allowed'], verdict: Verdict): string | undefined {
  if (t === undefined || typeof t === 'string') return t;
  const c = verdict.params['case'];
  return c === undefined ? undefined : t[String(c)];
}

/** Verdicts that differ only in their values explain alike: one of each shape is enough. */
function shapeOf(v: Verdict): string {
  // Key order is fixed by the code that builds the params, so it need not be sorted.
  return `${v.rule} ${v.ok ? 'allowed' : 'refused'} ${String(v.params['case'] ?? '')} ${Object.keys(v.params).join(',')}`;
}

describe.each(CATALOGUES.map((c) => [c.game, c] as const))('the %s catalogue', (game, { raw }) => {
  const parsed = catalogueSchema.safeParse(raw);

  test('fits the catalogue schema', () => {
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  const entries: RuleEntry[] = parsed.success ? parsed.data : [];
  const ids = entries.map((e) => e.id);
  const byId = new Map(entries.map((e) => [e.id, e]));

  test('lists every rule number of the engine once, in order, and no other', () => {
    const duplicated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicated).toEqual([]);
    const engineIds = ruleIdsOf(game);
    if (engineIds !== undefined) expect(ids).toEqual(engineIds);
  });

  test('has every rule number that the engine code cites', () => {
    const missing = [...citedIn(game)].filter(([id]) => !byId.has(id)).map(([id, file]) => `${id} (in ${file})`);
    expect(missing).toEqual([]);
  });

  test('calls rulings rulings, gives each its readings, and points only at rulings that exist', () => {
    for (const e of entries) {
      expect(e.kind, e.id).toBe(/-A\d+$/.test(e.id) ? 'ruling' : 'rule');
      for (const r of e.rulings) expect(byId.get(r)?.kind, `${e.id} → ${r}`).toBe('ruling');
      if (e.kind === 'ruling') expect(e.options.length, `${e.id} options`).toBeGreaterThan(0);
    }
  });

  test('names the source of a rule in words a reader knows ("club rule 13"), not a bare number ("r.13")', () => {
    const bare = entries.filter((e) => e.source !== undefined && /^\W*[a-z]{0,3}\.?\s*\d+\W*$/i.test(e.source));
    expect(bare.map((e) => `${e.id}: ${e.source}`)).toEqual([]);
  });

  // A game's module, registered or still to come, says which verdicts its engine gives.
  const source = gameModuleOf(game)?.testing.verdictSamples;
  describe.runIf(source !== undefined)("explains the engine's verdicts", () => {
    const shapes = new Map<string, Verdict>();
    for (const v of source?.() ?? []) if (!shapes.has(shapeOf(v))) shapes.set(shapeOf(v), v);
    const verdicts = [...shapes.values()];
    const messages = messagesOf(entries);

    test('every verdict cites a rule number in the catalogue', () => {
      expect(verdicts.filter((v) => !byId.has(v.rule)).map(shapeOf)).toEqual([]);
    });

    test.each(verdicts.map((v) => [shapeOf(v), v] as const))('%s', (_shape, v) => {
      const entry = byId.get(v.rule) as RuleEntry;
      // The entry has a message for this verdict (and, for a refusal, a way to put it right) …
      expect(templateFor(v.ok ? entry.allowed : entry.refused, v), 'message').toBeDefined();
      if (!v.ok) expect(templateFor(entry.fix, v), 'fix').toBeDefined();
      // … and the verdict fills every placeholder in it.
      const e = explain(v, messages);
      expect(`${e.reason} ${e.fix ?? ''}`).not.toMatch(/\{\w+\}/);
    });

    test('every message chosen by case is for a case the engine gives', () => {
      const given = new Set(
        verdicts.map((v) => `${v.rule} ${v.ok ? 'allowed' : 'refused'} ${String(v.params['case'])}`),
      );
      const unused: string[] = [];
      for (const e of entries) {
        for (const [field, t] of [
          ['allowed', e.allowed],
          ['refused', e.refused],
          ['fix', e.fix],
        ] as const) {
          if (t === undefined || typeof t === 'string') continue;
          const outcome = field === 'allowed' ? 'allowed' : 'refused';
          for (const c of Object.keys(t))
            if (!given.has(`${e.id} ${outcome} ${c}`)) unused.push(`${e.id} ${field}.${c}`);
        }
      }
      expect(unused).toEqual([]);
    });

    test('every placeholder in a message is a word', () => {
      for (const e of entries) {
        for (const t of [e.allowed, e.refused, e.fix]) {
          const texts = t === undefined ? [] : typeof t === 'string' ? [t] : Object.values(t);
          for (const text of texts) expect(text.replace(/\{\w+\}/g, ''), e.id).not.toMatch(/[{}]/);
          expect(texts.flatMap(placeholders).every((p) => /^\w+$/.test(p))).toBe(true);
        }
      }
    });
  });
});
