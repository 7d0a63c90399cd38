/**
 * MazzelTof's judge of positions no game reaches, as the lesson check asks it (the module's lesson
 * adapter): each broken invariant refused with the rule that says why, and a position of real play
 * beside each one let through. That no position of real play is ever refused is held after every
 * move of a thousand whole games in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { setup } from './setup';
import mazzeltof from './index';

const impossible = (position: string) => mazzeltof.lessons.impossible!(mazzeltof.lessons.parsePosition(position));
const OTHERS = 'p2: #5 / - | p3: #5 / - | p4: #5 / -';
const PILES = 'red: ♦8 | mixed: ♥5 | black: ♠9';
const at = (you: string, rest = '') => `you: ${you} | ${OTHERS} | ${PILES}${rest ? ` | ${rest}` : ''}`;

describe('positions no game reaches', () => {
  test.each([
    [
      'a black card on the red pile (MT-14)',
      `you: ♦3 ♣Q / - | ${OTHERS} | red: ♦8 ♠9 | mixed: ♥5 | black: ♠9`,
      /the red pile holds a black card.*MT-14/,
    ],
    [
      'a black 2 on the red pile (MT-19)',
      `you: ♦3 ♣Q / - | ${OTHERS} | red: ♦8 ♠2 | mixed: ♥5 | black: ♠9`,
      /the red pile holds a black card.*MT-19/,
    ],
    [
      'a pile that skips a rank (MT-13)',
      `you: ♦3 ♣Q / - | ${OTHERS} | red: ♦8 ♥9 ♦J | mixed: ♥5 | black: ♠9`,
      /the red pile skips a rank.*MT-13/,
    ],
    [
      'a team with more cards than its pack (MT-04, MT-08)',
      at('♦3 ♣Q ♠K / -', 'red-draw: #50'),
      /the red team holds more than 53 cards.*MT-04/,
    ],
    [
      'a penalty stack in the last six (MT-31)',
      at('♦3 ♣Q / -', 'red-draw: #6 | red-penalty: #2 | revealed: red'),
      /the red team is in its last six with a penalty stack.*MT-31/,
    ],
    [
      'a draw pile played through while play goes on (MT-47)',
      at('♦3 ♣Q / -', 'red-draw: - | revealed: red'),
      /the red team has played through its draw pile.*MT-47/,
    ],
    [
      'a seat yet to take its first turn holding more than its joker (MT-A1)',
      `you: #5 / - | p2: #5 / - | p3: * ♦4 / - | p4: * / - | ${PILES} | turn: p3 | first: p3 p4 | step: draw`,
      /"p3" has not had a first turn yet.*MT-A1/,
    ],
    [
      'six open cards before the last six (MT-28)',
      at('♦3 / ♥4 ♠5 ♦6 ♣7 ♥9 ♠9'),
      /"you" has more than 5 open cards.*MT-28/,
    ],
    [
      'another seat playing before the starter (MT-06)',
      `you: #5 / - | p2: * / - | p3: * / - | p4: * / - | ${PILES} | starter: p2 | first: p2 p3 p4`,
      /"p2" started the game but has not had its turn.*MT-06/,
    ],
    [
      'a first turn in play without its draw (MT-21)',
      `you: * / - | p2: * / - | p3: * / - | p4: * / - | ${PILES} | first: you p2 p3 p4`,
      /"you" plays without having taken its first five cards.*MT-21/,
    ],
    [
      'the pawn before a seat whose turn it is not (MT-43)',
      at('♦3 ♣Q / -', 'pawn: p2'),
      /the pawn stands before "p2" outside its skipped turn.*MT-43/,
    ],
    [
      'a skip decision without a joker in hand (MT-44)',
      at('♦3 ♣Q / -', 'pawn: you | step: skip'),
      /"you" has the pawn and no joker in hand.*MT-44/,
    ],
    [
      "a 10 played before the turn's draw (MT-32)",
      at('♦3 ♣Q / -', 'step: draw | ten: yes'),
      /"you" has played before the turn's draw.*MT-32/,
    ],
    [
      'a revealed card handled before the last six (MT-A5)',
      at('♦3 ♣Q / -', 'handled: yes'),
      /"you" has handled a revealed card.*MT-A5/,
    ],
  ])('%s', (_name, position, why) => {
    expect(impossible(position)).toMatch(why);
  });
});

describe('positions of real play, next to each of those', () => {
  test.each([
    ['a red pile with a red 2 and a joker standing in', `you: ♦3 / - | ${OTHERS} | red: ♦8 ♥2 * ♦J | black: ♠9`],
    ['any colour and any 2 on the mixed pile', `you: ♦3 / - | ${OTHERS} | mixed: ♥5 ♠6 ♣2 ♦8 | black: ♠9`],
    ['a pile up to the king', `you: ♦3 / - | ${OTHERS} | red: ♦J ♥Q ♦K | black: ♠9`],
    ['a team with every card of its pack but the starting card', at('#5 / -', 'red-draw: #43')],
    ['a penalty stack before the last six', at('♦3 ♣Q / ♥4 ♠5 ♦6 ♣7 ♥9', 'red-draw: #10 | red-penalty: #2')],
    ['one card left in the last six', at('♦3 ♣Q / -', 'red-draw: ♥J | revealed: red')],
    [
      'the first round, a seat with its joker opening its first turn',
      `you: #5 / - | p2: #5 / - | p3: * / - | p4: * / - | ${PILES} | turn: p3 | first: p3 p4 | step: draw`,
    ],
    ['more than five open cards in the last six (MT-39)', at('♦3 / ♥4 ♠5 ♦6 ♣7 ♥9 ♠9', 'red-draw: #6 | revealed: red')],
    [
      'the starter opening the game with its draw',
      `you: * / - | p2: * / - | p3: * / - | p4: * / - | ${PILES} | first: you p2 p3 p4 | step: draw`,
    ],
    ['a skipped player with a joker, choosing', at('* ♦3 ♣Q / -', 'pawn: you | step: skip')],
    ['a cancelled skip that still owes its joker, at the draw', at('* ♦3 ♣Q / -', 'step: draw | owe: yes')],
    ['a 10 played this turn, in play', at('♦3 ♣Q / -', 'ten: yes')],
    ['a revealed card handled in the last six', at('♦3 ♣Q / -', 'red-draw: #5 | revealed: red | handled: yes')],
  ])('%s', (_name, position) => {
    expect(impossible(position)).toBeNull();
  });

  test('a fresh deal, with two players and with four', () => {
    for (const players of [2, 4])
      expect(mazzeltof.lessons.impossible!(setup({ players, games: 1 }, 'impossible'))).toBeNull();
  });
});
