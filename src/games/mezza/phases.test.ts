/** The phase chart's list of moves says, for one seat, which kinds are open now and which rule closes the others. */
import { describe, expect, test } from 'vitest';
import { moveAvailability } from './phases';
import { parsePosition } from './position';

const open = (position: string, seat: number) =>
  Object.fromEntries(
    moveAvailability(parsePosition(position), seat).map((m) => [
      m.kind,
      `${m.verdict.ok ? 'open' : 'closed'} ${m.verdict.rule}`,
    ]),
  );

describe('moveAvailability', () => {
  test("in a snatch window open to you on another player's turn, snatching is open; playing and quick play are not", () => {
    const moves = open(
      'you: ½ 4 7 / 9 / #3 | p2: 8 8 / 5 / #3 | p3: #3 / 2 / #3 | pile: 2 3½ | draw: #10 | turn: p3 | step: snatch p2',
      0,
    );
    expect(moves.snatch).toBe('open MZ-39');
    expect(moves.play).toBe('closed MZ-11');
    expect(moves.quick).toBe('closed MZ-62');
  });

  test('on your own turn with no window, playing is open and the windows are closed', () => {
    const moves = open('you: 4 7 / 9 / #3 | p2: #3 / 5 / #3 | pile: 2 | draw: #10 | turn: you', 0);
    expect(moves.play).toBe('open MZ-12');
    expect(moves.snatch).toBe('closed MZ-39');
    expect(moves.quick).toBe('closed MZ-62');
  });

  test('a snatch window open to another seat only is closed to you with the rule of snatching one at a time', () => {
    const position =
      'you: 4 7 / 9 / #3 | p2: 8 8 / 5 / #3 | p3: 4 / 2 / #3 | p4: ½ / 2 / #3 | pile: 2 3½ | draw: #10 | turn: p3 | step: snatch p2';
    expect(open(position, 3).snatch).toBe('open MZ-39');
    expect(open(position, 0).snatch).toBe('closed MZ-A5');
  });

  test('during the swap, playing is closed by the swap rule', () => {
    const moves = open('you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | draw: #20 | step: swap', 0);
    expect(moves.swap).toBe('open MZ-07');
    expect(moves.play).toBe('closed MZ-07');
  });
});
