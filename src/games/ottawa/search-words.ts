/**
 * How Ottawa's players name its cards, for the rule search: the rule sheet writes B, D, C and T for
 * the jack, queen, king and ace (OT-04), so players ask about "the T" or "a B♠".
 */
import type { GameSearchWords } from '../../search/game-words';

export const ottawaSearchWords: GameSearchWords = {
  rankLetters: { b: 'jack', d: 'queen', c: 'king', t: 'ace' },
};
