/**
 * A game's VERDICTS.md lists every verdict its engine gives, with its `case` and its parameters, for
 * the people who word them in the rule catalogue. This suite keeps such a list true, the same for
 * every game: every verdict met (the game's verdict samples: its rule table and seeded deals) is
 * listed, with no parameter its row does not name, every parameter is a plain string or number, and,
 * where the game says so, every listed verdict is met.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Verdict } from './verdict';

export interface VerdictsDoc {
  /** The game's VERDICTS.md, as a file URL (new URL('./VERDICTS.md', import.meta.url)). */
  readonly file: URL;
  /** The game's rule-number prefix, "HF": the tables' rows start "| HF-". */
  readonly prefix: string;
  readonly samples: () => Iterable<Verdict>;
  /** Every row must be met by a sample: false where the list keeps verdicts play never reaches. */
  readonly everyRowMet: boolean;
}

/** "ok|rule|case" of every row of the Allowed and Refused tables, with the row's text. */
function documented(text: string, prefix: string): Map<string, string> {
  const rows = new Map<string, string>();
  let ok: boolean | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## Allowed')) ok = true;
    if (line.startsWith('## Refused')) ok = false;
    if (ok === null || !line.startsWith(`| ${prefix}-`)) continue;
    const cells = line.split('|').map((c) => c.trim());
    const rule = cells[1] as string;
    const kase = ok ? '' : (cells[2] ?? '').replace(/`/g, '').replace('—', '');
    const key = `${ok}|${rule}|${kase}`;
    rows.set(key, `${rows.get(key) ?? ''} ${line}`);
  }
  return rows;
}

export function verdictsDocSuite({ file, prefix, samples, everyRowMet }: VerdictsDoc): void {
  describe('VERDICTS.md', () => {
    test('names every verdict met, with its parameters', () => {
      const rows = documented(readFileSync(file, 'utf8'), prefix);
      const missing = new Set<string>();
      const met = new Set<string>();
      for (const v of samples()) {
        const kase = v.ok ? '' : String(v.params.case ?? '');
        const key = `${v.ok}|${v.rule}|${kase}`;
        met.add(key);
        const row = rows.get(key);
        if (!row) {
          missing.add(key);
          continue;
        }
        // A row "same as HF-14" borrows the names of HF-14's allowed row.
        const same = new RegExp(`same as (${prefix}-[0-9A]+)`).exec(row)?.[1];
        const text = same ? `${row} ${rows.get(`true|${same}|`) ?? ''}` : row;
        for (const [name, value] of Object.entries(v.params)) {
          if (typeof value === 'object' && !['seat', 'card', 'term'].some((k) => k in value))
            missing.add(`${key} param ${name} is not a seat, a card or a term`);
          if (name !== 'case' && !text.includes(`\`${name}\``)) missing.add(`${key} param ${name}`);
        }
      }
      expect([...missing]).toEqual([]);
      if (everyRowMet) expect([...rows.keys()].filter((k) => !met.has(k))).toEqual([]);
    }, 600_000);
  });
}
