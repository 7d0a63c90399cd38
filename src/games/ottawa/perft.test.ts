/**
 * "Perft": the number of legal move sequences of each length from fixed positions, pinned.
 * Any change to what legalMoves offers, or to what a move does, changes some count here.
 *
 * A move is one step of a turn: a draw, a play or a pass, so a turn with a draw is two moves.
 * A finished deal has no moves, so sequences that end the deal early add nothing deeper down.
 * Draws are deterministic: the named stock cards come first, then cards fixed by the position's
 * seed, and an OT-21 reshuffle uses the state's seeded generator.
 *
 * The counts were computed once with perft() below. Those of the first position are checked by
 * hand in its comment; the others pin the engine as it is.
 */
import { describe, expect, test } from 'vitest';
import { parsePosition } from './position';
import { apply, legalMoves } from './rules';
import type { OttawaState } from './state';

function perft(state: OttawaState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + perft(apply(state, m), depth - 1), 0);
}

interface PerftCase {
  readonly name: string;
  readonly position: string;
  /** Counts for depth 1, 2, 3 … */
  readonly counts: readonly number[];
}

const CASES: readonly PerftCase[] = [
  {
    /*
     * Two players; the stock is ♠7 then ♦2, nothing else (the other 45 cards lie under ♥7).
     * Depth 1 (2): you play ♥8 (OT-20) or draw; no pass, since ♥8 fits (OT-A2).
     * Depth 2 (4): after ♥8, p2 (♣4 ♦9, nothing fits on ♥8) draws or passes = 2;
     *   after your draw of ♠7, you must play ♥8 or ♠7 (OT-18) = 2.
     * Depth 3 (7): ♥8, p2 draws ♠7 (no fit) → pass only = 1; ♥8, p2 passes → you (♠K) draw or pass = 2;
     *   draw, ♥8 → p2 draws ♦2 or passes = 2; draw, ♠7 → p2 (nothing fits on ♠7) draws or passes = 2.
     * Depth 4 (10): ♥8, p2 draw, p2 pass → you draw or pass = 2; ♥8, p2 pass, you draw ♦2 → pass = 1;
     *   ♥8, p2 pass, you pass → a whole round of passes, p2 must draw (OT-A1) = 1;
     *   draw, ♥8, p2 draws ♦2 → pass = 1; draw, ♥8, p2 pass → you (♠K ♠7) draw or pass = 2;
     *   draw, ♠7, p2 draws ♦2 → pass = 1; draw, ♠7, p2 pass → you (♥8 ♠K on ♠7) draw or pass = 2.
     */
    name: 'two players, a two-card stock',
    position: 'you: ♥8 ♠K | p2: ♣4 ♦9 | discard: ♥7 | stock: ♠7 ♦2',
    counts: [2, 4, 7, 10, 14, 21],
  },
  {
    name: 'four players in mid-deal, several cards fitting',
    position:
      'you: ♠7 ♥9 ♣2 ♥8 ♦7 | p2: ♦8 ♠6 ♣8 ♥6 | p3: ♥10 ♣7 ♠9 | p4: ♠8 ♦6 ♣6 ♥J | discard: ♣3 ♥7 | stock: ♣K ♦J +12',
    counts: [4, 10, 19, 33, 59, 109],
  },
  {
    // p3 must draw after a whole round of passes (OT-A1), from a stock reshuffled out of the
    // discard pile (OT-21); p2 holds a single card and may go out (OT-22).
    name: 'three players, empty stock, a forced draw',
    position: 'you: ♠K ♣2 ♦10 ♥8 | p2: ♥6 | p3: ♦4 ♠3 ♣J ♥3 | discard: ♥5 ♥7 | stock: 0 | quiet: 3 | turn: p3',
    counts: [1, 1, 2, 3, 5, 8],
  },
];

describe('perft', () => {
  test.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const start = parsePosition(c.position);
    expect(c.counts.map((_, i) => perft(start, i + 1))).toEqual(c.counts);
  });
});
