/**
 * The languages the tutor speaks. English is every game's first language and lives at the site's
 * root (/mezza/); every other language lives under its code (/de/mezza/). A game declares which of
 * them it has (GameInfo.languages); a page exists in a language only where its game has it.
 */

export const LANGUAGES = ['en', 'de', 'he', 'yi'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** The languages that have addresses of their own, under their code. */
export type OtherLang = Exclude<Lang, 'en'>;
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLang => l !== 'en');

export interface LanguageInfo {
  /** The language's name in itself, for the language switcher. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
}

export const LANGUAGE_INFO: Readonly<Record<Lang, LanguageInfo>> = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  he: { name: 'עברית', dir: 'rtl' },
  yi: { name: 'ייִדיש', dir: 'rtl' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The address of a path of the site in a language: ('/mezza/rules/', 'de') → '/de/mezza/rules/'. */
export function localePath(path: string, lang: Lang): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** The language of an address and the path without it: '/de/mezza/' → ['de', '/mezza/']. */
export function splitLocalePath(path: string): { lang: Lang; path: string } {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(path.toLowerCase());
  if (m && isLang(m[1]) && m[1] !== 'en') return { lang: m[1], path: m[2] ?? '/' };
  return { lang: 'en', path };
}
