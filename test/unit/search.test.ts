/**
 * The rule search's data for every registered game: each rule and ruling says how players ask for
 * it, and the question set (test/search/questions/) that measures the search asks enough, in the
 * game's own languages, with answers that are rules of that game. The measure itself runs in a
 * real browser (test/e2e/search.spec.ts) and in the bench (npm run bench -- search).
 */
import { describe, expect, test } from 'vitest';
import { READY_GAMES } from '../../src/games/registry';
import { indexDataIn } from '../../src/search/index-of-language';
import { questionsOf } from '../../src/search/questions';

/** The question style of each language a game is asked in besides English. */
const STYLE_OF_LANGUAGE = { de: 'german', he: 'hebrew' } as const;
/** Questions in each such language, at the least. */
const LEAST_IN_LANGUAGE = 2;

for (const game of READY_GAMES) {
  describe(game.name, () => {
    const entries = indexDataIn('en', [game]).documents;
    const rules = new Set(entries.filter((d) => d.kind !== 'term').map((d) => d.number));

    test('every rule and ruling lists at least two ways players ask for it', () => {
      const bare = entries.filter((d) => d.kind !== 'term' && d.asked.split('\n').filter((l) => l.trim() !== '').length < 2);
      expect(bare.map((d) => d.id)).toEqual([]);
    });

    const questions = questionsOf(game.slug);
    test('its question set asks at least 20 questions, some kept aside', () => {
      expect(questions.length).toBeGreaterThanOrEqual(20);
      expect(questions.filter((q) => q.heldOut).length).toBeGreaterThanOrEqual(5);
    });
    test('every answer, in every question set, is a rule or ruling of the game', () => {
      const sets = [questions, ...(['second', 'third', 'fourth', 'fifth', 'sixth'] as const).map((set) => questionsOf(game.slug, set))];
      expect(sets.flat().flatMap((q) => q.rules).filter((r) => !rules.has(r))).toEqual([]);
    });
    test('no question is asked twice', () => {
      const asked = questions.map((q) => q.q.toLowerCase());
      expect(asked.filter((q, i) => asked.indexOf(q) !== i)).toEqual([]);
    });
    for (const language of game.askedIn ?? []) {
      const style = STYLE_OF_LANGUAGE[language];
      test(`its rules are asked for, and its question set asks, in ${style === 'german' ? 'German' : 'Hebrew'} too`, () => {
        expect(questions.filter((q) => q.style === style).length).toBeGreaterThanOrEqual(LEAST_IN_LANGUAGE);
        const inLanguage = style === 'hebrew' ? /[\u0590-\u05ff]/ : /\b(der|die|das|wer|wann|ich|nicht|und|muss|darf|kann)\b/i;
        expect(entries.filter((d) => d.kind !== 'term' && inLanguage.test(d.asked)).length).toBeGreaterThanOrEqual(10);
      });
    }
  });
}

test('the question set asks at least 100 questions in all', () => {
  expect(READY_GAMES.reduce((n, g) => n + questionsOf(g.slug).length, 0)).toBeGreaterThanOrEqual(100);
});
