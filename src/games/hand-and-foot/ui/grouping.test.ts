/**
 * What one press lays down from the selected cards: a group per natural rank (HF-15), each onto the
 * partnership's unfinished meld of its rank when there is one (HF-A11), wild cards to the smallest
 * group; the pickup's pair among them (HF-20, HF-A7); the ranks of a hand selected whole.
 */
import { describe, expect, test } from 'vitest';
import { formatMove } from '../moves';
import { parsePosition } from '../position';
import type { HfCard } from '../cards';
import { cardText } from '../cards';
import { groupsOf, naturalsOf, pickupOf, rankChoices } from './grouping';

/** The hand and our melds of a position, and the hand's cards by their written faces. */
function game(hand: string, ours = '') {
  const state = parsePosition(
    `you: ${hand} / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11${ours ? ` | ours: ${ours}` : ''} | step: play`,
  );
  const cards = state.hands[0] ?? [];
  return { melds: state.melds[0] ?? [], cards };
}

const meldText = (groups: ReturnType<typeof groupsOf>) => formatMove({ type: 'meld', groups });
const faces = (cards: readonly HfCard[]) => cards.map(cardText).join(' ');

describe('groupsOf', () => {
  test('kings and 9s selected together make two melds of one move (lesson 05, HF-16)', () => {
    const { cards, melds } = game('♠K ♥K ♦K ♠9 ♥9 ♦9');
    expect(meldText(groupsOf(cards, melds))).toBe('meld ♠9 ♥9 ♦9 + ♠K ♥K ♦K');
  });

  test('a wild card joins the smallest group: two aces and a joker beside three kings', () => {
    const { cards, melds } = game('♠A ♥A * ♠K ♥K ♦K');
    expect(meldText(groupsOf(cards, melds))).toBe('meld ♠K ♥K ♦K + ♠A ♥A *');
  });

  test('a rank with an unfinished meld goes onto it; a rank whose book is complete starts a new meld', () => {
    const { cards, melds } = game('♠9 ♦9 ♣9 ♥5 ♦5 ♣5', '♠9 ♥9 ♦9 ♣9 ♠9 ♥9 ♦9, ♠5 ♥5 *');
    expect(meldText(groupsOf(cards, melds))).toBe('meld @2 ♥5 ♦5 ♣5 + ♠9 ♦9 ♣9');
  });

  test('a wild card counts the meld it would join: it goes to the new meld, not the long one', () => {
    const { cards, melds } = game('♣8 ♠K ♥K ♦K ♥2', '♠8 ♥8 ♦8 ♣8');
    expect(meldText(groupsOf(cards, melds))).toBe('meld @1 ♣8 + ♠K ♥K ♦K ♥2');
  });

  test('wild cards alone stay one group, for the engine to refuse (HF-A9); nothing selected is no group', () => {
    const { cards, melds } = game('♥2 * ♠3');
    expect(groupsOf(cards.slice(0, 2), melds)).toHaveLength(1);
    expect(groupsOf([], melds)).toEqual([]);
  });
});

describe('pickupOf', () => {
  test('the pair is the two naturals of the top card’s rank; the rest are melds', () => {
    const { cards } = game('♠K ♥K ♦K ♠7 ♦7');
    const top = cards.find((c) => c.rank === 7) ?? null;
    const taken = pickupOf(cards, top);
    expect(faces(taken?.pair ?? [])).toBe('♠7 ♦7');
    expect(faces(taken?.rest ?? [])).toBe('♠K ♥K ♦K');
  });

  test('without two of the top card’s rank, the first two selected (the engine says why not); fewer than two, none', () => {
    const { cards } = game('♠K ♥Q ♦J');
    const top = { id: 9999, suit: 'S', rank: 7 } as HfCard;
    expect(faces(pickupOf(cards, top)?.pair ?? [])).toBe('♠K ♥Q');
    expect(pickupOf(cards.slice(0, 1), top)).toBeNull();
  });
});

describe('ranks selected whole', () => {
  test('ranks held twice or more, in order, then the wild cards; 3s and lone cards have none', () => {
    const { cards } = game('♠3 ♥3 ♠9 ♥9 ♠K ♥K ♦K ♠5 ♥2 *');
    expect(rankChoices(cards).map((c) => `${c.words} ${c.cards.length}`)).toEqual(['9s 2', 'kings 3', 'wild cards 2']);
  });

  test('a meld pressed with nothing selected takes the naturals of its rank, no wilds', () => {
    const { cards } = game('♠K ♥K ♥2 ♠9');
    expect(faces(naturalsOf(cards, 13))).toBe('♠K ♥K');
  });
});
