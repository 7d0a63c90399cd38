/**
 * Ottawa verdicts for the catalogue test: those of the rule table, and those met in seeded deals
 * played by the bot (every card of the hand tried, a draw, a pass, and every seat asking whose turn it is).
 */
import type { Verdict } from '../../engine/verdict';
import { botMove } from './bot';
import { VERDICT_CASES } from './rule-cases';
import { apply, check, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaState } from './state';

const DEALS = 300;

function* verdictsAt(state: OttawaState): Generator<Verdict> {
  for (let seat = 0; seat < state.hands.length; seat++) yield turnCheck(state, seat);
  const hand = state.hands[state.current] ?? [];
  for (const card of hand) yield check(state, { type: 'play', card });
  yield check(state, { type: 'draw' });
  yield check(state, { type: 'pass' });
}

export function* ottawaVerdicts(): Generator<Verdict> {
  for (const c of VERDICT_CASES) yield c.verdict();
  for (let players = 0; players <= 9; players++) yield checkOptions({ ...DEFAULT_OPTIONS, players });
  for (let seed = 0; seed < DEALS; seed++) {
    // Four to seven players keep the deals short; two and three are in the rule table and the property tests.
    const players = 4 + (seed % 4);
    const scoring = seed % 2 === 0 ? 'penalty' : 'credit';
    let s = setup(
      { players, scoring, forcedDraw: seed % 3 !== 0, turnUp: seed % 3 !== 1, matchEnd: { kind: 'points', limit: 60 } },
      `catalogue ${seed}`,
    );
    while (s.status === 'playing') {
      yield* verdictsAt(s);
      const move: OttawaMove = botMove(s, s.current, s.rng).move;
      s = apply(s, move);
    }
    yield* verdictsAt(s); // OT-22: the deal is over
  }
}
