/** Moves as lessons write them and as people read them. */
import { describe, expect, test } from 'vitest';
import { cardText } from './cards';
import { cardsInWords, describeMove, handAndFootWords } from './move-words';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import type { HfMove } from './state';

const STATE = parsePosition(
  'you: ♠K ♠K ♥K * ♣2 ♥7 ♦7 ♣3 ♣9 ♣9 ♦9 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | ours: ♠7 ♠7 ♥7',
);

function parsed(text: string): HfMove {
  const move = parseMove(text, STATE);
  if ('error' in move) throw new Error(move.error);
  return move;
}

describe('Hand and Foot move notation', () => {
  test.each([
    'choose 1',
    'choose p3 2',
    'draw 1 2',
    'draw 2 2',
    'pickup ♥7 ♦7',
    'pickup ♥7 ♦7 @1',
    'pickup ♥7 ♦7 + ♠K ♠K ♥K',
    'meld ♠K ♠K ♥K *',
    'meld @1 ♥7 ♣2',
    'meld ♦9 ♣9 ♣9 + ♠K ♠K ♥K',
    'meld @1 ♥7 + ♠K ♠K ♥K',
    'discard ♣3',
  ])('%s is read and written back the same', (text) => {
    expect(formatMove(parsed(text))).toBe(text);
  });

  test('a move is written the same whatever order its cards and groups were picked in', () => {
    expect(formatMove(parsed('meld * ♥K ♠K ♣2 ♠K'))).toBe('meld ♠K ♠K ♥K ♣2 *');
    expect(formatMove(parsed('meld ♦9 ♣9 ♣9 + ♥K ♠K ♠K + @1 ♥7'))).toBe('meld @1 ♥7 + ♦9 ♣9 ♣9 + ♠K ♠K ♥K');
    expect(formatMove(parsed('pickup ♦7 ♥7'))).toBe('pickup ♥7 ♦7');
    expect(formatMove(parsed('draw 2 1'))).toBe('draw 1 2');
  });

  test('cards come from the hand, each copy once; a card not in the hand comes from elsewhere', () => {
    const hand = new Set(STATE.hands[0]?.map((c) => c.id));
    const meld = parsed('meld ♠K ♠K ♥K');
    if (meld.type !== 'meld') throw new Error('a meld');
    const ids = meld.groups[0]?.cards.map((c) => c.id) ?? [];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => hand.has(id))).toBe(true);
    const third = parsed('meld ♠K ♠K ♠K');
    if (third.type !== 'meld') throw new Error('a meld');
    expect(third.groups[0]?.cards.filter((c) => hand.has(c.id))).toHaveLength(2);
    expect(third.groups[0]?.cards.map(cardText)).toEqual(['♠K', '♠K', '♠K']);
  });

  test.each(['draw 1', 'draw 0 1', 'choose 3', 'choose p7 1', 'pickup ♥7', 'meld', 'meld ♠X', 'discard', 'play ♠K'])(
    '%s is not a move, and says what to write',
    (text) => {
      const move = parseMove(text, STATE);
      expect('error' in move && move.error.length > 10).toBe(true);
    },
  );
});

describe('Hand and Foot moves in words', () => {
  test('groups of cards are counted by rank, wild cards last', () => {
    const meld = parsed('meld ♠K ♠K ♥K * ♣2');
    if (meld.type !== 'meld') throw new Error('a meld');
    expect(cardsInWords(meld.groups[0]?.cards ?? [])).toBe('three kings, a 2 and a joker');
  });

  test.each([
    ['choose 2', 'take the second packet as the hand'],
    ['draw 1 2', 'draw from piles 1 and 2'],
    ['draw 2 2', 'draw two cards from pile 2'],
    ['pickup ♥7 ♦7', 'take the discard pile with two 7s'],
    ['pickup ♥7 ♦7 + ♣9 ♣9 ♦9', 'take the discard pile with two 7s, and meld three 9s'],
    ['meld @1 ♥7 *', 'add a 7 and a joker to meld 1'],
    ['discard ♣3', 'discard the 3 of clubs'],
  ])('%s reads "%s"', (text, words) => {
    expect(describeMove(parsed(text))).toBe(words);
  });

  test('the others see a draw as two cards from the piles, never which', () => {
    const seen = handAndFootWords.seen(parsed('draw 1 2'), { ok: true, rule: 'HF-11', params: {} });
    expect(seen).toBe('drew two cards, from piles 1 and 2');
    expect(handAndFootWords.seen(parsed('choose 1'), { ok: true, rule: 'HF-08', params: {} })).toBe(
      'picked a packet as their hand',
    );
  });
});
