import { describe, expect, it } from 'vitest';
import { attempt, botStep, newSession, seenBy, type Session } from './session';
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
    expect(seen.undo).toEqual(session.undo.map((g) => kitGame.view(g, 0)));
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
    expect(seen.log.map((e) => [e.seat, e.move, e.verdict.rule])).toEqual(session.log.map((e) => [e.seat, e.move, e.verdict.rule]));
  });
});
