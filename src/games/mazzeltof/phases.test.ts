/** The phase chart's list of moves says, for one seat, which kinds are open now and which rule opens or closes each. */
import { describe, expect, test } from 'vitest';
import { moveAvailability } from './phases';
import { parsePosition } from './position';
import { playOut } from './rule-cases';

const open = (position: string, seat = 0) =>
  Object.fromEntries(
    moveAvailability(parsePosition(position), seat).map((m) => [
      m.kind,
      `${m.verdict.ok ? 'open' : 'closed'} ${m.verdict.rule}`,
    ]),
  );

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';
const four = (hand: string, more = '', table = TABLE) => `you: ${hand} | p2: #5 | p3: #5 | p4: #5 | ${table}${more}`;

describe('moveAvailability', () => {
  test('with the red pawn and a joker: cancel or sit out; no drawing first, nothing else before the choice', () => {
    const moves = open(four('* ♣5', ' | pawn: you | step: skip'));
    expect(moves['cancel-skip']).toBe('open MT-44');
    expect(moves['sit-out']).toBe('open MT-43');
    expect(moves.draw).toBe('closed MT-45');
    expect(moves.play).toBe('closed MT-A13');
    expect(moves.pass).toBe('closed MT-A13');
  });

  test('at the start of a turn only the draw is open', () => {
    const moves = open(four('♣5 ♦9 ♥K', ' | step: draw'));
    expect(moves.draw).toBe('open MT-32');
    expect(moves.play).toBe('closed MT-33');
    expect(moves.pass).toBe('closed MT-33');
    expect(moves['cancel-skip']).toBe('closed MT-44');
  });

  test('after the draw: playing and the pass are open; a second draw, a refill with cards in hand and ending without a pass are not', () => {
    const moves = open(four('♣5 ♦9'));
    expect(moves.play).toBe('open MT-23');
    expect(moves.pass).toBe('open MT-26');
    expect(moves.draw).toBe('closed MT-32');
    expect(moves.refill).toBe('closed MT-34');
    expect(moves.lay).toBe('closed MT-37');
    expect(moves.end).toBe('closed MT-26');
    expect(moves['sit-out']).toBe('closed MT-43');
  });

  test('with five open cards the pass is a penalty card; with an empty hand the turn ends without one', () => {
    expect(open(four('♣5 ♦9 / ♣3 ♣3 ♥3 ♥3 ♠3')).pass).toBe('open MT-29');
    const empty = open(four('- / ♣3'));
    expect(empty.pass).toBe('closed MT-A3');
    expect(empty.end).toBe('open MT-A3');
    expect(empty.refill).toBe('open MT-34');
  });

  test('in the last six the revealed card is handled first: laying it is open, the pass is not yet', () => {
    const moves = open(four('♣5 ♦9', ' | revealed: red', TABLE.replace('red-draw: #30', 'red-draw: ♥9 ♠3 ♣3')));
    expect(moves.lay).toBe('open MT-38');
    expect(moves.pass).toBe('closed MT-38');
    expect(moves.draw).toBe('closed MT-37');
  });

  test("on another player's turn every move is closed by the turn order", () => {
    const moves = open(four('♣5 ♦9', ' | turn: p2'));
    expect(Object.values(moves).every((v) => v === 'closed MT-23')).toBe(true);
  });

  test('once a team has played through its draw pile, every move is closed (MT-47)', () => {
    const last = parsePosition(four('♣5', ' | revealed: red', TABLE.replace('red-draw: #30', 'red-draw: ♥9')));
    const over = playOut(last, ['lay']);
    expect(over.status).not.toBe('playing');
    expect(moveAvailability(over, 0).every((m) => !m.verdict.ok && m.verdict.rule === 'MT-47')).toBe(true);
  });
});
