/**
 * A whole match in a game's own language (the first it speaks besides English, its players' own),
 * played from the learner's seat by trying cards as in game.spec.ts, to the final score sheet.
 * Every word a player meets on the way is the language's: the status line, the verdicts (refusals link the rule page in
 * that language), the move log with the computer's reasons, the buttons and the score sheet.
 */
import { expect, test } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { gameWords } from '../../src/i18n/game-languages';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { LANGUAGE_INFO, localePath } from '../../src/i18n/languages';
import { termsIn } from '../../src/i18n/read-content';
import { axeViolationsLightAndDark } from './axe';
import { pageReady } from './hydration';
import { newMatch, nextPart, playPart, playTable, type MatchTexts, type PartRecord } from './match-play';

test.use({ reducedMotion: 'reduce' });

/** English words no page in another language should show outside proper names ("Computer" is German too). */
const ENGLISH = /\b(the|and|you|your|player|round|game|play|plays|draw|drew|card|cards|total|allowed|scores)\b/i;

for (const game of READY_GAMES) {
  // Each game with other languages is played in the first of them, its players' own.
  const lang = game.languages?.[0];
  if (lang === undefined) continue;
  const terms = termsIn(game.slug, lang);
  const kit = KIT_WORDS[lang];
  const say = (key: string) => {
    const word = terms[`ui.${key}`];
    if (word === undefined) throw new Error(`${game.slug} ${lang}: ui.${key} is missing`);
    return word;
  };
  const texts: MatchTexts = {
    yourHand: say('your-hand'),
    yourTurn: kit.lesson.table.yourTurn,
    allowed: kit.match.allowed,
    notAllowed: kit.match.notAllowed,
    next: [say('match.next')],
    newMatch: [terms['ui.match.new'] ?? kit.match.newMatch],
  };

  test(`a whole ${game.name} match in ${LANGUAGE_INFO[lang].name}, played by trying cards, reaches the final scores in it`, async ({
    page,
  }) => {
    // As long as the English match of game.spec.ts, with the same margin.
    test.setTimeout(600_000);
    await page.goto(localePath(`/${game.slug}/play/`, lang) + game.testing.shortMatch);
    await pageReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kit.playTitle(gameWords(game, lang).name));
    const scores = page.getByRole('table');
    const parts: PartRecord[] = [];
    for (;;) {
      const part = await playPart(page, 400, texts);
      parts.push(part);
      if (part.ended === 'match') break;
      await nextPart(page, texts).click();
      await expect(scores).toBeHidden();
    }
    await expect(newMatch(page, texts)).toBeVisible();
    await expect(scores.locator('caption')).toHaveText(say('match.final'));
    await expect(scores.getByRole('rowheader', { name: kit.match.total })).toBeVisible();
    await expect(playTable(page).getByRole('button')).toHaveCount(0);
    const log = page.getByRole('region', { name: kit.match.log });
    await expect(log).toContainText(kit.match.computerReason.replace(' {reason}', ''));
    // Refusals link to the rule page in the language.
    const refusals = parts.flatMap((p) => p.refusals);
    expect(refusals.length, 'some tries were refused').toBeGreaterThan(0);
    for (const href of refusals)
      expect(href).toMatch(new RegExp(`^/${lang}/${game.slug}/rules/#${game.prefix.toLowerCase()}-`));
    // Not a word of English on the page: the status line, the table, the log, the sheet.
    const text = await page.locator('main').innerText();
    expect(text.match(ENGLISH)?.[0], 'an English word on the page').toBeUndefined();
    expect(await axeViolationsLightAndDark(page)).toEqual([]);
  });
}

for (const game of READY_GAMES) {
  for (const lang of game.languages ?? []) {
    test(`${game.name} in ${LANGUAGE_INFO[lang].name}: a hostile address is said in the language, and the page works`, async ({
      page,
    }) => {
      const hostile = `?seed=${'<script>'.repeat(30)}&players=__proto__&pace=warp`;
      await page.goto(localePath(`/${game.slug}/play/`, lang) + hostile);
      await pageReady(page);
      const notice = page.getByRole('alert');
      await expect(notice).toContainText('players');
      await expect(notice).toContainText('pace');
      const text = (await notice.innerText()).replace(/players|pace|seed|__proto__|<script>|warp/g, '');
      expect(
        text.match(/\b(must|got|whole|number|letters|default|address)\b/i)?.[0],
        'an English word',
      ).toBeUndefined();
      // The setup form is there to start a match the ordinary way.
      await expect(page.getByRole('button', { name: KIT_WORDS[lang].match.deal })).toBeVisible();
    });
  }
}
