/**
 * VERDICTS.md lists every verdict the engine gives, with its `case` and its parameters, for the
 * people who word them in the rule catalogue. This test keeps that list true: every verdict met in
 * the rule table and in seeded games is in it, with no parameter it does not name, and every
 * parameter is a plain string or number.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { mazzeltofVerdicts } from './verdict-samples';

const doc = readFileSync(new URL('./VERDICTS.md', import.meta.url), 'utf8');

/** "ok|rule|case" of every row of the Allowed and Refused tables, with the parameter names the row's text mentions. */
function documented(): Map<string, string> {
  const rows = new Map<string, string>();
  let ok: boolean | null = null;
  for (const line of doc.split('\n')) {
    if (line.startsWith('## Allowed')) ok = true;
    if (line.startsWith('## Refused')) ok = false;
    if (ok === null || !/^\| MT-/.test(line)) continue;
    const cells = line.split('|').map((c) => c.trim());
    const rule = cells[1] as string;
    const kase = ok ? '' : (cells[2] ?? '').replace(/`/g, '').replace('—', '');
    const key = `${ok}|${rule}|${kase}`;
    rows.set(key, `${rows.get(key) ?? ''} ${line}`);
  }
  return rows;
}

describe('VERDICTS.md', () => {
  test('names every verdict met, with its parameters', () => {
    const rows = documented();
    const missing = new Set<string>();
    for (const v of mazzeltofVerdicts()) {
      const kase = v.ok ? '' : String(v.params.case ?? '');
      const key = `${v.ok}|${v.rule}|${kase}`;
      const row = rows.get(key);
      if (!row) {
        missing.add(key);
        continue;
      }
      for (const [name, value] of Object.entries(v.params)) {
        expect(['string', 'number'], `${key} ${name}`).toContain(typeof value);
        // "same as MT-13" rows borrow the MT-13 row's names.
        const text = row.includes('same as MT-13') ? `${row} ${rows.get('true|MT-13|')}` : row;
        if (!text.includes(`\`${name}\``)) missing.add(`${key} param ${name}`);
      }
    }
    expect([...missing]).toEqual([]);
  }, 120_000);
});
