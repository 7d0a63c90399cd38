/**
 * The footer's example of a rule number (src/layouts/example-rule.ts) is a rule of the page's own
 * game, from its catalogue, in every language the game speaks: a Hand and Foot page never shows
 * Ottawa's OT-18. A page of no game shows a rule of a game in its language, and the footer's words
 * in every language say the number they are given.
 */
import { describe, expect, test } from 'vitest';
import { READY_GAMES } from '../../src/games/registry';
import { languagesOf } from '../../src/i18n/game-languages';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { LANGUAGES } from '../../src/i18n/languages';
import { catalogueIn } from '../../src/i18n/read-content';
import { exampleRuleOf, footerExample } from '../../src/layouts/example-rule';

describe('the footer’s example rule number', () => {
  test.each(READY_GAMES.map((g) => [g.slug, g]))('on %s’s pages is a rule of its own catalogue', (slug, game) => {
    const example = exampleRuleOf(slug);
    expect(example.startsWith(`${game.prefix}-`), example).toBe(true);
    for (const lang of languagesOf(game)) {
      const rules = catalogueIn(slug, lang).filter((r) => r.kind === 'rule');
      expect(rules.map((r) => r.id)).toContain(footerExample(slug, lang));
    }
  });

  test('differs from game to game', () => {
    const examples = READY_GAMES.map((g) => exampleRuleOf(g.slug));
    expect(new Set(examples).size).toBe(READY_GAMES.length);
  });

  test.each(LANGUAGES.map((l) => [l]))('on a %s page of no game is a rule of a game in that language', (lang) => {
    const example = footerExample(undefined, lang);
    const speaking = READY_GAMES.filter((g) => languagesOf(g).includes(lang));
    expect(speaking.map((g) => exampleRuleOf(g.slug))).toContain(example);
  });

  test.each(LANGUAGES.map((l) => [l]))('is said by the %s footer once, where it is given', (lang) => {
    const text = KIT_WORDS[lang].footer('XY-99');
    expect(text.split('XY-99')).toHaveLength(2);
    expect(text).not.toMatch(/\b(OT|EC|MZ|MT|HF)-\d/);
  });
});
