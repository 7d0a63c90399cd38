/**
 * Mezza's judge of positions no game reaches, as the lesson check asks it (the module's lesson
 * adapter): each broken invariant refused with the rule that says why, and the positions of real
 * play beside each one let through. That no position of real play is ever refused is held after
 * every move of a thousand whole games in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { playOut } from './rule-cases';
import { setup } from './setup';
import { DEFAULT_OPTIONS } from './state';
import mezza from './index';

const impossible = (position: string) => mezza.lessons.impossible!(mezza.lessons.parsePosition(position));
const P2 = 'p2: #3 / #3 / #3';

describe('positions no game reaches', () => {
  test.each([
    [
      'face-up cards left with a face-down card gone (MZ-27)',
      `you: 8 / 8 / - | p2: 2 3 / #3 / #3 | pile: 5`,
      /"you" has face-up cards left but has played face-down cards.*MZ-27/,
    ],
    [
      'a face-up card gone while the draw pile lasts (MZ-23)',
      `you: 2 8 ½ / 9 / #3 | ${P2} | draw: 9 4 +20`,
      /"you" has played face-up cards while the draw pile lasts.*MZ-23/,
    ],
    [
      'face-up and face-down cards gone while the draw pile lasts (MZ-23)',
      `you: 2 8 ½ / - / #2 | ${P2} | draw: #20`,
      /"you" has played face-up cards while the draw pile lasts.*MZ-23/,
    ],
    [
      'two cards in hand while the draw pile lasts (MZ-16)',
      `you: 2 5 / 9 7 9½ / #3 | ${P2} | pile: T | draw: #20`,
      /"you" holds fewer than 3 cards in hand while the draw pile lasts.*MZ-16/,
    ],
    [
      'another seat short of three while the draw pile lasts (MZ-16)',
      `you: 2 5 8 / #3 / #3 | p2: 4 / #3 / #3 | pile: 4 | draw: #20`,
      /"p2" holds fewer than 3 cards/,
    ],
    [
      'a seat out while the draw pile lasts (MZ-23, MZ-27)',
      `you: 2 5 8 / #3 / #3 | ${P2} | p3: - | finished: p3 | draw: #10`,
      /nobody is out while the draw pile lasts/,
    ],
    [
      'a seat with no cards that is still in the game (MZ-32)',
      `you: 2 5 8 / #3 / #3 | p2: - | p3: #3 / #3 / #3 | pile: 5`,
      /"p2" has no cards left but is not out.*finished: p2/,
    ],
    [
      'four face-up cards (MZ-03)',
      `you: 4 / 5 6 7 8 / #3 | ${P2} | pile: 2`,
      /"you" has more than 3 face-up or face-down cards.*MZ-03/,
    ],
    [
      'cards burnt before the first card is played (MZ-06, MZ-08)',
      `you: ½ ½ 7 / #3 / #3 | p2: 2 5 8 / #3 / #3 | draw: 9 4 +40 | step: start`,
      /before the first card is played/,
    ],
  ])('%s', (_name, position, why) => {
    expect(impossible(position)).toMatch(why);
  });
});

describe('positions of real play, next to each of those', () => {
  test.each([
    [
      'face-up cards played, then a pick-up: hand cards beside fewer face-up cards',
      `you: 4 5 9 / 9 / #3 | ${P2} | pile: 5`,
    ],
    [
      'a blind card missed and taken up: hand cards beside fewer face-down cards',
      `you: 4 5 9 / - / #2 | ${P2} | pile: 5`,
    ],
    ['fewer than three in hand once the draw pile is gone', `you: 4 / #3 / #3 | ${P2} | pile: 2`],
    ['a seat out once the draw pile is gone', `you: 2 5 8 / #3 / #3 | ${P2} | p3: - | finished: p3 | pile: 5`],
    ['three in hand and more while the draw pile lasts', `you: 2 5 8 9 / #3 / #3 | ${P2} | pile: 4 | draw: #20`],
    [
      'the first card, with every card not dealt in the draw pile',
      `you: ½ ½ 7 / #3 / #3 | p2: 2 5 8 / #3 / #3 | draw: 9 4 +48 | step: start`,
    ],
  ])('%s', (_name, position) => {
    expect(impossible(position)).toBeNull();
  });

  test('a fresh deal, and the player refilling after a play, short of three for that moment (MZ-16)', () => {
    const dealt = setup({ ...DEFAULT_OPTIONS, players: 3 }, 'impossible');
    expect(mezza.lessons.impossible!(dealt)).toBeNull();
    const refilling = playOut(mezza.lessons.parsePosition(`you: 2 8 3 / #3 / #3 | ${P2} | pile: 5 | draw: 9 +20`), [
      'play 8',
    ]);
    expect(refilling.step).toMatchObject({ kind: 'refill', seat: 0 });
    expect(refilling.hands[0]).toHaveLength(2);
    expect(mezza.lessons.impossible!(refilling)).toBeNull();
  });
});
