/** Positions as lessons write them: every card of the six packs somewhere, read back as written, and mistakes named where they are. */
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../engine/notation';
import { DECK_SIZE, type HfCard, cardText } from './cards';
import { formatPosition, parsePosition } from './position';
import type { HfState } from './state';

const FOUR = 'you: ♥7 ♥7 ♠K * ♣3 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11';

function everyCard(state: HfState): HfCard[] {
  return [
    ...state.hands.flat(),
    ...state.feet.flat(),
    ...state.packets.flatMap((p) => (p ? [...p[0], ...p[1]] : [])),
    ...state.piles.flat(),
    ...state.discard,
    ...state.melds.flat().flatMap((m) => m.cards),
  ];
}

function errorAt(text: string): { message: string; column: number } {
  try {
    parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError) return { message: e.message, column: e.column };
    throw e;
  }
  throw new Error(`"${text}" was read without an error`);
}

describe('Hand and Foot positions', () => {
  test('four seats in two partnerships, the rest in two draw piles, all 324 cards once each', () => {
    const state = parsePosition(FOUR);
    expect(state.options.players).toBe(4);
    expect(state.hands[0]?.map(cardText)).toEqual(['♥7', '♥7', '♠K', '*', '♣3']);
    expect(state.feet.map((f) => f.length)).toEqual([11, 11, 11, 11]);
    expect(state.piles).toHaveLength(2);
    const ids = everyCard(state).map((c) => c.id);
    expect(ids).toHaveLength(DECK_SIZE);
    expect(new Set(ids).size).toBe(DECK_SIZE);
    expect(state.step).toEqual({ kind: 'draw' });
    expect(state.current).toBe(0);
  });

  test('melds, a discard pile with its top card last, and a foot already picked up', () => {
    const state = parsePosition(
      `you: ♥9 ♥9 / - | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | ours: ♠8 ♠8 ♥8 *, ♠K ♥K ♦K ♣K ♠K ♥K ♦K | discard: #5 ♦4 ♣9 | step: play | laid: 20 | deal: 2`,
    );
    expect(state.inFoot).toEqual([true, false, false, false]);
    expect(state.melds[0]?.map((m) => m.rank)).toEqual([8, 13]);
    expect(state.melds[1]).toEqual([]);
    expect(state.opened).toEqual([true, false]);
    expect(state.discard).toHaveLength(7);
    expect(state.discard.slice(-2).map(cardText)).toEqual(['♦4', '♣9']);
    expect(state.flags.laid).toBe(20);
    expect(state.deal).toBe(2);
    expect(everyCard(state)).toHaveLength(DECK_SIZE);
  });

  test('draw piles written out: top card first, the cards nobody holds below the discards', () => {
    const state = parsePosition(`${FOUR} | piles: ♥5 ♠6 +3 / - | discard: ♦9`);
    expect(state.piles.map((p) => p.length)).toEqual([5, 0]);
    expect(state.piles[0]?.slice(-2).map(cardText)).toEqual(['♠6', '♥5']);
    expect(state.discard.at(-1)).toMatchObject({ suit: 'D', rank: 9 });
    expect(everyCard(state)).toHaveLength(DECK_SIZE);
  });

  test('six players, four piles, and the choose step with two packets each', () => {
    const six = 'you: #11 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | p5: #11 / #11 | p6: #11 / #11';
    const state = parsePosition(`${six} | piles: 4 | step: choose`);
    expect(state.options.players).toBe(6);
    expect(state.piles).toHaveLength(4);
    expect(state.step).toEqual({ kind: 'choose', waiting: [0, 1, 2, 3, 4, 5] });
    expect(state.packets[5]?.map((p) => p.length)).toEqual([11, 11]);
    expect(state.hands.flat()).toEqual([]);
    expect(everyCard(state)).toHaveLength(DECK_SIZE);
  });

  test('a position written out is read back to the same table', () => {
    const state = parsePosition(
      `${FOUR} | ours: ♠8 ♠8 ♥8 | theirs: ♣A ♣A ♦A 2 | discard: #3 ♦4 | piles: #20 / ♥5 +10 | turn: p2 | step: play | deal: 3`.replace(
        ' 2 |',
        ' ♣2 |',
      ),
    );
    const again = parsePosition(formatPosition(state));
    expect(formatPosition(again)).toBe(formatPosition(state));
    // The same faces where they were; which of the six copies of a face lies where may differ.
    const faces = (cards: readonly HfCard[]) => cards.map(cardText);
    expect(again.hands.map(faces)).toEqual(state.hands.map(faces));
    expect(again.melds.map((ms) => ms.map((m) => faces(m.cards)))).toEqual(state.melds.map((ms) => ms.map((m) => faces(m.cards))));
    expect(again.piles.map((p) => p.map(cardText))).toEqual(state.piles.map((p) => p.map(cardText)));
    expect(again.current).toBe(1);
  });

  test.each([
    ['you: #11 / #11 | p2: #11 / #11 | p3: #11 / #11', 'for 4 or 6 players'],
    [`${FOUR} | ours: ♠8 ♠9 ♥8`, 'no runs (HF-15)'],
    [`${FOUR} | ours: ♠3 ♠3 ♥3`, 'never melded (HF-35)'],
    [`${FOUR} | ours: ♠8 * ♣2`, 'four naturals'],
    [`${FOUR} | ours: * * ♣2`, 'not only wild'],
    [`${FOUR} | ours: ♠8 ♠8`, 'at least three'],
    [`${FOUR} | piles: 3`, '2 or 4 draw piles'],
    [`${FOUR} | step: deal`, 'draw, play or choose'],
    [`${FOUR} | turn: p5`, 'should name a seat'],
    [`${FOUR} | laid: 20`, 'play step'],
    [`${FOUR} | deal: 5`, '"deal" is 1 to 4'],
    ['you: ♥7 ♥7 ♥7 ♥7 ♥7 ♥7 ♥7 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11', 'six of every card'],
    [`${FOUR} | colour: red`, 'unknown section'],
  ])('%s is refused: %s', (text, message) => {
    expect(errorAt(text).message).toContain(message);
  });

  test('a mistake is named at its place in the text', () => {
    const text = `${FOUR} | ours: ♠8 ♠9 ♥8`;
    expect(errorAt(text).column).toBe(text.indexOf('♠8 ♠9'));
    const card = 'you: ♥7 ♥X / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11';
    expect(errorAt(card).column).toBe(card.indexOf('♥X'));
  });
});
