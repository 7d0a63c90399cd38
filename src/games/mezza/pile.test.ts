/**
 * The pile's rank and the fast fit test: fittingKinds() must agree with the verdict judgeKind() gives for
 * every kind on every pile, demand and reading of MZ-A3; and the pile's rank reads as the rules say.
 */
import { mezzaThings } from './names';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KINDS, deckOf, kindBit } from './cards';
import { burnOf, fittingKinds, pileHalves, pileRank, topRun } from './pile';
import { parsePosition } from './position';
import { judgeKind } from './rules';

describe('the pile', () => {
  test.each([
    ['5', 10, '5'],
    ['6½ ½', 14, '7 (½ on 6½)'],
    ['3½ ½ ½', 8, '4 (½ on 3½)'],
    ['3½ ½ T', 8, '4 (½ on 3½) (through the transparent joker)'],
    ['½ 3½', 7, '3½'],
    ['9 0', 0, '0 (the 0-joker)'],
    ['T T', 0, '0 (a joker opened it)'],
  ])('%s counts as %i halves: %s', (pile, halves, words) => {
    const rank = pileRank(parsePosition(`you: 2 | p2: 2 | pile: ${pile}`).pile);
    expect({ halves: rank.halves, words: mezzaThings()(rank.reading) }).toEqual({ halves, words });
  });

  test('four of a kind on top burns, across a combination; a 10 burns; a joker breaks a run', () => {
    const pile = (text: string) => parsePosition(`you: 2 | p2: 2 | pile: ${text}`).pile;
    expect(burnOf(pile('6½ ½ ½ ½ ½'))).toBe('four');
    expect(burnOf(pile('9½ ½'))).toBe('ten');
    expect(burnOf(pile('5 5 T 5 5'))).toBeNull();
    expect(topRun(pile('5 5 T 5 5'))).toBe(2);
  });

  test('fittingKinds() and judgeKind() agree on every kind, pile, demand and reading; pileHalves() and pileRank() on the rank', () => {
    const deck = deckOf('full');
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          deck.map((c) => c.kind),
          { maxLength: 6 },
        ),
        fc.boolean(),
        fc.boolean(),
        (kinds, demand, nine) => {
          const s = parsePosition(
            `you: - | p2: - | pile: ${kinds.length ? kinds.join(' ') : '-'} | demand: ${demand ? 'yes' : 'no'}`,
            {
              nineHalfOnNineHalf: nine,
            },
          );
          const fitting = fittingKinds(s);
          for (const kind of KINDS)
            expect((fitting & kindBit(kind)) !== 0, `${kind} on ${kinds.join(' ')}`).toBe(judgeKind(s, kind).ok);
          expect(pileHalves(s.pile)).toBe(pileRank(s.pile).halves);
        },
      ),
      { numRuns: 2000, seed: 12 },
    );
  });

  test('fittingKinds() answers again for the same pile with another demand or reading of MZ-A3', () => {
    const s = parsePosition('you: 2 | p2: 2 | pile: 9½', { nineHalfOnNineHalf: true });
    const nine = kindBit('9½');
    expect(fittingKinds(s) & nine).toBe(nine);
    expect(fittingKinds({ ...s, options: { ...s.options, nineHalfOnNineHalf: false } }) & nine).toBe(0);
    expect(fittingKinds({ ...s, demand: true }) & nine).toBe(0);
    expect(fittingKinds({ ...s, demand: true }) & kindBit('4')).toBe(kindBit('4'));
    expect(fittingKinds(s) & nine).toBe(nine);
  });
});
