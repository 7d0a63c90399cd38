/**
 * The turn statechart, tested with xstate's pure transition functions:
 * which phase follows which event, and that the engine's verdicts guard every move.
 */
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { card } from '../../engine/french-deck';
import { ottawaMachine } from './machine';
import { ottawaMatchMachine } from './match-machine';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaState } from './state';

const H = (rank: number) => card('H', rank as 7);
const S = (rank: number) => card('S', rank as 7);

/** A small hand-made deal: you hold ♠7 ♠9 ♥2, the top card is ♥7, two players. */
function position(overrides: Partial<OttawaState> = {}): OttawaState {
  const base = setup({ ...DEFAULT_OPTIONS, players: 2 }, 'machine-test');
  return {
    ...base,
    hands: [[S(7), S(9), H(2)], [H(10), S(3)]],
    discard: [H(7)],
    stock: [S(4), S(5), H(8)],
    current: 0,
    dealer: 1,
    ...overrides,
  };
}

function start(game?: OttawaState, machine: typeof ottawaMachine = ottawaMachine) {
  return initialTransition(machine, game ? { game } : {})[0];
}

describe('Ottawa turn statechart', () => {
  test('with no game yet it waits in setup; match.start deals and opens a turn', () => {
    const s0 = initialTransition(ottawaMatchMachine, {})[0];
    expect(s0.value).toBe('setup');
    const [s1] = transition(ottawaMatchMachine, s0, { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.value).toEqual({ turn: 'open' });
    expect(s1.context.session?.game.hands).toHaveLength(4);
  });

  test('a turn opens with the optional draw available (tag draw-open)', () => {
    const s = start(position());
    expect(s.value).toEqual({ turn: 'open' });
    expect(s.hasTag('draw-open')).toBe(true);
  });

  test('drawing moves to the "drawn" phase, where a second draw is refused by OT-A1', () => {
    const [s1] = transition(ottawaMachine, start(position()), { type: 'stock.draw' });
    expect(s1.value).toEqual({ turn: 'drawn' });
    expect(s1.hasTag('draw-open')).toBe(false);
    const [s2] = transition(ottawaMachine, s1, { type: 'stock.draw' });
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'OT-A1' });
    expect(s2.context.session?.game).toBe(s1.context.session?.game);
  });

  test('a refused card leaves the game unchanged and records the verdict (OT-A3 for ♠9 on ♥7 is another suit: OT-17)', () => {
    const s0 = start(position());
    const [s1] = transition(ottawaMachine, s0, { type: 'card.play', card: S(9) });
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'OT-17' });
    expect(s1.context.session?.game).toBe(s0.context.session?.game);
    expect(s1.value).toEqual({ turn: 'open' });
  });

  test('an allowed card is applied and the turn passes on (OT-18)', () => {
    const [s1] = transition(ottawaMachine, start(position()), { type: 'card.play', card: S(7) });
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'OT-18' });
    expect(s1.context.session?.game.current).toBe(1);
    expect(s1.context.session?.game.discard.at(-1)).toEqual(S(7));
  });

  test('a move by a seat whose turn it is not is refused by OT-15', () => {
    const [s1] = transition(ottawaMachine, start(position()), { type: 'card.play', card: H(10), seat: 1 });
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'OT-15' });
  });

  test('playing the last card ends the deal (OT-22) and next deal starts another', () => {
    const game = position({ hands: [[S(7)], [H(10), S(3)]], options: { ...DEFAULT_OPTIONS, players: 2, matchEnd: { kind: 'deals', count: 3 } } });
    const [s1] = transition(ottawaMatchMachine, start(game, ottawaMatchMachine), { type: 'card.play', card: S(7) });
    expect(s1.value).toBe('dealOver');
    expect(s1.context.session?.game.dealPoints).toEqual([0, 13]);
    const [s2] = transition(ottawaMatchMachine, s1, { type: 'deal.next' });
    expect(s2.value).toEqual({ turn: 'open' });
    expect(s2.context.session?.game.deal).toBe(2);
  });

  test('a lesson chart has no computer players: a seat marked as one waits', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(ottawaMachine, { input: { game: position({ current: 1 }), bots: [1], pace: 0 } }).start();
    await new Promise((r) => setTimeout(r, 20));
    expect(actor.getSnapshot().context.session?.log).toEqual([]);
    actor.stop();
  });

  test('the last deal of the match ends in matchOver; match.new goes back to setup', () => {
    const game = position({ hands: [[S(7)], [H(10), S(3)]], options: { ...DEFAULT_OPTIONS, players: 2, matchEnd: { kind: 'deals', count: 1 } } });
    const [s1] = transition(ottawaMachine, start(game), { type: 'card.play', card: S(7) });
    expect(s1.value).toBe('matchOver');
    const [s2] = transition(ottawaMachine, s1, { type: 'match.new' });
    expect(s2.value).toBe('setup');
  });

  test('undo does not reopen a finished match', () => {
    const game = position({ hands: [[S(7)], [H(10), S(3)]], options: { ...DEFAULT_OPTIONS, players: 2, matchEnd: { kind: 'deals', count: 1 } } });
    const [s1] = transition(ottawaMachine, start(game), { type: 'card.play', card: S(7) });
    expect(s1.can({ type: 'move.undo' })).toBe(false);
    const [s2] = transition(ottawaMachine, s1, { type: 'move.undo' });
    expect(s2.value).toBe('matchOver');
    expect(s2.context.session?.game).toBe(s1.context.session?.game);
  });

  test('undo returns to the state before the learner’s last allowed move', () => {
    const s0 = start(position());
    const [s1] = transition(ottawaMachine, s0, { type: 'stock.draw' });
    const [s2] = transition(ottawaMachine, s1, { type: 'move.undo' });
    expect(s2.context.session?.game).toBe(s0.context.session?.game);
    expect(s2.value).toEqual({ turn: 'open' });
    const [s3] = transition(ottawaMachine, s2, { type: 'move.undo' });
    expect(s3.context.session?.game).toBe(s0.context.session?.game);
  });

  test('every phase node carries a label and rule numbers for the phase chart', () => {
    const labels = Object.values(ottawaMachine.root.states)
      .filter((n) => n.meta)
      .map((n) => (n.meta as { label: string }).label);
    expect(labels).toEqual(['Setup', 'A turn', 'Deal over', 'Match over']);
  });
});

describe('computer players and automatic passes', () => {
  test('after the pace delay, a computer seat to act makes its move (a delayed transition)', async () => {
    const { createActor } = await import('xstate');
    const game = position({ current: 1 });
    const actor = createActor(ottawaMatchMachine, { input: { game, bots: [1], pace: 0 } }).start();
    // However busy the machine, the test waits for the move, not for a fixed time.
    const { waitFor } = await import('xstate');
    const session = (await waitFor(actor, (s) => (s.context.session?.log.length ?? 0) > 0, { timeout: 5000 })).context.session;
    expect(session?.game.current).toBe(0);
    expect(session?.log[0]).toMatchObject({ seat: 1, because: expect.stringMatching(/^computer: /) });
    actor.stop();
  });

  test('with "pass for me" on, the learner passes automatically only when no card fits', async () => {
    const { createActor } = await import('xstate');
    const stuck = position({ hands: [[S(2), S(12)], [H(10), S(3)]] }); // nothing fits ♥7
    const actor = createActor(ottawaMachine, { input: { game: stuck, pace: 0 } }).start();
    actor.send({ type: 'autopass.set', on: true });
    const { waitFor } = await import('xstate');
    await waitFor(actor, (s) => (s.context.session?.log.length ?? 0) > 0, { timeout: 5000 });
    expect(actor.getSnapshot().context.session?.log[0]).toMatchObject({ seat: 0, move: { type: 'pass' } });
    actor.stop();

    const able = createActor(ottawaMachine, { input: { game: position(), pace: 0 } }).start(); // ♠7 fits
    able.send({ type: 'autopass.set', on: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(able.getSnapshot().context.session?.log).toEqual([]);
    able.stop();
  });
});
