/**
 * The position notation: what a position means, that writing a state and reading it back gives
 * the same state, and the message and column of every mistake an author can make.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, cardLabel } from '../../engine/french-deck';
import { NotationError } from '../../engine/notation';
import { botMove } from './bot';
import { formatPosition, parsePosition } from './position';
import { allCardKeys, cardOf } from './rule-cases';
import { apply } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaState } from './state';

const FULL_PACK_SIZE = 52;
const labels = (cards: readonly Card[]) => cards.map(cardLabel);
const top = (pile: readonly Card[]) => pile[pile.length - 1];

describe('reading a position', () => {
  const example =
    'you: ♠7 ♥9 ♣2 | p2: 5 | p3: ♠K ♥2 | discard: ♣3 ♥7 | stock: ♥8 +20 | turn: you | dealer: p3 | drawn: yes | quiet: 0 | scores: 0 12 30 | limit: 100';

  test('the example position', () => {
    const s = parsePosition(example);
    expect(labels(s.hands[0] ?? [])).toEqual(['♠7', '♥9', '♣2']);
    expect(s.hands[1]).toHaveLength(5);
    expect(labels(s.hands[2] ?? [])).toEqual(['♠K', '♥2']);
    expect(s.stock).toHaveLength(21);
    expect(top(s.stock)).toEqual(cardOf('♥8')); // the first stock card named is drawn next
    expect(labels(s.discard.slice(-2))).toEqual(['♣3', '♥7']); // the top card is the last named
    expect(s.discard).toHaveLength(FULL_PACK_SIZE - 3 - 5 - 2 - 21);
    expect({ current: s.current, dealer: s.dealer, drew: s.drewThisTurn, quiet: s.quietTurns, scores: s.scores }).toEqual({
      current: 0, dealer: 2, drew: true, quiet: 0, scores: [0, 12, 30],
    });
    expect(s.options).toEqual({ ...DEFAULT_OPTIONS, players: 3 });
    expect({ status: s.status, deal: s.deal, dealPoints: s.dealPoints, wentOut: s.wentOut }).toEqual({
      status: 'playing', deal: 1, dealPoints: null, wentOut: null,
    });
  });

  test('every card exists exactly once', () => {
    const keys = allCardKeys(parsePosition(example));
    expect(keys).toHaveLength(FULL_PACK_SIZE);
    expect(new Set(keys).size).toBe(FULL_PACK_SIZE);
  });

  test('defaults: your turn, dealer on your right, nothing drawn, no quiet turns, scores 0, to 100 points', () => {
    const s = parsePosition('you: ♠7 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10');
    expect({ current: s.current, dealer: s.dealer, drew: s.drewThisTurn, quiet: s.quietTurns, scores: s.scores }).toEqual({
      current: 0, dealer: 2, drew: false, quiet: 0, scores: [0, 0, 0],
    });
    expect(s.options).toEqual({ players: 3, matchEnd: { kind: 'points', limit: 100 }, scoring: 'penalty', forcedDraw: true, turnUp: true });
  });

  test('the dealer defaults to the seat to the right of the player to move (OT-14)', () => {
    expect(parsePosition('you: ♠7 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10 | turn: p2').dealer).toBe(0);
    expect(parsePosition('you: ♠7 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10 | turn: p3').dealer).toBe(1);
  });

  test('unnamed cards fill counted hands and stock, and the rest lies under the named discards', () => {
    const s = parsePosition('you: ♠7 | p2: 3 | discard: ♣3 ♥7 | stock: ♥8 ♦2 +4');
    expect(s.hands[1]).toHaveLength(3);
    expect(s.stock).toHaveLength(6);
    expect(labels(s.stock.slice(-2))).toEqual(['♦2', '♥8']); // ♥8 on top, then ♦2
    expect(s.discard).toHaveLength(FULL_PACK_SIZE - 1 - 3 - 6);
    expect(labels(s.discard.slice(-2))).toEqual(['♣3', '♥7']);
  });

  test('a stock given only as a count, and an empty stock', () => {
    expect(parsePosition('you: ♠7 | p2: 5 | discard: ♥7 | stock: 12').stock).toHaveLength(12);
    const empty = parsePosition('you: ♠7 | p2: 5 | discard: ♥7 | stock: 0');
    expect(empty.stock).toEqual([]);
    expect(empty.discard).toHaveLength(FULL_PACK_SIZE - 6);
  });

  test('the same text always means the same deal; another seed deals the hidden cards differently', () => {
    const text = 'you: ♠7 | p2: 7 | discard: ♥7 | stock: 20';
    expect(parsePosition(text)).toEqual(parsePosition(text));
    expect(parsePosition(`${text} | seed: 1`)).toEqual(parsePosition(text));
    expect(parsePosition(`${text} | seed: 2`).hands[1]).not.toEqual(parsePosition(text).hands[1]);
    expect(parsePosition(`${text} | seed: lesson-3`).hands[1]).toHaveLength(7);
  });

  test('cards may be written with suit letters, and section names in any case', () => {
    const s = parsePosition('You: h7 S10 cA d2 | P2: 5 | Discard: ♥8 | Stock: 3');
    expect(labels(s.hands[0] ?? [])).toEqual(['♥7', '♠10', '♣A', '♦2']);
  });

  test('a match of a number of deals, and which deal this is', () => {
    const s = parsePosition('you: ♠7 | p2: 5 | discard: ♥7 | stock: 3 | deals: 5 | deal: 4');
    expect(s.options.matchEnd).toEqual({ kind: 'deals', count: 5 });
    expect(s.deal).toBe(4);
  });

  test('options fill what the text leaves out; the text wins where it speaks', () => {
    const base = 'you: ♠7 | p2: 5 | discard: ♥7 | stock: 3';
    const fromOptions = parsePosition(base, { scoring: 'credit', forcedDraw: false, turnUp: false, matchEnd: { kind: 'deals', count: 2 }, players: 6 });
    expect(fromOptions.options).toEqual({ players: 2, scoring: 'credit', forcedDraw: false, turnUp: false, matchEnd: { kind: 'deals', count: 2 } });
    const fromText = parsePosition(`${base} | scoring: penalty | forced: on | turnup: on | limit: 50`, { scoring: 'credit', forcedDraw: false, turnUp: false });
    expect(fromText.options).toEqual({ players: 2, scoring: 'penalty', forcedDraw: true, turnUp: true, matchEnd: { kind: 'points', limit: 50 } });
  });

  test('seven players, all hands counted', () => {
    const s = parsePosition('you: 6 | p2: 6 | p3: 6 | p4: 6 | p5: 6 | p6: 6 | p7: 6 | discard: ♥7 | stock: 9');
    expect(s.hands.map((h) => h.length)).toEqual([6, 6, 6, 6, 6, 6, 6]);
    expect(s.discard).toHaveLength(FULL_PACK_SIZE - 42 - 9);
  });
});

describe('writing a position', () => {
  test('a position read back from its written form is the same state', () => {
    const texts = [
      'you: ♠7 ♥9 ♣2 | p2: 5 | p3: ♠K ♥2 | discard: ♣3 ♥7 | stock: ♥8 +20 | dealer: p2 | drawn: yes | scores: 0 12 30',
      'you: ♠7 | p2: 5 | discard: ♥7 | stock: 0 | turn: p2 | quiet: 1 | deals: 5 | deal: 2 | scoring: credit | forced: no | turnup: no',
      'you: 6 | p2: 6 | p3: 6 | p4: 6 | p5: 6 | p6: 6 | p7: 6 | discard: ♥7 | stock: 9 | limit: 250 | seed: 77',
    ];
    for (const text of texts) {
      const s = parsePosition(text);
      expect(parsePosition(formatPosition(s))).toEqual(s);
    }
  });

  test('every card is written out, the defaults are left out', () => {
    const written = formatPosition(parsePosition('you: ♠7 | p2: 1 | discard: ♥7 | stock: ♥8 +2'));
    const sections = written.split(' | ').map((p) => p.slice(0, p.indexOf(':')));
    expect(sections).toEqual(['you', 'p2', 'discard', 'stock', 'seed']);
    expect(written.startsWith('you: ♠7 | p2: ')).toBe(true);
    expect(written).toMatch(/\| stock: ♥8 \S+ \S+ \|/);
    expect(written.match(/[♠♥♦♣]/g)).toHaveLength(FULL_PACK_SIZE);
  });

  test('a written position is written the same way again', () => {
    const once = formatPosition(setup({ ...DEFAULT_OPTIONS, players: 5 }, 'again'));
    expect(formatPosition(parsePosition(once))).toBe(once);
  });

  test('property: states met in real deals round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 7 }), fc.nat(), fc.nat({ max: 150 }), fc.constantFrom('penalty', 'credit'), fc.boolean(), fc.boolean(),
        (players, seed, moves, scoring, forcedDraw, turnUp) => {
          let s: OttawaState = setup({ players, scoring, forcedDraw, turnUp, matchEnd: { kind: 'deals', count: 3 } }, seed);
          for (let i = 0; i < moves; i++) {
            const next = apply(s, botMove(s, s.current, s.rng).move);
            if (next.status !== 'playing') break; // a finished deal has an empty hand, which no position holds
            s = next;
          }
          expect(parsePosition(formatPosition(s))).toEqual(s);
        }),
      { numRuns: 200, seed: 4242 },
    );
  });
});

interface ErrorCase {
  readonly name: string;
  readonly text: string;
  readonly message: string;
  /** Where the error points: the offset of `at` in the text (its `nth` occurrence), or the end of the text. */
  readonly at: string | 'end';
  readonly nth?: number;
}

const OK = 'you: ♠7 | p2: 5 | discard: ♥7 | stock: 5';

const ERRORS: readonly ErrorCase[] = [
  {
    name: 'an empty text',
    text: '',
    message: 'an empty position: write the hands, the discard pile and the stock, like "you: ♠7 ♥9 | p2: 5 | discard: ♥7 | stock: 30"',
    at: 'end',
  },
  { name: 'two bars with nothing between', text: 'you: ♠7 || p2: 5', message: 'an empty section: two "|" with nothing between them', at: '| p2' },
  { name: 'a section without a colon', text: 'you ♠7 | p2: 5', message: '"you ♠7" needs a name and a colon, like "stock: 30"', at: 'you' },
  { name: 'a section given twice', text: `${OK} | turn: you | turn: p2`, message: '"turn" is given twice', at: 'turn: p2' },
  { name: 'no hands at all', text: 'discard: ♥7 | stock: 5', message: 'a position needs the hands: "you: …" for you, then "p2: …" and so on for the others', at: 'discard' },
  { name: 'one player only', text: 'you: ♠K | discard: ♥7 | stock: 5', message: 'Ottawa needs 2 to 7 players (OT-03): add "p2: …"', at: 'end' },
  { name: 'a seat called p1', text: 'you: ♠K | p1: 5 | discard: ♥7 | stock: 5', message: 'seat 1 is "you"; the other seats are p2 to p7', at: '5 |' },
  {
    name: 'an eighth seat',
    text: 'you: 1 | p2: 1 | p3: 1 | p4: 1 | p5: 1 | p6: 1 | p7: 1 | p8: 1 | discard: ♥7 | stock: 5',
    message: 'Ottawa is for at most 7 players (OT-03): the seats are you and p2 to p7',
    at: '1 | discard',
  },
  {
    name: 'a seat skipped',
    text: 'you: ♠K | p3: 5 | discard: ♥7 | stock: 5',
    message: 'the seats go in order you, p2, p3 …: "p2" should come here, before "p3"',
    at: '5 |',
  },
  {
    name: 'seats out of order',
    text: 'p2: 5 | you: ♠K | discard: ♥7 | stock: 5',
    message: 'the seats go in order you, p2, p3 …: "you" should come here, before "p2"',
    at: '5 |',
  },
  {
    name: 'an unknown section',
    text: 'you: ♠K | p2: 5 | west: 3 | discard: ♥7 | stock: 5',
    message:
      'unknown section "west"; known sections are: you, p2, p3, p4, p5, p6, p7, discard, stock, turn, dealer, drawn, quiet, played, scores, limit, deals, deal, scoring, forced, turnup, seed',
    at: '3 |',
  },
  { name: 'a card without a suit', text: 'you: X7 | p2: 5 | discard: ♥7 | stock: 5', message: '"X7" is not a card: it should start with a suit (♠ ♥ ♦ ♣, or S H D C)', at: 'X7' },
  { name: 'a card without a rank', text: 'you: ♠1 | p2: 5 | discard: ♥7 | stock: 5', message: '"♠1" is not a card: after the suit comes a rank (2–10, J, Q, K or A)', at: '♠1' },
  {
    name: 'a card twice in one hand',
    text: 'you: ♠7 ♠7 | p2: 5 | discard: ♥7 | stock: 5',
    message: '♠7 is named twice in "you"; there is only one of each card (OT-01, OT-02)',
    at: '♠7',
    nth: 2,
  },
  {
    name: 'a card in a hand and on the pile',
    text: 'you: ♠7 | p2: 5 | discard: ♠7 | stock: 5',
    message: '♠7 is named in "you" and again in "discard"; there is only one of each card (OT-01, OT-02)',
    at: '♠7',
    nth: 2,
  },
  {
    name: 'a card on the pile and in the stock',
    text: 'you: ♠8 | p2: 5 | discard: ♥7 | stock: ♥7 +3',
    message: '♥7 is named in "discard" and again in "stock"; there is only one of each card (OT-01, OT-02)',
    at: '♥7',
    nth: 2,
  },
  {
    name: 'an empty hand',
    text: 'you: | p2: 5 | discard: ♥7 | stock: 5',
    message: '"you" holds no cards; a deal stops as soon as a hand is empty (OT-22), so give its cards or a count',
    at: '| p2',
  },
  {
    name: 'a hand of 0 cards',
    text: 'you: ♠7 | p2: 0 | discard: ♥7 | stock: 5',
    message: '"p2" holds no cards; a deal stops as soon as a hand is empty (OT-22)',
    at: '0',
  },
  {
    name: 'a hand with both cards and a count',
    text: 'you: ♠7 3 | p2: 5 | discard: ♥7 | stock: 5',
    message: 'a hand is either its cards ("♠7 ♥9") or how many cards it holds ("5"), not both',
    at: '3',
  },
  {
    name: 'no discard section',
    text: 'you: ♠7 | p2: 5 | stock: 5',
    message: 'a position needs "discard": the face-up pile, bottom card first and the top card last ("discard: ♣3 ♥7")',
    at: 'end',
  },
  { name: 'an empty discard pile', text: 'you: ♠7 | p2: 5 | discard: | stock: 5', message: 'the discard pile needs at least its top card (OT-12)', at: '| stock' },
  {
    name: 'a discard pile given as a count',
    text: 'you: ♠7 | p2: 5 | discard: 3 ♥7 | stock: 5',
    message:
      'the discard pile lies face up, so name its cards (bottom first, the top card last); cards the position does not name are put under them anyway',
    at: '3 ♥7',
  },
  { name: 'no stock section', text: 'you: ♠7 | p2: 5 | discard: ♥7', message: 'a position needs "stock": how many cards are face down ("stock: 20"), or "stock: 0"', at: 'end' },
  { name: 'an empty stock value', text: 'you: ♠7 | p2: 5 | discard: ♥7 | stock:', message: '"stock" needs a count of face-down cards ("stock: 20", or "stock: 0")', at: 'end' },
  { name: '+N before the named stock cards', text: `${OK.replace('stock: 5', 'stock: +5 ♥8')}`, message: '"+N" comes once, after the named stock cards: "stock: ♥8 ♣2 +20"', at: '+5' },
  { name: '+N with no named stock cards', text: `${OK.replace('stock: 5', 'stock: +5')}`, message: '"+N" comes once, after the named stock cards: "stock: ♥8 ♣2 +20"', at: '+5' },
  { name: 'a plain count after named stock cards', text: `${OK.replace('stock: 5', 'stock: ♥8 5')}`, message: 'after named stock cards, write the unnamed ones as "+5"', at: '5', nth: 2 },
  {
    name: 'more cards than the pack holds',
    text: 'you: ♠7 | p2: 40 | discard: ♥7 | stock: 11',
    message: 'the hands and piles so far hold 53 cards, but the pack has 52 (OT-02)',
    at: '11',
  },
  { name: 'a turn for a seat that is not there', text: `${OK} | turn: p3`, message: '"turn" should name a seat (you, p2), not "p3"', at: 'p3' },
  { name: 'a dealer that is not a seat', text: `${OK} | dealer: north`, message: '"dealer" should name a seat (you, p2), not "north"', at: 'north' },
  { name: 'drawn neither yes nor no', text: `${OK} | drawn: maybe`, message: '"drawn" should be yes or no, not "maybe"', at: 'maybe' },
  { name: 'quiet not a number', text: `${OK} | quiet: two`, message: '"quiet" should be a whole number, not "two"', at: 'two' },
  {
    name: 'a score for each seat, not more',
    text: `${OK} | scores: 1 2 3`,
    message: '"scores" has 3 numbers for 2 seats; give one match total per seat, in seat order (you, p2)',
    at: '1 2 3',
  },
  { name: 'a negative score', text: `${OK} | scores: 1 -2`, message: 'a score is a whole number of points, not "-2"', at: '-2' },
  {
    name: 'a score that has already reached the limit',
    text: `${OK} | scores: 20 120`,
    message: 'a total of 120 has reached the limit of 100, so the match would already be over (OT-A9)',
    at: '20 120',
  },
  {
    name: 'both a points limit and a number of deals',
    text: `${OK} | limit: 50 | deals: 3`,
    message: 'a match is played either to a points "limit" or for a number of "deals", not both (OT-06)',
    at: '3',
  },
  { name: 'a limit of 0 points', text: `${OK} | limit: 0`, message: '"limit" should be at least 1 (OT-06)', at: '0' },
  { name: 'a match of 0 deals', text: `${OK} | deals: 0`, message: '"deals" should be at least 1 (OT-06)', at: '0' },
  { name: 'a deal numbered 0', text: `${OK} | deal: 0`, message: '"deal" should be at least 1 (the first deal is 1)', at: '0' },
  {
    name: 'a deal past the end of the match',
    text: `${OK} | deals: 3 | deal: 4`,
    message: 'this is deal 4, but the match is only 3 deals long (OT-A9)',
    at: '4',
  },
  { name: 'an unknown scoring', text: `${OK} | scoring: points`, message: '"scoring" should be penalty or credit (OT-A8), not "points"', at: 'points' },
  { name: 'forced neither yes nor no', text: `${OK} | forced: always`, message: '"forced" should be yes or no (on or off), not "always"', at: 'always' },
];

function columnOf(c: ErrorCase): number {
  if (c.at === 'end') return c.text.length;
  let from = -1;
  for (let i = 0; i < (c.nth ?? 1); i++) {
    from = c.text.indexOf(c.at, from + 1);
    if (from < 0) throw new Error(`"${c.at}" does not occur ${c.nth ?? 1} times in ${c.text}`);
  }
  return from;
}

describe('mistakes in a position', () => {
  test.each(ERRORS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    let error: unknown;
    try {
      parsePosition(c.text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotationError);
    const { message, column } = error as NotationError;
    expect({ message, column }).toEqual({ message: c.message, column: columnOf(c) });
  });

  test('the base of the mistakes above is itself a good position', () => {
    expect(parsePosition(OK).hands.map((h) => h.length)).toEqual([1, 5]);
  });
});

test('a match length passed in the options is checked too (OT-06)', () => {
  expect(() => parsePosition('you: ♠7 | p2: 5 | discard: ♥7 | stock: 5', { matchEnd: { kind: 'deals', count: 0 } })).toThrow(
    new NotationError('the match length given with the options must be at least 1 (OT-06)', 0),
  );
});
