/**
 * Whole deals played by the bot from seeded random starts, checking after every move what is
 * Ottawa's own: the 52 cards are all there once each, every position met is one the lesson check
 * lets a lesson show (impossible.ts), legalMoves lists exactly the moves check()
 * allows (every card in hand tried), passing closes after a round of passes (OT-A1), and the deal
 * is scored by its rule. What every game keeps (the computer's moves allowed, the count of cards,
 * who may act, views, the score sheet) is checked for all games in test/unit/properties.test.ts.
 * Then the two ways a deal could get stuck, and why it does not.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, SUITS, cardLabel, fullDeck } from '../../engine/french-deck';
import { botMove } from './bot';
import { handPoints } from './cards';
import { impossible } from './impossible';
import { parsePosition } from './position';
import { seatKey } from '../../engine/notation';
import { apply, canDrawFrom, check, fits, legalMoves, topCard } from './rules';
import { nextDeal, setup } from './setup';
import type { OttawaMove, OttawaState } from './state';

/**
 * A deal still going after this many moves is reported as stuck. It is far above anything met: with
 * OT-A12 deals take tens of moves; without it, some hundreds (deal-length.test.ts measures them).
 */
const MOVE_BOUND = 200_000;
const DEALS = 1_000;

const SUIT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(SUITS.map((s, i) => [s, i]));

/**
 * What is wrong with the cards of a state, or null: each of the 52 must be there exactly once.
 * Two 26-bit masks (spades and hearts, diamonds and clubs) keep this cheap enough to run after
 * every one of some two million moves.
 */
function cardsProblem(state: OttawaState): string | null {
  let low = 0;
  let high = 0;
  let count = 0;
  let doubled: Card | null = null;
  const mark = (cards: readonly Card[]) => {
    for (const c of cards) {
      const slot = (SUIT_INDEX[c.suit] as number) * 13 + c.rank - 2;
      const bit = 1 << (slot % 26);
      if (slot < 26) {
        if (low & bit) doubled = c;
        low |= bit;
      } else {
        if (high & bit) doubled = c;
        high |= bit;
      }
      count++;
    }
  };
  for (const h of state.hands) mark(h);
  mark(state.stock);
  mark(state.discard);
  if (doubled !== null) return `${cardLabel(doubled)} is there twice`;
  return count === 52 ? null : `${count} cards instead of 52`;
}

/** Every move a player could try: each card in hand, a draw, a pass (in legalMoves' order). */
function candidates(state: OttawaState): OttawaMove[] {
  const hand = state.hands[state.current] ?? [];
  return [...hand.map((card): OttawaMove => ({ type: 'play', card })), { type: 'draw' }, { type: 'pass' }];
}

function sameMoves(a: readonly OttawaMove[], b: readonly OttawaMove[]): boolean {
  return (
    a.length === b.length &&
    a.every((m, i) => {
      const n = b[i] as OttawaMove;
      if (m.type !== n.type) return false;
      return m.type !== 'play' || (n.type === 'play' && m.card.suit === n.card.suit && m.card.rank === n.card.rank);
    })
  );
}

interface DealRun {
  readonly final: OttawaState;
  readonly moves: number;
}

/** Plays one deal with the bot in every seat; throws at the first broken invariant. */
function playDeal(start: OttawaState): DealRun {
  let s = start;
  let moves = 0;
  const dealt = impossible(start);
  if (dealt) throw new Error(`the deal: ${dealt}`);
  while (s.status === 'playing') {
    const legal = legalMoves(s);
    const allowed = candidates(s).filter((m) => check(s, m).ok);
    if (!sameMoves(legal, allowed)) {
      throw new Error(`legalMoves ${JSON.stringify(legal)} but check allows ${JSON.stringify(allowed)}`);
    }
    // OT-A1, OT-A12: after a whole round of passes without a draw, passing is closed while a card can be drawn.
    const stuck = s.quietTurns >= s.hands.length && !s.drewThisTurn && canDrawFrom(s);
    if ((s.options.forcedDraw || s.options.turnUp) && stuck) {
      if (legal.some((m) => m.type === 'pass')) throw new Error('a pass was open after a whole round of passes');
    }
    const move = botMove(s, s.current, s.rng).move;
    const before = s;
    s = apply(s, move);
    // OT-A12: the card taken from a stuck table goes onto the pile; the hand keeps its cards.
    if (before.options.turnUp && stuck && move.type === 'draw') {
      if (s.hands[before.current]?.length !== before.hands[before.current]?.length)
        throw new Error('a turned-up card went into a hand');
      if (s.discard.length !== (before.stock.length > 0 ? before.discard.length + 1 : 2))
        throw new Error('no card was turned up');
    }
    // Every position met is one the lesson check lets a lesson show (impossible.ts); a finished deal
    // holds an empty hand, which no position can, so only a deal still on is judged.
    const problem = cardsProblem(s) ?? (s.status === 'playing' ? impossible(s) : null);
    if (problem) throw new Error(`after move ${moves}: ${problem}`);
    if (++moves > MOVE_BOUND) throw new Error(`the deal did not end within ${MOVE_BOUND} moves`);
  }
  return { final: s, moves };
}

describe('seeded whole deals', () => {
  test(`${DEALS} deals: each card once, legalMoves = what check allows, an end, a score`, () => {
    // The longest deal seen, in moves, with the default rules (OT-A12 on) and with OT-A12 off.
    const longest = { turnUp: 0, noTurnUp: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.nat(),
        fc.constantFrom('penalty' as const, 'credit' as const),
        fc.boolean(),
        fc.boolean(),
        (players, seed, scoring, forcedDraw, turnUp) => {
          const start = setup(
            { players, scoring, forcedDraw, turnUp, matchEnd: { kind: 'points', limit: 1000 } },
            seed,
          );
          const { final, moves } = playDeal(start);
          // The totals the deal left are ones the next deal may start with in a lesson (impossible.ts).
          expect(impossible(nextDeal(final))).toBeNull();
          const rules = turnUp ? 'turnUp' : 'noTurnUp';
          longest[rules] = Math.max(longest[rules], moves);

          const wentOut = final.wentOut as number;
          expect(final.hands[wentOut]).toEqual([]);
          const left = final.hands.map((h) => handPoints(h));
          const expected =
            scoring === 'penalty'
              ? left // OT-23, OT-A8 (a): each is charged the cards left in hand; the one out has none
              : left.map((_, seat) => (seat === wentOut ? left.reduce((a, b) => a + b, 0) : 0)); // OT-A8 (b)
          expect(final.dealPoints).toEqual(expected);
          expect(final.scores).toEqual(expected);
        },
      ),
      { numRuns: DEALS, seed: 52 },
    );
    console.log(
      `longest of ${DEALS} deals: ${longest.turnUp} moves with OT-A12 (the default), ${longest.noTurnUp} without it`,
    );
    expect(longest.turnUp).toBeGreaterThan(0);
    expect(longest.noTurnUp).toBeGreaterThan(0);
  }, 120_000);
});

describe('a deal cannot stall', () => {
  test('OT-A12: after everyone has passed without drawing, the next player turns up a new card to match', () => {
    // Nobody can play on ♥7: ♠K, ♣2, ♦10 fit neither by rank nor by suit. ♣3 is next in the stock.
    let s = parsePosition('you: ♠K | p2: ♣2 | p3: ♦10 | discard: ♥7 | stock: ♣3 +20');
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
    expect(legalMoves(s)).toEqual([{ type: 'draw' }]);
    const turned = apply(s, { type: 'draw' });
    expect(topCard(turned)).toEqual({ suit: 'C', rank: 3 });
    expect(turned.hands[0]).toHaveLength(1);
    // ♣3 fits nobody's hand but p2's ♣2: you pass, and p2 must play it.
    const next = apply(turned, { type: 'pass' });
    expect(legalMoves(next)).toEqual([{ type: 'play', card: { suit: 'C', rank: 2 } }, { type: 'draw' }]);
  });

  test('OT-A1: with OT-A12 off, after everyone has passed without drawing, the next player must draw', () => {
    // Nobody can play on ♥7: ♠K, ♣2, ♦10 fit neither by rank nor by suit.
    let s = parsePosition('you: ♠K | p2: ♣2 | p3: ♦10 | discard: ♥7 | stock: 20 | turnup: no');
    for (let i = 0; i < 3; i++) {
      expect(legalMoves(s)).toContainEqual({ type: 'pass' });
      s = apply(s, { type: 'pass' });
    }
    expect(s.current).toBe(0);
    expect(s.quietTurns).toBe(3);
    expect(legalMoves(s)).toEqual([{ type: 'draw' }]);
    expect(check(s, { type: 'pass' })).toMatchObject({ ok: false, rule: 'OT-A1', params: { case: 'must-draw' } });
    const drawn = apply(s, { type: 'draw' });
    expect(drawn.hands[0]).toHaveLength(2);
    // After the forced draw a pass is open again, and it starts a new count.
    if (!legalMoves(drawn).some((m) => m.type === 'play')) expect(apply(drawn, { type: 'pass' }).quietTurns).toBe(0);
  });

  test('OT-A1: with the guard and OT-A12 switched off, the same table may pass for ever, and the bot draws of its own accord', () => {
    let s = parsePosition('you: ♠K | p2: ♣2 | p3: ♦10 | discard: ♥7 | stock: 20 | forced: no | turnup: no');
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
    expect(legalMoves(s)).toEqual([{ type: 'draw' }, { type: 'pass' }]);
    expect(botMove(s, s.current, s.rng).move).toEqual({ type: 'draw' });
  });

  test('stock empty and a lone discard: someone holds a card that fits, and a card is played within one round', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 7 })
          .chain((players) =>
            fc.tuple(
              fc.constant(players),
              fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: players - 1, maxLength: players - 1 }),
              fc.constantFrom(...fullDeck()),
              fc.nat({ max: players - 1 }),
              fc.nat(),
            ),
          ),
        ([players, cuts, upcard, turn, seed]) => {
          // All 51 other cards are in the hands, split at the cut points.
          const edges = [0, ...cuts.slice().sort((a, b) => a - b), 51];
          const sizes = Array.from({ length: players }, (_, i) => (edges[i + 1] as number) - (edges[i] as number));
          const seats = sizes.map((n, i) => `${seatKey(i)}: ${n}`).join(' | ');
          let s = parsePosition(
            `${seats} | discard: ${cardLabel(upcard)} | stock: 0 | turn: ${seatKey(turn)} | seed: ${seed}`,
          );
          expect(s.discard).toHaveLength(1);
          const top = topCard(s);
          // The three other cards of the top card's rank are all in somebody's hand (OT-18).
          expect(s.hands.some((h) => h.some((c) => fits(c, top)))).toBe(true);
          // Nobody can draw (OT-A7), and passing goes round until the first holder of a fitting card must play (OT-A2).
          for (let i = 0; i < players; i++) {
            const moves = legalMoves(s);
            expect(moves).not.toContainEqual({ type: 'draw' });
            const playsHere = moves.filter((m) => m.type === 'play');
            if (playsHere.length > 0) {
              expect(moves).not.toContainEqual({ type: 'pass' });
              return;
            }
            s = apply(s, { type: 'pass' });
          }
          throw new Error('a whole round passed with the stock empty and nothing to draw');
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
