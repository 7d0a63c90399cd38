/**
 * Ottawa moves in words, for the verdict's headline and the move log. An Ottawa card's label
 * (♠7) is how explanations name it too (names.ts: "♠7 has the same rank as ♥7").
 */
import { cardLabel } from '../../engine/french-deck';
import type { MoveWords } from '../../engine/move-words';
import type { OttawaMove } from './state';

export const ottawaWords: MoveWords<OttawaMove> = {
  describe: (move) =>
    move.type === 'play' ? `play ${cardLabel(move.card)}` : move.type === 'draw' ? 'draw a card' : 'pass',
  // No Ottawa move is secret (view.ts); the words a seat would read of one anyway.
  seen: (move) =>
    move.type === 'play' ? `played ${cardLabel(move.card)}` : move.type === 'draw' ? 'drew a card' : 'passed',
};
