/**
 * The position and move notation: what a position means, that a table written out reads back the
 * same, and that mistakes are reported with the place they were made.
 */
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../engine/notation';
import { deckOf } from './cards';
import { formatMove, parseMove } from './moves';
import { formatPosition, parsePosition } from './position';
import { apply } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaState } from './state';
import { firstToMove } from './actors';
import { botMove } from './bot';

const kinds = (cards: readonly { kind: string }[]) => cards.map((c) => c.kind).join(' ');

/** What the table holds, zone by zone, by kind: ids may differ between copies of a kind. */
function table(s: MezzaState) {
  return {
    hands: s.hands.map(kinds),
    faceUp: s.faceUp.map(kinds),
    faceDown: s.faceDown.map(kinds),
    drawPile: kinds(s.drawPile),
    pile: kinds(s.pile),
    burnt: s.burnt.length,
    rest: [s.current, s.dealer, s.step, s.demand, s.finished, s.options],
  };
}

describe('positions', () => {
  test('a seat is hand / face-up / face-down; counts fill from the rest; what is left was burnt', () => {
    const s = parsePosition('you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | pile: 3½ 6½ | draw: 7 +10 | turn: p2');
    expect(kinds(s.hands[0] ?? [])).toBe('½ 4 7');
    expect(kinds(s.faceUp[0] ?? [])).toBe('9½ T 8');
    expect(s.faceDown.map((d) => d.length)).toEqual([3, 3]);
    expect(s.hands[1]).toHaveLength(3);
    expect(kinds(s.pile)).toBe('3½ 6½');
    expect(s.drawPile).toHaveLength(11);
    expect(s.drawPile[s.drawPile.length - 1]?.kind).toBe('7'); // drawn first
    expect(s.current).toBe(1);
    const all = [...s.hands, ...s.faceUp, ...s.faceDown, s.drawPile, s.pile, s.burnt].flat().map((c) => c.id);
    expect(all.sort((a, b) => a - b)).toEqual(deckOf('full').map((c) => c.id));
  });

  test('a snatch step opens the window to those who hold a ½', () => {
    const s = parsePosition(
      'you: 2 / #3 / #3 | p2: 9 / #3 / #3 | p3: ½ / #3 / #3 | p4: 8 / #3 / #3 | pile: 6½ | turn: p2 | step: snatch you',
    );
    expect(s.step).toEqual({ kind: 'snatch', by: 0, seats: [2] });
  });

  test('written out and read back, a position is the same table, at every step of whole games', () => {
    for (const [players, deck] of [
      [2, 'full'],
      [4, 'short'],
      [6, 'full'],
    ] as const) {
      let s = setup({ ...DEFAULT_OPTIONS, players, deck, nineHalfOnNineHalf: false }, players);
      for (let i = 0; i < 60 && s.status === 'playing'; i++) {
        if (s.step.kind !== 'refill' && s.step.kind !== 'quick')
          expect(table(parsePosition(formatPosition(s)))).toEqual(table(s));
        const seat = firstToMove(s) as number;
        s = apply(s, botMove(s, seat, 1).move);
      }
    }
  });

  test.each([
    ['you: 4 | p2: 2 | pile: 10', '"10" is not a Mezza card'],
    ['you: 4 | p2: 2 | deck: short | pile: 3', 'the short deck has no 3'],
    ['you: 4 | p3: 2', '"p2" should come here'],
    ['you: 4', '2 to 6 players'],
    ['you: ½ ½ ½ ½ ½ ½ ½ ½ ½ ½ ½ ½ ½ | p2: 2', 'only 12 cards ½'],
    ['you: 4 / 2 / 3 / 5 | p2: 2', 'hand / face-up / face-down'],
    ['you: 4 | p2: 2 | pile: #3', 'name its cards'],
    ['you: 4 | p2: 2 | pile: 5 | step: snatch you', 'needs a 3½, 6½ or 9½ on top'],
    ['you: 4 | p2: 2 | finished: p2', 'p2 is finished, so it holds no cards'],
    ['you: 4 | p2: 2 | colour: red', 'unknown section "colour"'],
  ])('%s is refused: %s', (text, message) => {
    expect(() => parsePosition(text)).toThrow(NotationError);
    expect(() => parsePosition(text)).toThrow(message);
  });
});

describe('moves', () => {
  const s = parsePosition(
    'you: ½ 7 7 / 8 / #3 | p2: ½ / #3 / #3 | p3: 2 / #3 / #3 | pile: 6½ | turn: p3 | step: snatch you',
  );

  test.each([
    'play 7 7',
    'play up 8',
    'blind 2',
    'pick up',
    'draw',
    'quick 7',
    'snatch p2 ½',
    'decline p2',
    'ready p3',
  ])('"%s" reads back as written', (text) => {
    const m = parseMove(text, s);
    if ('error' in m) throw new Error(m.error);
    expect(formatMove(m)).toBe(text);
  });

  test('a swap names the seat, its hand card and its face-up card', () => {
    const m = parseMove('swap you ½ 8', s);
    expect(m).toMatchObject({ type: 'swap', seat: 0, hand: { kind: '½' }, faceUp: { kind: '8' } });
  });

  test.each([
    ['jump 7', 'is not a move'],
    ['play 11', '"11" is not a Mezza card'],
    ['snatch ½', 'say who snatches'],
    ['blind x', 'is not a move'],
  ])('"%s" is refused: %s', (text, message) => {
    const m = parseMove(text, s);
    expect('error' in m && m.error).toContain(message);
  });
});
