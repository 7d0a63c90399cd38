/** The pages of every registered game, for the browser tests that run on each kind of page. */
import { READY_GAMES } from '../../src/games/registry';

export interface GamePages {
  readonly slug: string;
  readonly home: string;
  readonly lesson: string;
  readonly rules: string;
  readonly glossary: string;
  readonly play: string;
  /** A short match against the computer, dealt from a seed. */
  readonly match: string;
  readonly extras: readonly string[];
}

export const GAME_PAGES: readonly GamePages[] = READY_GAMES.map((g) => ({
  slug: g.slug,
  home: `/${g.slug}/`,
  lesson: `/${g.slug}/learn/${g.testing.sampleLesson}/`,
  rules: `/${g.slug}/rules/`,
  glossary: `/${g.slug}/glossary/`,
  play: `/${g.slug}/play/`,
  match: `/${g.slug}/play/${g.testing.shortMatch}`,
  extras: g.pages.map((p) => `/${g.slug}/${p.slug}/`),
}));

/** Every page of the site worth checking, the home page first. */
export const ALL_PAGES: readonly string[] = [
  '/',
  // The search page with results on it, the first game's rules searched.
  `/search/?q=cards&game=${READY_GAMES[0]?.slug ?? ''}`,
  '/glossary/',
  ...GAME_PAGES.flatMap((g) => [g.home, g.lesson, g.rules, g.glossary, g.play, g.match, ...g.extras]),
];
