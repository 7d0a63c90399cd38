/**
 * The chart kit on the made-up game of testing/kit-game.ts: a chart with no phases of its own, only
 * what every game's chart takes from the kit, and its match version.
 */
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { type SessionInput, gameOf, kindGuards, matchActions } from './session-machine';
import { kitCharts, type KitEvent } from './testing/kit-chart';
import { type KitMove, type KitState, kitGame } from './testing/kit-game';

type Event = KitEvent<{ deals: number }>;
const { chart, lessonChart, matchChart } = kitCharts(kitGame);

const GAME = kitGame.setup({ deals: 2 }, 'kit');
const SEAT = GAME.current;
const MOVE = kitGame.movesOf(GAME, SEAT)[0] as KitMove;
const OTHER = (SEAT + 1) % 4;

function after(events: readonly Event[], input: SessionInput<KitState> = { game: GAME }, machine = lessonChart) {
  let [state] = initialTransition(machine, input);
  for (const event of events) [state] = transition(machine, state, event);
  return state.context;
}

describe('the context', () => {
  test('no session until a match is dealt; the pace from the input, else the game’s', () => {
    expect(after([], {})).toEqual({ session: null, bots: [], pace: 500 });
    const context = after([], { game: GAME, bots: [1, 2], pace: 20 });
    expect(context.session?.game).toBe(GAME);
    expect(context).toMatchObject({ bots: [1, 2], pace: 20 });
  });

  test('where the match stands: in setup without a session, else by the engine’s progress', () => {
    const at = (status: KitState['status'] | null) => {
      const context = after([], status === null ? {} : { game: { ...GAME, status } });
      const args = { context, event: { type: 'match.new' } as const };
      return [chart.guards.inSetup(args), chart.guards.dealOver(args), chart.guards.matchOver(args)];
    };
    expect(at(null)).toEqual([true, false, false]);
    expect(at('playing')).toEqual([false, false, false]);
    expect(at('deal-over')).toEqual([false, true, false]);
    expect(at('match-over')).toEqual([false, false, true]);
  });

  test('pace.set at any time, never below nothing', () => {
    expect(after([{ type: 'pace.set', ms: 90 }]).pace).toBe(90);
    expect(after([{ type: 'pace.set', ms: -5 }]).pace).toBe(0);
  });
});

describe('attempts and undo', () => {
  test('a move is judged for the seat the event names: allowed for the seat to act, refused for another', () => {
    const allowed = after([{ type: 'move', move: MOVE, seat: SEAT }]).session;
    expect(allowed?.last).toMatchObject({ seat: SEAT, verdict: { ok: true } });
    expect(allowed?.game).toEqual(kitGame.apply(GAME, MOVE));
    const refused = after([{ type: 'move', move: MOVE, seat: OTHER }]).session;
    expect(refused?.last).toMatchObject({ seat: OTHER, verdict: { ok: false, rule: 'KT-01' } });
    expect(refused?.game).toBe(GAME);
  });

  test('only the seat that moved takes it back', () => {
    const moved = [{ type: 'move', move: MOVE, seat: SEAT }] as const;
    expect(after([...moved, { type: 'move.undo', seat: OTHER }]).session?.game).not.toBe(GAME);
    expect(after([...moved, { type: 'move.undo', seat: SEAT }]).session?.game).toBe(GAME);
  });

  test('a restored session is taken up; a new match clears it', () => {
    const session = after([{ type: 'move', move: MOVE, seat: SEAT }]).session;
    if (!session) throw new Error('no session');
    expect(after([{ type: 'match.restore', session }], {}).session).toBe(session);
    expect(after([{ type: 'match.new' }]).session).toBeNull();
  });
});

describe('the match actions', () => {
  test('the lesson chart deals nothing and moves for nobody', () => {
    expect(after([{ type: 'match.start', options: { deals: 1 }, seed: 's' }], {}).session).toBeNull();
    expect(after([{ type: 'bot.go' }], { game: GAME, bots: [SEAT] }).session?.game).toBe(GAME);
  });

  test('startMatch deals from the options and seed, botStep plays a computer seat, nextDeal deals again', () => {
    const dealt = after([{ type: 'match.start', options: { deals: 1 }, seed: 's' }], {}, matchChart).session;
    expect(dealt?.game).toEqual(kitGame.setup({ deals: 1 }, 's'));
    const botted = after([{ type: 'bot.go' }], { game: GAME, bots: [SEAT] }, matchChart).session;
    expect(botted?.moves).toEqual([expect.objectContaining({ seat: SEAT, bot: true })]);
    expect(botted?.log[0]?.because).toBe('computer: its best card');
    expect(after([{ type: 'deal.next' }], { game: GAME }, matchChart).session?.game).toEqual(kitGame.nextDeal(GAME));
  });

  test('botSeats decides which computer seat may act: none leaves the table as it is', () => {
    const waiting = lessonChart.provide({
      actions: matchActions({ engine: kitGame, because: () => '', botSeats: () => null }),
    });
    expect(after([{ type: 'bot.go' }], { game: GAME, bots: [SEAT] }, waiting).session?.game).toBe(GAME);
  });
});

describe('guards on steps and events', () => {
  type Game = { status: 'playing' | 'deal-over'; step: { kind: 'draw' | 'play' }; event: { kind: 'foot' } | null };
  const { stepIs, eventIs } = kindGuards<Game>();
  const at = (game: Game | null) => ({ context: { session: game === null ? null : { game } } });

  test('a step holds while the game is played and the turn is there; an event while it has just happened', () => {
    const playing: Game = { status: 'playing', step: { kind: 'draw' }, event: { kind: 'foot' } };
    expect(gameOf(at(playing).context)).toBe(playing);
    expect([stepIs('draw')(at(playing)), stepIs('play')(at(playing)), eventIs('foot')(at(playing))]).toEqual([
      true,
      false,
      true,
    ]);
    expect(stepIs('draw')(at({ ...playing, status: 'deal-over' }))).toBe(false);
    expect(eventIs('foot')(at({ ...playing, event: null }))).toBe(false);
  });

  test('before a match is dealt there is no game, and no guard holds', () => {
    expect(gameOf(at(null).context)).toBeNull();
    expect([stepIs('draw')(at(null)), eventIs('foot')(at(null))]).toEqual([false, false]);
  });
});
