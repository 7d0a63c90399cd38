/** The pages of every registered game, for the browser tests that run on each kind of page. */
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';
import { spokenLanguages } from '../../src/i18n/game-languages';
import { glossaryIn } from '../../src/i18n/read-content';
import type { OtherLang } from '../../src/i18n/languages';

export interface GamePages {
  readonly slug: string;
  readonly home: string;
  readonly lesson: string;
  readonly rules: string;
  readonly glossary: string;
  readonly play: string;
  /** A short match against the computer, dealt from a seed. */
  readonly match: string;
  readonly practice: string;
  readonly extras: readonly string[];
}

export const GAME_PAGES: readonly GamePages[] = READY_GAMES.map((g) => ({
  slug: g.slug,
  home: `/${g.slug}/`,
  lesson: `/${g.slug}/learn/${g.testing.sampleLesson}/`,
  rules: `/${g.slug}/rules/`,
  glossary: `/${g.slug}/glossary/`,
  play: `/${g.slug}/play/`,
  practice: `/${g.slug}/practice/`,
  match: `/${g.slug}/play/${g.testing.shortMatch}`,
  extras: g.pages.map((p) => `/${g.slug}/${p.slug}/`),
}));

/** Every page in a language besides English: each language's home, and each game's pages in it, its extra pages too. */
export const LANGUAGE_PAGES: readonly { lang: OtherLang; game?: GameModule; path: string }[] = [
  ...spokenLanguages().flatMap((lang) => {
    // The search page with results on it: the first word of the language's first game's glossary asked.
    const game = READY_GAMES.find((g) => g.languages?.includes(lang));
    const word = game ? (glossaryIn(game.slug, lang)[0]?.term ?? '') : '';
    return [
      { lang, path: `/${lang}/` },
      { lang, path: `/${lang}/search/?${new URLSearchParams({ q: word })}` },
      { lang, path: `/${lang}/404/` },
    ];
  }),
  ...READY_GAMES.flatMap((game) =>
    (game.languages ?? []).flatMap((lang) =>
      [
        '',
        'rules/',
        'glossary/',
        `learn/${game.testing.sampleLesson}/`,
        'play/',
        `play/${game.testing.shortMatch}`,
        'practice/',
        ...game.pages.map((p) => `${p.slug}/`),
      ].map((page) => ({
        lang,
        game,
        path: `/${lang}/${game.slug}/${page}`,
      })),
    ),
  ),
];

/** Every page of the site worth checking, the home page first. */
export const ALL_PAGES: readonly string[] = [
  '/',
  // The search page with results on it, the first game's rules searched.
  `/search/?q=cards&game=${READY_GAMES[0]?.slug ?? ''}`,
  '/glossary/',
  ...GAME_PAGES.flatMap((g) => [g.home, g.lesson, g.rules, g.glossary, g.play, g.match, g.practice, ...g.extras]),
  ...LANGUAGE_PAGES.map((p) => p.path),
];
