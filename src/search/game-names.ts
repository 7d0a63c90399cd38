/**
 * A game named in a question: "who goes first in hand and foot" asks Hand and Foot's rules who
 * goes first. The name says which game, not which rule, so the question is searched in that game
 * and without the name's words, which would otherwise pull towards rules that use them ("hand",
 * "foot").
 */
import type { SearchDocument } from './documents';
import { QUESTION_WORDS, type Reading } from './reading';

/** A game's name as the words a question may spell it in: "hand and foot", "hand foot", "mazzeltof". */
export interface GameName {
  readonly slug: string;
  /** The game's name as its pages write it. */
  readonly name: string;
  readonly words: readonly string[];
}

/** The names of the games of an index, as read, longest first so that a longer name wins. */
export function gameNamesOf(documents: readonly SearchDocument[], reading: Reading): GameName[] {
  const names = new Map<string, GameName>();
  for (const { game, gameName } of documents) {
    for (const written of [gameName, game.replace(/-/g, ' ')]) {
      const words = reading.wordsOf(written);
      // "Hand & Foot" reads as "hand foot": the name without its small words is the name too.
      const bare = words.filter((w) => !QUESTION_WORDS.has(w));
      for (const spelt of [words, bare]) {
        if (spelt.length > 0) names.set(`${game}:${spelt.join(' ')}`, { slug: game, name: gameName, words: spelt });
      }
    }
  }
  return [...names.values()].sort((a, b) => b.words.length - a.words.length);
}

/** The games a question's words name, and its words without the names. */
export function namedGames(words: readonly string[], names: readonly GameName[]): { games: string[]; rest: string[] } {
  const games = new Set<string>();
  let rest = [...words];
  for (const name of names) {
    for (let at = indexOf(rest, name.words); at !== -1; at = indexOf(rest, name.words)) {
      games.add(name.slug);
      rest = [...rest.slice(0, at), ...rest.slice(at + name.words.length)];
    }
  }
  return { games: [...games], rest };
}

/** Where a run of words starts in a longer one, or -1. */
function indexOf(words: readonly string[], run: readonly string[]): number {
  for (let at = 0; at + run.length <= words.length; at++) {
    if (run.every((w, i) => words[at + i] === w)) return at;
  }
  return -1;
}
