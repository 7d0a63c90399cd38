/**
 * Hand and Foot through the GameEngine interface: who may act (the choices at the deal, then the
 * turn), what a seat sees, the computer deciding from its view, the secret moves, and the score sheet.
 */
import { describe, expect, test } from 'vitest';
import { cardOrder } from './cards';
import { handAndFoot } from './engine';
import { scoreSheet } from './score-sheet';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type HfState } from './state';
import { botDeal, discard, everyCard, meld, table } from './test-support';
import { reshuffleUnseen, view } from './view';

describe('who may act', () => {
  test('at the deal every seat owes its choice of hand, in any order (HF-08)', () => {
    const s = setup(DEFAULT_OPTIONS, 1);
    expect(handAndFoot.actors(s)).toEqual([0, 1, 2, 3].map((seat) => ({ seat, kind: 'decision', rule: 'HF-08' })));
    expect(handAndFoot.toAct(s)).toBe(0);
    expect(handAndFoot.movesOf(s, 3)).toEqual([
      { type: 'choose', seat: 3, packet: 0 },
      { type: 'choose', seat: 3, packet: 1 },
    ]);
    expect(handAndFoot.moverOf(s, { type: 'choose', seat: 3, packet: 0 })).toBe(3);
    const after = handAndFoot.apply(s, { type: 'choose', seat: 3, packet: 0 });
    expect(handAndFoot.actors(after).map((a) => a.seat)).toEqual([0, 1, 2]);
    expect(handAndFoot.movesOf(after, 3)).toEqual([]);
    expect(handAndFoot.turnCheck(after, 3)).toMatchObject({ ok: false, rule: 'HF-08' });
    expect(handAndFoot.turnCheck(after, 1)).toMatchObject({ ok: true, rule: 'HF-08' });
  });

  test('then the owner, and one player at a time to the left (HF-06, HF-A1)', () => {
    let s = setup({ ...DEFAULT_OPTIONS, owner: 1 }, 1);
    for (const seat of [2, 0, 3, 1]) s = handAndFoot.apply(s, { type: 'choose', seat, packet: 1 });
    expect(handAndFoot.actors(s)).toEqual([{ seat: 1, kind: 'turn', rule: 'HF-A1' }]);
    expect(handAndFoot.movesOf(s, 2)).toEqual([]);
    expect(handAndFoot.legalMoves(s)).toEqual([{ type: 'draw', piles: [0, 1] }]);
    expect(handAndFoot.moverOf(s, { type: 'draw', piles: [0, 1] })).toBe(1);
  });

  test('nobody once the deal is over', () => {
    const s = table({ hands: ['♣5'], melds: [['♥4 ♠4 ♦4']], pileSizes: [1, 0] });
    const over = handAndFoot.apply(s, discard(s, '♣5'));
    expect(handAndFoot.progress(over)).toBe('deal-over');
    expect(handAndFoot.actors(over)).toEqual([]);
    expect(handAndFoot.toAct(over)).toBeNull();
    expect(handAndFoot.legalMoves(over)).toEqual([]);
    expect(handAndFoot.moverOf(over, discard(s, '♣5'))).toBeNull();
  });
});

describe("a seat's view", () => {
  const s = table({
    hands: ['♥9 ♣5 *', '♠K ♠Q', '♣9 ♣10', '♥5'],
    feet: ['♦J ♦J', '', '#11', '#11'],
    melds: [['♥4 ♠4 ♦4'], ['♥6 ♠6 ♦6']],
    discard: '♥A ♠A ♦K',
  });

  test('keeps its hand, the melds and the top discard; hides other hands, every foot, the piles, the discards below', () => {
    const seen = view(s, 0);
    expect(seen.hands[0]).toEqual(s.hands[0]);
    expect(seen.melds).toEqual(s.melds);
    expect(seen.discard[2]).toEqual(s.discard[2]);
    for (const zone of ['hands', 'feet', 'piles'] as const)
      expect(seen[zone].map((z) => z.length)).toEqual(s[zone].map((z) => z.length));
    expect(seen.discard.length).toBe(3);
    expect(seen.feet[0]).not.toEqual(s.feet[0]);
    expect(seen.hands[1]).not.toEqual(s.hands[1]);
    expect(seen.discard.slice(0, 2)).not.toEqual(s.discard.slice(0, 2));
    expect(
      everyCard(seen)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    ).toEqual(
      everyCard(s)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
    expect(seen.rng).toBe(0);
  });

  test('the packets are chosen blind: hidden from everyone, their owner too', () => {
    const d = setup(DEFAULT_OPTIONS, 2);
    const seen = view(d, 1);
    const unseen = (x: HfState) =>
      [...x.packets.flatMap((p) => (p ? [...p[0], ...p[1]] : [])), ...x.piles.flat()].sort(cardOrder);
    expect(seen.packets[1]).not.toEqual(d.packets[1]);
    expect(unseen(seen)).toEqual(unseen(d));
  });

  test('two states that differ only in what the seat cannot see look the same', () => {
    expect(view(reshuffleUnseen(s, 0, 9), 0)).toEqual(view(s, 0));
    expect(view(reshuffleUnseen(s, 2, 4), 2)).toEqual(view(s, 2));
    expect(view(s, 1)).not.toEqual(view(s, 0));
  });
});

describe('secret moves', () => {
  test('only the draw is secret: the choice is blind, melds, pickups and discards are seen', () => {
    const s = table({ hands: ['♥9 ♠9 ♦9 ♣5'], melds: [['♥4 ♠4 ♦4']] });
    const m = meld(s, ['♥9 ♠9 ♦9', null]);
    expect(handAndFoot.secretMove(m, handAndFoot.check(s, m))).toBe(false);
    const d = discard(s, '♣5');
    expect(handAndFoot.secretMove(d, handAndFoot.check(s, d))).toBe(false);
    const draw = { type: 'draw', piles: [0, 1] } as const;
    const ds = { ...s, step: { kind: 'draw' } as const };
    expect(handAndFoot.secretMove(draw, handAndFoot.check(ds, draw))).toBe(true);
    const choose = { type: 'choose', seat: 0, packet: 0 } as const;
    const cs = setup(DEFAULT_OPTIONS, 1);
    expect(handAndFoot.secretMove(choose, handAndFoot.check(cs, choose))).toBe(false);
  });
});

describe('the computer decides from its own view', () => {
  test('its move from the view is allowed and does not depend on the hidden cards', () => {
    for (const players of [4, 6]) {
      let s = setup({ ...DEFAULT_OPTIONS, players, deals: 1 }, players * 7);
      for (let i = 0; i < 300 && s.status === 'playing'; i++) {
        const seat = handAndFoot.toAct(s) as number;
        const fromView = handAndFoot.botMove(view(s, seat), seat, i);
        expect(handAndFoot.check(s, fromView.move).ok).toBe(true);
        expect(handAndFoot.botMove(view(reshuffleUnseen(s, seat, i), seat), seat, i)).toEqual(fromView);
        expect(handAndFoot.botMove(s, seat, i)).toEqual(fromView);
        s = handAndFoot.apply(s, fromView.move);
      }
    }
  });

  test('it acts only when it may', () => {
    const s = table({ hands: ['♣5'] });
    expect(() => handAndFoot.botMove(s, 2, 1)).toThrow(/HF-A1/);
  });
});

describe('the score sheet', () => {
  test('a column per partnership, a row per deal in its three parts, totals and winners (HF-37…HF-45)', () => {
    let s = setup({ ...DEFAULT_OPTIONS, deals: 2 }, 5);
    s = botDeal(s);
    expect(scoreSheet(s).winners).toEqual([]);
    s = botDeal(handAndFoot.nextDeal(s), 2);
    const sheet = handAndFoot.scoreSheet(s);
    expect(sheet.teams).toEqual(['You and Player 3', 'Player 2 and Player 4']);
    expect(sheet.parts).toEqual(['Books', 'Melds', 'Cards left']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['Deal 1', 'Deal 2']);
    for (const row of sheet.rows) {
      expect(row.parts?.map((p) => p.reduce((a, b) => a + b, 0))).toEqual(row.points);
    }
    expect(sheet.totals).toEqual([0, 1].map((t) => sheet.rows.reduce((n, r) => n + (r.points[t] ?? 0), 0)));
    expect(sheet).toMatchObject({ better: 'higher', rule: 'HF-45' });
    const best = Math.max(...sheet.totals);
    expect(sheet.winners).toEqual(sheet.totals.flatMap((t, team) => (t === best ? [team] : [])));
  });

  test('six players: three against three, named by their players', () => {
    const s = setup({ ...DEFAULT_OPTIONS, players: 6, piles: 4 }, 2);
    expect(handAndFoot.teams(s)).toEqual({
      teamOf: [0, 1, 0, 1, 0, 1],
      names: ['You, Player 3 and Player 5', 'Player 2, Player 4 and Player 6'],
    });
  });

  test('a deal that ended with the piles is noted', () => {
    const s = table({ hands: ['♣5 ♦6'], melds: [['♥4 ♠4 ♦4']], pileSizes: [1, 0] });
    const over = handAndFoot.apply(s, discard(s, '♣5'));
    expect(scoreSheet(over).rows[0]?.note).toBe('The draw piles ran out (HF-A4)');
  });
});
