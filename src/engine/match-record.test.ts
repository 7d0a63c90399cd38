/**
 * A recorded match is rebuilt through the engine: the same position, log and undo points as when it
 * was played, across deals; a damaged record is refused, never trusted.
 */
import { describe, expect, test } from 'vitest';
import { parseRecord, recordOf, replay } from './match-record';
import { attempt, botStep, nextDealIfOver, newSession, type Session } from './session';
import { kitGame } from './testing/kit-game';
import type { KitMove, KitRuleId, KitState } from './testing/kit-table';

type KitSession = Session<KitState, KitMove, KitRuleId>;
const start = { options: { deals: 2 }, seed: 'record' };
const reason = (move: KitMove) => `plays ${move.type}`;

/** Seat 0 by attempts, the others by the computer, for `count` moves, dealing again after a deal. */
function play(count: number): KitSession {
  let s: KitSession = newSession(kitGame.setup(start.options, start.seed), 7);
  for (let i = 0; i < count && kitGame.progress(s.game) !== 'match-over'; i++) {
    s = nextDealIfOver(kitGame, s);
    const seat = kitGame.toAct(s.game);
    if (seat === 0) s = attempt(kitGame, s, 0, kitGame.movesOf(s.game, 0)[0]!);
    else s = botStep(kitGame, s, { bots: [1, 2, 3] }, reason);
  }
  return s;
}

describe('replay', () => {
  test('rebuilds the same position, log, undo points and computer randomness, across deals', () => {
    const played = play(400);
    expect(kitGame.scoreSheet(played.game).rows.length, 'the record spans a finished deal').toBeGreaterThan(0);
    const record = parseRecord(JSON.stringify(recordOf(played, '?seed=record')))!;
    expect(record.moves.length).toBe(played.moves.length);
    const rebuilt = replay(kitGame, start, record, reason);
    if ('error' in rebuilt) throw new Error(rebuilt.error);
    expect(rebuilt.session.game).toEqual(played.game);
    expect(rebuilt.session.log).toEqual(played.log);
    expect(rebuilt.session.moves).toEqual(played.moves);
    expect(rebuilt.session.undo).toEqual(played.undo);
    expect(rebuilt.session.botRng).toBe(played.botRng);
  });

  test('a move made on a person’s behalf keeps its reason through the replay', () => {
    let s: KitSession = newSession(kitGame.setup(start.options, start.seed));
    const seat = kitGame.toAct(s.game)!;
    s = attempt(kitGame, s, seat, kitGame.movesOf(s.game, seat)[0]!, { because: 'played for you' });
    const rebuilt = replay(kitGame, start, parseRecord(JSON.stringify(recordOf(s, '?seed=record')))!, reason);
    expect('session' in rebuilt && rebuilt.session.log).toEqual(s.log);
    expect(s.log[0]?.because).toBe('played for you');
  });

  test('a move the engine refuses, or cannot read, is an error naming the move', () => {
    const played = play(6);
    const record = recordOf(played, '?seed=record');
    const first = record.moves[0]!;
    const twice = { ...record, moves: [first, first] };
    const refused = replay(kitGame, start, twice, reason);
    expect('error' in refused && refused.error).toMatch(/^move 2 is not allowed \(KT-\d+\)|refused/);
    const unreadable = replay(kitGame, start, { ...record, moves: [{ seat: 0, move: { type: 'play' } }] }, reason);
    expect('error' in unreadable).toBe(true);
  });
});

describe('parseRecord', () => {
  test.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, link: '?seed=a', moves: [], botRng: 1 })],
    ['moves not a list', JSON.stringify({ version: 1, link: '?seed=a', moves: {}, botRng: 1 })],
    [
      'a move without a seat',
      JSON.stringify({ version: 1, link: '?seed=a', moves: [{ move: { type: 'pass' } }], botRng: 1 }),
    ],
    ['a link that is not a query', JSON.stringify({ version: 1, link: 'javascript:x', moves: [], botRng: 1 })],
    ['null', 'null'],
  ])('refuses %s', (_name, text) => {
    expect(parseRecord(text)).toBeNull();
  });
});
