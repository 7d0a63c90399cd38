/**
 * MazzelTof verdicts for the catalogue test: those of the rule table, the options checks, and those
 * met in seeded games played by the computer: at every step, every seat asking whose turn it is,
 * and the player to act trying every card it can name (hand, every seat's open cards, the revealed
 * draw pile) on every pile, every pass, and every other kind of move, whether allowed or not.
 */
import type { Verdict } from '../../engine/verdict';
import { seatZone, teamZone } from '../../engine/zones';
import { botMove } from './bot';
import { VERDICT_CASES } from './rule-cases';
import { parsePosition } from './position';
import { apply, check, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { PILES, type MtMove, type MtState } from './state';
import { drawOf, teamOf } from './table';

const GAMES = 16;

/** Every move the player to act could try now, allowed or not. */
export function candidates(state: MtState): MtMove[] {
  const seat = state.current;
  const team = teamOf(seat);
  const plays: MtMove[] = [];
  const hand = state.hands[seat] ?? [];
  for (const pile of PILES) {
    for (const c of hand) plays.push({ type: 'play', pile, cards: [c], from: seatZone('hand', seat) });
    state.open.forEach((open, owner) => {
      for (const c of open) plays.push({ type: 'play', pile, cards: [c], from: seatZone('open', owner) });
    });
    // The revealed pile's top card, and one below it; a card of another seat's hand.
    for (const c of drawOf(state, team).slice(-2))
      plays.push({ type: 'play', pile, cards: [c], from: teamZone('revealed', team) });
    const other = state.hands[(seat + 1) % state.hands.length]?.[0];
    if (other)
      plays.push({ type: 'play', pile, cards: [other], from: seatZone('hand', (seat + 1) % state.hands.length) });
    plays.push({ type: 'play', pile, cards: [], from: seatZone('hand', seat) });
  }
  const openCard = state.open[seat]?.[0] ?? state.open.flat()[0];
  return [
    ...plays,
    ...hand.map((card): MtMove => ({ type: 'pass', card })),
    ...(openCard ? [{ type: 'pass', card: openCard } as MtMove] : []),
    { type: 'draw' },
    { type: 'refill' },
    { type: 'lay' },
    { type: 'end' },
    { type: 'cancel-skip' },
    { type: 'sit-out' },
  ];
}

function* verdictsAt(state: MtState): Generator<Verdict> {
  for (let seat = 0; seat < state.hands.length; seat++) yield turnCheck(state, seat);
  for (const move of candidates(state)) yield check(state, move);
}

export function* mazzeltofVerdicts(): Generator<Verdict> {
  for (const c of VERDICT_CASES) yield c.verdict();
  for (let players = 0; players <= 6; players++) yield checkOptions({ players, games: 1 });
  yield checkOptions({ players: 4, games: 0 });
  // A skipped player holding neither a joker nor a 2, which the seeded games may not meet.
  const skipped =
    'you: ♣5 ♦7 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';
  yield check(parsePosition(`${skipped} | pawn: you | step: skip`), { type: 'cancel-skip' });
  for (let seed = 0; seed < GAMES; seed++) {
    let s = setup({ players: seed % 2 === 0 ? 4 : 2, games: 1 }, `catalogue ${seed}`);
    while (s.status === 'playing') {
      yield* verdictsAt(s);
      s = apply(s, botMove(s, s.current, 1).move);
    }
    yield* verdictsAt(s); // MT-47: the game is over
  }
}
