/**
 * Whole games played by the computer in every seat, each from its own view, from seeded random
 * deals (2 and 4 players), checking after every move what is MazzelTof's own: all 108 cards in
 * exactly one place (hands, open cards, draw piles, penalty stacks, the three piles, the removed
 * piles), every position met one the lesson check lets a lesson show (impossible.ts), every move
 * offered and every move made allowed, and every game ending with exactly one winning team, whose
 * draw pile is empty (MT-47, MT-A6).
 *
 * Why games end: every turn a team plays shortens its draw pile and penalty stack together. Before
 * the last six it draws at least two cards and passes at most one onto the penalty stack (MT-32,
 * MT-29); in the last six it handles one revealed card and no longer makes penalty cards (MT-38,
 * MT-39). Only a skip takes a turn away, and every skip uses up a 10 or a wild on a pile for good
 * (the piles never come back, MT-35): 8 tens, 8 twos and 4 jokers, so at most 20 skips. A team's
 * draw pile and penalty stack hold at most 53 cards between them, and the teams take turns, so a
 * game lasts at most TURN_BOUND = 2 × 53 + 20 turns. Within a turn each play uses up a card and a
 * refill shortens the draw pile, so the moves are bounded too; MOVE_BOUND is far above every game met.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { movesOf } from './actors';
import { botMove } from './bot';
import { allCards } from './cards';
import { impossible } from './impossible';
import { apply, check } from './rules';
import { setup } from './setup';
import type { MtState } from './state';
import { teamOf } from './table';
import { view } from './view';

const GAMES = 1_000;
const MOVE_BOUND = 3_000;
const TURN_BOUND = 2 * 53 + 20;
const ALL = allCards()
  .map((c) => c.id)
  .join();

function cardsProblem(s: MtState): string | null {
  const ids = [
    ...s.hands.flat(),
    ...s.open.flat(),
    ...s.draw.flat(),
    ...s.penalty.flat(),
    ...s.piles.flat(),
    ...s.removed,
  ]
    .map((c) => c.id)
    .sort((a, b) => a - b);
  return ids.join() === ALL ? null : `${ids.length} cards, not the 108 once each`;
}

/** Plays one game; throws at the first broken invariant. Returns the final state, moves and turns. */
export function playGame(
  start: MtState,
  tally?: Map<string, number>,
): { final: MtState; moves: number; turns: number } {
  let s = start;
  let moves = 0;
  let turns = 0;
  let rng = start.rng;
  const first = cardsProblem(s) ?? impossible(s);
  if (first) throw new Error(`at the deal: ${first}`);
  while (s.status === 'playing') {
    const seat = s.current;
    for (const m of movesOf(s, seat)) {
      const v = check(s, m);
      if (!v.ok) throw new Error(`offered ${JSON.stringify(m)}, refused by ${v.rule}`);
    }
    const chosen = botMove(view(s, seat), seat, rng);
    rng = chosen.rng;
    const verdict = check(s, chosen.move);
    if (!verdict.ok) throw new Error(`seat ${seat} made ${JSON.stringify(chosen.move)}, refused by ${verdict.rule}`);
    const key = chosen.move.type === 'play' ? `play from ${chosen.move.from.kind}` : chosen.move.type;
    tally?.set(key, (tally.get(key) ?? 0) + 1);
    tally?.set(verdict.rule, (tally.get(verdict.rule) ?? 0) + 1);
    const next = apply(s, chosen.move);
    if (next.current !== s.current || next.event?.kind === 'skipped') turns++;
    if (next.event?.kind === 'skipped') tally?.set('skipped', (tally.get('skipped') ?? 0) + 1);
    s = next;
    const problem = cardsProblem(s) ?? impossible(s);
    if (problem) throw new Error(`after move ${moves}: ${problem}`);
    if (++moves > MOVE_BOUND) throw new Error(`the game did not end within ${MOVE_BOUND} moves`);
  }
  return { final: s, moves, turns };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

describe('seeded whole games', () => {
  test(`${GAMES} games: 108 cards in place, only allowed moves, an end and one winning team`, () => {
    const lengths: Record<number, number[]> = { 2: [], 4: [] };
    const turnCounts: Record<number, number[]> = { 2: [], 4: [] };
    const tally = new Map<string, number>();
    fc.assert(
      fc.property(fc.constantFrom(2, 4), fc.nat(), (players, seed) => {
        const { final, moves, turns } = playGame(setup({ players, games: 1 }, seed), tally);
        lengths[players]?.push(moves);
        turnCounts[players]?.push(turns);
        expect(turns).toBeLessThanOrEqual(TURN_BOUND);
        expect(final.status).toBe('match-over');
        expect(final.winner === 0 || final.winner === 1).toBe(true);
        const winner = final.winner as number;
        // MT-47, MT-A6: exactly one team won, the one whose draw pile is played through.
        expect(final.scores.filter((n) => n === 1)).toHaveLength(1);
        expect(final.draw[winner]).toHaveLength(0);
        expect((final.draw[1 - winner]?.length ?? 0) > 0).toBe(true);
        expect(teamOf(final.history[0]?.wentOut as number)).toBe(winner);
      }),
      { numRuns: GAMES, seed: 108 },
    );
    for (const players of [2, 4]) {
      const sorted = (lengths[players] ?? []).slice().sort((a, b) => a - b);
      const sortedTurns = (turnCounts[players] ?? []).slice().sort((a, b) => a - b);
      console.log(
        `MazzelTof, ${players} players, ${sorted.length} games: moves median ${percentile(sorted, 50)}, p90 ${percentile(sorted, 90)}, max ${sorted[sorted.length - 1]}; turns median ${percentile(sortedTurns, 50)}, p90 ${percentile(sortedTurns, 90)}, max ${sortedTurns[sortedTurns.length - 1]}`,
      );
      expect(sorted[sorted.length - 1]).toBeLessThan(MOVE_BOUND);
    }
    expect((lengths[2]?.length ?? 0) + (lengths[4]?.length ?? 0)).toBe(GAMES);
    console.log(`Moves and verdicts met: ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    // The special turns are really met, not only plain plays.
    for (const kind of [
      'draw',
      'refill',
      'pass',
      'lay',
      'play from open',
      'play from revealed',
      'cancel-skip',
      'skipped',
      'MT-29',
      'MT-35',
    ])
      expect(tally.get(kind), kind).toBeGreaterThan(0);
  }, 600_000);
});
