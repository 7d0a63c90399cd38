/**
 * The computer player: it follows its plan (keeps jokers for need, snatches when it pays, sheds the
 * lowest kind), and it finishes earlier than a player who picks uniformly among its moves.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { firstToMove, movesOf } from './actors';
import { botMove } from './bot';
import { parsePosition } from './position';
import { formatMove } from './moves';
import { apply, check } from './rules';
import { playOut } from './rule-cases';
import { placesOf } from './scoring';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaState } from './state';

const GAMES = 200;
const choice = (position: string, seat = 0) => {
  const s = parsePosition(position);
  return formatMove(botMove(s, seat, 1).move);
};

describe('Mezza bot', () => {
  test('sheds every copy of the lowest kind that fits, and keeps its jokers', () => {
    expect(choice('you: T 6 6 9 / #3 / #3 | p2: #3 | pile: 5 | draw: #5')).toBe('play 6 6');
  });

  test('plays one joker, the transparent one first, only when nothing else fits', () => {
    expect(choice('you: T 0 2 / #3 / #3 | p2: #3 | pile: 9 | draw: #5')).toBe('play T');
  });

  test('snatches when the ½ burns the pile or skips a player, and lets a 4 go', () => {
    const window = (top: string) =>
      `you: 2 5 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 4 5 / #3 / #3 | pile: ${top} | draw: #10 | turn: p2 | step: snatch you`;
    expect(choice(window('9½'), 2)).toBe('snatch p3 ½');
    expect(choice(window('6½'), 2)).toBe('snatch p3 ½');
    expect(choice(window('3½'), 2)).toBe('decline p3');
  });

  test('quick-plays a drawn card of the kind it just played', () => {
    const s = playOut(parsePosition('you: 7 2 8 / #3 / #3 | p2: #3 / #3 / #3 | pile: 5 | draw: 7 +5'), [
      'play 7',
      'draw',
    ]);
    expect(formatMove(botMove(s, 0, 1).move)).toBe('quick 7');
  });

  test('at the swap, puts its strongest card face up, then says it is ready', () => {
    expect(choice('you: 9½ 2 5 / 1 3 T / #3 | p2: #3 / #3 / #3 | draw: #5 | step: swap')).toBe('swap you 9½ 1');
    expect(choice('you: 1 2 3 / 8 9 T / #3 | p2: #3 / #3 / #3 | draw: #5 | step: swap')).toBe('ready you');
  });

  test(`over ${GAMES} four-player games against random players, only allowed moves and better places`, () => {
    let botPlaces = 0;
    let randomPlaces = 0;
    for (let seed = 0; seed < GAMES; seed++) {
      let s: MezzaState = setup({ ...DEFAULT_OPTIONS, players: 4 }, seed);
      let rng: RngState = seedRng(`random players ${seed}`);
      while (s.status === 'playing') {
        const seat = firstToMove(s) as number;
        let move: MezzaMove;
        if (seat === 0) {
          move = botMove(s, seat, rng).move;
          expect(check(s, move).ok).toBe(true);
        } else {
          const moves = movesOf(s, seat);
          const pick = nextInt(rng, moves.length);
          rng = pick.state;
          move = moves[pick.value] as MezzaMove;
        }
        s = apply(s, move);
      }
      const places = placesOf(s);
      botPlaces += places[0] ?? 0;
      randomPlaces += ((places[1] ?? 0) + (places[2] ?? 0) + (places[3] ?? 0)) / 3;
    }
    expect(botPlaces / GAMES).toBeLessThan(randomPlaces / GAMES);
  });
});
