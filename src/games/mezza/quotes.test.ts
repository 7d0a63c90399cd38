/**
 * The quotes of content/mezza/rules.yaml against the German rule sheet: each is found in it, and a
 * rule's quote lies in the sentence the numbered checklist points at for that rule (its locator),
 * so that a learner holding the sheet finds the rule itself, not its neighbour. Runs where the
 * sheet and the checklist are at hand (../shared, beside the project).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { catalogueSchema } from '../../engine/catalogue';

const entries = catalogueSchema.parse(
  parse(readFileSync(resolve(__dirname, '../../../content/mezza/rules.yaml'), 'utf8')),
);
const found = (name: string) =>
  [resolve(__dirname, `../../../../shared/${name}`), `/work/shared/${name}`].find((p) => existsSync(p));
const sheetPath = found('seeds/mezza.de.txt');
const checklistPath = found('rules/mezza.md');

/** The rules whose checklist line sums up two sentences of the sheet: the quote may be the other one. */
const TWO_SENTENCES = ['MZ-14', 'MZ-52'];

const squash = (s: string) => s.replace(/\s+/g, ' ');

/** The sentence of the text around [from, to): from the last full stop before it to the next after it. */
function sentenceAround(text: string, from: number, to: number): string {
  const before = text.slice(0, from);
  const start = Math.max(...[...before.matchAll(/[.!?:] /g)].map((m) => (m.index ?? 0) + 2), 0);
  const end = text.slice(to).search(/[.!?](?= |$)/);
  return text.slice(start, end < 0 ? text.length : to + end + 1);
}

describe.runIf(sheetPath !== undefined && checklistPath !== undefined)('Mezza quotes', () => {
  const sheet = squash(readFileSync(sheetPath as string, 'utf8'));
  const locators = new Map(
    [...readFileSync(checklistPath as string, 'utf8').matchAll(/^\| (MZ-\d\d) \|.*\| "(.*)" \|$/gm)].map(
      (m) => [m[1] as string, m[2] as string] as const,
    ),
  );

  test('every quote is found in the German rule sheet', () => {
    expect(entries.filter((e) => !sheet.includes(squash(e.quote))).map((e) => e.id)).toEqual([]);
  });

  test.each(entries.filter((e) => locators.has(e.id) && !TWO_SENTENCES.includes(e.id)).map((e) => [e.id, e] as const))(
    '%s quotes the sentence the checklist locates it by',
    (id, e) => {
      const locator = locators.get(id) as string;
      const at = sheet.indexOf(locator);
      expect(at, `${id}'s locator`).toBeGreaterThanOrEqual(0);
      expect(sentenceAround(sheet, at, at + locator.length)).toContain(squash(e.quote));
    },
  );
});
