/**
 * "Perft": the number of move sequences of each length from fixed positions, pinned. A move is
 * any move of any seat that may act: the turn, a refill, and the moves of an open window (a quick
 * play, a snatch, letting it go), so a change to who may act or what a move does changes a count.
 *
 * The counts of the first position are worked out by hand in its comment; the others pin the
 * engine as it is.
 */
import { describe, expect, test } from 'vitest';
import { actors, movesOf } from './actors';
import { parsePosition } from './position';
import { apply } from './rules';
import type { MezzaMove, MezzaState } from './state';

function allMoves(state: MezzaState): MezzaMove[] {
  const seats = [...new Set(actors(state).map((a) => a.seat))];
  return seats.flatMap((seat) => movesOf(state, seat));
}

function perft(state: MezzaState, depth: number): number {
  if (depth === 0) return 1;
  const moves = allMoves(state);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + perft(apply(state, m), depth - 1), 0);
}

const CASES: readonly { name: string; position: string; counts: readonly number[] }[] = [
  {
    /*
     * You hold 5 5 8 on a 5; the draw pile is 9, then 2. p2 holds 6 7 T.
     * Depth 1 (3): play 5, play 5 5 (MZ-13), play 8.
     * Depth 2 (3): each leaves fewer than three cards in hand, so the refill is the one move (MZ-16).
     * Depth 3 (7): no drawn card matches and no half is on top, so p2 plays: on 5 the 6, 7 or T (3),
     *   on 5 5 5 the same (3), on 8 only T (1).
     * Depth 4 (9): after 5, p2's play leaves it two cards and one card to draw (3 × 1);
     *   after 5 5 the draw pile is empty: on p2's 6 you play 8 or 9 (2); p2's 7 skips you and with
     *   two players comes back to p2, who has only T left to fit (1); on p2's T (still 5) 8 or 9 (2);
     *   after 8, p2's T and its refill (1).
     */
    name: 'two players, a short draw pile',
    position: 'you: 5 5 8 / #3 / #3 | p2: 6 7 T / #3 / #3 | pile: 5 | draw: 9 2',
    counts: [3, 3, 7, 9],
  },
  {
    name: 'three players, a snatch window open after a 6½',
    position:
      'you: 2 5 8 / #3 / #3 | p2: 9 ½ 7 / #3 / #3 | p3: ½ ½ 5 / #3 / #3 | pile: 6½ | draw: #10 | turn: p2 | step: snatch you',
    counts: [6, 8, 12],
  },
  {
    name: 'four players at the swap',
    position:
      'you: 2 5 8 / 9½ T 7 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | p4: #3 / #3 / #3 | draw: #10 | step: swap | seed: 4',
    counts: [34, 1134],
  },
  {
    name: 'the end of a game: face-up and face-down cards',
    position: 'you: - / 8 8 / 4 | p2: - / - / 9½ ½ | p3: 2 / #2 / - | pile: 5 | turn: you',
    counts: [2, 4, 4],
  },
];

describe('perft', () => {
  test.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const start = parsePosition(c.position);
    expect(c.counts.map((_, i) => perft(start, i + 1))).toEqual(c.counts);
  });
});
