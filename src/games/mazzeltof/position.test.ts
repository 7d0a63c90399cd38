/**
 * The position and move notation: what a position means, that a table written out reads back the
 * same at any point of a game, and that mistakes are reported with the place they were made.
 */
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../engine/notation';
import { botMove } from './bot';
import { type MtCard, cardText } from './cards';
import { formatMove, parseMove } from './moves';
import { formatPosition, parsePosition } from './position';
import { apply, legalMoves } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MtState } from './state';

const faces = (cards: readonly MtCard[]) => cards.map(cardText).join(' ');

/** What the table holds, zone by zone, by face: the backs of named cards may differ. */
function table(s: MtState) {
  return {
    hands: s.hands.map(faces),
    open: s.open.map(faces),
    draw: s.draw.map(faces),
    penalty: s.penalty.map(faces),
    piles: s.piles.map(faces),
    removed: s.removed.length,
    rest: [s.current, s.step, s.flags, s.pawn, s.started, s.revealed, s.options],
  };
}

describe('positions', () => {
  test('seats are hand / open cards; piles bottom first; draw piles drawn-first first; the rest removed', () => {
    const s = parsePosition(
      'you: ♥3 ♣5 * / ♦J | p2: #5 | p3: #5 / ♠9 | p4: #5 | red: ♦8 ♥9 | mixed: ♦7 | black: ♠4 | red-draw: ♥Q +40 | blue-draw: #30 | red-penalty: #2',
    );
    expect(faces(s.hands[0] ?? [])).toBe('♥3 ♣5 *');
    expect(faces(s.open[0] ?? [])).toBe('♦J');
    expect(faces(s.open[2] ?? [])).toBe('♠9');
    expect(s.hands.map((h) => h.length)).toEqual([3, 5, 5, 5]);
    expect(faces(s.piles[0] ?? [])).toBe('♦8 ♥9');
    expect(s.draw[0]).toHaveLength(41);
    expect(cardText(s.draw[0]?.[40] as MtCard)).toBe('♥Q'); // drawn first
    expect(s.penalty.map((p) => p.length)).toEqual([2, 0]);
    expect(s.removed.length).toBe(108 - 3 - 1 - 15 - 1 - 4 - 41 - 30 - 2);
    // A named card comes from its zone's team pack when it can.
    expect(s.hands[0]?.[2]?.back).toBe('red');
  });

  test('a dealt game and games in play read back to the same table', () => {
    for (const players of [2, 4]) {
      let s = setup({ ...DEFAULT_OPTIONS, players }, players);
      for (let i = 0; i < 400 && s.status === 'playing'; i++) {
        if (i % 7 === 0) expect(table(parsePosition(formatPosition(s)))).toEqual(table(s));
        const moves = legalMoves(s);
        for (const m of moves) expect(formatMove(parseMove(formatMove(m), s) as never)).toBe(formatMove(m));
        s = apply(s, botMove(s, s.current, 1).move);
      }
    }
  });

  test('mistakes are named with their place', () => {
    const wrong = (text: string) => {
      try {
        parsePosition(text);
      } catch (e) {
        return [(e as NotationError).message, (e as NotationError).column];
      }
      return null;
    };
    expect(wrong('you: ♥3 | p2: #5 | p3: #5')?.[0]).toMatch(/2 or 4 players/);
    expect(wrong('you: ♥3 | p2: #7 | red: ♠8')?.[0]).toMatch(/red pile takes only red cards/);
    expect(wrong('you: ♥3 | p2: #7 | red: *')?.[0]).toMatch(/natural card/);
    expect(wrong('you: ♥3 ♥3 ♥3 | p2: #7')?.[0]).toMatch(/twice/);
    expect(wrong('you: ♥3 | p2: #7 | red-draw: #5')?.[0]).toMatch(/last six/);
    expect(wrong('you: ♥3 | p2: #7 | step: skip')?.[0]).toMatch(/pawn/);
    expect(wrong('you: ♥3 | p2: #7 | colour: red')?.[0]).toMatch(/unknown section/);
  });

  test('moves read and written', () => {
    const s = parsePosition('you: ♥9 ♣5 / ♠5 | p2: #5 | p3: #5 / ♥8 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4');
    expect(formatMove(parseMove('play ♥9 red', s) as never)).toBe('play ♥9 red');
    expect(formatMove(parseMove('play open ♥8 mixed', s) as never)).toBe('play p3 ♥8 mixed');
    expect(formatMove(parseMove('play open ♠5 black', s) as never)).toBe('play you ♠5 black');
    expect(parseMove('pass ♣5', s)).toMatchObject({ type: 'pass' });
    expect(parseMove('sit out', s)).toEqual({ type: 'sit-out' });
    expect(parseMove('cancel', s)).toEqual({ type: 'cancel-skip' });
    expect(parseMove('fly', s)).toHaveProperty('error');
    expect(parseMove('play ♥9 purple', s)).toHaveProperty('error');
  });
});
