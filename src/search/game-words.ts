/**
 * What a game adds to how the search reads a question: the names its players give its cards that
 * the kit's reading does not know. Plain data, given by the game's module (`searchWords`) and sent
 * to the browser with the search index, so that the kit itself names no game's cards.
 */

/** The ranks a letter on a card may stand for. */
export type RankName = 'ace' | 'king' | 'queen' | 'jack';

export interface GameSearchWords {
  /**
   * Letters the game's cards or rule sheet print for a rank, besides the usual A, K, Q and J: read
   * as that rank alone ("T") or beside a suit sign ("T♠").
   */
  readonly rankLetters?: Readonly<Record<string, RankName>>;
  /**
   * The game's own words that are also read as words its rules use: a player asks about "a chet",
   * the rules speak of letter cards, so "chet" is also read as "letter".
   */
  readonly alsoRead?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The words of several games, for one index: every game's letters and words are read in every
 * question, since a question asked of all games may be about any of them.
 */
export function joinSearchWords(games: readonly (GameSearchWords | undefined)[]): GameSearchWords {
  const rankLetters: Record<string, RankName> = {};
  const alsoRead: Record<string, string[]> = {};
  for (const game of games) {
    Object.assign(rankLetters, game?.rankLetters);
    for (const [word, also] of Object.entries(game?.alsoRead ?? {})) {
      alsoRead[word] = [...new Set([...(alsoRead[word] ?? []), ...also])];
    }
  }
  return { rankLetters, alsoRead };
}
