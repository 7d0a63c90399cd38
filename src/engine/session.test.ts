import { describe, expect, it } from 'vitest';
import { attempt, botStep, mayUndo, newSession, seenBy, undoLast, type Session } from './session';
import { kitGame } from './testing/kit-game';
import type { KitMove, KitRuleId, KitState } from './testing/kit-table';

/** A few moves of the small test game: seat 0 by attempts, the others by the computer. */
function played(): Session<KitState, KitMove, KitRuleId> {
  let session = newSession<KitState, KitMove, KitRuleId>(kitGame.setup({ deals: 1 }, 'seen-by'));
  for (let i = 0; i < 12; i++) {
    const seat = kitGame.toAct(session.game);
    if (seat === null) break;
    if (seat === 0) session = attempt(kitGame, session, 0, kitGame.movesOf(session.game, 0)[0]!);
    else session = botStep(kitGame, session, { bots: [1, 2, 3] }, () => 'the first move it found');
  }
  return session;
}

describe('seenBy: a session as one seat may be shown it', () => {
  const session = played();
  const seen = seenBy(kitGame.view, session, 0);

  it('shows the game and every undo state as the seat sees them', () => {
    expect(session.undo.length).toBeGreaterThan(0);
    expect(seen.game).toEqual(kitGame.view(session.game, 0));
    expect(seen.game).not.toEqual(session.game);
    expect(seen.undo.map((p) => p.game)).toEqual(session.undo.map((p) => kitGame.view(p.game, 0)));
  });

  it('keeps the seat’s own attempts whole and tells only the move and the rule of the others', () => {
    const own = session.log.filter((e) => e.seat === 0);
    const others = seen.log.filter((e) => e.seat !== 0);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(seen.log.filter((e) => e.seat === 0)).toEqual(own);
    for (const entry of others) {
      expect(entry.verdict.params).toEqual({});
      expect(entry.because).toBeUndefined();
    }
    expect(seen.log.map((e) => [e.seat, e.move, e.verdict.rule])).toEqual(
      session.log.map((e) => [e.seat, e.move, e.verdict.rule]),
    );
  });
});

type KitSession = Session<KitState, KitMove, KitRuleId>;

/** Every seat played by a person, each making its first allowed move, `count` times. */
function peopleMove(session: KitSession, count: number): KitSession {
  let s = session;
  for (let i = 0; i < count; i++) {
    const seat = kitGame.toAct(s.game);
    if (seat === null) break;
    s = attempt(kitGame, s, seat, kitGame.movesOf(s.game, seat)[0]!);
  }
  return s;
}

describe('undo', () => {
  const fresh = () => newSession<KitState, KitMove, KitRuleId>(kitGame.setup({ deals: 1 }, 'undo'));

  it('takes the undone moves out of the log: the log is the log of the position it returns to', () => {
    let before = played();
    while (kitGame.toAct(before.game) !== 0) before = botStep(kitGame, before, { bots: [1, 2, 3] }, () => 'reply');
    const after = botStep(
      kitGame,
      attempt(kitGame, before, 0, kitGame.movesOf(before.game, 0)[0]!),
      { bots: [1, 2, 3] },
      () => 'reply',
    );
    expect(after.log.length).toBe(before.log.length + 2);
    const undone = undoLast(kitGame, after, 0);
    expect(undone.game).toBe(before.game);
    expect(undone.log).toEqual(before.log);
    expect(undone.moves).toEqual(before.moves);
  });

  it('on a shared device, takes back only the asking seat’s own move, never the previous player’s', () => {
    const s = peopleMove(fresh(), 1);
    const mover = s.undo[0]!.seat;
    const next = kitGame.toAct(s.game)!;
    expect(next).not.toBe(mover);
    expect(mayUndo(kitGame, s, next)).toBe(false);
    expect(undoLast(kitGame, s, next)).toBe(s);
    expect(mayUndo(kitGame, s, mover)).toBe(true);
    expect(undoLast(kitGame, s, mover).game).toBe(s.undo[0]!.game);
  });

  it('never reopens a finished match', () => {
    let s = fresh();
    for (let i = 0; i < 2000 && kitGame.progress(s.game) === 'playing'; i++) s = peopleMove(s, 1);
    expect(kitGame.progress(s.game)).toBe('match-over');
    const last = s.undo[s.undo.length - 1]!;
    expect(mayUndo(kitGame, s, last.seat)).toBe(false);
    expect(undoLast(kitGame, s, last.seat)).toBe(s);
  });

  it('keeps every move of the match with its seat, the computer’s marked, across undo', () => {
    const s = played();
    expect(s.moves.length).toBe(s.log.length);
    expect(s.moves.map((m) => m.seat)).toEqual([...s.log].reverse().map((e) => e.seat));
    expect(s.moves.every((m) => (m.seat === 0) === (m.bot === undefined))).toBe(true);
  });
});
