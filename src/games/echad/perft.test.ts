/**
 * Perft: the number of move sequences from fixed positions, to depth 3 (chessops pins the same for chess).
 * Any change to what is legal changes a number here. The first position is counted by hand in the
 * comments; the others were counted by the engine once and pinned.
 */
import { describe, expect, test } from 'vitest';
import { parsePosition } from './position';
import { apply, legalMoves } from './rules';
import type { EchadState } from './state';

export function perft(state: EchadState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(apply(state, m), depth - 1);
  return n;
}

const POSITIONS: readonly [name: string, position: string, counts: readonly number[]][] = [
  // By hand. Depth 1: b3 and W fit b5, y1 does not; or draw: 3.
  // Depth 2: after b3, Player 2 may play r3 or b7, or draw (3); after W, four colours (4); after drawing r2,
  // which does not fit, only keep (1): 8.
  // Depth 3: after b3 then r3 or b7, you may play W with or without "Echad" or draw (3 + 3), after b3 then a
  // draw (r2, no fit) only keep (1); after W and blue, red or yellow Player 2 has one card of it or a draw
  // (2 + 2 + 2), after green only a draw (1); after draw and keep, Player 2 has b7 or a draw (2): 16.
  ['two players, every card named', 'you: b3 W y1 | p2: r3 y9 b7 | discard: b5 | pile: g1 r2', [3, 8, 16]],
  ['four players, a plain turn', 'you: b3 r3 W gP y7 b5 | p2: 7 | p3: 7 | p4: 7 | discard: b5 | pile: 40', [4, 11, 33]],
  ['a next-to-last card and the call-out', 'you: b5 r3 | p2: r2 y4 g6 | p3: 5 | discard: b3', [5, 12, 19]],
  [
    'answering a Pick Up 3',
    'you: r5 y7 g2 g4 | p2: b9 rP W W3 | p3: 5 | discard: bP | turn: p2 | step: pick-up',
    [1, 1, 2],
  ],
  [
    'a Wild Pick Up 3 turned up first',
    'you: 7 | p2: 7 | p3: 7 | discard: W3 | turn: p2 | step: pick-up first',
    [1, 4, 11],
  ],
  [
    'draw until a card fits',
    'you: r5 y7 g1 | p2: 6 | discard: b3 | pile: b9 g8 g2 | rules: draw-until-match',
    [1, 1, 1],
  ],
];

describe('perft', () => {
  test.each(POSITIONS)('%s', (_name, position, counts) => {
    const state = parsePosition(position);
    expect(counts.map((_, i) => perft(state, i + 1))).toEqual(counts);
  });
});
