/**
 * Hand and Foot verdicts for the catalogue test: those of the rule table, the options checks, and
 * those met in seeded deals played by the computer: at every step, every seat asking whether it
 * may act, and the player to act trying every listed candidate, every move of the other kinds, a
 * card of another seat and one of its foot, whether allowed or not.
 */
import type { Verdict } from '../../engine/verdict';
import type { HfCard } from './cards';
import { botMove } from './bot';
import { candidateMoves } from './move-list';
import { VERDICT_CASES } from './rule-cases';
import { apply, check, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type HfMove, type HfState } from './state';

const DEALS = 6;

/** Moves the player to act could try now, allowed or not. */
export function candidates(state: HfState): HfMove[] {
  const seat = state.step.kind === 'choose' ? (state.step.waiting[0] ?? 0) : state.current;
  const hand = state.hands[seat] ?? [];
  const other = state.hands[(seat + 1) % state.options.players]?.[0];
  const foot = state.feet[seat]?.[0];
  const strangers = [other, foot].filter((c): c is HfCard => c !== undefined);
  const out: HfMove[] = [
    ...candidateMoves(state),
    { type: 'choose', seat, packet: 0 },
    { type: 'draw', piles: [0, 0] },
  ];
  for (const c of [...hand.slice(0, 3), ...strangers]) {
    out.push({ type: 'discard', card: c }, { type: 'meld', groups: [{ to: null, cards: [c] }] });
    out.push({ type: 'meld', groups: [{ to: 0, cards: [c] }] });
  }
  const pair = hand.slice(0, 2);
  if (pair.length === 2)
    out.push({ type: 'pickup', pair: [pair[0] as HfCard, pair[1] as HfCard], to: null, melds: [] });
  return out;
}

/** Malformed moves a caller could still send: a packet or pile that does not exist, a pair of one card. */
function* oddVerdicts(): Generator<Verdict> {
  const dealt = setup(DEFAULT_OPTIONS, 'odd');
  yield check(dealt, { type: 'choose', seat: 0, packet: 2 as 0 });
  let s = dealt;
  for (let seat = 0; seat < 4; seat++) s = apply(s, { type: 'choose', seat, packet: 0 });
  yield check(s, { type: 'draw', piles: [0] as unknown as [number, number] });
  yield check(s, { type: 'draw', piles: [0, 5] });
  const card = s.hands[0]?.[0] as HfCard;
  const top = { ...s, discard: [card] };
  yield check(top, { type: 'pickup', pair: [card, card], to: null, melds: [] });
}

function* verdictsAt(state: HfState): Generator<Verdict> {
  for (let seat = 0; seat < state.options.players; seat++) yield turnCheck(state, seat);
  for (const move of candidates(state)) yield check(state, move);
}

export function* handAndFootVerdicts(): Generator<Verdict> {
  for (const c of VERDICT_CASES) yield c.verdict();
  yield* oddVerdicts();
  for (const players of [3, 4, 5, 6]) yield checkOptions({ ...DEFAULT_OPTIONS, players });
  yield checkOptions({ ...DEFAULT_OPTIONS, piles: 3 });
  yield checkOptions({ ...DEFAULT_OPTIONS, deals: 0 });
  yield checkOptions({ ...DEFAULT_OPTIONS, owner: 7 });
  for (let seed = 0; seed < DEALS; seed++) {
    const players = seed % 2 === 0 ? 4 : 6;
    let s = setup({ ...DEFAULT_OPTIONS, players, piles: players === 6 ? 4 : 2, deals: 1 }, `catalogue ${seed}`);
    let rng = 1;
    while (s.status === 'playing') {
      yield* verdictsAt(s);
      const seat = s.step.kind === 'choose' ? (s.step.waiting[0] as number) : s.current;
      const chosen = botMove(s, seat, rng);
      rng = chosen.rng;
      s = apply(s, chosen.move);
    }
    yield* verdictsAt(s); // HF-45: the deal (and this one-deal match) is over
  }
}
