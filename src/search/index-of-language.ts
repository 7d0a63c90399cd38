/**
 * What the search indexes in a language: every game that speaks it (or those given), its rules,
 * rulings and glossary words in it, read from content/<game>/ as the build reads them, with the
 * games' own words the search reads (their `searchWords`). Used by the index routes, the tests and
 * the bench.
 */
import type { GameModule } from '../games/module';
import { gamesIn, gameWords } from '../i18n/game-languages';
import type { Lang } from '../i18n/languages';
import { catalogueIn, glossaryIn } from '../i18n/read-content';
import { documentsOf, type SearchIndexData } from './documents';
import { joinSearchWords } from './game-words';
import type { AskedLanguage } from './question-language';

export function indexDataIn(lang: Lang, games: readonly GameModule[] = gamesIn(lang)): SearchIndexData {
  const askedIn: Partial<Record<AskedLanguage, string[]>> = {};
  for (const game of games) for (const language of game.askedIn ?? []) (askedIn[language] ??= []).push(game.slug);
  return {
    words: joinSearchWords(games.map((game) => game.searchWords)),
    askedIn,
    documents: games.flatMap((game) =>
      documentsOf(
        { slug: game.slug, name: gameWords(game, lang).name },
        catalogueIn(game.slug, lang),
        glossaryIn(game.slug, lang),
        lang,
      ),
    ),
  };
}
