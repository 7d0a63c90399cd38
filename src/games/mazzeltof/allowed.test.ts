/**
 * allowed() (allowed.ts), which apply() asks instead of check(), is check(…).ok: on every fifth
 * position of seeded computer games (2 and 4 players) and on positions written by hand, for every
 * legal move and for a wide set of refused ones: every card of every hand, open area and draw pile
 * played from every zone onto every pile, and passed; two cards at once; an unknown pile; the moves
 * that name no card.
 */
import { describe, expect, test } from 'vitest';
import { seatZone, teamZone } from '../../engine/zones';
import { allowed } from './allowed';
import { botMove } from './bot';
import type { MtCard } from './cards';
import { parsePosition } from './position';
import { apply, check, legalMoves } from './rules';
import { setup } from './setup';
import { PILES, type MtMove, type MtState, type PileName } from './state';

const GAMES = 40;
const EVERY = 5;

function candidates(state: MtState): MtMove[] {
  const moves: MtMove[] = [
    ...legalMoves(state),
    { type: 'cancel-skip' },
    { type: 'sit-out' },
    { type: 'draw' },
    { type: 'refill' },
    { type: 'lay' },
    { type: 'end' },
  ];
  const seats = state.hands.map((_, seat) => seat);
  const sources = [
    ...seats.map((seat) => ({ cards: state.hands[seat] ?? [], from: seatZone('hand' as const, seat) })),
    ...seats.map((seat) => ({ cards: state.open[seat] ?? [], from: seatZone('open' as const, seat) })),
    ...state.draw.map((pile, team) => ({ cards: pile, from: teamZone('revealed' as const, team) })),
  ];
  const all: MtCard[] = sources.flatMap((s) => [...s.cards]);
  for (const card of all) {
    moves.push({ type: 'pass', card });
    for (const { from } of sources) for (const pile of PILES) moves.push({ type: 'play', pile, cards: [card], from });
  }
  const [a, b] = all;
  if (a && b) moves.push({ type: 'play', pile: 'red', cards: [a, b], from: seatZone('hand', state.current) });
  if (a) moves.push({ type: 'play', pile: 'green' as PileName, cards: [a], from: seatZone('hand', state.current) });
  moves.push({ type: 'play', pile: 'red', cards: [], from: seatZone('hand', state.current) });
  return moves;
}

function positions(): MtState[] {
  const met: MtState[] = [];
  for (const players of [2, 4])
    for (let seed = 0; seed < GAMES; seed++) {
      let s = setup({ players, games: 1 }, seed);
      for (let t = 0; s.status === 'playing'; t++) {
        if (t % EVERY === 0) met.push(s);
        s = apply(s, botMove(s, s.current, 1).move);
      }
      met.push(s);
    }
  return met;
}

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4';
const WRITTEN = [
  `you: ♣5 ♥9 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`,
  `you: * ♥9 / ♦J | p2: #5 | p3: ♣6 / ♠5 | p4: #5 | ${TABLE} | owe: yes`,
  `you: * ♥9 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: - | black: - | owe: yes | ten: yes`,
  `you: ♥9 ♠5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♥9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red`,
  `you: ♥9 ♠5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♥9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red | handled: yes`,
  `you: * | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♦9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red | owe: yes`,
  `you: - / ♦9 | p2: #5 | p3: - / ♠5 | p4: #5 | ${TABLE}`,
  `you: - | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: #7`,
];

describe('allowed', () => {
  test('is check().ok on computer-play and written positions, for legal and refused moves', () => {
    let legal = 0;
    let refused = 0;
    for (const s of [...positions(), ...WRITTEN.map((p) => parsePosition(p))])
      for (const m of candidates(s)) {
        const ok = check(s, m).ok;
        if (allowed(s, m) !== ok) expect.fail(`allowed() says ${!ok} on ${JSON.stringify(m)}`);
        if (ok) legal++;
        else refused++;
      }
    expect(legal).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(100_000);
  });
});
