/**
 * Echad verdicts for the catalogue test: those met in seeded rounds played by the bot
 * (every candidate move of the player to act, every seat asking whose turn it is), and the options checks.
 */
import type { Verdict } from '../../engine/verdict';
import { botMove } from './bot';
import type { Colour } from './cards';
import { parsePosition } from './position';
import { apply, check, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type EchadState } from './state';
import { candidates } from './test-support';

const ROUNDS = 150;

function* verdictsAt(state: EchadState): Generator<Verdict> {
  for (let seat = 0; seat < state.hands.length; seat++) yield turnCheck(state, seat);
  for (const move of candidates(state)) yield check(state, move);
}

/** Moments the bots never make: a player who forgot to say "Echad", and a colour that is not one of the four. */
function* rareVerdicts(): Generator<Verdict> {
  const forgot = parsePosition('you: b3 g5 | p2: y7 | discard: b7 | turn: you | echad: p2 open');
  yield check(forgot, { type: 'challenge', by: 0 });
  const wild = parsePosition('you: b3 g5 | p2: 4 | discard: b7 W | colour: none | step: choose-colour');
  yield check(wild, { type: 'choose-colour', colour: 'purple' as Colour });
}

export function* echadVerdicts(): Generator<Verdict> {
  yield* rareVerdicts();
  for (let players = 0; players <= 12; players++) yield checkOptions({ ...DEFAULT_OPTIONS, players });
  yield checkOptions({ ...DEFAULT_OPTIONS, target: 0 });
  for (let seed = 0; seed < ROUNDS; seed++) {
    const options = {
      ...DEFAULT_OPTIONS,
      players: 2 + (seed % 9),
      drawUntilMatch: seed % 3 === 0,
      reverseSkipsWithTwo: seed % 2 === 0,
    };
    let s = setup(options, `catalogue ${seed}`);
    let rng = seed;
    while (s.status === 'playing') {
      yield* verdictsAt(s);
      const r = botMove(s, s.current, rng);
      rng = r.rng;
      s = apply(s, r.move);
    }
    yield* verdictsAt(s); // EC-24: the round is over
  }
}
