/**
 * Mezza verdicts for the catalogue test: those of the rule table, the options checks, and those met
 * in seeded games played by the computer: at every step, every seat asking whose turn it is and
 * trying each of its cards from hand and face-up, a blind card, a pick-up, a draw, a snatch and a
 * decline, whether allowed or not.
 */
import { seatZone } from '../../engine/zones';
import type { Verdict } from '../../engine/verdict';
import { firstToMove } from './actors';
import { singlePlays } from './practice';
import { botMove } from './bot';
import { VERDICT_CASES } from './rule-cases';
import { apply, check, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaState } from './state';

const GAMES = 120;

/** Every move a seat could try now, allowed or not. */
export function candidates(state: MezzaState, seat: number): MezzaMove[] {
  const hand = state.hands[seat] ?? [];
  const up = state.faceUp[seat] ?? [];
  const fromHand = seatZone('hand' as const, seat);
  const fromUp = seatZone('face-up' as const, seat);
  return [
    ...singlePlays(state, seat),
    ...hand.map((c): MezzaMove => ({ type: 'snatch', seat, cards: [c], from: fromHand })),
    ...hand.map((c): MezzaMove => ({ type: 'quick', cards: [c], from: fromHand })),
    ...up.slice(0, 1).map((c): MezzaMove => ({ type: 'quick', cards: [c], from: fromUp })),
    ...hand
      .slice(0, 1)
      .flatMap((h) => up.slice(0, 1).map((u): MezzaMove => ({ type: 'swap', seat, hand: h, faceUp: u }))),
    { type: 'blind', at: 0 },
    { type: 'blind', at: 5 },
    { type: 'pick-up' },
    { type: 'draw' },
    { type: 'decline', seat },
    { type: 'ready', seat },
  ];
}

function* verdictsAt(state: MezzaState): Generator<Verdict> {
  for (let seat = 0; seat < state.hands.length; seat++) {
    yield turnCheck(state, seat);
    for (const move of candidates(state, seat)) yield check(state, move);
  }
}

export function* mezzaVerdicts(): Generator<Verdict> {
  for (const c of VERDICT_CASES) yield c.verdict();
  for (let players = 0; players <= 8; players++) yield checkOptions({ ...DEFAULT_OPTIONS, players });
  yield checkOptions({ ...DEFAULT_OPTIONS, games: 0 });
  for (let seed = 0; seed < GAMES; seed++) {
    const options = {
      ...DEFAULT_OPTIONS,
      players: 2 + (seed % 5),
      deck: seed % 2 === 0 ? ('full' as const) : ('short' as const),
      nineHalfOnNineHalf: seed % 3 !== 0,
    };
    let s = setup(options, `catalogue ${seed}`);
    while (s.status === 'playing') {
      yield* verdictsAt(s);
      const seat = firstToMove(s) as number;
      s = apply(s, botMove(s, seat, 1).move);
    }
    yield* verdictsAt(s); // MZ-33: the game is over
  }
}
