/**
 * The position notation: reading, writing, round trips and clear errors with the column of the problem.
 * Source: DESIGN.md §6 (lessons are positions in a compact notation, validated at build time).
 */
import { describe, expect, test } from 'vitest';
import { NotationError, describeError } from '../../engine/notation';
import { seedRng } from '../../engine/rng';
import { cardCode, cardLabel, cardName, fullDeck } from './cards';
import { formatMove, parseMove } from './moves';
import { formatPosition, normaliseCode, parsePosition } from './position';
import { apply, legalMoves } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type EchadState } from './state';
import { allCards, carelessMove, moveKey } from './test-support';

function ids(state: EchadState): string[] {
  return allCards(state).map((c) => c.id);
}

describe('card codes', () => {
  test.each([
    ['b3', 'b3', 'blue Gimel ג', 'blue Gimel, 3'],
    ['bג', 'b3', 'blue Gimel ג', 'blue Gimel, 3'],
    ['Y10', 'y10', 'yellow Yud י', 'yellow Yud, 10'],
    ['yי', 'y10', 'yellow Yud י', 'yellow Yud, 10'],
    ['r1', 'r1', 'red Alef א', 'red Alef, 1'],
    ['gp', 'gP', 'green Pick Up 3', 'green Pick Up 3'],
    ['rR', 'rR', 'red Change of Direction', 'red Change of Direction'],
    ['yS', 'yS', 'yellow Lose a Turn', 'yellow Lose a Turn'],
    ['W', 'W', 'Wild', 'Wild'],
    ['w3', 'W3', 'Wild Pick Up 3', 'Wild Pick Up 3'],
  ])('%s is %s, %s', (text, code, label, name) => {
    expect(normaliseCode(text)).toBe(code);
    const card = fullDeck().find((c) => cardCode(c) === code);
    expect(card && cardLabel(card)).toBe(label);
    expect(card && cardName(card)).toBe(name);
  });

  test.each([['x5'], ['b'], ['b11'], ['b0'], ['bX'], ['W4'], ['bך']])('%s is not a card', (text) => {
    expect(normaliseCode(text)).toHaveProperty('error');
  });

  test('every card has its own id and a code', () => {
    const deck = fullDeck();
    expect(new Set(deck.map((c) => c.id)).size).toBe(106);
    expect(deck.find((c) => c.id === 'blue-gimel-2')).toMatchObject({ kind: 'letter', colour: 'blue', value: 3 });
    expect(deck.filter((c) => cardCode(c) === 'b10').map((c) => c.id)).toEqual(['blue-yud-1']);
    expect(
      fullDeck('alef-once')
        .filter((c) => cardCode(c) === 'b10')
        .map((c) => c.id),
    ).toEqual(['blue-yud-1', 'blue-yud-2']);
  });
});

describe('reading positions', () => {
  test('the example of the design', () => {
    const s = parsePosition(
      'you: b3 gP y7 W | p2: 5 | discard: r3 b3 | colour: blue | pile: 40 | turn: you | direction: cw',
    );
    expect(s.hands[0]?.map(cardCode)).toEqual(['b3', 'gP', 'y7', 'W']);
    expect(s.hands[1]).toHaveLength(5);
    expect(s.discard.slice(-2).map(cardCode)).toEqual(['r3', 'b3']);
    expect(s.pile).toHaveLength(40);
    expect(s.discard).toHaveLength(106 - 4 - 5 - 40);
    expect(s.colour).toBe('blue');
    expect(s.current).toBe(0);
    expect(s.direction).toBe('cw');
    expect(s.dealer).toBe(1);
    expect(new Set(ids(s)).size).toBe(106);
  });

  test('copies of a card are told apart', () => {
    const s = parsePosition('you: b3 b3 | p2: 5 | discard: b2');
    expect(s.hands[0]?.map((c) => c.id)).toEqual(['blue-gimel-1', 'blue-gimel-2']);
  });

  test('without a pile count every unnamed card is in the pile', () => {
    const s = parsePosition('you: b3 | p2: r4 | discard: g5');
    expect(s.pile).toHaveLength(103);
    expect(s.discard).toHaveLength(1);
  });

  test('unnamed cards are placed the same way every time', () => {
    const text = 'you: b3 | p2: 7 | p3: 7 | discard: g5 | pile: 30';
    expect(ids(parsePosition(text))).toEqual(ids(parsePosition(text)));
  });

  test('steps, call-outs, scores and house rules', () => {
    const s = parsePosition(
      'you: b3 r4 | p2: y7 | p3: 4 | discard: b1 W | colour: red | turn: p3 | direction: ccw | dealer: p2 | echad: p2 open | scores: 10 0 25 | rules: alef-once draw-until-match reverse-skips | target: 500',
    );
    expect(s.current).toBe(2);
    expect(s.direction).toBe('ccw');
    expect(s.dealer).toBe(1);
    expect(s.echad).toEqual({ seat: 1, said: false, turn: 1, open: true });
    expect(s.scores).toEqual([10, 0, 25]);
    expect(s.options).toEqual({
      players: 3,
      target: 500,
      drawUntilMatch: true,
      reverseSkipsWithTwo: true,
      letterSplit: 'alef-once',
    });
    expect(legalMoves(s).filter((m) => m.type === 'challenge')).toEqual([
      { type: 'challenge', by: 0 },
      { type: 'challenge', by: 2 },
    ]);
    const drawn = parsePosition('you: b3 r4 | p2: 5 | discard: b1 | step: drawn r4 declined');
    expect(drawn.step).toEqual({ kind: 'drawn', card: drawn.hands[0]?.[1], declined: true });
  });
});

const CANONICAL = [
  'you: b3 gP y7 W | p2: 5 | discard: b3 | colour: blue | pile: 40 | turn: you | direction: cw',
  'you: r1 r1 | p2: 7 | p3: 1 | discard: W | colour: green | pile: 0 | turn: p2 | direction: ccw | echad: p3 open',
  'you: W3 | p2: 3 | discard: gP | colour: green | pile: 12 | turn: p2 | direction: cw | step: pick-up first',
  'you: y2 y4 | p2: 6 | p3: 6 | discard: W3 | colour: none | pile: 44 | turn: you | direction: cw | dealer: p2 | step: choose-colour',
  'you: y2 y4 | p2: 6 | discard: r5 | colour: red | pile: 50 | turn: p2 | direction: cw | step: drawn gP',
  'you: b9 b1 | p2: 2 | discard: r1 | colour: red | pile: 5 | turn: you | direction: cw | step: drawn b1 declined | scores: 0 40',
  'you: b9 | p2: 7 | p3: 7 | p4: 7 | p5: 7 | p6: 7 | p7: 7 | p8: 7 | p9: 7 | p10: 7 | discard: y5 | colour: yellow | pile: 35 | turn: p9 | direction: cw | step: play first | rules: alef-once',
  'you: b1 | p2: 1 | discard: b2 | colour: blue | pile: 100 | turn: you | direction: cw | echad: p2 said | rules: draw-until-match reverse-skips | target: 500',
];

const NORMALISED: readonly [string, string][] = [
  [
    'you: bג GP | p2: 5 | discard: b3',
    'you: b3 gP | p2: 5 | discard: b3 | colour: blue | pile: 98 | turn: you | direction: cw',
  ],
  [
    '  you:b3|p2:4|discard:W|colour:R  ',
    'you: b3 | p2: 4 | discard: W | colour: red | pile: 100 | turn: you | direction: cw',
  ],
  [
    'you: b3 | p2: 4 | discard: g4 | turn: p2 | dealer: you | direction: CW',
    'you: b3 | p2: 4 | discard: g4 | colour: green | pile: 100 | turn: p2 | direction: cw',
  ],
];

describe('writing positions', () => {
  test.each(CANONICAL)('reads back to itself: %s', (text) => {
    const state = parsePosition(text);
    expect(formatPosition(state)).toBe(text);
    expect(new Set(ids(state)).size).toBe(106);
  });

  test.each(NORMALISED)('%s is written %s', (text, canonical) => {
    expect(formatPosition(parsePosition(text))).toBe(canonical);
  });

  test('positions along 40 seeded rounds read back, as the table sees them and with every card named', () => {
    const problems: string[] = [];
    const same = (what: string, a: unknown, b: unknown, at: string) => {
      if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${what} differs at ${at}`);
    };
    // The same moves are open in the position read back (copies of a card may swap ids).
    const codes = (s: EchadState) =>
      legalMoves(s)
        .map((m) => (m.type === 'play' ? `play ${cardCode(m.card)} ${m.echad}` : moveKey(m)))
        .sort();
    for (let seed = 0; seed < 40; seed++) {
      const players = 2 + (seed % 9);
      const options = {
        ...DEFAULT_OPTIONS,
        players,
        drawUntilMatch: seed % 4 === 0,
        reverseSkipsWithTwo: seed % 3 === 0,
        letterSplit: seed % 5 === 0 ? ('alef-once' as const) : ('yud-once' as const),
      };
      let state = setup(options, seed);
      let rng = seedRng(seed);
      while (state.status === 'playing') {
        const seen = formatPosition(state);
        same('the table view', formatPosition(parsePosition(seen)), seen, seen);
        const full = formatPosition(state, { reveal: true });
        const back = parsePosition(full);
        same('the full view', formatPosition(back, { reveal: true }), full, full);
        same(
          'the cards',
          [back.hands, back.pile, back.discard].map((z) => z.flat().map(cardCode)),
          [state.hands, state.pile, state.discard].map((z) => z.flat().map(cardCode)),
          full,
        );
        same(
          'the turn',
          [back.colour, back.current, back.direction, back.dealer, back.step.kind],
          [state.colour, state.current, state.direction, state.dealer, state.step.kind],
          full,
        );
        same('the moves', codes(back), codes(state), full);
        const pick = carelessMove(state, rng, 0.3);
        rng = pick.rng;
        state = apply(state, pick.move);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

const ERRORS: readonly [name: string, text: string, message: string, at: string][] = [
  ['no hand of yours', 'p2: 5 | discard: b3', 'a position needs "you: …"', 'p2: 5'],
  ['no other player', 'you: b3 | discard: b3', 'needs another player', ''],
  ['a gap in the seats', 'you: b3 | p2: 4 | p4: 4 | discard: b3', '"p4" comes after a missing "p3"', '4 | discard'],
  ['no discard', 'you: b3 | p2: 5', 'needs "discard: …"', ''],
  ['an empty discard', 'you: b3 | p2: 5 | discard: ', '"discard" needs at least its top card', ''],
  ['a discard count', 'you: b3 | p2: 5 | discard: 4', '"discard" lists cards', '4'],
  ['not a card', 'you: b3 x5 | p2: 5 | discard: b3', '"x5" is not a card', 'x5'],
  ['not a letter', 'you: b3 | p2: b11 | discard: b3', 'after the colour comes', 'b11'],
  [
    'too many copies',
    'you: b10 b10 | p2: 5 | discard: b3',
    '"b10" is one card too many: the deck has only 1 blue Yud י (b10)',
    'b10 | p2',
  ],
  [
    'too many copies with the other split',
    'you: b1 b1 | p2: 5 | discard: b3 | rules: alef-once',
    'only 1 blue Alef א (b1)',
    'b1 | p2',
  ],
  [
    'too many cards counted',
    'you: b3 | p2: 100 | p3: 5 | discard: b3',
    '"p3" counts 5 cards, but only 4',
    '5 | discard',
  ],
  ['an empty hand', 'you: b3 | p2: 0 | discard: b3', '"p2" has no cards', '0 | discard'],
  ['an unknown section', 'you: b3 | p2: 5 | discard: b3 | stock: 4', 'unknown section "stock"', '4'],
  ['a section twice', 'you: b3 | p2: 5 | p2: 4 | discard: b3', '"p2" is given twice', 'p2: 4'],
  [
    'a seat not at the table',
    'you: b3 | p2: 5 | discard: b3 | turn: p3',
    'turn "p3" is not a seat at this table: the seats are you, p2',
    'p3',
  ],
  ['a bad direction', 'you: b3 | p2: 5 | discard: b3 | direction: left', '"direction" is cw', 'left'],
  ['the wrong colour for the top card', 'you: b3 | p2: 5 | discard: b3 | colour: red', '"colour" must be blue', 'red'],
  ['a wild without its colour', 'you: b3 | p2: 5 | discard: W', 'a wild is on top', ''],
  ['a colour that is none', 'you: b3 | p2: 5 | discard: W | colour: pink', '"colour" is one of blue', 'pink'],
  ['an unknown step', 'you: b3 | p2: 5 | discard: b3 | step: dance', 'unknown step "dance"', 'dance'],
  [
    'a pick-up without a Pick Up 3',
    'you: b3 | p2: 5 | discard: b3 | step: pick-up',
    '"pick-up" needs a Pick Up 3',
    'pick-up',
  ],
  [
    'a colour choice without a wild',
    'you: b3 | p2: 5 | discard: b3 | step: choose-colour',
    '"choose-colour" needs a wild',
    'choose-colour',
  ],
  [
    'a drawn card not in the hand',
    'you: b3 | p2: 5 | discard: b3 | step: drawn r4',
    'the card drawn, r4, must be in the hand',
    'r4',
  ],
  [
    'a drawn card no longer in the deck',
    'you: b10 | p2: 5 | discard: b3 | turn: p2 | step: drawn b10',
    '"b10" is one card too many',
    'b10',
  ],
  [
    'a stray word in the step',
    'you: b3 | p2: 5 | discard: b3 | step: play now',
    '"now" does not go with "play"',
    'now',
  ],
  [
    'a call-out on a player with many cards',
    'you: b3 | p2: 5 | discard: b3 | echad: p2 open',
    '"echad" names p2, who should have exactly one card',
    'p2 open',
  ],
  [
    'a call-out without its state',
    'you: b3 | p2: 1 | discard: b3 | echad: p2',
    '"echad" is a seat and open, closed or said',
    'p2',
  ],
  [
    'scores for the wrong number of seats',
    'you: b3 | p2: 5 | discard: b3 | scores: 1 2 3',
    '"scores" needs 2 whole numbers',
    '1 2 3',
  ],
  [
    'an unknown house rule',
    'you: b3 | p2: 5 | discard: b3 | rules: stacking',
    'unknown house rule "stacking"',
    'stacking',
  ],
  ['a target of nothing', 'you: b3 | p2: 5 | discard: b3 | target: 0', '"target" should be at least 1 point', '0'],
];

describe('errors', () => {
  test.each(ERRORS)('%s', (_name, text, message, at) => {
    let error: unknown;
    try {
      parsePosition(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotationError);
    const e = error as NotationError;
    expect(e.message).toContain(message);
    expect(text.slice(e.column).startsWith(at), describeError(text, e)).toBe(true);
    if (at === '') expect(e.column).toBe(text.length);
  });
});

describe('moves as text', () => {
  const s = parsePosition('you: b3 b3 W | p2: 5 | discard: b1 | step: drawn b3');
  test.each([
    ['play b3', { type: 'play', card: s.hands[0]?.[1], echad: false }],
    ['play b3 echad', { type: 'play', card: s.hands[0]?.[1], echad: true }],
    ['play W', { type: 'play', card: s.hands[0]?.[2], echad: false }],
    ['draw', { type: 'draw' }],
    ['keep', { type: 'keep' }],
    ['colour red', { type: 'choose-colour', colour: 'red' }],
    ['color b', { type: 'choose-colour', colour: 'blue' }],
    ['challenge by p2', { type: 'challenge', by: 1 }],
    ['challenge by you', { type: 'challenge', by: 0 }],
  ])('%s', (text, move) => {
    expect(parseMove(text, s)).toEqual(move);
  });

  test.each([['play'], ['play x9'], ['colour pink'], ['challenge p2'], ['dance'], ['draw 3'], ['play b3 now']])(
    '%s is not a move',
    (text) => {
      expect(parseMove(text, s)).toHaveProperty('error');
    },
  );

  test('every legal move reads back from its text', () => {
    const state = parsePosition('you: b3 r3 W W3 gP | p2: 5 | discard: b1');
    for (const m of legalMoves(state)) {
      const back = parseMove(formatMove(m), state);
      expect(back).toEqual(m);
    }
    expect(legalMoves(state).map(formatMove)).toEqual(['play b3', 'play W', 'play W3', 'draw']);
  });
});
