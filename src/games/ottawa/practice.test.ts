/**
 * Ottawa's practice questions read what the engine did or dealt: each "What happens now?" answer
 * against the state after the move, and each fact of the position against the engine's own deal,
 * verdicts and scoring, where a rule can refuse, the refusal too.
 */
import { describe, expect, test } from 'vitest';
import { fullDeck } from '../../engine/french-deck';
import { seedRng, shuffle } from '../../engine/rng';
import type { Consequence } from '../module';
import { ottawa } from './engine';
import { ottawaConsequences } from './consequences';
import { parsePosition } from './position';
import { atFirstTurn, ottawaFacts } from './practice-facts';
import { DRAW, PASS, play } from './rule-cases';
import { matchIsOver, winners } from './scoring';
import { apply, check, turnCheck } from './rules';
import { checkOptions, dealCards, setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaState } from './state';
import { view } from './view';

const YOU = 0;

function factOf(state: OttawaState, rule: string): Consequence | undefined {
  return ottawaFacts(view(state, YOU), YOU).find((f) => f.rule === rule);
}

function consequenceOf(state: OttawaState, move: OttawaMove): { read: Consequence | null; after: OttawaState } {
  const after = apply(state, move);
  return { read: ottawaConsequences(state, move, after, YOU), after };
}

describe('what a move leads to', () => {
  test('the last card ends the deal: nobody takes another turn (OT-22)', () => {
    const before = parsePosition('you: ♥8 | p2: ♠K ♣2 ♦A | p3: ♥3 ♠6 | discard: ♥7 | stock: 10');
    const { read, after } = consequenceOf(before, play('♥8'));
    expect(read?.rule).toBe('OT-22');
    expect(read?.answer).toBe(ottawa.actors(after).length);
    expect(read?.answer).toBe(0);
    // The deal being over, the engine refuses every move (OT-22).
    expect(check(after, PASS)).toMatchObject({ ok: false, rule: 'OT-22' });
  });

  test('one card a turn: holding another of the rank played, no more may follow (OT-A5)', () => {
    const before = parsePosition('you: ♥7 ♠7 ♣2 | p2: 5 | p3: 5 | discard: ♦7 | stock: 10');
    const { read, after } = consequenceOf(before, play('♥7'));
    expect(read?.rule).toBe('OT-A5');
    expect(read?.answer).toBe(ottawa.movesOf(after, YOU).filter((m) => m.type === 'play').length);
    expect(read?.answer).toBe(0);
    // The second seven fits the first, yet the engine refuses it: the turn has passed (OT-A5).
    expect(turnCheck(after, YOU)).toMatchObject({ ok: false, rule: 'OT-A5' });
  });

  test('without another card of the rank, the question is who plays next (OT-15)', () => {
    const before = parsePosition('you: ♥8 ♣2 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10');
    const { read, after } = consequenceOf(before, play('♥8'));
    expect(read).toMatchObject({ rule: 'OT-15', ask: 'next', answer: ottawa.toAct(after) });
  });

  test('a draw brings one card into the hand (OT-16), a turned-up card none (OT-A12)', () => {
    const before = parsePosition('you: ♠K ♣2 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10');
    const drawn = consequenceOf(before, DRAW);
    expect(drawn.read).toMatchObject({ rule: 'OT-16', ask: 'cards' });
    expect(drawn.read?.answer).toBe((drawn.after.hands[YOU]?.length ?? 0) - (before.hands[YOU]?.length ?? 0));
    expect(drawn.read?.answer).toBe(1);

    const stuck = parsePosition('you: ♠K ♣2 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10 | quiet: 3');
    const turned = consequenceOf(stuck, DRAW);
    expect(turned.read).toMatchObject({ rule: 'OT-A12', ask: 'cards' });
    expect(turned.read?.answer).toBe((turned.after.hands[YOU]?.length ?? 0) - (stuck.hands[YOU]?.length ?? 0));
    expect(turned.read?.answer).toBe(0);
    // The turned-up card is the new card to match, and the seat may not pass before taking it.
    expect(turned.after.discard.length).toBe(stuck.discard.length + 1);
    expect(check(stuck, PASS)).toMatchObject({ ok: false, rule: 'OT-A12' });
  });
});

describe('facts of the position', () => {
  test("at the learner's first turn: the hand size the engine deals for the table (OT-09, OT-10)", () => {
    for (const players of [4, 5]) {
      // The dealer sits on the learner's right, so the learner takes the deal's first turn.
      const start = setup({ ...DEFAULT_OPTIONS, players }, 'first turn');
      const state = { ...start, dealer: players - 1, current: YOU };
      expect(atFirstTurn(view(state, YOU), YOU)).toBe(true);
      const rule = players <= 4 ? 'OT-09' : 'OT-10';
      const fact = factOf(state, rule);
      expect(fact?.answer).toBe(state.hands[YOU]?.length);
      expect(state.hands.every((h) => h.length === fact?.answer)).toBe(true);
      expect(factOf(state, players <= 4 ? 'OT-10' : 'OT-09')).toBeUndefined();
      // Once the learner has drawn, it is no longer the deal as dealt: the fact is not asked.
      expect(factOf(apply(state, DRAW), rule)).toBeUndefined();
    }
  });

  test('the stock and the upcard the deal leaves (OT-12, OT-13), and who started it (OT-14)', () => {
    const start = setup({ ...DEFAULT_OPTIONS, players: 6 }, 'stock');
    // Asked later in the deal too: what the deal left stays a fact of it.
    let later = start;
    for (let moves = 0; moves < 4; moves++)
      later = apply(later, ottawa.botMove(view(later, later.current), later.current, 1).move);
    expect(later.discard.length + later.stock.length).not.toBe(start.discard.length + start.stock.length);
    expect(factOf(later, 'OT-13')?.answer).toBe(start.stock.length);
    expect(factOf(later, 'OT-12')?.answer).toBe(start.discard.length);
    expect(factOf(later, 'OT-14')?.answer).toBe(start.current);
    expect(factOf(later, 'OT-08')?.answer).toBe(start.dealer);
  });

  test('card number n of the deal goes to the seat the engine deals it to (OT-11)', () => {
    const state = parsePosition('you: ♠K ♣2 ♦9 | p2: 3 | p3: 3 | p4: 3 | discard: ♥7 | stock: 10 | dealer: p3');
    const fact = factOf(state, 'OT-11');
    const n = fact?.args?.['n'] ?? 0;
    const rng = seedRng('deal order');
    const dealt = dealCards(4, state.dealer, rng);
    // The pack as the deal shuffled it: its last card is the first dealt.
    const deck = shuffle(fullDeck(), rng).items;
    const nth = deck[deck.length - n];
    expect(dealt.hands[fact?.answer ?? -1]?.some((c) => c.suit === nth?.suit && c.rank === nth?.rank)).toBe(true);
  });

  test('the next deal is dealt where the engine deals it (OT-A10)', () => {
    let state = setup({ ...DEFAULT_OPTIONS, players: 3 }, 'next dealer');
    const asked = factOf(state, 'OT-A10');
    while (ottawa.progress(state) === 'playing')
      state = apply(state, ottawa.botMove(view(state, state.current), state.current, 1).move);
    expect(asked?.answer).toBe(ottawa.nextDeal(state).dealer);
  });

  test('how many more could join: up to the last table the setup allows (OT-03)', () => {
    const state = parsePosition('you: ♠K ♣2 | p2: 5 | p3: 5 | p4: 5 | discard: ♥7 | stock: 10');
    const free = factOf(state, 'OT-03')?.answer ?? -1;
    expect(checkOptions({ ...state.options, players: 4 + free }).ok).toBe(true);
    expect(checkOptions({ ...state.options, players: 4 + free + 1 })).toMatchObject({ ok: false, rule: 'OT-03' });
  });

  test('rank matches in any suit (OT-19) and no wrap from ace to 2 (OT-A4), as the engine judges them', () => {
    const state = parsePosition('you: ♥A ♦A ♠2 ♠K ♣5 | p2: 5 | discard: ♠A | stock: 10');
    const byRank = factOf(state, 'OT-19');
    const allowedByRank = ['♥A', '♦A'].filter((c) => check(state, play(c)).rule === 'OT-18');
    expect(byRank?.answer).toBe(allowedByRank.length);
    const steps = factOf(state, 'OT-A4');
    expect(steps?.answer).toBe(1);
    expect(check(state, play('♠K'))).toMatchObject({ ok: true, rule: 'OT-20' });
    expect(check(state, play('♠2'))).toMatchObject({ ok: false, rule: 'OT-A4' });
    // Away from the ends of the rank order, the wrap question is not asked.
    expect(factOf(parsePosition('you: ♠K ♣5 | p2: 5 | discard: ♠9 | stock: 10'), 'OT-A4')).toBeUndefined();
  });

  test('a new stock holds every discard but the top one, as the engine reshuffles them (OT-21)', () => {
    const state = parsePosition('you: ♠K ♣2 | p2: 5 | discard: ♥7 | stock: 0');
    const fact = factOf(state, 'OT-21');
    expect(check(state, DRAW)).toMatchObject({ ok: true, rule: 'OT-21' });
    const after = apply(state, DRAW);
    // The drawn card came out of the new stock.
    expect(fact?.answer).toBe(after.stock.length + 1);
  });

  test("the hand's points are what the engine charges when someone else goes out (OT-23, OT-05, OT-A8)", () => {
    const state = parsePosition('you: ♠K ♣2 ♦A ♥9 | p2: ♥8 | p3: 4 | discard: ♥7 | stock: 10 | turn: p2');
    const learnerTurn = { ...state, current: YOU };
    const points = factOf(learnerTurn, 'OT-23')?.answer;
    const total = factOf(learnerTurn, 'OT-05')?.answer;
    const out = apply(state, play('♥8'));
    expect(points).toBe(out.dealPoints?.[YOU]);
    expect(total).toBe(out.scores[YOU]);
    // Whoever went out scores nothing for the deal (OT-A8).
    const goer = factOf(learnerTurn, 'OT-A8');
    expect(goer?.args?.['player']).toBe(2);
    expect(goer?.answer).toBe(out.dealPoints?.[1]);
    // Pictures and aces, and number cards, are the two parts of that total (OT-24, OT-25).
    expect((factOf(learnerTurn, 'OT-24')?.answer ?? 0) + (factOf(learnerTurn, 'OT-25')?.answer ?? 0)).toBe(points);
  });

  test('the match ends once a total reaches the limit, ties sharing the win (OT-26, OT-A9)', () => {
    const state = parsePosition('you: ♠K ♣2 | p2: 5 | p3: 5 | discard: ♥7 | stock: 10 | scores: 40 40 40 | limit: 100');
    const more = factOf(state, 'OT-26')?.answer ?? 0;
    const plus = (extra: number) => state.scores.map((s, seat) => (seat === YOU ? s + extra : s));
    expect(matchIsOver(plus(more), state.deal, state)).toBe(true);
    expect(matchIsOver(plus(more - 1), state.deal, state)).toBe(false);
    expect(factOf(state, 'OT-A9')?.answer).toBe(winners(state).length);
    expect(winners(state)).toEqual([0, 1, 2]);
    // Totals apart, nobody shares anything: the question is not asked.
    expect(factOf({ ...state, scores: [40, 41, 40] }, 'OT-A9')).toBeUndefined();
  });

  test('one pack of 52 (OT-01, OT-02), and the first upcard matched like any other (OT-A11)', () => {
    const start = setup({ ...DEFAULT_OPTIONS, players: 4 }, 'upcard');
    const state = { ...start, dealer: 3, current: YOU };
    expect(factOf(state, 'OT-01')?.answer).toBe(1);
    expect(factOf(state, 'OT-02')?.answer).toBe(fullDeck().length);
    const fitting = (state.hands[YOU] ?? []).filter((card) => check(state, { type: 'play', card }).ok);
    expect(factOf(state, 'OT-A11')?.answer).toBe(fitting.length);
  });
});
