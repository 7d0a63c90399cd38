/**
 * Echad's table facts say what the engine says: who is to act, and a call-out offered to exactly the
 * seats that may make one, at every position of seeded rounds played carelessly enough to forget "Echad".
 */
import { describe, expect, test } from 'vitest';
import { seedRng, type RngState } from '../../../engine/rng';
import { apply, movesOf, toAct } from '../rules';
import { setup } from '../setup';
import { DEFAULT_OPTIONS, type EchadState } from '../state';
import { carelessMove } from '../test-support';
import { echadFacts } from './facts';

const dealt: EchadState = { ...setup({ ...DEFAULT_OPTIONS, players: 3 }, 'facts'), current: 2 };

/** Seat 1 went down to one card without saying "Echad", and seat 2 has not yet acted. */
const forgotten: EchadState = {
  ...dealt,
  hands: dealt.hands.map((cards, seat) => (seat === 1 ? cards.slice(0, 1) : cards)),
  echad: { seat: 1, said: false, turn: 1, open: true },
};

describe('echadFacts', () => {
  test('the others may call out a player who forgot to say "Echad"; the player who forgot may not', () => {
    expect(echadFacts(forgotten, 0).callOut).toBe(1);
    expect(echadFacts(forgotten, 2).callOut).toBe(1);
    expect(echadFacts(forgotten, 1).callOut).toBeNull();
  });

  test('no call-out once it was said, once the next turn began, or once the round is over', () => {
    const call = forgotten.echad!;
    expect(echadFacts({ ...forgotten, echad: { ...call, said: true } }, 0).callOut).toBeNull();
    expect(echadFacts({ ...forgotten, echad: { ...call, open: false } }, 0).callOut).toBeNull();
    expect(echadFacts({ ...forgotten, status: 'round-over' }, 0).callOut).toBeNull();
  });

  test('over whole seeded rounds, who acts and who may call out are as the engine says', () => {
    let callOuts = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let state = setup({ ...DEFAULT_OPTIONS, players: 2 + (seed % 4) }, seed);
      let rng: RngState = seedRng(seed);
      for (let moves = 0; state.status === 'playing' && moves < 400; moves++) {
        for (let seat = 0; seat < state.hands.length; seat++) {
          const facts = echadFacts(state, seat);
          expect(facts.acting).toBe(toAct(state));
          const mayCallOut = movesOf(state, seat).some((m) => m.type === 'challenge');
          expect(facts.callOut !== null).toBe(mayCallOut);
          if (mayCallOut) callOuts++;
        }
        const pick = carelessMove(state, rng, 0.3);
        state = apply(state, pick.move);
        rng = pick.rng;
      }
    }
    // The rounds reached positions with a call-out open, or the comparison proved little.
    expect(callOuts).toBeGreaterThan(0);
  });
});
