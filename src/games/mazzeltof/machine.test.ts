/**
 * MazzelTof's turn statechart, tested with xstate's pure transition functions: which phase follows
 * which event (the setup, the red pawn's decision, the draw, the plays, where the pass goes — open
 * card, penalty card, last six — a 10 sending the pawn on, a joker owed, a completed pile, the end),
 * and that the engine's verdicts guard every move. Then matches against computer players, run as
 * actors: dealing, the computer's turns, the end of a game and the next one, and a restored match.
 */
import { describe, expect, test } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { replay } from '../../engine/match-record';
import { newSession } from '../../engine/session';
import { botReason } from './bot';
import { mazzeltof } from './engine';
import { mazzeltofMachine, type MtEvent } from './machine';
import { mazzeltofMatchMachine } from './match-machine';
import { parsePosition } from './position';
import { moveIn } from './rule-cases';
import type { MazzelTofRuleId } from './rule-ids';
import { DEFAULT_OPTIONS, type MtMove, type MtOptions, type MtState } from './state';
import { labelledStates } from '../../engine/chart-test-support';

function start(game?: MtState, machine = mazzeltofMachine) {
  return initialTransition(machine, game ? { game } : {})[0];
}

/** The chart's event for a move written in notation ("play ♦9 red", "pass ♣5", "sit out"). */
function ev(game: MtState, text: string, seat?: number): MtEvent {
  const move: MtMove = moveIn(game, text);
  const s = seat === undefined ? {} : { seat };
  switch (move.type) {
    case 'cancel-skip':
      return { type: 'skip.cancel', ...s };
    case 'sit-out':
      return { type: 'skip.sitOut', ...s };
    case 'draw':
      return { type: 'hand.draw', ...s };
    case 'refill':
      return { type: 'hand.refill', ...s };
    case 'play':
      return { type: 'cards.play', cards: move.cards, from: move.from, pile: move.pile, ...s };
    case 'pass':
      return { type: 'card.pass', card: move.card, ...s };
    case 'lay':
      return { type: 'revealed.lay', ...s };
    case 'end':
      return { type: 'turn.end', ...s };
  }
}

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';
/** Four players, you (red team) to play, with this hand and more sections. */
const four = (hand: string, more = '', table = TABLE) => `you: ${hand} | p2: #5 | p3: #5 | p4: #5 | ${table}${more}`;
const OPEN5 = '♣3 ♣3 ♥3 ♥3 ♠3';

describe('MazzelTof turn statechart', () => {
  test('with no game it waits in setup; match.start deals and opens the first turn with its draw (MT-21)', () => {
    const s0 = start(undefined, mazzeltofMatchMachine);
    expect(s0.value).toBe('setup');
    const [s1] = transition(mazzeltofMatchMachine, s0, { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.matches({ game: { step: 'draw', pass: 'layoff' } })).toBe(true);
    const game = s1.context.session!.game;
    expect(game.hands).toHaveLength(4);
    expect(game.blind.length).toBeGreaterThan(0);
    const [s2] = transition(mazzeltofMatchMachine, s1, ev(game, 'draw', game.current));
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-21' });
  });

  test('the draw opens the turn, then play (MT-32)', () => {
    const game = parsePosition(four('♣5 ♦9 ♥K', ' | step: draw'));
    const s0 = start(game);
    expect(s0.matches({ game: { step: 'draw' } })).toBe(true);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'draw'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-32' });
    expect(s1.matches({ game: { step: 'play' } })).toBe(true);
    expect(s1.context.session?.game.hands[0]).toHaveLength(5);
  });

  test('a refused move changes nothing but the verdict: no play before the draw (MT-33)', () => {
    const game = parsePosition(four('♣5 ♦9 ♥K', ' | step: draw'));
    const s0 = start(game);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'play ♦9 red'));
    expect(s1.context.session?.last?.verdict).toMatchObject({
      ok: false,
      rule: 'MT-33',
      params: { case: 'draw-first' },
    });
    expect(s1.context.session?.game).toBe(game);
    expect(s1.context.session?.log).toHaveLength(0);
    expect(s1.matches({ game: { step: 'draw' } })).toBe(true);
  });

  test('a card one rank up goes on its pile; a card out of order is refused (MT-13, MT-14)', () => {
    const game = parsePosition(four('♣5 ♦9 ♥K ♠9'));
    const s0 = start(game);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'play ♦9 red'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-13' });
    expect(s1.matches({ game: { step: 'play' } })).toBe(true);
    const [s2] = transition(mazzeltofMachine, s0, ev(game, 'play ♥K red'));
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MT-13' });
    const [s3] = transition(mazzeltofMachine, s0, ev(game, 'play ♠9 red'));
    expect(s3.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MT-14' });
    expect(s3.context.session?.game).toBe(game);
  });

  test('only the player whose turn it is may move (MT-23)', () => {
    const game = parsePosition(four('♣5 ♦9'));
    const [s1] = transition(mazzeltofMachine, start(game), ev(game, 'pass ♣5', 1));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MT-23' });
    expect(s1.context.session?.game).toBe(game);
  });

  test('with fewer than five open cards the pass is laid face up, and the next player draws (MT-26)', () => {
    const game = parsePosition(four('♣5 ♦9'));
    const s0 = start(game);
    expect(s0.matches({ game: { step: 'play', pass: 'layoff' } })).toBe(true);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'pass ♣5'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-26' });
    expect(s1.context.session?.game.open[0]).toHaveLength(1);
    expect(s1.context.session?.game.current).toBe(1);
    expect(s1.matches({ game: { step: 'draw' } })).toBe(true);
  });

  test('with five open cards the pass goes face down as a penalty card (MT-29)', () => {
    const game = parsePosition(four(`♣5 ♦9 / ${OPEN5}`));
    const s0 = start(game);
    expect(s0.matches({ game: { pass: 'penalty' } })).toBe(true);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'pass ♣5'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-29' });
    expect(s1.context.session?.game.penalty[0]).toHaveLength(1);
  });

  test('reaching the marker turns the last six face up; then the top card is handled before the pass (MT-37, MT-38)', () => {
    const game = parsePosition(four('♣5 ♦9 ♥K', ' | step: draw', TABLE.replace('red-draw: #30', 'red-draw: #7')));
    const [s1] = transition(mazzeltofMachine, start(game), ev(game, 'draw'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-A16' });
    expect(s1.matches({ game: { step: 'play', pass: 'lastSix', news: 'lastSix' } })).toBe(true);
    const after = s1.context.session!.game;
    const [s2] = transition(mazzeltofMachine, s1, ev(after, 'pass ♣5'));
    expect(s2.context.session?.last?.verdict).toMatchObject({
      ok: false,
      rule: 'MT-38',
      params: { case: 'handle-first' },
    });
    expect(s2.context.session?.game).toBe(after);
    const [s3] = transition(mazzeltofMachine, s1, ev(after, 'lay'));
    expect(s3.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-38' });
    expect(s3.context.session?.game.current).toBe(1);
  });

  test('a 10 sends the pawn to the next player, who cancels with a joker and then owes it (MT-40, MT-44, MT-46)', () => {
    const game = parsePosition(
      `you: ♥10 ♣5 | p2: * ♣6 | p3: #5 | p4: #5 | red: ♦9 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30`,
    );
    const [s1] = transition(mazzeltofMachine, start(game), ev(game, 'play ♥10 red'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-40' });
    expect(s1.matches({ game: { step: 'play', pawn: 'nextSkips' } })).toBe(true);
    const [s2] = transition(mazzeltofMachine, s1, ev(s1.context.session!.game, 'pass ♣5'));
    expect(s2.matches({ game: { step: 'skip', pawn: 'none' } })).toBe(true);
    expect(s2.context.session?.game.current).toBe(1);
    const g2 = s2.context.session!.game;
    // Nothing before the choice, not even the draw (MT-45); the learner may not choose for p2, who
    // owes the choice (MT-A13).
    const [r1] = transition(mazzeltofMachine, s2, ev(g2, 'draw', 1));
    expect(r1.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MT-45' });
    expect(r1.matches({ game: { step: 'skip' } })).toBe(true);
    const [r2] = transition(mazzeltofMachine, s2, ev(g2, 'cancel'));
    expect(r2.context.session?.last?.verdict).toMatchObject({
      ok: false,
      rule: 'MT-A13',
      params: { case: 'decide-first' },
    });
    const [s3] = transition(mazzeltofMachine, s2, ev(g2, 'cancel', 1));
    expect(s3.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-44' });
    expect(s3.matches({ game: { step: 'draw', joker: 'owed' } })).toBe(true);
  });

  test('a player with the pawn who sits out is shown as skipped, and the turn passes on (MT-43)', () => {
    const game = parsePosition(`you: ♣5 | p2: * ♣6 | p3: #5 | p4: #5 | ${TABLE} | turn: p2 | pawn: p2 | step: skip`);
    const s0 = start(game);
    expect(s0.matches({ game: { step: 'skip' } })).toBe(true);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'sit out', 1));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-43' });
    expect(s1.matches({ game: { news: 'satOut' } })).toBe(true);
    expect(s1.context.session?.game.current).toBe(2);
  });

  test('a player whose hand has run out may take five new cards and play on (MT-34, MT-A14)', () => {
    const game = parsePosition(four('- / ♣3'));
    const s0 = start(game);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'refill'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-34' });
    expect(s1.context.session?.game.hands[0]).toHaveLength(5);
    expect(s1.matches({ game: { step: 'play' } })).toBe(true);
    // With cards in hand there is no refill.
    const [s2] = transition(mazzeltofMachine, s1, ev(s1.context.session!.game, 'refill'));
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MT-34', params: { case: 'hand' } });
  });

  test('an ace completes its pile, which leaves the table (MT-35)', () => {
    const game = parsePosition(four('♦A ♣5', '', TABLE.replace('red: ♦8', 'red: ♦K')));
    const [s1] = transition(mazzeltofMachine, start(game), ev(game, 'play ♦A red'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-35' });
    expect(s1.matches({ game: { news: 'completed', step: 'play' } })).toBe(true);
    // The next move clears what just happened.
    const [s2] = transition(mazzeltofMachine, s1, ev(s1.context.session!.game, 'pass ♣5'));
    expect(s2.matches({ game: { news: 'quiet' } })).toBe(true);
  });

  test('laying the last card of the draw pile wins the game; the next game is dealt (MT-47, MT-A6)', () => {
    const last = four('♣5', ' | revealed: red | games: 2', TABLE.replace('red-draw: #30', 'red-draw: ♥9'));
    const game = parsePosition(last);
    const [s1] = transition(mazzeltofMatchMachine, start(game, mazzeltofMatchMachine), ev(game, 'lay'));
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-A6' });
    expect(s1.value).toBe('gameOver');
    expect(s1.context.session?.game.winner).toBe(0);
    const [s2] = transition(mazzeltofMatchMachine, s1, { type: 'game.next' });
    expect(s2.matches({ game: { step: 'draw' } })).toBe(true);
    expect(s2.context.session?.game.game).toBe(2);
    // A match of one game is over at once, and undo does not reopen it.
    const one = parsePosition(last.replace('games: 2', 'games: 1'));
    const [o1] = transition(mazzeltofMachine, start(one), ev(one, 'lay'));
    expect(o1.value).toBe('matchOver');
    const [o2] = transition(mazzeltofMachine, o1, { type: 'move.undo' });
    expect(o2.value).toBe('matchOver');
    const [o3] = transition(mazzeltofMachine, o2, { type: 'match.new' });
    expect(o3.value).toBe('setup');
  });

  test("undo goes back to before the asking seat's last move, and only that seat may ask", () => {
    const game = parsePosition(four('♣5 ♦9 ♥K'));
    const s0 = start(game);
    const [s1] = transition(mazzeltofMachine, s0, ev(game, 'play ♦9 red'));
    const [other] = transition(mazzeltofMachine, s1, { type: 'move.undo', seat: 1 });
    expect(other.context.session?.game).toBe(s1.context.session?.game);
    const [s2] = transition(mazzeltofMachine, s1, { type: 'move.undo' });
    expect(s2.context.session?.game).toBe(game);
    expect(s2.context.session?.log).toHaveLength(0);
    expect(s2.matches({ game: { step: 'play' } })).toBe(true);
    // The next player takes back its own pass, back to its own pawn decision.
    const pawn = parsePosition(`you: ♣5 | p2: * ♣6 | p3: #5 | p4: #5 | ${TABLE} | turn: p2 | pawn: p2 | step: skip`);
    const [p1] = transition(mazzeltofMachine, start(pawn), ev(pawn, 'cancel', 1));
    const [p2] = transition(mazzeltofMachine, p1, { type: 'move.undo', seat: 1 });
    expect(p2.matches({ game: { step: 'skip' } })).toBe(true);
  });

  test('every phase node carries a label and MazzelTof rule numbers', () => {
    const labelled = labelledStates(mazzeltofMachine, 'MT');
    expect(labelled).toEqual(
      expect.arrayContaining([
        'setup',
        'skip',
        'draw',
        'play',
        'layoff',
        'penalty',
        'lastSix',
        'gameOver',
        'matchOver',
      ]),
    );
  });
});

describe('a match against computer players', () => {
  test('the computer players take their turns and stop at the learner’s', async () => {
    const actor = createActor(mazzeltofMatchMachine, { input: { bots: [1, 2, 3], pace: 0 } }).start();
    // With this seed the blind cards make Player 4 the starter, so three computer turns come first.
    actor.send({ type: 'match.start', options: DEFAULT_OPTIONS, seed: 'a' });
    expect(actor.getSnapshot().context.session?.game.starter).toBe(3);
    const snapshot = await waitFor(actor, (s) => s.context.session?.game.current === 0, { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 20));
    const session = actor.getSnapshot().context.session!;
    expect(session.game.current).toBe(0);
    expect(snapshot.matches({ game: { step: 'draw' } })).toBe(true);
    const bots = session.log.filter((e) => e.seat !== 0);
    expect(new Set(bots.map((e) => e.seat)).size).toBeGreaterThanOrEqual(1);
    expect(bots.every((e) => e.because?.startsWith('computer: '))).toBe(true);
    expect(session.log.some((e) => e.seat === 0)).toBe(false);
    // The learner draws; the computer players then wait for the rest of the learner's turn.
    actor.send({ type: 'hand.draw' });
    await new Promise((r) => setTimeout(r, 20));
    const after = actor.getSnapshot();
    expect(after.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MT-22' });
    expect(after.matches({ game: { step: 'play' } })).toBe(true);
    expect(after.context.session?.game.current).toBe(0);
    actor.stop();
  });

  test('computer players on every seat reach the end of a game, and the next game is dealt', async () => {
    const actor = createActor(mazzeltofMatchMachine, { input: { bots: [0, 1], pace: 0 } }).start();
    actor.send({ type: 'match.start', options: { players: 2, games: 2 }, seed: 'whole' });
    const over = await waitFor(actor, (s) => s.matches('gameOver'), { timeout: 20000 });
    expect(over.context.session?.game.winner).not.toBeNull();
    actor.send({ type: 'game.next' });
    const next = actor.getSnapshot();
    expect(next.context.session?.game.game).toBe(2);
    expect(next.matches('game') || next.matches('gameOver')).toBe(true);
    actor.stop();
  }, 30000);

  test('match.restore takes up a replayed match in the phase it was left in', async () => {
    const actor = createActor(mazzeltofMatchMachine, { input: { bots: [1, 2, 3], pace: 0 } }).start();
    actor.send({ type: 'match.start', options: DEFAULT_OPTIONS, seed: 'keep' });
    await waitFor(actor, (s) => s.context.session?.game.current === 0, { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 20));
    const kept = actor.getSnapshot();
    actor.stop();
    const replayed = replay<MtState, MtMove, MtOptions, MazzelTofRuleId>(
      mazzeltof,
      { options: DEFAULT_OPTIONS, seed: 'keep' },
      kept.context.session!,
      (m) => botReason(m),
    );
    if ('error' in replayed) throw new Error(replayed.error);
    expect(replayed.session.game).toEqual(kept.context.session!.game);
    const [restored] = transition(mazzeltofMatchMachine, start(undefined, mazzeltofMatchMachine), {
      type: 'match.restore',
      session: replayed.session,
    });
    expect(restored.value).toEqual(kept.value);
    // A restored lesson-chart session works the same, from a written position.
    const game = parsePosition(four('♣5 ♦9', ' | step: draw'));
    const [lesson] = transition(mazzeltofMachine, start(), {
      type: 'match.restore',
      session: newSession<MtState, MtMove, MazzelTofRuleId>(game),
    });
    expect(lesson.matches({ game: { step: 'draw' } })).toBe(true);
  });
});
