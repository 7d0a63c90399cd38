/**
 * The balance of every game's practice stream, over 1,000 questions of several seeds with every rule
 * met (src/practice/balance.ts): the figures practice is held to: at least 90% of the catalogue
 * asked, no rule above 8% of the questions, the same rule twice running at most 5%, no position
 * again within 20, "may" allowed between a third and two thirds, "which" answered by all or none at
 * most a quarter.
 */
import { describe, expect, test } from 'vitest';
import { READY_GAMES } from '../../src/games/registry';
import { catalogueIn } from '../../src/i18n/read-content';
import { balanceOf } from '../../src/practice/balance';
import { practiceQuestions } from '../../src/practice/generate';
import type { Question } from '../../src/practice/question';

const QUESTIONS = 1_000;
const SEEDS = ['bar-4', 'balance-1', 'balance-2'];


describe.each(READY_GAMES.map((game) => [game.slug, game] as const))('%s: a practice stream', (slug, game) => {
  const catalogue = catalogueIn(slug, 'en').map((r) => r.id);
  test.each(SEEDS)('of the seed %s is balanced', (seed) => {
    const questions: Question<unknown, unknown>[] = [];
    for (const q of practiceQuestions(game, { seed })) if (questions.push(q as Question<unknown, unknown>) >= QUESTIONS) break;
    const b = balanceOf(questions, catalogue);
    console.log(`${slug} ${seed}: ${JSON.stringify(b)}`);
    expect(b.questions).toBe(QUESTIONS);
    expect(b.rulesAsked / b.catalogue, 'the share of the catalogue asked').toBeGreaterThanOrEqual(0.9);
    expect(b.largestShare, `${b.largestRule} takes the largest share`).toBeLessThanOrEqual(0.08);
    expect(b.sameRuleInARow, 'the same rule twice running').toBeLessThanOrEqual(0.05);
    expect(b.positionRepeats, 'positions asked again within 20 questions').toBe(0);
    expect(b.mayAllowed, '"may" answered "allowed"').toBeGreaterThanOrEqual(1 / 3);
    expect(b.mayAllowed, '"may" answered "allowed"').toBeLessThanOrEqual(2 / 3);
    expect(b.whichAllOrNone, '"which" answered by all or none').toBeLessThanOrEqual(0.25);
    if ((b.kinds['which'] ?? 0) > 0) {
      expect(b.whichChoices[0]).toBeGreaterThanOrEqual(3);
      expect(b.whichChoices[1]).toBeLessThanOrEqual(8);
    }
  });
});
