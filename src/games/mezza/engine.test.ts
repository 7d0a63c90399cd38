/**
 * Mezza through the GameEngine interface: who may act (the swap decisions, the turn, the refill,
 * the quick-play and snatch windows), what a seat sees, the computer deciding from its view, and
 * the score sheet of places. (What every game keeps is checked for all of them in
 * test/unit/properties.test.ts once the game is registered.)
 */
import { describe, expect, test } from 'vitest';
import { firstToMove } from './actors';
import { cardOrder } from './cards';
import { mezza } from './engine';
import { parsePosition } from './position';
import { moveIn, playOut } from './rule-cases';
import { scoreSheet } from './score-sheet';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaOptions, type MezzaState } from './state';
import { reshuffleUnseen, view } from './view';

const SNATCH =
  'you: 2 5 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 4 5 / #3 / #3 | p4: ½ 2 2 / #3 / #3 | pile: 6½ | draw: #10 | turn: p2 | step: snatch you';

/** Plays a match with the computer in every seat, windows first, each from its own view. */
function playMatch(options: MezzaOptions, seed: number): MezzaState[] {
  const states = [setup(options, seed)];
  for (let s = states[0] as MezzaState; s.status !== 'match-over'; states.push(s)) {
    if (s.status === 'deal-over') s = mezza.nextDeal(s);
    else {
      const seat = firstToMove(s) as number;
      s = mezza.apply(s, mezza.botMove(view(s, seat), seat, 1).move);
    }
  }
  return states;
}

describe('who may act', () => {
  test('at the swap, every seat not yet ready, each its own decision (MZ-07)', () => {
    const s = setup({ ...DEFAULT_OPTIONS, players: 3 }, 1);
    expect(mezza.actors(s).map((a) => [a.seat, a.kind, a.rule])).toEqual([
      [0, 'decision', 'MZ-07'],
      [1, 'decision', 'MZ-07'],
      [2, 'decision', 'MZ-07'],
    ]);
    const one = mezza.apply(s, { type: 'ready', seat: 1 });
    expect(mezza.actors(one).map((a) => a.seat)).toEqual([0, 2]);
    expect(mezza.turnCheck(one, 1)).toMatchObject({ ok: false, rule: 'MZ-07', params: { case: 'waiting' } });
    expect(mezza.moverOf(one, { type: 'ready', seat: 2 })).toBe(2);
  });

  test("in a snatch window: the next player's turn, and a window for each other seat holding a ½, in turn order", () => {
    const s = parsePosition(SNATCH);
    expect(mezza.actors(s).map((a) => [a.seat, a.kind, a.rule])).toEqual([
      [1, 'turn', 'MZ-11'],
      [2, 'window', 'MZ-A5'],
      [3, 'window', 'MZ-A5'],
    ]);
    expect(mezza.toAct(s)).toBe(1);
    expect(mezza.movesOf(s, 2).map((m) => m.type)).toEqual(['snatch', 'decline']);
    expect(mezza.movesOf(s, 0)).toEqual([]);
    expect(mezza.moverOf(s, moveIn(s, 'snatch p4 ½'))).toBe(3);
    // p3 lets it go, p4 snatches: the turn is p4's; p2's own turn is gone by.
    const after = playOut(s, ['decline p3', 'snatch p4 ½']);
    expect(mezza.actors(after)).toEqual([{ seat: 3, kind: 'turn', rule: 'MZ-16' }]);
    // The next player's own play closes the window.
    const played = playOut(s, ['play 9']);
    expect(mezza.actors(played).some((a) => a.kind === 'window')).toBe(false);
  });

  test("in a quick-play window: the next player's turn, and a window for the player who drew the card (MZ-61, MZ-62)", () => {
    const s = playOut(
      parsePosition('you: 7 2 8 / #3 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 5 | draw: 7 +5'),
      ['play 7', 'draw'],
    );
    expect(mezza.actors(s)).toEqual([
      { seat: 2, kind: 'turn', rule: 'MZ-11' }, // the 7 passed over p2 (MZ-50)
      { seat: 0, kind: 'window', rule: 'MZ-61' },
    ]);
    expect(firstToMove(s)).toBe(0);
  });

  test('nobody once the game is over', () => {
    const over = playOut(parsePosition('you: 5 | p2: 2 / #3 / #3 | pile: 2'), ['play 5']);
    expect(mezza.progress(over)).toBe('match-over');
    expect(mezza.actors(over)).toEqual([]);
    expect(mezza.toAct(over)).toBeNull();
  });
});

describe("a seat's view", () => {
  const s = parsePosition('you: ½ 4 7 / 9½ T 8 / 2 3 5 | p2: 6 6 9 / 5 5 2 / 1 1 4 | pile: 3½ 6½ | draw: 7 +10');

  test('keeps its hand, every face-up card and the pile; hides other hands, all face-down cards and the draw pile', () => {
    const seen = view(s, 0);
    expect(seen.hands[0]).toEqual(s.hands[0]);
    expect(seen.faceUp).toEqual(s.faceUp);
    expect(seen.pile).toEqual(s.pile);
    expect(seen.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(seen.faceDown.map((h) => h.length)).toEqual([3, 3]);
    expect(seen.drawPile).toHaveLength(11);
    const unseen = (t: MezzaState) => [...(t.hands[1] ?? []), ...t.faceDown.flat(), ...t.drawPile].sort(cardOrder);
    expect(unseen(seen)).toEqual(unseen(s));
    // Its own face-down cards too (MZ-04): they are in the sorted pool, not where they lie.
    expect(seen.faceDown[0]).not.toEqual(s.faceDown[0]);
  });

  test('two states that differ only in what the seat cannot see look the same', () => {
    expect(view(reshuffleUnseen(s, 0, 9), 0)).toEqual(view(s, 0));
    expect(view(reshuffleUnseen(s, 1, 4), 1)).toEqual(view(s, 1));
    expect(view(s, 1)).not.toEqual(view(s, 0));
  });
});

describe('the computer decides from its own view', () => {
  test('in seeded games its move from the view is allowed and does not depend on the hidden cards', () => {
    for (const players of [2, 4, 6]) {
      let s = setup({ ...DEFAULT_OPTIONS, players }, players * 7);
      for (let i = 0; i < 150 && s.status === 'playing'; i++) {
        const seat = firstToMove(s) as number;
        const fromView = mezza.botMove(view(s, seat), seat, 1).move;
        expect(mezza.check(s, fromView).ok).toBe(true);
        expect(mezza.botMove(view(reshuffleUnseen(s, seat, i), seat), seat, 1).move).toEqual(fromView);
        s = mezza.apply(s, fromView);
      }
    }
  });

  test('it acts only when it may', () => {
    expect(() => mezza.botMove(parsePosition(SNATCH), 0, 1)).toThrow(/MZ-11/);
  });
});

describe('the score sheet', () => {
  test("a row per game with each player's place, totals, and the lowest total winning (MZ-A14)", () => {
    const states = playMatch({ ...DEFAULT_OPTIONS, players: 3, games: 3 }, 5);
    const final = states[states.length - 1] as MezzaState;
    const ends = states.filter((s) => s.status !== 'playing');
    const sheet = scoreSheet(final);
    expect(sheet.teams).toEqual(['You', 'Player 2', 'Player 3']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    for (const row of sheet.rows) expect([...row.points].sort()).toEqual([1, 2, 3]);
    expect(sheet.rows.map((r) => r.note)).toEqual(
      ends.map((s) => `${mezza.teams(s).names[s.finished[0] as number]} finished first (MZ-32)`),
    );
    expect(sheet.totals).toEqual([0, 1, 2].map((seat) => sheet.rows.reduce((n, r) => n + (r.points[seat] ?? 0), 0)));
    expect(sheet).toMatchObject({ better: 'lower', rule: 'MZ-A14' });
    const best = Math.min(...sheet.totals);
    expect(sheet.winners).toEqual(sheet.totals.flatMap((t, seat) => (t === best ? [seat] : [])));
    expect(scoreSheet(ends[0] as MezzaState).winners).toEqual([]);
  });

  test('the next game is dealt by the next seat, with the places so far kept', () => {
    const states = playMatch({ ...DEFAULT_OPTIONS, players: 4, games: 2 }, 11);
    const firstEnd = states.find((s) => s.status === 'deal-over') as MezzaState;
    const next = mezza.nextDeal(firstEnd);
    expect(next.status).toBe('playing');
    expect(next.step.kind).toBe('swap');
    expect(next.history).toEqual(firstEnd.history);
    expect(next.scores).toEqual(firstEnd.scores);
    expect(next.dealer).toBe((firstEnd.dealer + 1) % 4);
  });
});
