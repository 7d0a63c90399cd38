/**
 * allowed() (allowed.ts), which apply() asks instead of check(), is check(…).ok: on every third
 * position of seeded computer games (2 to 6 players, both decks), for every seat's legal moves and
 * for a wide set of refused ones: one, two or all cards of every kind of every seat's hand and
 * face-up cards, played from either zone; two kinds at once; a card twice; no card; the pick-up,
 * the draw, blind cards in and out of range, swaps of cards the seat does not hold, and the
 * windows' moves.
 */
import { describe, expect, test } from 'vitest';
import { seatZone } from '../../engine/zones';
import { movesOf } from './actors';
import { allowed } from './allowed';
import { botMove } from './bot';
import type { MezzaCard } from './cards';
import { parsePosition } from './position';
import { apply, check, toAct } from './rules';
import { setup } from './setup';
import type { MezzaMove, MezzaState, MezzaZone } from './state';

const GAMES = 40;
const EVERY = 3;
const ZONES: readonly MezzaZone[] = ['hand', 'face-up'];

function candidates(state: MezzaState): MezzaMove[] {
  const moves: MezzaMove[] = [{ type: 'pick-up' }, { type: 'draw' }];
  for (const at of [-1, 0, 0.5, 2, 3]) moves.push({ type: 'blind', at });
  const cards = [...state.hands, ...state.faceUp].flat();
  state.hands.forEach((_, seat) => {
    moves.push(...movesOf(state, seat), { type: 'decline', seat }, { type: 'ready', seat });
    // Swaps of cards the seat does not hold there: the two the wrong way round, another seat's.
    const hand = state.hands[seat]?.[0];
    const faceUp = state.faceUp[seat]?.[0];
    const other = state.faceUp[(seat + 1) % state.hands.length]?.[0];
    if (hand && faceUp) moves.push({ type: 'swap', seat, hand: faceUp, faceUp: hand });
    if (hand && other) moves.push({ type: 'swap', seat, hand, faceUp: other });
  });
  const byKind = new Map<string, MezzaCard[]>();
  for (const c of cards) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const sets: MezzaCard[][] = [[]];
  for (const same of byKind.values())
    sets.push(same.slice(0, 1), same.slice(0, 2), same, [same[0] as MezzaCard, same[0] as MezzaCard]);
  const [a, b] = [...byKind.values()].map((same) => same[0] as MezzaCard);
  if (a && b) sets.push([a, b]);
  for (const chosen of sets)
    for (const zone of ZONES) {
      const from = seatZone(zone, state.current);
      moves.push({ type: 'play', cards: chosen, from }, { type: 'quick', cards: chosen, from });
    }
  return moves;
}

function positions(): MezzaState[] {
  const met: MezzaState[] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const options = {
      players: 2 + (seed % 5),
      deck: seed % 4 === 3 ? 'short' : 'full',
      nineHalfOnNineHalf: seed % 2 === 0,
      games: 1,
    } as const;
    let s = setup(options, seed);
    let rng = seed;
    for (let t = 0; s.status === 'playing'; t++) {
      if (t % EVERY === 0) met.push(s);
      const chosen = botMove(s, toAct(s) as number, rng);
      rng = chosen.rng;
      s = apply(s, chosen.move);
    }
    met.push(s);
  }
  return met;
}

/** What computer play meets rarely or never: an empty hand over an empty pile, a finished player to act. */
const WRITTEN = [
  'you: - / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | draw: #20',
  'you: - / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | pile: 3½ 6½ | draw: #20',
  'you: - | p2: #3 / 5 5 2 / #3 | p3: 4 7 | pile: 3½ 6½ | finished: you',
  'you: - | p2: #3 / 5 5 2 / #3 | pile: 3½ 6½ | draw: #20',
  'you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | pile: 3½ 6½ | draw: #20 | demand: yes',
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
    expect(legal).toBeGreaterThan(5_000);
    expect(refused).toBeGreaterThan(100_000);
  });
});
