/**
 * Every registered game's glossary (content/<game>/glossary.yaml) against its rule catalogue: the
 * entries fit the schema, every rule they link exists, and each term is linked to at least one
 * rule that speaks of it — by the term, a word players say for it, or (for a Hebrew letter) its
 * letter or the word "letter" — so a glossary link never leads to an unrelated rule.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { catalogueSchema } from '../../src/engine/catalogue';
import { glossaryEntrySchema, termAnchor } from '../../src/engine/glossary';
import { READY_GAMES } from '../../src/games/registry';

const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

describe.each(READY_GAMES.map((g) => [g.name, g.slug] as const))('the %s glossary', (_name, slug) => {
  const file = `${CONTENT_DIR}${slug}/glossary.yaml`;

  test('exists', () => expect(existsSync(file)).toBe(true));
  if (!existsSync(file)) return;

  const entries = glossaryEntrySchema.array().parse(parse(readFileSync(file, 'utf8')));
  const rules = new Map(
    catalogueSchema.parse(parse(readFileSync(`${CONTENT_DIR}${slug}/rules.yaml`, 'utf8'))).map((r) => [r.id, `${r.title} ${r.text}`.toLowerCase()]),
  );

  test('each term has its own anchor', () => {
    const anchors = entries.map((e) => termAnchor(e.term));
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  test.each(entries.map((e) => [e.term, e] as const))('%s links rules that exist and speak of it', (_term, entry) => {
    expect(entry.rules.filter((id) => !rules.has(id))).toEqual([]);
    const words = [entry.term, ...entry.also, ...(entry.hebrew ? [entry.hebrew, 'letter'] : [])].map((w) => w.toLowerCase());
    const speaking = entry.rules.filter((id) => words.some((w) => rules.get(id)!.includes(w)));
    expect(speaking, `no rule linked from "${entry.term}" mentions ${words.join(' / ')}`).not.toEqual([]);
  });
});
