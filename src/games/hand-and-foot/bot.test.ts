/**
 * The computer player: it follows its plan (takes the discard pile, opens at the minimum, builds
 * books, discards 3s first, goes out when it may), its deals end in a sensible number of turns, and
 * its partnership scores more than one that picks uniformly among its listed moves.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { movesOf } from './actors';
import { botMove } from './bot';
import { apply } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type HfMove, type HfState } from './state';
import { SIX_BOOKS, type TableSpec, botDeal, table } from './test-support';
import { view } from './view';

const choice = (spec: TableSpec): HfMove => botMove(table(spec), 0, 1).move;

describe('Hand and Foot bot', () => {
  test('takes the discard pile when it holds the pair', () => {
    const m = choice({ hands: ['♠K ♦K ♣5'], melds: [['♥4 ♠4 ♦4']], discard: '♣6 ♥K', step: 'draw' });
    expect(m).toMatchObject({ type: 'pickup', to: null, melds: [] });
  });

  test('before its partnership has laid down, only when the pickup reaches the minimum', () => {
    const short = choice({ hands: ['♠K ♦K ♣5'], melds: [], deal: 2, discard: '♣6 ♥K', step: 'draw' });
    expect(short.type).toBe('draw');
    const enough = choice({ hands: ['♠K ♦K ♠Q ♦Q ♣Q * ♣5'], melds: [], deal: 2, discard: '♣6 ♥K', step: 'draw' });
    expect(enough).toMatchObject({ type: 'pickup', melds: [{ to: null }] });
  });

  test('opens as soon as it reaches the minimum, with the wild it needs', () => {
    const m = choice({ hands: ['♥K ♠K ♦K ♥5 ♠5 * ♣6'], melds: [] });
    expect(m.type === 'meld' && m.groups.map((g) => g.cards.length)).toEqual([3, 3]);
    expect(choice({ hands: ['♥K ♠K ♦K ♣6'], melds: [] })).toMatchObject({ type: 'discard' });
  });

  test("adds naturals to its partnership's meld, and discards a red 3 first", () => {
    expect(choice({ hands: ['♣9 ♥3 ♣6 ♠7'], melds: [['♥9 ♠9 ♦9']] })).toMatchObject({
      type: 'meld',
      groups: [{ to: 0 }],
    });
    const d = choice({ hands: ['♣3 ♥3 ♣6 ♠7'], melds: [['♥9 ♠9 ♦9']] });
    expect(d.type === 'discard' && d.card.suit).toBe('H');
  });

  test('never builds a red book past seven cards (HF-26)', () => {
    // Eight natural kings open as a red book of seven; the eighth stays in the hand.
    const open = choice({ hands: ['♥K ♥K ♠K ♠K ♦K ♦K ♣K ♣K ♣6'], melds: [] });
    expect(open.type === 'meld' && open.groups.map((g) => g.cards.length)).toEqual([7]);
    // The top card and pair would take its red meld of five kings to eight: it draws instead.
    const pile = { hands: ['♠K ♦K ♣5'], discard: '♣6 ♥K', step: 'draw' as const };
    expect(choice({ ...pile, melds: [['♣K ♣K ♥K ♥K ♠K']] }).type).toBe('draw');
    // A black meld may pass seven, so there it picks up.
    expect(choice({ ...pile, melds: [['♣K ♣K ♥K ♥K *']] })).toMatchObject({ type: 'pickup', to: 0 });
  });

  test('goes out when its partnership has the books', () => {
    const m = choice({ hands: ['♣5'], melds: [SIX_BOOKS], feet: [''] });
    expect(m).toMatchObject({ type: 'discard' });
    const s = table({ hands: ['♣5'], melds: [SIX_BOOKS], feet: [''] });
    expect(apply(s, m).event).toEqual({ kind: 'out', seat: 0 });
  });

  test('deals with the computer in every seat end within a sensible number of turns', () => {
    for (const players of [4, 6]) {
      const turns: number[] = [];
      for (let seed = 0; seed < 40; seed++) {
        let count = 0;
        botDeal(
          setup({ ...DEFAULT_OPTIONS, players, piles: players === 6 ? 4 : 2, deals: 1 }, seed),
          1,
          (before, _m, after) => {
            if (before.step.kind !== 'choose' && (after.status !== 'playing' || after.current !== before.current))
              count++;
          },
        );
        turns.push(count);
      }
      turns.sort((a, b) => a - b);
      expect(turns[turns.length >> 1]).toBeLessThan(90);
      expect(turns[turns.length - 1]).toBeLessThan(160);
    }
  });

  test('its partnership outscores one that picks uniformly among its moves', () => {
    let ahead = 0;
    const GAMES = 30;
    for (let seed = 0; seed < GAMES; seed++) {
      let s: HfState = setup({ ...DEFAULT_OPTIONS, deals: 1 }, seed);
      let rng: RngState = seedRng(`random player ${seed}`);
      const botTeam = seed % 2;
      for (let moves = 0; s.status === 'playing' && moves < 3000; moves++) {
        const seat = s.step.kind === 'choose' ? (s.step.waiting[0] as number) : s.current;
        let move: HfMove;
        if (seat % 2 === botTeam || s.step.kind === 'choose') move = botMove(view(s, seat), seat, 1).move;
        else {
          const moves = movesOf(s, seat);
          const pick = nextInt(rng, moves.length);
          rng = pick.state;
          move = moves[pick.value] as HfMove;
        }
        s = apply(s, move);
      }
      if ((s.scores[botTeam] ?? 0) > (s.scores[1 - botTeam] ?? 0)) ahead++;
    }
    expect(ahead).toBeGreaterThan(GAMES * 0.8);
  });
});
