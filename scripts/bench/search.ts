/**
 * The rule search measured on its question set (test/search/questions/): how often a rule that
 * answers the question is among the first three results, within its game and across all games,
 * with the misses named; and how long a question takes and what the index weighs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { READY_GAMES } from '../../src/games/registry';
import { indexDataIn } from '../../src/search/index-of-language';
import { answer, buildIndex, type RuleIndex } from '../../src/search/engine';
import { questionsOf, type SearchQuestion } from '../../src/search/questions';

/** Whether one of the first three results answers the question, searched in its game or in all. */
export function inFirstThree(index: RuleIndex, q: SearchQuestion, game: string): boolean {
  const firstThree = answer(index, q.q, game).found.slice(0, 3);
  return firstThree.some((f) => q.rules.includes(f.document.number));
}

export interface Quality {
  readonly questions: number;
  readonly inGame: number;
  /** Answered by the very first result, within its game. */
  readonly firstInGame: number;
  readonly acrossGames: number;
  readonly misses: readonly string[];
}

/**
 * Which questions: the first set's tuning questions, those it held out, all of it, or a later set
 * (the sixth in two parts: the questions a change was made with, and those kept aside from it).
 */
export type QuestionSet = 'tuning' | 'heldOut' | 'all' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'sixthHeldOut';

function questionsIn(game: string, which: QuestionSet): SearchQuestion[] {
  if (which === 'second' || which === 'third' || which === 'fourth' || which === 'fifth') return questionsOf(game, which);
  if (which === 'sixth' || which === 'sixthHeldOut')
    return questionsOf(game, 'sixth').filter((q) => q.heldOut === (which === 'sixthHeldOut'));
  return questionsOf(game).filter((q) => which === 'all' || q.heldOut === (which === 'heldOut'));
}

export function searchQuality(which: QuestionSet = 'tuning'): Record<string, Quality> {
  const index = buildIndex(indexDataIn('en', READY_GAMES));
  const byGame: Record<string, Quality> = {};
  for (const game of READY_GAMES) {
    const questions = questionsIn(game.slug, which);
    const misses: string[] = [];
    let inGame = 0;
    let first = 0;
    let across = 0;
    for (const q of questions) {
      const ok = inFirstThree(index, q, game.slug);
      const okAll = inFirstThree(index, q, '');
      inGame += ok ? 1 : 0;
      first += q.rules.includes(answer(index, q.q, game.slug).found[0]?.document.number ?? '') ? 1 : 0;
      across += okAll ? 1 : 0;
      if (!ok || !okAll) {
        const got = answer(index, q.q, ok ? '' : game.slug)
          .found.slice(0, 3)
          .map((f) => f.document.id);
        misses.push(`${ok ? 'all games' : 'in game'}: "${q.q}" wants ${q.rules.join('/')}, got ${got.join(', ')}`);
      }
    }
    byGame[game.slug] = { questions: questions.length, inGame, firstInGame: first, acrossGames: across, misses };
  }
  return byGame;
}

/** The share of questions answered in the first three, as a percentage with one decimal. */
function percent(n: number, of: number): number {
  return of === 0 ? 0 : Math.round((1000 * n) / of) / 10;
}

export function searchFigures(which: QuestionSet = 'tuning'): Record<string, unknown> {
  const quality = searchQuality(which);
  const total = Object.values(quality).reduce((s, q) => s + q.questions, 0);
  const inGame = Object.values(quality).reduce((s, q) => s + q.inGame, 0);
  const first = Object.values(quality).reduce((s, q) => s + q.firstInGame, 0);
  const across = Object.values(quality).reduce((s, q) => s + q.acrossGames, 0);
  return {
    questions: which,
    total,
    inGamePercent: percent(inGame, total),
    firstInGamePercent: percent(first, total),
    acrossGamesPercent: percent(across, total),
    byGame: quality,
  };
}

/** What the search fetches on its first question: the index's entries, gzipped as served. */
export function searchIndexWeight(): Record<string, unknown> {
  const file = 'dist/search-index.json';
  const data = indexDataIn('en', READY_GAMES);
  const json = existsSync(file) ? readFileSync(file) : Buffer.from(JSON.stringify(data));
  const started = performance.now();
  buildIndex(data);
  return {
    entries: data.documents.length,
    gzipKB: +(gzipSync(json).length / 1024).toFixed(1),
    indexedInNodeMs: +(performance.now() - started).toFixed(1),
  };
}
