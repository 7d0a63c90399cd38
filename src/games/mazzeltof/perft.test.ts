/**
 * "Perft": the number of move sequences of each length from fixed positions, pinned. A move is
 * any move of the seat that may act, so a change to who may act or what a move does changes a count.
 *
 * The first count of the first position is worked out by hand in its comment; the rest pin the
 * engine as it is.
 */
import { describe, expect, test } from 'vitest';
import { parsePosition } from './position';
import { apply, legalMoves } from './rules';
import type { MtState } from './state';

function perft(state: MtState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + perft(apply(state, m), depth - 1), 0);
}

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';

const CASES: readonly { name: string; position: string; counts: readonly number[] }[] = [
  {
    /*
     * You hold ♥9 ♣5 and a joker on ♦8 / ♦7 / ♠4. Depth 1 (8): ♥9 on red (MT-13), ♣5 on black
     * (MT-14), the joker on each of the three piles (MT-17), and the pass of each of the three
     * cards (MT-26). No refill (the hand holds cards), no lay (no last six), no end (a pass is owed).
     */
    name: 'the example hand, four players',
    position: `you: ♥9 ♣5 * | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | seed: 3`,
    counts: [8, 26, 80],
  },
  {
    name: "a partner's open cards and a 10",
    position: `you: ♦10 ♥J | p2: #5 | p3: #5 / ♥9 ♠5 | p4: #5 | ${TABLE} | seed: 4`,
    counts: [4, 9, 31],
  },
  {
    /*
     * Depth 1 (6): the revealed ♥9 on red (MT-38), ♣5 on black, the joker on each pile, and laying
     * the ♥9 open (MT-A5); no pass before the revealed card is handled (MT-38).
     */
    name: 'the last six, two players',
    position: 'you: ♣5 * | p2: #7 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥9 ♠3 | revealed: red | blue-draw: #30',
    counts: [6, 20, 54],
  },
  {
    /* Depth 1 (2): cancel with the joker (MT-44) or sit out (MT-43); after either, one move (the draw, or p2's). */
    name: 'the skip decision',
    position: `you: * ♣5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip | seed: 5`,
    counts: [2, 2, 11],
  },
];

describe('perft', () => {
  test.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const start = parsePosition(c.position);
    expect(c.counts.map((_, i) => perft(start, i + 1))).toEqual(c.counts);
  });
});
