/**
 * Echad through the GameEngine interface: who may act (a turn, a wild's colour, a call-out window),
 * what a seat sees, the computer deciding from its view, the score sheet and the rounds of a game.
 * (What every game keeps is checked for all of them in test/unit/properties.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { parseMove } from './moves';
import { echad } from './engine';
import { parsePosition } from './position';
import { handOf, legalMoves } from './rules';
import { scoreSheet } from './score-sheet';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState } from './state';
import { reshuffleUnseen, view } from './view';

function after(text: string, moves: readonly string[]): EchadState {
  return moves.reduce((s, m) => echad.apply(s, parseMove(m, s) as EchadMove), parsePosition(text));
}

/** Plays a game with the computer in every seat, each from its own view, and returns every state met. */
function playGame(options: EchadOptions, seed: number): EchadState[] {
  const states = [setup(options, seed)];
  let rng = 1;
  for (let s = states[0] as EchadState; echad.progress(s) !== 'match-over'; states.push(s)) {
    if (echad.progress(s) === 'deal-over') {
      s = echad.nextDeal(s);
      continue;
    }
    const chosen = echad.botMove(view(s, s.current), s.current, rng);
    rng = chosen.rng;
    s = echad.apply(s, chosen.move);
  }
  return states;
}

describe('who may act', () => {
  test('the player whose turn it is, by the rule of the first turn (EC-12) and then of direction (EC-A16)', () => {
    const first = parsePosition('you: b3 b5 | p2: 4 | p3: 4 | discard: b7 | step: play first');
    expect(echad.actors(first)).toEqual([{ seat: 0, kind: 'turn', rule: 'EC-12' }]);
    const later = after('you: b3 b5 g2 | p2: 4 | p3: 4 | discard: b7', ['play b3']);
    expect(echad.actors(later)).toEqual([{ seat: 1, kind: 'turn', rule: 'EC-A16' }]);
  });

  test('after a wild only its player acts, choosing the colour (EC-40); the turn waits for it', () => {
    const s = after('you: W b5 y2 | p2: 4 | discard: b7', ['play W']);
    expect(echad.actors(s)).toEqual([{ seat: 0, kind: 'decision', rule: 'EC-40' }]);
    expect(echad.toAct(s)).toBe(0);
    expect(echad.movesOf(s, 0).map((m) => m.type)).toEqual([
      'choose-colour',
      'choose-colour',
      'choose-colour',
      'choose-colour',
    ]);
    expect(echad.movesOf(s, 1)).toEqual([]);
  });

  test('a missed "Echad" opens a window to every other seat, the next player included (EC-22), until the next turn begins (EC-23)', () => {
    const s = after('you: b3 b5 | p2: r4 y9 | p3: 4 | discard: b7', ['play b3']);
    expect(echad.actors(s)).toEqual([
      { seat: 1, kind: 'turn', rule: 'EC-A16' },
      { seat: 1, kind: 'window', rule: 'EC-22' },
      { seat: 2, kind: 'window', rule: 'EC-22' },
    ]);
    expect(echad.movesOf(s, 2)).toEqual([{ type: 'challenge', by: 2 }]);
    expect(echad.movesOf(s, 0)).toEqual([]);
    expect(echad.moverOf(s, { type: 'challenge', by: 2 })).toBe(2);
    expect(echad.moverOf(s, { type: 'draw' })).toBe(1);
    // Player 2 begins the turn: the window closes.
    expect(echad.actors(echad.apply(s, { type: 'draw' }))).toEqual([{ seat: 1, kind: 'turn', rule: 'EC-A16' }]);
  });

  test('saying "Echad" leaves no window; nobody acts once the round is over', () => {
    expect(echad.actors(after('you: b3 b5 | p2: 4 | discard: b7', ['play b3 echad']))).toHaveLength(1);
    const over = after('you: b3 | p2: r4 y9 | discard: b7 | echad: you said', ['play b3']);
    expect(echad.progress(over)).toBe('deal-over');
    expect(echad.actors(over)).toEqual([]);
  });
});

describe("a seat's view", () => {
  const s = after('you: b3 b5 | p2: r4 y9 | p3: 4 | discard: b7', ['play b3 echad', 'draw']);

  test('keeps its own hand and the face-up cards; conceals the other hands and the pile, sizes kept', () => {
    const seen = view(s, 0);
    expect(seen.hands[0]).toEqual(s.hands[0]);
    expect(seen.discard).toEqual(s.discard);
    expect(seen.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
    expect(seen.pile).toHaveLength(s.pile.length);
    expect(seen.rng).not.toBe(s.rng);
  });

  test("the card Player 2 has just drawn is Player 2's alone", () => {
    if (s.step.kind !== 'drawn') throw new Error('Player 2 has just drawn');
    const own = view(s, 1);
    expect(own.step).toEqual(s.step);
    const other = view(s, 0);
    if (other.step.kind !== 'drawn') throw new Error('the view keeps the step');
    expect(handOf(other, 1)).toContainEqual(other.step.card);
    // Whatever Player 2 drew, the others see the same table.
    expect(view(reshuffleUnseen(s, 0, 5), 0)).toEqual(other);
    expect(view(reshuffleUnseen(s, 2, 5), 2)).toEqual(view(s, 2));
  });
});

describe('the computer decides from its own view', () => {
  test('in seeded rounds its move from the view is allowed in the real state and is the move it made before views', () => {
    for (const players of [2, 4, 10]) {
      let s = setup({ ...DEFAULT_OPTIONS, players }, players * 17);
      for (let i = 0; i < 150 && s.status === 'playing'; i++) {
        const seat = s.current;
        const fromView = echad.botMove(view(s, seat), seat, i).move;
        expect(echad.check(s, fromView).ok).toBe(true);
        expect(fromView).toEqual(echad.botMove(s, seat, i).move);
        expect(echad.botMove(view(reshuffleUnseen(s, seat, i), seat), seat, i).move).toEqual(fromView);
        s = echad.apply(s, fromView);
      }
    }
  });

  test('a computer player with a window and no turn calls out the missed "Echad"', () => {
    const s = after('you: b3 b5 | p2: r4 y9 | p3: 4 | discard: b7', ['play b3']);
    expect(echad.botMove(view(s, 2), 2, 1).move).toEqual({ type: 'challenge', by: 2 });
    expect(() => echad.botMove(view(s, 0), 0, 1)).toThrow(/out of turn/);
  });
});

describe('the score sheet', () => {
  test('a row per round with what the winner collected (EC-25), totals, and the winner at the end (EC-30)', () => {
    const states = playGame({ ...DEFAULT_OPTIONS, players: 3, target: 150 }, 4);
    const final = states[states.length - 1] as EchadState;
    const ends = states.filter((s) => s.status !== 'playing');
    const sheet = scoreSheet(final);
    expect(sheet.teams).toEqual(['You', 'Player 2', 'Player 3']);
    expect(sheet.rows.map((r) => r.label)).toEqual(ends.map((_, i) => `Round ${i + 1}`));
    expect(sheet.rows.length).toBeGreaterThan(1);
    expect(sheet.rows.map((r) => r.points)).toEqual(ends.map((s) => s.roundPoints));
    expect(sheet.totals).toEqual(final.scores);
    expect(sheet).toMatchObject({ better: 'higher', rule: 'EC-25' });
    expect(sheet.winners).toEqual([final.scores.indexOf(Math.max(...final.scores))]);
    expect(scoreSheet(ends[0] as EchadState).winners).toEqual([]);
  });

  test('the next round keeps the sheet and the totals', () => {
    const states = playGame({ ...DEFAULT_OPTIONS, players: 2, target: 150 }, 8);
    const firstEnd = states.find((s) => s.status === 'round-over') as EchadState;
    const next = echad.nextDeal(firstEnd);
    expect(echad.progress(next)).toBe('playing');
    expect(next.round).toBe(2);
    expect(next.history).toEqual(firstEnd.history);
    expect(legalMoves(next).length).toBeGreaterThan(0);
  });
});
