/**
 * "Perft": the number of move sequences of each length from fixed positions, pinned. A move is any
 * move of the seat that may act (legalMoves), so a change to who may act, what a move does or
 * which moves are listed changes a count. The first counts are worked out by hand in the comments.
 */
import { describe, expect, test } from 'vitest';
import { apply, legalMoves } from './rules';
import type { HfState } from './state';
import { type TableSpec, table } from './test-support';

function perft(state: HfState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + perft(apply(state, m), depth - 1), 0);
}

const CASES: readonly { name: string; spec: TableSpec; counts: readonly number[] }[] = [
  {
    /*
     * Depth 1 (3): your partnership has opened with 4s; you hold ♥9 ♠9 ♦9 ♣5 and no wild or 4, so
     * the new meld of 9s (HF-14) and a discard of a 9 or of the 5 (HF-25; one per kind of card).
     * Depth 2: after the meld, the ♣5 discarded walks into the foot (HF-24); after a discard the
     * next player draws, or picks up if its hand allows.
     */
    name: 'three of a kind and a card',
    spec: { hands: ['♥9 ♠9 ♦9 ♣5'], melds: [['♥4 ♠4 ♦4']] },
    counts: [3, 4, 27],
  },
  {
    /*
     * Depth 1 (2): of the draws only piles 1 and 2 (HF-12); the pickup of the ♥K with ♠K ♦K as a new
     * meld (the black book of kings is complete, so a new one starts, HF-A11), never onto that book
     * (HF-A8).
     */
    name: 'the draw or the pickup',
    spec: { hands: ['♠K ♦K ♣5'], melds: [['♥4 ♠4 ♦4', '♣K ♣K ♣K ♣K ♣K ♣K ♣2']], discard: '♣6 ♥K', step: 'draw' },
    counts: [2, 7],
  },
  {
    /*
     * Depth 1 (4): the first lay-down of kings and queens (60 ≥ 50, HF-16; either alone is 30, too
     * few), and the discard of a king, a queen or the 5.
     */
    name: 'a first lay-down',
    spec: { hands: ['♥K ♠K ♦K ♥Q ♠Q ♦Q ♣5'], melds: [] },
    counts: [4, 5],
  },
];

describe('perft', () => {
  test.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const start = table(c.spec);
    expect(c.counts.map((_, i) => perft(start, i + 1))).toEqual(c.counts);
  });
});
