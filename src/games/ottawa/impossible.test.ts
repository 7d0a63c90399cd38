/**
 * Ottawa's judge of positions no deal reaches, as the lesson check asks it (the module's lesson
 * adapter): each broken invariant refused with the rule that says why, and the positions of real
 * play beside each one let through. That no position of real play is ever refused is held after
 * every move of a thousand whole deals in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { apply } from './rules';
import ottawa from './index';

const judge = (position: string) => ottawa.lessons.impossible!(ottawa.lessons.parsePosition(position));
const TABLE = 'you: ♠7 ♥9 ♣2 | p2: 5 | p3: 4 | discard: ♣3 ♥7 | stock: ♥8 +20';
/** Nobody holds a card that fits ♥7: no 7, no ♥6, no ♥8. */
const STUCK = 'you: ♠K ♦2 | p2: ♣2 ♠4 | p3: ♦10 ♣Q | discard: ♥7 | stock: ♣3 +20';

describe('positions no deal reaches', () => {
  test.each([
    ['totals in the first deal (OT-23)', `${TABLE} | scores: 0 12 30`, /in the first deal every total is 0.*OT-23/],
    [
      'totals too small for the deals finished (OT-25)',
      `${TABLE} | scores: 0 2 3 | deal: 3`,
      /add up to 5.*2 finished deals.*8 at least/,
    ],
    [
      'no total at 0 after one deal with penalty scoring (OT-A8)',
      `${TABLE} | scores: 4 12 30 | deal: 2`,
      /after one finished deal exactly one total is 0/,
    ],
    [
      'two totals at 0 with penalty scoring (OT-A8)',
      `${TABLE} | scores: 0 0 60 | deal: 3`,
      /2 totals are 0.*one seat goes out in each/,
    ],
    [
      'more seats with points than deals, with credit scoring (OT-A8)',
      `${TABLE} | scores: 20 0 30 | deal: 2 | scoring: credit`,
      /2 seats have points after 1 finished deal.*only the one who went out/,
    ],
    [
      'the card just played by a seat that is not the one before (OT-15)',
      `${TABLE} | turn: p2 | played: p3`,
      /"p3" is said to have just played.*that is "you", the seat before "p2".*OT-15/,
    ],
    [
      'a quiet turn after a card was played (OT-A1)',
      `${TABLE} | played: p3 | quiet: 1`,
      /"p3" has just played.*quiet: 0/,
    ],
    [
      'a card just played that does not fit the one it went on (OT-17)',
      `${TABLE} | played: p3`,
      /"p3" has just played ♥7 onto ♣3, where it does not fit.*OT-17/,
    ],
    [
      'a pass without drawing by a seat holding a card that fits (OT-A2)',
      'you: ♠K | p2: ♣2 | p3: ♦10 ♥8 | discard: ♥7 | stock: 20 | quiet: 1',
      /"p3" passed without drawing on ♥7 while holding ♥8.*OT-A2/,
    ],
    [
      'a round of passes by a player to move who holds a card that fits (OT-A2)',
      'you: ♠K ♣7 | p2: ♣2 | p3: ♦10 | discard: ♥7 | stock: 20 | quiet: 3',
      /"you" passed without drawing on ♥7 while holding ♣7/,
    ],
    [
      'more quiet turns than a round, with the draw guard on (OT-A1, OT-A12)',
      `${STUCK} | quiet: 4`,
      /4 quiet turns in a row, but after a round of 3.*OT-A1, OT-A12/,
    ],
  ])('%s', (_name, position, why) => {
    expect(judge(position)).toMatch(why);
  });
});

describe('positions of real play, next to each of those', () => {
  test.each([
    ['no totals in the first deal', TABLE],
    ['totals of a match under way, one seat at 0 after one deal', `${TABLE} | scores: 0 12 30 | deal: 2`],
    ['totals with every seat charged, after several deals', `${TABLE} | scores: 4 12 30 | deal: 3`],
    [
      'one seat with points after one deal, with credit scoring',
      `${TABLE} | scores: 0 0 30 | deal: 2 | scoring: credit`,
    ],
    [
      'the card just played by the seat before, on a card it fits',
      `you: 4 | p2: 5 | p3: 4 | discard: ♥6 ♥7 | stock: 20 | played: p3`,
    ],
    [
      'the card just played alone on the pile after the player to move drew from a reshuffle (OT-21)',
      'you: 4 | p2: 5 | p3: 4 | discard: ♥7 | stock: 38 | played: p3 | drawn: yes',
    ],
    ['passes by seats holding nothing that fits', `${STUCK} | quiet: 2`],
    ['a round of passes, and nobody can play', `${STUCK} | quiet: 3`],
    ['any number of passes with the guard and the turn-up off', `${STUCK} | quiet: 7 | forced: no | turnup: no`],
  ])('%s', (_name, position) => {
    expect(judge(position)).toBeNull();
  });

  test('after a round of passes the card turned up is new to the players who passed (OT-A12)', () => {
    // ♣3 turned up onto ♥7 fits p2's ♣2, which p2 rightly passed on when ♥7 was on top.
    let s = ottawa.lessons.parsePosition(STUCK);
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
    const turned = apply(s, { type: 'draw' });
    expect(turned.discard.at(-1)).toEqual({ suit: 'C', rank: 3 });
    expect(turned.quietTurns).toBe(3);
    expect(ottawa.lessons.impossible!(turned)).toBeNull();
  });
});
