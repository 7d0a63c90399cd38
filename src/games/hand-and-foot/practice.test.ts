/**
 * Hand and Foot's practice hooks against the engine: the facts of a position read as the engine's
 * setup, scoring and verdicts have them; the consequences of a move as the engine's apply left the
 * table; and the tries judged allowed and refused by the rules they are meant to ask.
 */
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../engine/rng';
import { balanceOf } from '../../practice/balance';
import { questionAt, practiceQuestions } from '../../practice/generate';
import type { Question, WhichQuestion } from '../../practice/question';
import type { Consequence } from '../module';
import type { HfCard } from './cards';
import { handAndFoot } from './engine';
import { hfConsequenceMoves, hfConsequences } from './consequences';
import { handAndFootPractice } from './practice';
import { cardsAtTable, hfFacts } from './practice-facts';
import { endDeal, dealScore } from './scoring';
import { nextDeal, setup } from './setup';
import { CLUB_HOUSE_RULES, DEFAULT_OPTIONS, type HfMove, type HfOptions, type HfState } from './state';
import { SIX_BOOKS, RED_BOOKS, botDeal, discard, held, meld, table } from './test-support';
import { handOf, pileCards } from './table';
import { view } from './view';

const LEARNER = 0;

/** The fact of this rule and prompt the seat is asked at this position, read from its view. */
function fact(state: HfState, rule: string, prompt?: string): Consequence | undefined {
  return hfFacts(view(state, LEARNER), LEARNER).find(
    (f) => f.rule === rule && (prompt === undefined || f.prompt === prompt),
  );
}

/** A fresh deal of these options at the first seat's draw, every packet chosen. */
function dealt(options: HfOptions, seed = 1): HfState {
  let s = setup(options, seed);
  while (s.step.kind === 'choose')
    s = handAndFoot.apply(s, { type: 'choose', seat: s.step.waiting[0] as number, packet: 0 });
  return s;
}

/** The consequence of the learner's move, read from the engine's states before and after. */
function consequenceOf(before: HfState, move: HfMove): Consequence | null {
  expect(handAndFoot.check(before, move).ok).toBe(true);
  return hfConsequences(before, move, handAndFoot.apply(before, move), LEARNER);
}

/** The verdicts of the seat's tries, as "rule ok" for each. */
function judged(state: HfState): string[] {
  return handAndFootPractice.tries(view(state, LEARNER), LEARNER).map((t) => {
    const v = handAndFoot.check(state, t.move);
    return `${v.rule} ${v.ok}`;
  });
}

describe('facts of the deal', () => {
  test('the cards at the table, dealt and left for the piles, as the setup made them (HF-01, HF-03, HF-04)', () => {
    const s = dealt({ ...DEFAULT_OPTIONS, players: 6, piles: 4 });
    expect(fact(s, 'HF-01')?.answer).toBe(cardsAtTable(s));
    const held = s.hands.reduce((n, h, seat) => n + h.length + (s.feet[seat]?.length ?? 0), 0);
    expect(fact(s, 'HF-03')?.answer).toBe(held);
    expect(fact(s, 'HF-03')?.args).toEqual({ players: 6 });
    expect(fact(s, 'HF-04')?.answer).toBe(pileCards(s));
  });

  test('who dealt your packets, who started, who settles disputes, who starts the next deal (HF-05, HF-06, HF-07, HF-A2)', () => {
    const options = { ...DEFAULT_OPTIONS, owner: 2, houseRules: { ...CLUB_HOUSE_RULES, ownerRotates: true } };
    const s = dealt(options);
    expect(fact(s, 'HF-06')?.answer).toBe(s.current);
    expect(fact(s, 'HF-07')?.answer).toBe(2);
    // The packets went to the left: the seat whose left-hand neighbour is the learner dealt them.
    expect(((fact(s, 'HF-05')?.answer as number) + 1) % 4).toBe(LEARNER);
    const next = nextDeal(botDeal(s));
    expect(fact(s, 'HF-A2')?.answer).toBe(next.current);
    expect(next.current).not.toBe(s.current);
    const club = dealt({ ...DEFAULT_OPTIONS, owner: 2 });
    expect(fact(club, 'HF-A2')?.answer).toBe(nextDeal(botDeal(club)).current);
  });

  test('the discard pile starts empty, asked only at the first turn (HF-A3)', () => {
    const s = dealt({ ...DEFAULT_OPTIONS, owner: 0 });
    expect(fact(s, 'HF-A3')?.answer).toBe(s.discard.length);
    const drawn = handAndFoot.apply(s, { type: 'draw', piles: [0, 1] });
    const later = handAndFoot.apply(drawn, { type: 'discard', card: handOf(drawn, LEARNER)[0] as HfCard });
    expect(fact(later, 'HF-A3')).toBeUndefined();
  });
});

describe('facts of the rules now', () => {
  test("the first lay-down's minimum is the one the engine refuses a lay-down below (HF-17, HF-16)", () => {
    const s = table({ deal: 2, hands: ['♠K ♠K ♥K ♠A ♠A ♥A ♣5'], opened: [false, false] });
    const minimum = fact(s, 'HF-17')?.answer;
    const short = handAndFoot.check(s, meld(s, ['♠K ♠K ♥K', null]));
    expect(short).toMatchObject({ ok: false, rule: 'HF-16' });
    expect(short.params?.['minimum']).toBe(minimum);
    expect(handAndFoot.check(s, meld(s, ['♠K ♠K ♥K', null], ['♠A ♠A ♥A', null]))).toMatchObject({
      ok: true,
      rule: 'HF-16',
    });
    expect(fact(table({ melds: [['♥4 ♠4 ♦4']] }), 'HF-17')).toBeUndefined();
  });

  test('the books still needed to go out, and the fewest cards to keep, as the engine refuses going out (HF-32, HF-A13)', () => {
    const short = table({ hands: ['♣5 ♣6'], feet: ['', '#11', '#11', '#11'], melds: [RED_BOOKS] });
    expect(fact(short, 'HF-32', 'red-books-needed')?.answer).toBe(0);
    expect(fact(short, 'HF-32', 'black-books-needed')?.answer).toBe(3);
    expect(fact(short, 'HF-A13', 'fewest-to-keep')?.answer).toBe(2);
    const lastOne = table({ hands: ['♣5'], feet: ['', '#11', '#11', '#11'], melds: [RED_BOOKS] });
    expect(handAndFoot.check(lastOne, discard(lastOne, '♣5'))).toMatchObject({ ok: false, rule: 'HF-32' });
    const ready = table({ hands: ['♣5'], feet: ['', '#11', '#11', '#11'], melds: [SIX_BOOKS] });
    expect(fact(ready, 'HF-A13', 'fewest-to-keep')?.answer).toBe(0);
    expect(handAndFoot.check(ready, discard(ready, '♣5'))).toMatchObject({ ok: true, rule: 'HF-A13' });
  });

  test('the draws of two the piles can give, as the engine ends the deal (HF-A4)', () => {
    const s = table({ hands: ['♣5 ♣6'], melds: [['♥4 ♠4 ♦4']], pileSizes: [3, 0], step: 'draw' });
    expect(fact(s, 'HF-A4')?.answer).toBe(1);
    expect(handAndFoot.check(s, { type: 'draw', piles: [0, 0] })).toMatchObject({ ok: true, rule: 'HF-A4' });
    const drawn = handAndFoot.apply(s, { type: 'draw', piles: [0, 0] });
    expect(handAndFoot.apply(drawn, discard(drawn, '♣5')).status).toBe('deal-over');
  });
});

describe('facts of the score if the deal ended now', () => {
  // Nobody else holds a card, so the deal's score charges the learner's cards alone.
  const alone = (hand: string, extra: Parameters<typeof table>[0] = {}) =>
    table({ hands: [hand, '', '', ''], feet: ['', '', '', ''], ...extra });
  const charged = (s: HfState) => 0 - (dealScore(s).left[0] ?? 0);

  test('what the cards in hand cost, red 3s, black 3s and the rest, as the score charges them (HF-40, HF-41, HF-42, HF-44)', () => {
    const s = alone('♥3 ♦3 ♠3 ♠K * ♣5');
    expect(fact(s, 'HF-44')?.answer).toBe(charged(s));
    expect(fact(s, 'HF-40')?.answer).toBe(charged(alone('♥3 ♦3')));
    expect(fact(s, 'HF-41')?.answer).toBe(charged(alone('♠3')));
    expect(fact(s, 'HF-42')?.answer).toBe(charged(alone('♠K * ♣5')));
    expect(fact(alone('♠K'), 'HF-40')).toBeUndefined();
  });

  test('what the melds score, and what the top discard is worth (HF-39, HF-46)', () => {
    const s = table({ melds: [['♥4 ♠4 ♦4 *', '♥K ♠K ♦K']], discard: '♣5 ♠A' });
    expect(fact(s, 'HF-39')?.answer).toBe(dealScore(s).melds[0]);
    const aces = table({ melds: [['♠A ♠A ♠A']] });
    expect(fact(s, 'HF-46')?.answer).toBe((dealScore(aces).melds[0] ?? 0) / 3);
  });

  test('the cards the partnership would be charged for, the unplayed foot included (HF-A14)', () => {
    const s = table({ hands: ['♣5 ♣6', '#4', '♠9', '#7'], feet: ['#11', '#11', '', '#11'] });
    const ended = endDeal(s, null, { kind: 'piles-out', seat: 1 });
    expect(fact(s, 'HF-A14')?.answer).toBe(2 + 11 + 1);
    expect(ended.history[0]?.parts.left[0]).toBeLessThan(0);
  });
});

describe('consequences of a move', () => {
  test('a discard passes the turn to the left (HF-A1)', () => {
    const s = table({ hands: ['♣5 ♣6 ♣7'], melds: [['♥4 ♠4 ♦4']] });
    const c = consequenceOf(s, discard(s, '♣5'));
    expect(c).toMatchObject({
      rule: 'HF-A1',
      ask: 'next',
      answer: handAndFoot.toAct(handAndFoot.apply(s, discard(s, '♣5'))),
    });
  });

  test('discarding the last hand card walks into the foot, played from the next turn (HF-24)', () => {
    const s = table({ hands: ['♣5'], melds: [['♥4 ♠4 ♦4']] });
    const c = consequenceOf(s, discard(s, '♣5'));
    expect(c).toMatchObject({ rule: 'HF-24', prompt: 'next-turn-hand' });
    expect(c?.answer).toBe(handOf(handAndFoot.apply(s, discard(s, '♣5')), LEARNER).length);
  });

  test('melding the whole hand runs into the foot at once (HF-A12)', () => {
    const s = table({ hands: ['♣5 ♦5'], feet: ['#9', '#11', '#11', '#11'], melds: [['♥5 ♠5 ♦5']] });
    const whole = hfConsequenceMoves(view(s, LEARNER), LEARNER).find(
      (m) => m.type === 'meld' && m.groups.reduce((n, g) => n + g.cards.length, 0) === 2,
    );
    expect(whole).toBeDefined();
    const c = consequenceOf(s, whole as HfMove);
    expect(c).toMatchObject({ rule: 'HF-A12', prompt: 'new-hand' });
    expect(c?.answer).toBe(handOf(handAndFoot.apply(s, whole as HfMove), LEARNER).length);
    expect(c?.answer).toBe(s.feet[LEARNER]?.length);
  });

  test("a first lay-down counts the cards' values towards the minimum (HF-A15)", () => {
    const s = table({ hands: ['♠K ♠K ♥K ♠A ♠A ♥A ♣5'], opened: [false, false] });
    const move = meld(s, ['♠K ♠K ♥K', null], ['♠A ♠A ♥A', null]);
    const c = consequenceOf(s, move);
    expect(c?.rule).toBe('HF-A15');
    expect(c?.answer).toBe(handAndFoot.check(s, move).params?.['laid']);
  });

  test('going out ends the deal; the others are left holding their cards (HF-43)', () => {
    const s = table({ hands: ['♣5', '#3', '#2', ''], feet: ['', '#11', '', ''], melds: [SIX_BOOKS] });
    const c = consequenceOf(s, discard(s, '♣5'));
    expect(c).toMatchObject({ rule: 'HF-43', answer: 2 });
  });

  test('a pickup from fewer than seven discards takes them all (HF-A6)', () => {
    const s = table({ hands: ['♠9 ♥9 ♣5'], melds: [['♥4 ♠4 ♦4']], discard: '♣6 ♦9', step: 'draw' });
    const move: HfMove = { type: 'pickup', pair: held(s, '♠9 ♥9') as [HfCard, HfCard], to: null, melds: [] };
    const c = consequenceOf(s, move);
    expect(c).toMatchObject({ rule: 'HF-A6', ask: 'cards' });
    expect(c?.answer).toBe(handOf(handAndFoot.apply(s, move), LEARNER).length - handOf(s, LEARNER).length);
  });
});

describe('tries', () => {
  test('draws from two piles, the same pile twice refused while another has cards (HF-11, HF-12)', () => {
    const s = table({ piles: 2, melds: [['♥4 ♠4 ♦4']], step: 'draw' });
    expect(judged(s)).toEqual(expect.arrayContaining(['HF-11 true', 'HF-12 false', 'HF-13 false', 'HF-08 false']));
  });

  test('pickups with the wrong pair, a wild one, onto a meld that is not there or of another rank (HF-21, HF-A5, HF-A8, HF-22)', () => {
    const s = table({ hands: ['♠9 ♥9 ♣K ♦K *'], melds: [['♥4 ♠4 ♦4']], discard: '♣6 ♦9', step: 'draw' });
    expect(judged(s)).toEqual(
      expect.arrayContaining(['HF-A5 false', 'HF-21 false', 'HF-A8 false', 'HF-22 false', 'HF-A6 true']),
    );
  });

  test('a pickup before laying down must make the minimum (HF-A7); a 2 on top blocks it (HF-23)', () => {
    const s = table({ hands: ['♠9 ♥9 ♣K ♦K ♥K'], opened: [false, false], discard: '♣6 ♦9', step: 'draw' });
    expect(judged(s)).toEqual(expect.arrayContaining(['HF-A7 false', 'HF-A7 true']));
    const blocked = table({ hands: ['♠9 ♥9'], discard: '♣6 ♦2', step: 'draw' });
    expect(judged(blocked)).toContain('HF-23 false');
  });

  test('two wild cards on a red meld, allowed with four naturals only; a second meld of a rank refused (HF-28, HF-A11)', () => {
    const s = table({ hands: ['♣4 ♦4 * ♣2 ♣9'], melds: [['♥4 ♠4 ♦4', '♥8 ♠8 ♦8 ♣8']] });
    expect(judged(s)).toEqual(expect.arrayContaining(['HF-28 false', 'HF-28 true', 'HF-A11 false']));
  });

  test('a first lay-down below the minimum refused, one that reaches it allowed (HF-16)', () => {
    const s = table({ hands: ['♠K ♠K ♥K ♠A ♠A ♥A ♣5'], opened: [false, false] });
    expect(judged(s)).toEqual(expect.arrayContaining(['HF-16 false', 'HF-16 true']));
  });
});

describe('"which of these cards?" in the game\'s own words', () => {
  const game = { engine: handAndFoot, practice: handAndFootPractice };

  /** The "which" questions asked at this position in the game's words, by prompt, over a few seeds of the kit's pick. */
  function whichAt(state: HfState): Map<string, WhichQuestion<HfState, HfMove>> {
    const found = new Map<string, WhichQuestion<HfState, HfMove>>();
    for (let i = 0; i < 20; i++) {
      const { question: q } = questionAt(game, state, 'q', undefined, seedRng(`which ${i}`), ['which']);
      if (q?.kind === 'which') found.set(q.prompt?.prompt ?? 'kit', q);
    }
    return found;
  }

  /** Each card shown, its face and whether the engine allows any of its group's moves from the seat's view. */
  function engineSays(q: WhichQuestion<HfState, HfMove>): Record<string, boolean> {
    const seen = view(q.state, LEARNER);
    const group = handAndFootPractice.which?.(seen, LEARNER).find((g) => g.prompt === q.prompt?.prompt);
    const says: Record<string, boolean> = {};
    for (const c of q.cards) {
      const card = c.card as HfCard;
      const tries = group?.tries.filter((t) => JSON.stringify(t.card) === c.cardKey) ?? [];
      says[card.rank === null ? 'joker' : `${card.suit}${card.rank}`] = tries.some(
        (t) => handAndFoot.check(seen, t.move).ok,
      );
    }
    return says;
  }

  const answerOf = (q: WhichQuestion<HfState, HfMove>): Record<string, boolean> =>
    Object.fromEntries(
      q.cards.map((c) => {
        const card = c.card as HfCard;
        return [card.rank === null ? 'joker' : `${card.suit}${card.rank}`, q.answer.includes(c.cardKey)];
      }),
    );

  test("cards added to the partnership's melds: of their rank, no 3, not on a closed red book, a wild on a red meld of three (HF-A17, HF-15, HF-35, HF-26, HF-29)", () => {
    const s = table({ hands: ['♠K ♣3 ♥9 * ♦5'], melds: [['♥K ♠K ♦K', '♥9 ♥9 ♠9 ♠9 ♦9 ♦9 ♣9', '♥4 ♠4 ♦4']] });
    const q = whichAt(s).get('which-add-to-melds');
    expect(q).toBeDefined();
    const asked = q as WhichQuestion<HfState, HfMove>;
    expect(answerOf(asked)).toEqual({ S13: true, C3: false, H9: false, joker: true, D5: false });
    expect(answerOf(asked)).toEqual(engineSays(asked));
    expect(asked.cards.map((c) => `${c.allowed} ${c.tried.verdict.rule}`)).toEqual([
      'true HF-A17',
      'false HF-35',
      'false HF-26',
      'true HF-29',
      'false HF-15',
    ]);
    // The kit's "Which of your cards may be played?" is never asked here: every card may be discarded.
    expect(whichAt(s).has('kit')).toBe(false);
  });

  test('cards that start a meld of three with two more like it: not 3s, not all wild, not beside an unfinished meld of the rank (HF-14, HF-35, HF-A9, HF-A11)', () => {
    const s = table({ hands: ['♠9 ♥9 ♦9 ♣3 ♠3 ♥3 * ♣2 * ♣K ♥K ♦K ♠5'], melds: [['♥K ♠K ♦K']] });
    const q = whichAt(s).get('which-new-meld') as WhichQuestion<HfState, HfMove>;
    expect(q.cards.map((c) => `${c.allowed} ${c.tried.verdict.rule}`)).toEqual([
      'true HF-14',
      'false HF-35',
      'false HF-A9',
      'false HF-A11',
    ]);
    expect(answerOf(q)).toEqual(engineSays(q));
  });

  test("before the partnership has laid down, a meld of three is its first lay-down, worth the deal's minimum (HF-16)", () => {
    const s = table({ hands: ['♠A ♥A ♦A ♠K ♥K ♦K ♣3 ♠3 ♥3 ♣5'], opened: [false, false] });
    const asked = whichAt(s);
    expect([...asked.keys()]).toEqual(['which-first-meld']);
    const q = asked.get('which-first-meld') as WhichQuestion<HfState, HfMove>;
    expect(q.prompt).toEqual({ prompt: 'which-first-meld', args: { deal: 1 } });
    expect(answerOf(q)).toEqual({ S14: true, S13: false, C3: false });
    expect(q.cards.map((c) => c.tried.verdict.rule)).toEqual(['HF-16', 'HF-16', 'HF-35']);
    expect(answerOf(q)).toEqual(engineSays(q));
  });

  test('none is asked before the draw, where every card is refused alike (HF-13)', () => {
    const s = table({ hands: ['♠K ♣3 ♥9 * ♦5'], melds: [['♥K ♠K ♦K', '♥4 ♠4 ♦4']], step: 'draw' });
    expect(handAndFootPractice.which?.(view(s, LEARNER), LEARNER)).toEqual([]);
  });

  test('a stream asks them, each answered by the engine, at most a quarter by all or none', () => {
    const questions: Question<HfState, HfMove>[] = [];
    for (const q of practiceQuestions(game, { seed: 'bar-4' })) if (questions.push(q) >= 1_000) break;
    const which = questions.filter((q): q is WhichQuestion<HfState, HfMove> => q.kind === 'which');
    expect(which.length).toBeGreaterThanOrEqual(10);
    expect(which.every((q) => q.prompt !== undefined)).toBe(true);
    for (const q of which) expect(answerOf(q), q.id).toEqual(engineSays(q));
    expect(balanceOf(questions, []).whichAllOrNone).toBeLessThanOrEqual(0.25);
  });
});
