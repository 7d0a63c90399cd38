/** The staging's pure parts: the hand's order and groups staged onto one meld. */
import { describe, expect, test } from 'vitest';
import { cardText } from '../cards';
import { parsePosition } from '../position';
import { rankGroup, sortHand, stageGroup } from './staging';

const game = parsePosition('you: * ♠2 ♣A ♥4 ♦3 ♠4 ♥K / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11');
const hand = game.hands[0]!;
const find = (text: string) => hand.find((c) => cardText(c) === text)!;

describe('staging', () => {
  test('the hand is sorted 3s first, then 4 to ace, then 2s and jokers', () => {
    expect(sortHand(hand).map(cardText)).toEqual(['♦3', '♥4', '♠4', '♥K', '♣A', '♠2', '*']);
    expect(rankGroup(find('♠2'))).toBe(rankGroup(find('*')));
  });

  test('cards staged onto a meld already staged join its group; a new meld is a group of its own', () => {
    let staged = stageGroup([], [find('♥4'), find('♠4')], null);
    staged = stageGroup(staged, [find('♥K')], 1);
    staged = stageGroup(staged, [find('*')], 1);
    staged = stageGroup(staged, [find('♣A')], null);
    expect(staged.map((g) => [g.to, g.cards.map(cardText)])).toEqual([
      [null, ['♥4', '♠4']],
      [1, ['♥K', '*']],
      [null, ['♣A']],
    ]);
    expect(stageGroup(staged, [], null)).toEqual(staged);
  });
});
