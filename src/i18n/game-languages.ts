/** Which games speak which language, and a game's own words in each: for pages and their routes. */
import type { GameModule } from '../games/module';
import { READY_GAMES } from '../games/registry';
import { termOf, type TermsIn } from '../engine/names';
import type { IslandWords } from '../widgets/speech';
import { kitWords } from './kit-words';
import { localePath, type Lang, type OtherLang } from './languages';
import { gameWordsIn, languageIn, termsIn } from './read-content';

/** The languages a game's pages exist in, English first. */
export function languagesOf(game: GameModule): Lang[] {
  return ['en', ...(game.languages ?? [])];
}

/** The games with pages in a language. */
export function gamesIn(lang: Lang): GameModule[] {
  return READY_GAMES.filter((g) => languagesOf(g).includes(lang));
}

/** The languages besides English that at least one game speaks. */
export function spokenLanguages(): OtherLang[] {
  return [...new Set(READY_GAMES.flatMap((g) => g.languages ?? []))];
}

/** Route parameters for a page of every game in each of its languages besides English. */
export function gameLanguagePaths(): {
  params: { lang: OtherLang; game: string };
  props: { game: GameModule; lang: OtherLang };
}[] {
  return READY_GAMES.flatMap((game) =>
    (game.languages ?? []).map((lang) => ({ params: { lang, game: game.slug }, props: { game, lang } })),
  );
}

/**
 * Route parameters for each of a game's extra pages (a classroom kit, a chart …) in each of the game's
 * languages besides English: every page of its `pages` exists in every language it speaks.
 */
export function gamePageLanguagePaths(): {
  params: { lang: OtherLang; game: string; page: string };
  props: { game: GameModule; lang: OtherLang };
}[] {
  return gameLanguagePaths().flatMap(({ params, props }) =>
    props.game.pages.map((page) => ({ params: { ...params, page: page.slug }, props })),
  );
}

/** A game's extra pages in a language: address and link text (another language's `ui.page.<slug>` in its terms). */
export function extraPagesIn(game: GameModule, lang: Lang): { slug: string; href: string; label: string }[] {
  return game.pages.map((p) => ({
    slug: p.slug,
    href: localePath(`/${game.slug}/${p.slug}/`, lang),
    label: lang === 'en' ? p.label : termOf(termsIn(game.slug, lang), `ui.page.${p.slug}`),
  }));
}

/** The game's name, family line and blurb in a language. */
export function gameWords(game: GameModule, lang: Lang): { name: string; family: string; blurb: string } {
  return lang === 'en' ? { name: game.name, family: game.family, blurb: game.blurb } : gameWordsIn(game.slug, lang);
}

/** What an island on a page in another language is handed to speak it: the kit's table words and the game's terms; null for English. */
export function islandSpeech(game: string, lang: Lang): { words: IslandWords; language: TermsIn } | null {
  if (lang === 'en') return null;
  const { table, phases } = kitWords(lang).lesson;
  return { words: { table, phases }, language: languageIn(game, lang) };
}
