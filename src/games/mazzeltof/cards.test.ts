import { describe, expect, test } from 'vitest';
import { SUIT_IS_RED } from '../../engine/french-deck';
import { allCards, colourOf } from './cards';

describe('the cards', () => {
  test("a card's colour is its suit's (MT-14), and a joker has none (MT-19)", () => {
    for (const c of allCards())
      expect(colourOf(c)).toBe(c.suit === null ? null : SUIT_IS_RED[c.suit] ? 'red' : 'black');
  });
});
