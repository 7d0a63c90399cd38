/**
 * The computer player: it only makes legal moves, it follows its plan, and it does better than
 * a player who picks uniformly among the legal moves.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { botMove, botReason } from './bot';
import { cardPoints } from './cards';
import { parsePosition } from './position';
import { cardOf } from './rule-cases';
import { apply, check, legalMoves } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaState } from './state';

/** Random players draw often and can make a deal long; a deal past this many moves is counted and left out. */
const MOVE_CAP = 20_000;
const DEALS = 200;

function randomMove(state: OttawaState, rng: RngState): { move: OttawaMove; rng: RngState } {
  const moves = legalMoves(state);
  const pick = nextInt(rng, moves.length);
  return { move: moves[pick.value] as OttawaMove, rng: pick.state };
}

describe('Ottawa bot', () => {
  test('plays the card that costs the most points when caught with it', () => {
    // On ♥7, ♠7, ♥8 and ♦7 fit and ♥A (15 points) does not; of those that fit, ♥8 costs the most.
    const s = parsePosition('you: ♠7 ♥8 ♦7 ♥A | p2: 5 | discard: ♥7 | stock: 10');
    expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'play', card: cardOf('♥8') });
    expect(cardPoints(cardOf('♥8'))).toBeGreaterThan(cardPoints(cardOf('♠7')));
  });

  test('with nothing to play it passes rather than draws, waiting for OT-A12 to turn up a card', () => {
    const s = parsePosition('you: ♠K ♣2 | p2: 5 | discard: ♥7 | stock: 10');
    expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'pass' });
  });

  test('it draws when the OT-A1 guard says it must', () => {
    const s = parsePosition('you: ♠K ♣2 | p2: 5 | discard: ♥7 | stock: 10 | quiet: 2 | turnup: no');
    expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'draw' });
    expect(botReason({ type: 'draw' }, s)).toContain('had to take a card');
  });

  test('it turns up a card when OT-A12 says it must, and says so', () => {
    const s = parsePosition('you: ♠K ♣2 | p2: 5 | discard: ♥7 | stock: 10 | quiet: 2');
    expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'draw' });
    expect(botReason({ type: 'draw' }, s)).toContain('turned up a new card');
  });

  describe('with OT-A12 off, a stuck table is got moving by drawing', () => {
    // Nothing of yours fits on ♥7, and p2 has just passed on it: the table may be stuck.
    const stuck = 'discard: ♥7 | stock: 10 | quiet: 1 | turnup: no';

    test('the first to find nothing to play on a card passes: the next player may have one', () => {
      const s = parsePosition('you: ♠K ♣2 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10 | turnup: no');
      expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'pass' });
    });

    test('once someone has passed on it, a player no closer to going out than the others draws', () => {
      const s = parsePosition(`you: ♠K ♣2 | p2: 5 | p3: 2 | ${stuck}`);
      expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'draw' });
      expect(botReason({ type: 'draw' }, s)).toContain('in the hope it fits');
    });

    test('the player holding the fewest cards leaves the drawing to the others', () => {
      const s = parsePosition(`you: ♠K ♣2 | p2: 5 | p3: 3 | ${stuck}`);
      expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'pass' });
      expect(botReason({ type: 'pass' }, s)).toContain('leaves the drawing to the others');
    });

    test('with the OT-A1 guard off too, someone still draws, so the table never passes for ever', () => {
      const s = parsePosition(`you: ♠K ♣2 | p2: 5 | p3: 2 | ${stuck} | forced: no`);
      expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'draw' });
    });
  });

  test(`over ${DEALS} four-player deals against random players: only legal moves, and fewer penalty points`, () => {
    let botPoints = 0;
    let randomPoints = 0;
    let finished = 0;
    let capped = 0;
    for (let seed = 0; seed < DEALS; seed++) {
      let s = setup({ ...DEFAULT_OPTIONS, players: 4, scoring: 'penalty', matchEnd: { kind: 'points', limit: 1000 } }, seed);
      let rng = seedRng(`random players ${seed}`);
      let moves = 0;
      while (s.status === 'playing' && moves < MOVE_CAP) {
        let move: OttawaMove;
        if (s.current === 0) {
          move = botMove(s, s.current, rng).move;
          expect(legalMoves(s)).toContainEqual(move);
          expect(check(s, move).ok).toBe(true);
        } else {
          ({ move, rng } = randomMove(s, rng));
        }
        s = apply(s, move);
        moves++;
      }
      if (s.status === 'playing') {
        capped++;
        continue;
      }
      finished++;
      const points = s.dealPoints ?? [];
      botPoints += points[0] ?? 0;
      randomPoints += ((points[1] ?? 0) + (points[2] ?? 0) + (points[3] ?? 0)) / 3;
    }
    expect(capped).toBeLessThan(DEALS / 10);
    expect(botPoints / finished).toBeLessThan(randomPoints / finished);
  });
});
