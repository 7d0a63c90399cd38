/**
 * The pages in a language besides English, as their readers meet them (each page's language,
 * direction and words are checked where every page is loaded, every-page.spec.ts): a link to each
 * other version of the page (declared with hreflang too), and the offer of a language the visitor prefers or chose before, made in that
 * language and never a switch by itself; with site data blocked, the offer still works for the page.
 */
import { blockSiteData } from './blocked-storage';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { READY_GAMES } from '../../src/games/registry';
import { languagesOf, spokenLanguages } from '../../src/i18n/game-languages';
import { LANGUAGE_INFO, localePath, type OtherLang } from '../../src/i18n/languages';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { pageReady } from './hydration';
import { englishKitWords } from './language-checks';

for (const game of READY_GAMES.filter((g) => (g.languages ?? []).length > 0)) {
  for (const page of [
    '',
    'rules/',
    'glossary/',
    `learn/${game.testing.sampleLesson}/`,
    'play/',
    ...game.pages.map((p) => `${p.slug}/`),
  ]) {
    const english = `/${game.slug}/${page}`;
    test(`${english} links each of its other languages, and declares them`, async ({ page: tab }) => {
      await tab.goto(english);
      const switcher = tab.getByRole('navigation', { name: KIT_WORDS.en.languagesNav });
      for (const lang of languagesOf(game).filter((l) => l !== 'en')) {
        const link = switcher.getByRole('link', { name: LANGUAGE_INFO[lang].name });
        await expect(link).toHaveAttribute('href', localePath(english, lang));
        await expect(link).toHaveAttribute('hreflang', lang);
        await expect(link).toHaveAttribute('lang', lang);
        await expect(tab.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          localePath(english, lang),
        );
        // And the other version links back.
        await tab.goto(localePath(english, lang));
        await expect(
          tab.getByRole('navigation', { name: KIT_WORDS[lang].languagesNav }).getByRole('link', { name: 'English' }),
        ).toHaveAttribute('href', english);
        await tab.goto(english);
      }
    });
  }
}

const offered = READY_GAMES.find((g) => g.languages?.includes('de'));
if (offered) {
  const rules = `/${offered.slug}/rules/`;
  const de = KIT_WORDS.de;

  test.describe('a browser that prefers German', () => {
    test.use({ locale: 'de-DE' });

    test('is offered the German page, in German, and stays where it is until it says yes', async ({ page }) => {
      await page.goto(rules);
      const offer = page.locator('#language-offer');
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', 'de');
      await expect(offer).toContainText(de.offerText);
      await expect(page).toHaveURL(rules);
      await offer.getByRole('link', { name: de.offerAccept }).click();
      await expect(page).toHaveURL(`/de${rules}`);
      await expect(page.locator('#language-offer')).toBeHidden();
    });

    test('that says no thank you is not asked again', async ({ page }) => {
      await page.goto(rules);
      await page.getByRole('button', { name: de.offerDecline }).click();
      await expect(page.locator('#language-offer')).toBeHidden();
      await page.goto(`/${offered.slug}/`);
      await pageReady(page);
      await expect(page.locator('#language-offer')).toBeHidden();
    });

    test('with site data blocked, the offer is still made and declined for the page', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await blockSiteData(page);
      await page.goto(rules);
      await page.getByRole('button', { name: de.offerDecline }).click();
      await expect(page.locator('#language-offer')).toBeHidden();
      expect(errors).toEqual([]);
    });
  });

  test('a language chosen once is offered on the next page that has it, and an English browser is not asked otherwise', async ({
    page,
  }) => {
    await page.goto(rules);
    await pageReady(page);
    await expect(page.locator('#language-offer')).toBeHidden();
    await page
      .getByRole('navigation', { name: KIT_WORDS.en.languagesNav })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(`/de${rules}`);
    await page.goto(`/${offered.slug}/glossary/`);
    await expect(page.locator('#language-offer')).toContainText(de.offerText);
  });
}

/** The first question of each language's question set (test/search/languages/), with the rules that answer it. */
function firstQuestion(lang: OtherLang): { question: string; rules: string[]; game: string } {
  const [first] = parse(readFileSync(`test/search/languages/${lang}.yaml`, 'utf8')) as { q: string; rules: string[] }[];
  const game = READY_GAMES.find((g) => g.languages?.includes(lang) && g.prefix === first!.rules[0]!.slice(0, 2))!;
  return { question: first!.q, rules: first!.rules, game: game.slug };
}
const ASKED = spokenLanguages().map((lang) => ({ lang, ...firstQuestion(lang) }));

for (const { lang, question, rules, game } of ASKED) {
  test(`the header's search on a ${LANGUAGE_INFO[lang].name} page answers in ${LANGUAGE_INFO[lang].name}, linking the rule pages in it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    await page.goto(`/${lang}/${game}/rules/`);
    const words = KIT_WORDS[lang];
    const box = page.getByRole('search', { name: words.searchLabel }).first();
    await box.getByRole('searchbox').fill(question);
    await box.getByRole('button', { name: words.searchButton }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/${lang}/search/\\?`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const results = page.getByRole('list', { name: words.rulesFound }).getByRole('link');
    await expect(results.first()).toBeVisible();
    const top = await results.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(
      rules.map((r) => `/${lang}/${game}/rules/#${r.toLowerCase()}`).filter((href) => top.includes(href)),
    ).not.toEqual([]);
    // What the search says is said in the language.
    const status = (await page.locator('#search-status').textContent()) ?? '';
    expect(status).not.toMatch(/rules? for|No rule matches/);
    expect(englishKitWords(lang, '').filter((w) => status.includes(w))).toEqual([]);
    await context.close();
  });
}

for (const lang of spokenLanguages()) {
  test(`a missing address under /${lang}/ gets the not-found page in ${LANGUAGE_INFO[lang].name}, whose rule box opens the rule page in it`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/no-such-page/`);
    await expect(page).toHaveURL(`/${lang}/404/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const words = KIT_WORDS[lang];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFoundTitle);
    const game = READY_GAMES.find((g) => g.languages?.includes(lang))!;
    const box = page.getByLabel(words.lookUpRule);
    await box.fill(`${game.prefix.toLowerCase()}99`);
    await box.press('Enter');
    await expect(page.getByRole('status').and(page.locator('#rule-lookup-message'))).toHaveText(
      words.search.noSuchRule.replace('{number}', `${game.prefix}-99`),
    );
    await box.fill(`${game.prefix}-01`);
    await box.press('Enter');
    await expect(page).toHaveURL(`/${lang}/${game.slug}/rules/#${game.prefix.toLowerCase()}-01`);
  });
}

for (const lang of spokenLanguages()) {
  test(`/${lang}/ links every page of each game that speaks it, each in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    for (const game of READY_GAMES.filter((g) => (g.languages ?? []).includes(lang))) {
      const pages = ['', 'rules/', 'glossary/', 'play/', 'practice/', ...game.pages.map((p) => `${p.slug}/`)];
      for (const path of pages) {
        const href = localePath(`/${game.slug}/${path}`, lang);
        const link = page.locator(`.game-card a[href="${href}"]`).first();
        await expect(link, href).toBeVisible();
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
    }
  });
}
