/**
 * A page in a language besides English, as its readers meet it: the right language and direction,
 * no kit word left in English, and every link to the English site saying it goes to English.
 */
import { expect, type Page } from '@playwright/test';
import type { GameModule } from '../../src/games/module';
import { gameWords } from '../../src/i18n/game-languages';
import { LANGUAGE_INFO, type Lang, type OtherLang } from '../../src/i18n/languages';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { en } from '../../src/i18n/words/en';

/**
 * The kit's English words as they would appear on a page of this game: plain messages and those
 * filled with the game's name, leaving out any the language writes the same way.
 */
export function englishKitWords(lang: Lang, gameName: string): string[] {
  const words = KIT_WORDS[lang] as Record<string, unknown>;
  const said = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'function'
        ? [String((value as (...a: string[]) => string)(gameName, 'XX-18'))]
        : Object.values(value as object).flatMap(said);
  return Object.entries(en).flatMap(([key, value]) => {
    const here = new Set(said(words[key]));
    return said(value).filter((w) => w.trim().length >= 5 && !here.has(w));
  });
}

export async function expectInLanguage(page: Page, lang: OtherLang, game: GameModule | undefined): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', LANGUAGE_INFO[lang].dir);
  const text = await page.locator('body').innerText();
  const name = game ? gameWords(game, 'en').name : '';
  expect(englishKitWords(lang, name).filter((w) => text.includes(w))).toEqual([]);
  for (const link of await page.locator('main a[href^="/"]:not([href^="/' + lang + '/"])').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    if (!href.startsWith('/r/')) await expect(link, href).toHaveAttribute('hreflang', 'en');
  }
}
