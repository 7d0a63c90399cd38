/**
 * The computer player's choices, pinned: every move (and the generator it hands back) of 300
 * seeded games per option set of the benchmark and of the match tests, the bot on every seat
 * deciding on the full state; and, over the first 60 of them, its choice for every seat with a move
 * open, from that seat's view. All of it is hashed into one number per option set. The hashes were
 * recorded when the reshuffle with the draw pile gone became one time in eight (bot.ts); every
 * change since that only meant to make the bot faster must keep them, so a faster bot that chooses
 * differently anywhere fails here. A change meant to alter the bot's play records new hashes.
 */
import { describe, expect, test } from 'vitest';
import { hashMore, type RngState } from '../../engine/rng';
import { movesOf } from './actors';
import { botMove } from './bot';
import { apply, toAct } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaOptions } from './state';
import { view } from './view';

const GAMES = 300;
const VIEWED = 60;

const OPTION_SETS: readonly MezzaOptions[] = [
  ...[2, 3, 4, 6].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  { players: 3, deck: 'short', nineHalfOnNineHalf: false, games: 1 },
];

/** A move's every field, cards by id: two moves with the same key are the same move. */
const key = (m: MezzaMove, rng: RngState): string => `${JSON.stringify(m)}@${rng}`;

function fingerprint(options: MezzaOptions): { hash: number; moves: number } {
  let hash = 0x811c9dc5;
  let moves = 0;
  for (let seed = 0; seed < GAMES; seed++) {
    let s = setup(options, seed);
    let rng: RngState = 1;
    while (s.status === 'playing') {
      const seat = toAct(s);
      if (seat === null) throw new Error('nobody acts during a deal');
      if (seed < VIEWED)
        for (let other = 0; other < s.hands.length; other++) {
          if (movesOf(s, other).length === 0) continue;
          const seen = botMove(view(s, other), other, rng);
          hash = hashMore(hash, key(seen.move, seen.rng));
        }
      const chosen = botMove(s, seat, rng);
      hash = hashMore(hash, key(chosen.move, chosen.rng));
      rng = chosen.rng;
      s = apply(s, chosen.move);
      moves++;
    }
    hash = hashMore(hash, `|${s.finished.join(' ')}|`);
  }
  return { hash, moves };
}

const RECORDED: readonly { hash: number; moves: number }[] = [
  { hash: 2657579861, moves: 51438 },
  { hash: 2902391436, moves: 53376 },
  { hash: 2988571202, moves: 55140 },
  { hash: 3082556738, moves: 58203 },
  { hash: 3928568232, moves: 38705 },
];

describe('Mezza bot fingerprint', () => {
  test.each(OPTION_SETS.map((options, i) => [JSON.stringify(options), options, RECORDED[i]] as const))(
    '%s: the same moves as recorded',
    (_name, options, recorded) => {
      expect(fingerprint(options)).toEqual(recorded);
    },
  );
});
