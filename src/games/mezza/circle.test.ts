/**
 * The position hash of MZ-A16 (circle.ts) is written on character by character for speed; here is
 * the text it stands for, and a check that the two agree on every position met after a pick-up in
 * computer play, and on a few written by hand; and that it tells positions apart as MZ-A16 does.
 */
import { describe, expect, test } from 'vitest';
import { hashText } from '../../engine/rng';
import { botMove } from './bot';
import { KINDS, type MezzaCard } from './cards';
import { positionHash } from './circle';
import { parsePosition } from './position';
import { apply, toAct } from './rules';
import { setup } from './setup';
import type { MezzaState } from './state';

/** How many cards of each kind, one digit per kind in the order of KINDS ('0' + count). */
const counts = (cards: readonly MezzaCard[]) =>
  KINDS.map((kind) => String.fromCharCode(48 + cards.filter((c) => c.kind === kind).length)).join('');
/** Face-down cards in place, one letter each: 'a' + the kind's place in KINDS. */
const letters = (cards: readonly MezzaCard[]) =>
  cards.map((c) => String.fromCharCode(97 + KINDS.indexOf(c.kind))).join('');

/** The position by kinds: the player to move, the draw pile's size, the burnt count, who finished, and every seat's cards. */
function positionKey(state: MezzaState): string {
  const seats = state.hands.map(
    (hand, seat) => `${counts(hand)}/${counts(state.faceUp[seat] ?? [])}/${letters(state.faceDown[seat] ?? [])}`,
  );
  return [state.current, state.drawPile.length, state.burnt.length, state.finished.join(' '), ...seats].join('|');
}

describe('the position hash of MZ-A16', () => {
  test('is the hash of the position written out, on positions written by hand', () => {
    for (const text of [
      'you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | turn: you',
      'you: - / 8 8 / 4 9½ ½ | p2: - / - / - | p3: 3½ 3 0 T / #2 / - | turn: p3 | finished: p2',
      'you: 6 6½ 6 3 3½ / - / - | p2: ½ ½ / - / #1 | p3: - / - / - | finished: p3',
    ]) {
      const s = parsePosition(text);
      expect(positionHash(s)).toBe(hashText(positionKey(s)));
    }
  });

  test('is the hash of the position written out, after every pick-up of 200 computer games', () => {
    let met = 0;
    for (let seed = 0; seed < 200; seed++) {
      let s = setup(
        { players: 2 + (seed % 5), deck: seed % 3 === 0 ? 'short' : 'full', nineHalfOnNineHalf: true, games: 1 },
        seed,
      );
      let rng = seed;
      while (s.status === 'playing') {
        const seat = toAct(s) as number;
        const chosen = botMove(s, seat, rng);
        rng = chosen.rng;
        s = apply(s, chosen.move);
        if (s.event?.kind === 'pick-up' && s.pile.length === 0) {
          expect(positionHash(s)).toBe(hashText(positionKey(s)));
          met++;
        }
      }
    }
    expect(met).toBeGreaterThan(1000);
  });
});

describe('the position hash tells positions apart as MZ-A16 does', () => {
  const hash = (text: string) => positionHash(parsePosition(text));
  test('the order of a hand or of the face-up cards does not matter', () => {
    expect(hash('you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3')).toBe(
      hash('you: 7 ½ 4 / 8 9½ T / #3 | p2: #3 / 2 5 5 / #3'),
    );
  });
  test('a card in another zone or seat, another kind, the face-down order or the player to move does', () => {
    const base = hash('you: ½ 4 7 / 9½ T 8 / 3 5 6 | p2: 2 / 5 5 2 / 9 9 9');
    for (const other of [
      'you: ½ 4 / 9½ T 8 7 / 3 5 6 | p2: 2 / 5 5 2 / 9 9 9',
      'you: ½ 4 / 9½ T 8 / 3 5 6 | p2: 2 7 / 5 5 2 / 9 9 9',
      'you: ½ 4 8 / 9½ T 8 / 3 5 6 | p2: 2 / 5 5 2 / 9 9 9',
      'you: ½ 4 7 / 9½ T 8 / 6 5 3 | p2: 2 / 5 5 2 / 9 9 9',
      'you: ½ 4 7 / 9½ T 8 / 3 5 6 | p2: 2 / 5 5 2 / 9 9 9 | turn: p2',
    ])
      expect(hash(other), other).not.toBe(base);
  });
});
