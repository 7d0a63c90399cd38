/**
 * The games of the tutor, in the order the home page shows them: one line a game. Every page,
 * the lesson check, the generic tests and the benchmarks come from this list.
 */
import type { ComingGame, GameModule, RegisteredGame } from './module';
import ottawa from './ottawa';
import echad from './echad';
import mezza from './mezza';
import mazzeltof from './mazzeltof';
import handAndFoot from './hand-and-foot';

/** A game announced on the home page before its module is ready. */
export const coming = (info: Omit<ComingGame, 'ready'>): ComingGame => ({ ...info, ready: false });

export const GAMES: readonly RegisteredGame[] = [
  ottawa,
  echad,
  mezza,
  mazzeltof,
  handAndFoot,
];

/** The games that can be learned and played. */
export const READY_GAMES: readonly GameModule[] = GAMES.filter((g): g is GameModule => g.ready);

export function gameBySlug(slug: string): GameModule | undefined {
  return READY_GAMES.find((g) => g.slug === slug);
}
