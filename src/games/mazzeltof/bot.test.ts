/**
 * The computer player: it follows its plan (plays its revealed card, keeps its joker, passes the
 * card it needs least), and its team wins more often than a team that picks uniformly among its moves.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { movesOf } from './actors';
import { botMove } from './bot';
import { formatMove } from './moves';
import { parsePosition } from './position';
import { apply } from './rules';
import { setup } from './setup';
import type { MtMove, MtState } from './state';
import { teamOf } from './table';
import { view } from './view';

const GAMES = 200;
const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';
const choice = (position: string) => formatMove(botMove(parsePosition(position), 0, 1).move);

describe('MazzelTof bot', () => {
  test('plays its revealed draw-pile card first', () => {
    expect(
      choice('you: ♣5 | p2: #7 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥9 ♠3 | revealed: red | blue-draw: #30'),
    ).toBe('play top red');
  });

  test('keeps its joker when nothing follows it, and passes the card farthest from fitting', () => {
    expect(choice(`you: * ♥K ♣Q | p2: #5 | p3: #5 | p4: #5 | ${TABLE}`)).toBe('pass ♥K');
  });

  test('bridges a gap with a 2 to a card it holds', () => {
    expect(choice(`you: ♥2 ♥10 ♣Q | p2: #5 | p3: #5 | p4: #5 | ${TABLE}`)).toBe('play ♥2 red');
  });

  test('cancels a skip with its joker, and then plays the joker', () => {
    expect(choice(`you: * ♣Q | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`)).toBe('cancel');
    expect(choice(`you: * ♣Q ♣K | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | owe: yes`)).toMatch(/^play \* /);
  });

  test(`over ${GAMES} two-player games against a random player it wins most`, () => {
    let wins = 0;
    for (let seed = 0; seed < GAMES; seed++) {
      let s: MtState = setup({ players: 2, games: 1 }, seed);
      let rng: RngState = seedRng(`random player ${seed}`);
      const botSeat = seed % 2;
      while (s.status === 'playing') {
        const seat = s.current;
        let move: MtMove;
        if (seat === botSeat) move = botMove(view(s, seat), seat, 1).move;
        else {
          const moves = movesOf(s, seat);
          const pick = nextInt(rng, moves.length);
          rng = pick.state;
          move = moves[pick.value] as MtMove;
        }
        s = apply(s, move);
      }
      if (s.winner === teamOf(botSeat)) wins++;
    }
    expect(wins).toBeGreaterThan(GAMES * 0.75);
  });
});
