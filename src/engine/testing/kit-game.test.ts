/**
 * The kit on a made-up game with what the first two games lack: two teams seated alternately, plays of
 * several cards of one kind from a named zone, a snatch window out of turn, a decision only one seat
 * makes, face-down cards, team zones, and a match of several deals on a team score sheet. Everything
 * goes through the GameEngine interface and the session, as the machines use them.
 */
import { describe, expect, test } from 'vitest';
import { attempt, botSeat, botStep, judge, newSession } from '../session';
import { type ZoneRef, seatZone, tableZone, teamZone } from '../zones';
import { ALL_ZONES, type KitCard, type KitMove, type KitState, type KitZone, kitGame, zoneKey } from './kit-game';

const card = (id: number): KitCard => ({ id, rank: id % 6 });
const cards = (...ids: number[]) => ids.map(card);

/** A table with the named zones filled (card ids; rank = id mod 6), every other card in the stock. */
function table(filled: Readonly<Record<string, readonly number[]>>, changes: Partial<KitState> = {}): KitState {
  const used = new Set(Object.values(filled).flat());
  const zones: Record<string, readonly KitCard[]> = {};
  for (const ref of ALL_ZONES) zones[zoneKey(ref)] = cards(...(filled[zoneKey(ref)] ?? []));
  zones[zoneKey(tableZone('stock'))] = cards(
    ...Array.from({ length: 48 }, (_, id) => id).filter((id) => !used.has(id)),
  );
  return { ...kitGame.setup({ deals: 2 }, 1), zones, ...changes };
}

// Seat 0 holds two 2s (ids 2, 8) and a 4; seat 1 holds a 2 (id 14); seat 3 a 3; team 0 shares a 5.
const START = table({
  'hand/0': [2, 8, 4],
  'hand/1': [14, 1, 1 + 6],
  'hand/2': [5, 11, 17],
  'hand/3': [3, 9, 15],
  'face-up/0': [20],
  'face-down/0': [21, 22],
  'shared/t0': [23],
  'shared/t1': [29],
  'pile/table': [25],
});
const play = (from: ZoneRef<KitZone>, ...ids: number[]): KitMove => ({ type: 'play', cards: cards(...ids), from });

describe('teams seated alternately', () => {
  test('seats 0 and 2 against 1 and 3', () => {
    expect(kitGame.teams(START)).toEqual({ teamOf: [0, 1, 0, 1], names: ['North–South', 'East–West'] });
  });
});

describe('several cards of one kind from one named zone', () => {
  test('two 2s from the hand in one move; the pile rank is met (KT-04)', () => {
    const s = { ...START, zones: { ...START.zones, 'pile/table': cards(1) } };
    expect(kitGame.check(s, play(seatZone('hand', 0), 2, 8))).toMatchObject({ ok: true, rule: 'KT-04' });
    expect(kitGame.movesOf(s, 0)).toContainEqual(play(seatZone('hand', 0), 2, 8));
  });

  test('refused: two ranks at once (KT-03), a card not in the zone, another seat’s or team’s zone (KT-02)', () => {
    expect(kitGame.check(START, play(seatZone('hand', 0), 2, 4))).toMatchObject({ ok: false, rule: 'KT-03' });
    expect(kitGame.check(START, play(seatZone('hand', 0), 14))).toMatchObject({
      ok: false,
      rule: 'KT-02',
      params: { case: 'not-there' },
    });
    expect(kitGame.check(START, play(seatZone('hand', 1), 14))).toMatchObject({
      ok: false,
      rule: 'KT-02',
      params: { case: 'not-yours' },
    });
    expect(kitGame.check(START, play(teamZone('shared', 1), 29))).toMatchObject({ ok: false, rule: 'KT-02' });
    expect(kitGame.check(START, play(teamZone('shared', 0), 23))).toMatchObject({ ok: true });
  });

  test('face-down cards are turned blind, by place, only once the hand and face-up cards are gone (KT-05)', () => {
    expect(kitGame.check(START, { type: 'flip', at: 0 })).toMatchObject({ ok: false, rule: 'KT-05' });
    const bare = table({ 'face-down/0': [21, 22], 'hand/1': [1], 'hand/2': [2], 'hand/3': [3], 'pile/table': [24] });
    expect(kitGame.movesOf(bare, 0)).toEqual([{ type: 'flip', at: 0 }, { type: 'flip', at: 1 }, { type: 'take' }]);
  });
});

describe('a snatch window, out of turn', () => {
  const s = kitGame.apply(
    { ...START, zones: { ...START.zones, 'pile/table': cards(1) } },
    play(seatZone('hand', 0), 2, 8),
  );

  test('after a play of 2s, the next turn is seat 1’s, and seat 1 (holding a 2) may snatch (KT-08)', () => {
    expect(kitGame.actors(s)).toEqual([
      { seat: 1, kind: 'turn', rule: 'KT-01' },
      { seat: 1, kind: 'window', rule: 'KT-08' },
    ]);
    expect(kitGame.movesOf(s, 1)).toContainEqual({
      type: 'snatch',
      seat: 1,
      cards: cards(14),
      from: seatZone('hand', 1),
    });
  });

  test('a seat in the window may snatch but not take the turn; a seat outside it gets turn order (KT-01)', () => {
    const opened = { ...s, current: 2 }; // seat 2's turn, so seat 1 acts only through the window
    const snatch: KitMove = { type: 'snatch', seat: 1, cards: cards(14), from: seatZone('hand', 1) };
    expect(judge(kitGame, opened, 1, snatch)).toMatchObject({ ok: true, rule: 'KT-08' });
    expect(judge(kitGame, opened, 1, { type: 'take' })).toMatchObject({ ok: false, rule: 'KT-01' });
    expect(
      judge(kitGame, opened, 3, { type: 'snatch', seat: 3, cards: cards(3), from: seatZone('hand', 3) }),
    ).toMatchObject({ ok: false, rule: 'KT-01' });
    const after = kitGame.apply(opened, snatch);
    expect(after.current).toBe(2); // play goes on from the snatcher's left
    expect(kitGame.actors(kitGame.apply(opened, { type: 'take' }))).toEqual([{ seat: 3, kind: 'turn', rule: 'KT-01' }]);
  });

  test('computer players snatch out of turn only where the game lets them use windows', () => {
    const opened = newSession<KitState, KitMove, string>({ ...s, current: 2 });
    expect(botSeat(kitGame, opened.game, { bots: [1] })).toBeNull();
    expect(botSeat(kitGame, opened.game, { bots: [1], windows: true })).toBe(1);
    const stepped = botStep(kitGame, opened, { bots: [1], windows: true }, () => 'snatches');
    expect(stepped.log[0]).toMatchObject({
      seat: 1,
      move: { type: 'snatch', seat: 1 },
      verdict: { ok: true, rule: 'KT-08' },
    });
  });
});

describe('the computer at the table', () => {
  test('botStep hands the computer its own view, never the hidden cards', () => {
    const given: KitState[] = [];
    const watched = {
      ...kitGame,
      botMove: (state: KitState, seat: number, rng: number) => (given.push(state), kitGame.botMove(state, seat, rng)),
    };
    botStep(watched, newSession<KitState, KitMove, string>(START), { bots: [0] }, () => 'plays');
    expect(given).toEqual([kitGame.view(START, 0)]);
    expect(given[0]).not.toEqual(START);
  });
});

describe('a decision only one seat makes', () => {
  test('after a wild 0 its player names the rank to beat (KT-07); nobody else may act, and nothing else is open', () => {
    const s = kitGame.apply(
      table({ 'hand/0': [0, 4], 'hand/1': [6], 'hand/2': [5], 'hand/3': [3], 'pile/table': [25] }),
      play(seatZone('hand', 0), 0),
    );
    expect(kitGame.actors(s)).toEqual([{ seat: 0, kind: 'decision', rule: 'KT-07' }]);
    expect(kitGame.movesOf(s, 0)).toEqual([1, 2, 3, 4, 5].map((rank) => ({ type: 'name', rank })));
    const session = newSession<KitState, KitMove, string>(s);
    expect(attempt(kitGame, session, 1, { type: 'take' }).last?.verdict).toMatchObject({ ok: false, rule: 'KT-01' });
    expect(attempt(kitGame, session, 0, { type: 'take' }).last?.verdict).toMatchObject({ ok: false, rule: 'KT-07' });
    expect(attempt(kitGame, session, 0, { type: 'name', rank: 3 }).game).toMatchObject({
      floor: 3,
      current: 1,
      naming: false,
    });
  });
});

describe('what a seat sees', () => {
  const seen = kitGame.view(START, 0);
  const key = (z: string) => seen.zones[z]?.map((c) => c.id);

  test('its own hand, every face-up card, the pile and its team’s shared cards as they are', () => {
    for (const z of ['hand/0', 'face-up/0', 'pile/table', 'shared/t0'])
      expect(key(z)).toEqual(START.zones[z]?.map((c) => c.id));
  });

  test('face-down cards (its own too), the other hands, the other team’s shared cards and the stock concealed, sizes kept', () => {
    for (const z of ['face-down/0', 'hand/1', 'shared/t1', 'stock/table'])
      expect(seen.zones[z]).toHaveLength(START.zones[z]?.length ?? -1);
    expect(key('hand/1')).not.toEqual(START.zones['hand/1']?.map((c) => c.id));
    // The partner sees the shared cards of its team, an opponent does not.
    expect(kitGame.view(START, 2).zones['shared/t0']).toEqual(START.zones['shared/t0']);
    expect(kitGame.view(START, 1).zones['shared/t0']).not.toEqual(START.zones['shared/t0']);
  });

  test('cards it cannot see may lie anywhere: swapping them changes nothing in its view', () => {
    const z = START.zones;
    const moved: KitState = {
      ...START,
      zones: {
        ...z,
        // The two opponents' hands change places, one card with the stock's first, the stock is
        // reversed and seat 0's own face-down cards change order.
        'hand/1': z['hand/3']!,
        'hand/3': [z['stock/table']![0]!, ...z['hand/1']!.slice(1)],
        'stock/table': [z['hand/1']![0]!, ...z['stock/table']!.slice(1)].reverse(),
        'face-down/0': z['face-down/0']!.slice().reverse(),
      },
    };
    expect(kitGame.view(moved, 0)).toEqual(seen);
  });
});

describe('a match of several deals on a team score sheet', () => {
  test('computer players, snatching when they can, play three deals; the sheet has a row a deal and adds up (KT-10, KT-11)', () => {
    let session = newSession<KitState, KitMove, string>(kitGame.setup({ deals: 3 }, 'kit'));
    for (let moves = 0; kitGame.progress(session.game) !== 'match-over'; moves++) {
      if (moves > 5000) throw new Error('the match did not end');
      if (kitGame.progress(session.game) === 'deal-over')
        session = { ...session, game: kitGame.nextDeal(session.game) };
      else session = botStep(kitGame, session, { bots: [0, 1, 2, 3], windows: true }, () => 'plays');
    }
    const sheet = kitGame.scoreSheet(session.game);
    expect(sheet.teams).toEqual(['North–South', 'East–West']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['Deal 1', 'Deal 2', 'Deal 3']);
    expect(sheet.totals).toEqual([0, 1].map((t) => sheet.rows.reduce((n, r) => n + (r.points[t] ?? 0), 0)));
    expect(sheet.winners).toEqual([sheet.totals.indexOf(Math.min(...sheet.totals))]);
    expect(session.log.some((e) => e.move.type === 'snatch')).toBe(true);
  });
});
