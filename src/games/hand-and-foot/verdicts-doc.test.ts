/**
 * VERDICTS.md lists every verdict the engine gives, with its `case` and its parameters, for the
 * people who word them in the rule catalogue. This test keeps that list true: every verdict met in
 * the rule table and in seeded deals is in it, with no parameter it does not name, and every
 * parameter is a plain string or number.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { handAndFootVerdicts } from './verdict-samples';

const doc = readFileSync(new URL('./VERDICTS.md', import.meta.url), 'utf8');

/** "ok|rule|case" of every row of the Allowed and Refused tables, with the row's text. */
function documented(): Map<string, string> {
  const rows = new Map<string, string>();
  let ok: boolean | null = null;
  for (const line of doc.split('\n')) {
    if (line.startsWith('## Allowed')) ok = true;
    if (line.startsWith('## Refused')) ok = false;
    if (ok === null || !/^\| HF-/.test(line)) continue;
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
    const met = new Set<string>();
    for (const v of handAndFootVerdicts()) {
      const kase = v.ok ? '' : String(v.params.case ?? '');
      const key = `${v.ok}|${v.rule}|${kase}`;
      met.add(key);
      const row = rows.get(key);
      if (!row) {
        missing.add(key);
        continue;
      }
      for (const [name, value] of Object.entries(v.params)) {
        if (typeof value !== 'string' && typeof value !== 'number') missing.add(`${key} param ${name} is not plain`);
        if (name === 'case') continue;
        // "same as HF-14" rows borrow the HF-14 row's names.
        const text = row.includes('same as HF-14') ? `${row} ${rows.get('true|HF-14|')}` : row;
        if (!text.includes(`\`${name}\``)) missing.add(`${key} param ${name}`);
      }
    }
    expect([...missing]).toEqual([]);
    // And the list holds no verdict the engine never gives.
    expect([...rows.keys()].filter((k) => !met.has(k))).toEqual([]);
  }, 600_000);
});
