/**
 * Property tests over whole seeded rounds (fast-check): 2–10 players, house rules varied, seats played
 * by the bot or by a random player who tries every kind of allowed move, call-outs by any seat included.
 * Source: the invariants of DESIGN.md §10 (cards conserved, only legal moves applied, the round ends),
 * and every position met one the lesson check lets a lesson show (impossible.ts).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seedRng, type RngState } from '../../engine/rng';
import { mayAct } from '../../engine/actors';
import { DECK_SIZE, handPoints } from './cards';
import { impossible } from './impossible';
import { apply, check, isAllowed, legalMoves, moverOf } from './rules';
import { actors } from './actors';
import { formatPosition } from './position';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type EchadOptions, type EchadState } from './state';
import { allCards, candidates, carelessMove, deckIds, moveKey } from './test-support';

/**
 * No round below comes near this many moves: over 10,000 trial rounds with the same mix of players and
 * house rules the median was 106 moves, the longest 1,807 (draw-until-match, careless players).
 * Draws, keeps, colours and call-outs count as moves.
 */
const MOVE_BOUND = 5000;

interface RoundRun {
  readonly start: EchadState;
  readonly end: EchadState;
  readonly moves: number;
}

/** How often each kind of move was made, over all the rounds. */
const KINDS = new Map<string, number>();

/** A failed invariant inside the hot loop: plain throws, since expect() per move is slow. */
function fail(message: string, state: EchadState): never {
  throw new Error(`${message}\n  at: ${formatPosition(state, { reveal: true })}`);
}

/** Plays one round; `deep` checks legalMoves against check() over every candidate at every move. */
function playRound(options: EchadOptions, seed: number, chaos: readonly number[], deep: boolean): RoundRun {
  const start = setup(options, seed);
  let state = start;
  let rng: RngState = seedRng(seed ^ 0x5eed);
  let moves = 0;
  const ids = new Set(deckIds(state));
  const seen = new Set<string>();
  while (state.status === 'playing') {
    const cards = allCards(state);
    if (cards.length !== DECK_SIZE) fail(`${cards.length} cards in play, not ${DECK_SIZE}`, state);
    seen.clear();
    for (const c of cards) if (ids.has(c.id)) seen.add(c.id);
    if (seen.size !== DECK_SIZE) fail('a card is missing or doubled', state);
    // Every position met is one the lesson check lets a lesson show.
    const why = impossible(state);
    if (why !== null) fail(`a position no round reaches: ${why}`, state);
    if (deep) {
      const legal = legalMoves(state).map(moveKey).sort().join(', ');
      const allowed: string[] = [];
      for (const m of candidates(state)) {
        const ok = check(state, m).ok;
        if (isAllowed(state, m) !== ok) fail(`isAllowed disagrees with check on ${moveKey(m)}`, state);
        if (ok) allowed.push(moveKey(m));
      }
      const expected = [...new Set(allowed)].sort().join(', ');
      if (legal !== expected) fail(`legalMoves gives [${legal}] but check allows [${expected}]`, state);
    }
    const pick = carelessMove(state, rng, chaos[state.current] ?? 0);
    rng = pick.rng;
    const verdict = check(state, pick.move);
    if (!verdict.ok) fail(`${moveKey(pick.move)} refused by ${verdict.rule}`, state);
    // The seat that makes the move is among those who may act, so the session judges it as check does
    // (session.ts): call-outs by any other seat (EC-22) come through actors() as windows.
    const mover = moverOf(state, pick.move) ?? fail('a move with nobody to make it', state);
    if (!mayAct(actors(state), mover)) fail(`${moveKey(pick.move)} by seat ${mover}, who may not act`, state);
    state = apply(state, pick.move);
    KINDS.set(pick.move.type, (KINDS.get(pick.move.type) ?? 0) + 1);
    if (++moves >= MOVE_BOUND) fail(`the round passed ${MOVE_BOUND} moves`, state);
  }
  const why = impossible(state);
  if (why !== null) fail(`a position no round reaches: ${why}`, state);
  return { start, end: state, moves };
}

const optionsArb = fc.record({
  players: fc.integer({ min: 2, max: 10 }),
  drawUntilMatch: fc.boolean(),
  reverseSkipsWithTwo: fc.boolean(),
  letterSplit: fc.constantFrom('yud-once' as const, 'alef-once' as const),
});

describe('whole rounds', () => {
  test("1,000 seeded rounds: cards conserved, only allowed moves, the round ends, the winner collects the others' points", () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.constantFrom(0, 0.1, 0.3), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 3 }),
        (opts, seed, chaos, deepDraw) => {
          const deep = deepDraw < 2;
          const options: EchadOptions = { ...DEFAULT_OPTIONS, ...opts };
          const { end } = playRound(options, seed, chaos, deep);
          expect(end.status).not.toBe('playing');
          const winner = end.wentOut as number;
          expect(end.hands[winner]).toHaveLength(0);
          const others = end.hands.reduce((sum, h, seat) => (seat === winner ? sum : sum + handPoints(h)), 0);
          expect(end.roundPoints?.[winner]).toBe(others);
          expect(end.scores[winner]).toBe(others);
          expect(end.roundPoints?.reduce((a, b) => a + b, 0)).toBe(others);
          expect(legalMoves(end)).toEqual([]);
        },
      ),
      { numRuns: 1000, seed: 20240611 },
    );
    // The rounds went through every kind of move.
    expect([...KINDS.keys()].sort()).toEqual(['challenge', 'choose-colour', 'draw', 'keep', 'play']);
  }, 60_000);
});
