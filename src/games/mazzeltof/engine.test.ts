/**
 * MazzelTof through the GameEngine interface: who may act (the turn, the skip decision), what a
 * seat sees, the computer deciding from its view, the secret moves, and the score sheet of games won.
 */
import { describe, expect, test } from 'vitest';
import { cardOrder, type MtCard } from './cards';
import { mazzeltof } from './engine';
import { mazzeltofWords } from './move-words';
import { parsePosition } from './position';
import { moveIn, playOut } from './rule-cases';
import { scoreSheet } from './score-sheet';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MtOptions, type MtState } from './state';
import { reshuffleUnseen, view } from './view';

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';

/** Plays a match with the computer in every seat, each from its own view. */
function playMatch(options: MtOptions, seed: number): MtState[] {
  const states = [setup(options, seed)];
  for (let s = states[0] as MtState; s.status !== 'match-over'; states.push(s)) {
    if (s.status === 'deal-over') s = mazzeltof.nextDeal(s);
    else {
      const seat = mazzeltof.toAct(s) as number;
      s = mazzeltof.apply(s, mazzeltof.botMove(view(s, seat), seat, 1).move);
    }
  }
  return states;
}

describe('who may act', () => {
  test('the player whose turn it is, and nobody else (MT-23)', () => {
    const s = setup(DEFAULT_OPTIONS, 1);
    expect(mazzeltof.actors(s)).toEqual([{ seat: s.starter, kind: 'turn', rule: 'MT-23' }]);
    const other = (s.starter + 1) % 4;
    expect(mazzeltof.movesOf(s, other)).toEqual([]);
    expect(mazzeltof.turnCheck(s, other)).toMatchObject({ ok: false, rule: 'MT-23' });
    expect(mazzeltof.legalMoves(s).map((m) => m.type)).toEqual(['draw']);
  });

  test('a player with the pawn and a joker owes a decision (MT-44)', () => {
    const s = parsePosition(`you: * ♣5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`);
    expect(mazzeltof.actors(s)).toEqual([{ seat: 0, kind: 'decision', rule: 'MT-44' }]);
    expect(mazzeltof.moverOf(s, { type: 'sit-out' })).toBe(0);
    // The others wait for that choice, and are told so rather than told the turn order.
    expect(mazzeltof.turnCheck(s, 1)).toMatchObject({
      ok: false,
      rule: 'MT-A13',
      params: { case: 'decide-first', player: { seat: 0 } },
    });
  });

  test('a player without a joker who tries to cancel the skip is told why (MT-44)', () => {
    const s = parsePosition(`you: ♣5 ♦7 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`);
    expect(mazzeltof.check(s, { type: 'cancel-skip' })).toMatchObject({
      ok: false,
      rule: 'MT-44',
      params: { case: 'no-joker' },
    });
  });

  test('a player with the pawn and no joker sits out at once, and the pawn comes off (MT-43, MT-A13)', () => {
    const start = playOut(parsePosition(`you: ♣5 ♥Q | p2: #5 | p3: #5 | p4: ♥K | ${TABLE} | turn: p4 | pawn: you`), [
      'pass ♥K',
    ]);
    expect([start.current, start.pawn, start.event]).toEqual([1, null, { kind: 'skipped', seat: 0 }]);
  });

  test('nobody once the game is over', () => {
    const over = playOut(
      parsePosition(
        'you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♠3 | revealed: red | blue-draw: #30',
      ),
      ['lay'],
    );
    expect(mazzeltof.progress(over)).toBe('match-over');
    expect(mazzeltof.actors(over)).toEqual([]);
    expect(mazzeltof.toAct(over)).toBeNull();
    expect(mazzeltof.legalMoves(over)).toEqual([]);
  });
});

describe("a seat's view", () => {
  const s = parsePosition(
    `you: ♥9 ♣5 * / ♦J | p2: ♠K ♠Q / ♥3 | p3: ♣9 ♣10 / ♦4 | p4: ♥5 | ${TABLE} | red-penalty: ♠6 ♠7`,
  );
  const unseen = (t: MtState, seat: number) =>
    [
      ...t.hands.filter((_, i) => i !== seat).flat(),
      ...t.draw.flatMap((d) => [...d.slice(0, 5), ...d.slice(6)]),
      ...t.penalty.flat(),
    ].sort(cardOrder);

  test('keeps its hand, the open cards, the piles and the markers; hides other hands, draw piles and penalty stacks', () => {
    const seen = view(s, 0);
    expect(seen.hands[0]).toEqual(s.hands[0]);
    expect(seen.open).toEqual(s.open);
    expect(seen.piles).toEqual(s.piles);
    expect(seen.draw.map((d) => d[5])).toEqual(s.draw.map((d) => d[5]));
    expect(seen.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
    expect(seen.penalty.map((p) => p.length)).toEqual([2, 0]);
    expect(unseen(seen, 0)).toEqual(unseen(s, 0));
    expect(seen.hands[1]).not.toEqual(s.hands[1]);
    expect(seen.rng).toBe(0);
  });

  test('a draw pile in its last six is face up for everyone (MT-37)', () => {
    const last = parsePosition(
      `you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥9 ♠3 | revealed: red | blue-draw: #30`,
    );
    expect(view(last, 1).draw[0]).toEqual(last.draw[0]);
  });

  test('two states that differ only in what the seat cannot see look the same', () => {
    expect(view(reshuffleUnseen(s, 0, 9), 0)).toEqual(view(s, 0));
    expect(view(reshuffleUnseen(s, 2, 4), 2)).toEqual(view(s, 2));
    expect(view(s, 1)).not.toEqual(view(s, 0));
  });
});

describe('secret moves', () => {
  test('the draw, the refill and a face-down penalty card are told only as what the table saw', () => {
    const s = parsePosition(`you: ♣5 ♥Q ♥K | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | step: draw`);
    const draw = moveIn(s, 'draw');
    const v = mazzeltof.check(s, draw);
    expect(mazzeltof.secretMove(draw, v)).toBe(true);
    expect(mazzeltofWords.seen(draw, v)).toBe('drew 2 cards');
    const full = parsePosition(`you: ♦J / ♣3 ♣3 ♥3 ♥3 ♠3 | p2: #5 | p3: #5 | p4: #5 | ${TABLE}`);
    const pass = moveIn(full, 'pass ♦J');
    const pv = mazzeltof.check(full, pass);
    expect(mazzeltof.secretMove(pass, pv)).toBe(true);
    expect(pv.params).not.toHaveProperty('card');
    expect(mazzeltofWords.seen(pass, pv)).toBe('laid a penalty card face down');
    const open = parsePosition(`you: ♦J | p2: #5 | p3: #5 | p4: #5 | ${TABLE}`);
    const openPass = moveIn(open, 'pass ♦J');
    expect(mazzeltof.secretMove(openPass, mazzeltof.check(open, openPass))).toBe(false);
  });

  test('moves in words', () => {
    const s = parsePosition(`you: ♥9 ♣5 | p2: #5 | p3: #5 / ♣8 | p4: #5 | ${TABLE}`);
    expect(mazzeltofWords.describe(moveIn(s, 'play ♥9 red'))).toBe('play the 9 of hearts on the red pile');
    expect(mazzeltofWords.describe(moveIn(s, 'play open ♣8 mixed'))).toBe(
      "play the 8 of clubs from Player 3's open cards on the mixed pile",
    );
    expect(mazzeltofWords.describe(moveIn(s, 'pass ♣5'))).toBe('pass the 5 of clubs');
  });
});

describe('the computer decides from its own view', () => {
  test('in seeded games its move from the view is allowed and does not depend on the hidden cards', () => {
    for (const players of [2, 4]) {
      let s = setup({ ...DEFAULT_OPTIONS, players }, players * 7);
      for (let i = 0; i < 200 && s.status === 'playing'; i++) {
        const seat = s.current;
        const fromView = mazzeltof.botMove(view(s, seat), seat, 1).move;
        expect(mazzeltof.check(s, fromView).ok).toBe(true);
        expect(mazzeltof.botMove(view(reshuffleUnseen(s, seat, i), seat), seat, 1).move).toEqual(fromView);
        s = mazzeltof.apply(s, fromView);
      }
    }
  });

  test("it builds on the piles, uses its partner's open cards and keeps its joker", () => {
    const s = parsePosition(`you: * ♣5 ♥K | p2: #5 | p3: #5 / ♥9 | p4: #5 | ${TABLE}`);
    const first = mazzeltof.botMove(s, 0, 1).move;
    expect(mazzeltofWords.describe(first)).toBe("play the 9 of hearts from Player 3's open cards on the red pile");
    const after = playOut(s, ['play p3 ♥9 red', 'play ♣5 black']);
    const pass = mazzeltof.botMove(after, 0, 1).move;
    expect(pass.type === 'pass' && (pass.card as MtCard).suit).toBe('H');
  });

  test('it acts only when it may', () => {
    expect(() => mazzeltof.botMove(setup(DEFAULT_OPTIONS, 1), 9, 1)).toThrow(/MT-23/);
  });
});

describe('the score sheet', () => {
  test('a column per team, a row per game with 1 for the winner, the most games winning (MT-47)', () => {
    const states = playMatch({ players: 4, games: 3 }, 5);
    const final = states[states.length - 1] as MtState;
    const sheet = scoreSheet(final);
    // The learner (seat 0) is on the red team, and finds it on the sheet as theirs.
    expect(sheet.teams).toEqual(['Your team (red)', 'Blue team']);
    // People sharing a device are each "Player n": both teams keep their colour.
    expect(scoreSheet(final, (seat) => `Player ${seat + 1}`).teams).toEqual(['Red team', 'Blue team']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    for (const row of sheet.rows) expect([...row.points].sort()).toEqual([0, 1]);
    expect(sheet.totals).toEqual([0, 1].map((t) => sheet.rows.reduce((n, r) => n + (r.points[t] ?? 0), 0)));
    expect(sheet).toMatchObject({ better: 'higher', rule: 'MT-47' });
    const best = Math.max(...sheet.totals);
    expect(sheet.winners).toEqual(sheet.totals.flatMap((t, team) => (t === best ? [team] : [])));
    expect(sheet.rows[0]?.note).toMatch(/played through the draw pile \(MT-47\)$/);
    const firstEnd = states.find((s) => s.status === 'deal-over') as MtState;
    expect(scoreSheet(firstEnd).winners).toEqual([]);
  });

  test('with two players each player is a team of one', () => {
    const s = setup({ players: 2, games: 1 }, 2);
    expect(mazzeltof.teams(s)).toEqual({ teamOf: [0, 1], names: ['You', 'Player 2'] });
    expect(scoreSheet(s).teams).toEqual(['You', 'Player 2']);
  });

  test('the next game keeps the games won and turns blind cards again', () => {
    const states = playMatch({ players: 2, games: 2 }, 11);
    const firstEnd = states.find((s) => s.status === 'deal-over') as MtState;
    const next = mazzeltof.nextDeal(firstEnd);
    expect(next.status).toBe('playing');
    expect(next.game).toBe(2);
    expect(next.history).toEqual(firstEnd.history);
    expect(next.scores).toEqual(firstEnd.scores);
    expect(next.step.kind).toBe('draw');
    expect(() => mazzeltof.nextDeal(next)).toThrow();
  });
});
