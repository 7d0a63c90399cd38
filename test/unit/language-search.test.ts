/**
 * The rule search in each language besides English, measured on questions written by someone who
 * had seen neither the translated catalogues nor their ways of asking (test/search/languages/),
 * and not tuned to: the rule that answers is among the first three results, in the language's own
 * index, for most of them. Each miss is printed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { READY_GAMES } from '../../src/games/registry';
import { spokenLanguages } from '../../src/i18n/game-languages';
import { catalogueIn } from '../../src/i18n/read-content';
import { answer, buildIndex } from '../../src/search/engine';
import { indexDataIn } from '../../src/search/index-of-language';

/** In-game share of questions answered among the first three: measured 19/20, 20/20, 19/20 (de, he, yi). */
const FLOOR = 0.85;
const questionsSchema = z.array(z.object({ q: z.string().min(2), rules: z.array(z.string()).min(1) }).strict()).min(20);

for (const lang of spokenLanguages()) {
  const file = `test/search/languages/${lang}.yaml`;
  describe(`the search in ${lang}`, () => {
    test('has a question set', () => expect(existsSync(file)).toBe(true));
    if (!existsSync(file)) return;
    const questions = questionsSchema.parse(parse(readFileSync(file, 'utf8')));
    const games = READY_GAMES.filter((g) => g.languages?.includes(lang));
    const rules = new Map(games.flatMap((g) => catalogueIn(g.slug, 'en').map((r) => [r.id, g.slug] as const)));

    test('every answer is a rule of a game in the language', () => {
      expect(questions.flatMap((q) => q.rules).filter((r) => !rules.has(r))).toEqual([]);
    });

    test(`finds the answer among the first three for at least ${FLOOR * 100}% of the questions`, () => {
      const index = buildIndex(indexDataIn(lang));
      const misses = questions.filter((q) => {
        const top = answer(index, q.q, rules.get(q.rules[0]!)!)
          .found.slice(0, 3)
          .map((f) => f.document.number);
        return !q.rules.some((r) => top.includes(r));
      });
      const share = 1 - misses.length / questions.length;
      console.log(
        `${lang}: ${questions.length - misses.length}/${questions.length}${misses.map((m) => `\n  miss: ${m.q} (${m.rules.join(', ')})`).join('')}`,
      );
      expect(share).toBeGreaterThanOrEqual(FLOOR);
    });
  });
}
