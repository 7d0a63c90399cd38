/**
 * Ottawa through the GameEngine interface: who may act, what a seat sees, the score sheet and the
 * deals of a match. (What every game keeps is checked for all of them in test/unit/properties.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { ottawa } from './engine';
import { parsePosition } from './position';
import { cardOf } from './rule-cases';
import { apply, legalMoves } from './rules';
import { scoreSheet } from './score-sheet';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaOptions, type OttawaState } from './state';
import { cardOrder, reshuffleUnseen, view } from './view';

const FOUR = 'you: ♠7 ♥9 ♣2 | p2: ♦3 ♦4 | p3: ♣9 ♣10 ♣J | p4: ♥2 | discard: ♣3 ♥7 | stock: ♥8 +5 | turn: p3';

/** Plays a match with the computer in every seat, each from its own view, and returns every state met. */
function playMatch(options: OttawaOptions, seed: number): OttawaState[] {
  const states = [setup(options, seed)];
  for (let s = states[0] as OttawaState; ottawa.progress(s) !== 'match-over'; states.push(s)) {
    if (ottawa.progress(s) === 'deal-over') s = ottawa.nextDeal(s);
    else s = apply(s, ottawa.botMove(view(s, s.current), s.current, 1).move);
  }
  return states;
}

describe('who may act', () => {
  test('only the player whose turn it is, by OT-15; no one once the deal is over', () => {
    const s = parsePosition(FOUR);
    expect(ottawa.actors(s)).toEqual([{ seat: 2, kind: 'turn', rule: 'OT-15' }]);
    expect(ottawa.movesOf(s, 2)).toEqual(legalMoves(s));
    expect(ottawa.movesOf(s, 0)).toEqual([]);
    expect(ottawa.moverOf(s, { type: 'draw' })).toBe(2);
    const over = apply(parsePosition('you: ♥8 | p2: 3 | discard: ♥7 | stock: 20'), {
      type: 'play',
      card: cardOf('♥8'),
    });
    expect(ottawa.progress(over)).toBe('deal-over');
    expect(ottawa.actors(over)).toEqual([]);
    expect(ottawa.moverOf(over, { type: 'draw' })).toBeNull();
  });

  test('teams: each player alone, named as the table names them', () => {
    expect(ottawa.teams(parsePosition(FOUR))).toEqual({
      teamOf: [0, 1, 2, 3],
      names: ['You', 'Player 2', 'Player 3', 'Player 4'],
    });
  });
});

describe("a seat's view", () => {
  const s = parsePosition(FOUR);

  test('keeps its own hand and the discard pile; the other hands and the stock keep their sizes', () => {
    const seen = view(s, 0);
    expect(seen.hands[0]).toEqual(s.hands[0]);
    expect(seen.discard).toEqual(s.discard);
    expect(seen.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
    expect(seen.stock).toHaveLength(s.stock.length);
    expect(seen.rng).not.toBe(s.rng);
  });

  test('hides which card is where: the unseen cards are the same cards, in a fixed order', () => {
    const seen = view(s, 0);
    expect(seen.hands[2]).not.toEqual(s.hands[2]); // ♣9 ♣10 ♣J is not where the sorted pool puts cards
    const unseen = (t: OttawaState) => [...t.hands.slice(1).flat(), ...t.stock].sort(cardOrder);
    expect(unseen(seen)).toEqual(unseen(s));
    expect([...seen.hands.slice(1).flat(), ...seen.stock]).toEqual(unseen(s));
  });

  test('two states that differ in the stock order or the cards of two other hands look the same', () => {
    const [you, p2, p3, p4] = s.hands as OttawaState['hands'][number][];
    // ♦4 of Player 2 and ♣9 of Player 3 change places.
    const swapped: OttawaState = { ...s, hands: [you!, [p2![0]!, p3![0]!], [p2![1]!, ...p3!.slice(1)], p4!] };
    expect(view(swapped, 0)).toEqual(view(s, 0));
    expect(view({ ...s, stock: s.stock.slice().reverse() }, 0)).toEqual(view(s, 0));
    expect(view(reshuffleUnseen(s, 0, 9), 0)).toEqual(view(s, 0));
    // What the seat can see does show: a card moved from one hand to another changes the sizes.
    const moved: OttawaState = { ...s, hands: [you!, p2!.slice(1), [p2![0]!, ...p3!], p4!] };
    expect(view(moved, 0)).not.toEqual(view(s, 0));
    // And Player 2 sees its own hand change.
    expect(view(swapped, 1)).not.toEqual(view(s, 1));
  });
});

describe('the computer decides from its own view', () => {
  test('in seeded deals its move from the view is allowed in the real state and is the move it made before views', () => {
    for (const players of [2, 4, 7]) {
      let s = setup({ ...DEFAULT_OPTIONS, players }, players * 101);
      for (let i = 0; i < 200 && s.status === 'playing'; i++) {
        const seat = s.current;
        const fromView = ottawa.botMove(view(s, seat), seat, 1).move;
        expect(ottawa.check(s, fromView).ok).toBe(true);
        expect(fromView).toEqual(ottawa.botMove(s, seat, 1).move);
        expect(ottawa.botMove(view(reshuffleUnseen(s, seat, i), seat), seat, 1).move).toEqual(fromView);
        s = apply(s, fromView);
      }
    }
  });

  test('it plays only at its turn', () => {
    expect(() => ottawa.botMove(parsePosition(FOUR), 0, 1)).toThrow(/OT-15/);
  });
});

describe('the score sheet', () => {
  test('a row per deal with what each player was charged (OT-23), totals and the winners at the end', () => {
    const states = playMatch({ ...DEFAULT_OPTIONS, players: 3, matchEnd: { kind: 'deals', count: 3 } }, 7);
    const final = states[states.length - 1] as OttawaState;
    const ends = states.filter((s) => s.status !== 'playing');
    const sheet = scoreSheet(final);
    expect(sheet.teams).toEqual(['You', 'Player 2', 'Player 3']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['Deal 1', 'Deal 2', 'Deal 3']);
    expect(sheet.rows.map((r) => r.points)).toEqual(ends.map((s) => s.dealPoints));
    expect(sheet.rows.map((r) => r.note)).toEqual(ends.map((s) => `${ottawa.teams(s).names[s.wentOut!]} went out (OT-22)`));
    expect(sheet.totals).toEqual(final.scores);
    expect(sheet).toMatchObject({ better: 'lower', rule: 'OT-23' });
    const best = Math.min(...final.scores);
    expect(sheet.winners).toEqual(final.scores.flatMap((t, seat) => (t === best ? [seat] : [])));
    // Before the match is over nobody has won yet.
    expect(scoreSheet(ends[0] as OttawaState).winners).toEqual([]);
  });

  test('with the credit house rule a higher total is better (OT-A8)', () => {
    const states = playMatch(
      { ...DEFAULT_OPTIONS, players: 2, scoring: 'credit', matchEnd: { kind: 'deals', count: 1 } },
      3,
    );
    const sheet = scoreSheet(states[states.length - 1] as OttawaState);
    expect(sheet).toMatchObject({ better: 'higher', rule: 'OT-A8' });
    expect(sheet.winners).toEqual([sheet.totals.indexOf(Math.max(...sheet.totals))]);
  });

  test('the next deal keeps the sheet and the totals, and is dealt by the next dealer (OT-A10)', () => {
    const states = playMatch({ ...DEFAULT_OPTIONS, players: 4, matchEnd: { kind: 'deals', count: 2 } }, 11);
    const firstEnd = states.find((s) => s.status === 'deal-over') as OttawaState;
    const next = ottawa.nextDeal(firstEnd);
    expect(ottawa.progress(next)).toBe('playing');
    expect(next.history).toEqual(firstEnd.history);
    expect(next.scores).toEqual(firstEnd.scores);
    expect(next.dealer).toBe((firstEnd.dealer + 1) % 4);
  });
});
