/**
 * The computer player's choices, pinned: every move of 300 seeded games per player count (bot on
 * every seat, deciding on the full state), and its choice from the mover's own view at each
 * position of the first 60 of them, hashed into one number per player count. The hashes were
 * recorded from the bot as it stood before it stopped building its full move list, so a faster
 * bot that chooses differently anywhere fails here. A change meant to alter the bot's play
 * records new hashes.
 */
import { describe, expect, test } from 'vitest';
import { hashMore, type RngState } from '../../engine/rng';
import { botMove } from './bot';
import { apply } from './rules';
import { setup } from './setup';
import type { MtMove } from './state';
import { view } from './view';

const GAMES = 300;
const VIEWED = 60;

/** A move's every field, cards by id: two moves with the same key are the same move. */
function key(m: MtMove): string {
  return JSON.stringify(m, (k, v: unknown) => (k === 'card' || k === 'cards' ? JSON.stringify(v) : v));
}

function fingerprint(players: number): { hash: number; moves: number } {
  let hash = 0x811c9dc5;
  let moves = 0;
  for (let seed = 0; seed < GAMES; seed++) {
    let s = setup({ players, games: 1 }, seed);
    let rng: RngState = 1;
    while (s.status === 'playing') {
      const chosen = botMove(s, s.current, rng);
      hash = hashMore(hash, key(chosen.move));
      if (seed < VIEWED) hash = hashMore(hash, key(botMove(view(s, s.current), s.current, rng).move));
      rng = chosen.rng;
      s = apply(s, chosen.move);
      moves++;
    }
    hash = hashMore(hash, `|${s.winner}|`);
  }
  return { hash, moves };
}

describe('MazzelTof bot fingerprint', () => {
  test.each([
    [2, { hash: 459962, moves: 45763 }],
    [4, { hash: 3492846285, moves: 46174 }],
  ])('%i players: the same moves as recorded', (players, recorded) => {
    expect(fingerprint(players)).toEqual(recorded);
  });
});
