/**
 * movesFor (move-list.ts) writes each seat's moves out from the table instead of asking check()
 * about every candidate. Here it is held to check() on every position of seeded computer games
 * (2 to 6 players, both decks), for every seat: each move it offers is allowed, and every allowed
 * candidate is offered. Cards of one kind are interchangeable and the list names one choice of
 * them (the first by id), so moves are compared by what tells them apart: type, seat, zone, kind
 * and number of cards, the face-down place, the kinds swapped.
 */
import { describe, expect, test } from 'vitest';
import { seatZone } from '../../engine/zones';
import { moverOf, movesOf } from './actors';
import { botMove } from './bot';
import type { MezzaCard } from './cards';
import { apply, check, toAct } from './rules';
import { setup } from './setup';
import type { MezzaMove, MezzaState, MezzaZone } from './state';

const GAMES = 40;

/** Every choice of 1 or 2 cards, and the first and last n by id for every n: of one kind. */
function choices(cards: readonly MezzaCard[]): MezzaCard[][] {
  const out: MezzaCard[][] = [];
  const sorted = [...cards].sort((a, b) => a.id - b.id);
  sorted.forEach((a, i) => {
    out.push([a]);
    for (const b of sorted.slice(i + 1)) out.push([a, b]);
  });
  for (let n = 3; n <= sorted.length; n++) out.push(sorted.slice(0, n), sorted.slice(sorted.length - n));
  return out;
}

/** Moves of every shape for every seat: cards of each kind from each zone, and the moves that name none. */
function candidates(state: MezzaState): MezzaMove[] {
  const moves: MezzaMove[] = [{ type: 'pick-up' }, { type: 'draw' }];
  for (let at = 0; at < 9; at++) moves.push({ type: 'blind', at });
  state.hands.forEach((hand, seat) => {
    moves.push({ type: 'decline', seat }, { type: 'ready', seat });
    const up = state.faceUp[seat] ?? [];
    // A swap of two cards of one kind is allowed but changes nothing, so the list leaves it out.
    for (const h of hand)
      for (const u of up) if (h.kind !== u.kind) moves.push({ type: 'swap', seat, hand: h, faceUp: u });
    for (const [zone, cards] of [
      ['hand', hand],
      ['face-up', up],
    ] as [MezzaZone, readonly MezzaCard[]][]) {
      for (const kind of new Set(cards.map((c) => c.kind))) {
        for (const chosen of choices(cards.filter((c) => c.kind === kind))) {
          const from = seatZone(zone, seat);
          moves.push({ type: 'play', cards: chosen, from }, { type: 'quick', cards: chosen, from });
          moves.push({ type: 'snatch', seat, cards: chosen, from });
        }
      }
    }
  });
  return moves;
}

/** What tells a move apart from the same move with other cards of the same kinds. */
function shape(m: MezzaMove): string {
  switch (m.type) {
    case 'play':
    case 'quick':
    case 'snatch':
      return `${m.type} ${'seat' in m ? m.seat : ''} ${m.from.kind}@${m.from.owner.kind === 'seat' ? m.from.owner.seat : ''} ${m.cards.map((c) => c.kind).join(' ')}`;
    case 'swap':
      return `swap ${m.seat} ${m.hand.kind} ${m.faceUp.kind}`;
    case 'blind':
      return `blind ${m.at}`;
    case 'decline':
    case 'ready':
      return `${m.type} ${m.seat}`;
    default:
      return m.type;
  }
}

function problems(state: MezzaState): string[] {
  const found: string[] = [];
  const allowed = candidates(state).filter((m) => check(state, m).ok);
  state.hands.forEach((_, seat) => {
    const offered = movesOf(state, seat);
    for (const m of offered) if (!check(state, m).ok) found.push(`seat ${seat} offered ${shape(m)}, refused`);
    const offeredShapes = offered.map(shape);
    if (new Set(offeredShapes).size !== offeredShapes.length) found.push(`seat ${seat} offered a move twice`);
    const mine = new Set(allowed.filter((m) => moverOf(state, m) === seat).map(shape));
    for (const s of mine) if (!offeredShapes.includes(s)) found.push(`seat ${seat} not offered ${s}, allowed`);
    for (const s of offeredShapes) if (!mine.has(s)) found.push(`seat ${seat} offered ${s}, not its move`);
  });
  return found;
}

describe('movesFor offers exactly what check() allows', () => {
  test(`on every position of ${GAMES} seeded games, for every seat`, () => {
    let positions = 0;
    for (let seed = 0; seed < GAMES; seed++) {
      const options = {
        players: 2 + (seed % 5),
        deck: seed % 4 === 3 ? 'short' : 'full',
        nineHalfOnNineHalf: seed % 2 === 0,
        games: 1,
      } as const;
      let s = setup(options, seed);
      let rng = seed;
      while (s.status === 'playing') {
        expect(problems(s)).toEqual([]);
        positions++;
        const chosen = botMove(s, toAct(s) as number, rng);
        rng = chosen.rng;
        s = apply(s, chosen.move);
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 100);
  }, 120_000);
});
