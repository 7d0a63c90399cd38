/**
 * Hand and Foot's turn statechart, tested with xstate's pure transition functions: the setup and a
 * dealt match, the deal's four regions (where the turn is, hand or foot, the first lay-down, what
 * just happened) following the moves, that the engine's verdicts guard every move, undo, how a deal
 * ends (went out, piles out), the next deal and the end of the match. Then matches against computer
 * players, run as actors: their choices at the deal and their turns, each after the pace's delay.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { newSession } from '../../engine/session';
import { cardText } from './cards';
import { handAndFootMachine, type HfEvent, type HfSession } from './machine';
import { handAndFootMatchMachine } from './match-machine';
import { parseMove } from './moves';
import { parsePosition } from './position';
import { DEFAULT_OPTIONS, type HfState } from './state';
import { labelledStates } from '../../engine/chart-test-support';
import { SIX_BOOKS } from './test-support';

function start(game?: HfState, machine = handAndFootMachine) {
  return initialTransition(machine, game ? { game } : {})[0];
}

/** The chart's event for a move written in notation ("choose p3 2", "draw 1 2", "meld ♠K ♠K ♥K", "discard ♣5"). */
function ev(game: HfState, text: string, seat?: number): HfEvent {
  const move = parseMove(text, game);
  if ('error' in move) throw new Error(move.error);
  const s = seat === undefined ? {} : { seat };
  switch (move.type) {
    case 'choose':
      // A choice names its seat (HF-08): the event comes from that seat.
      return { type: 'packet.choose', packet: move.packet, seat: move.seat };
    case 'draw':
      return { type: 'piles.draw', piles: move.piles, ...s };
    case 'pickup':
      return { type: 'discards.pickup', pair: move.pair, to: move.to, melds: move.melds, ...s };
    case 'meld':
      return { type: 'cards.meld', groups: move.groups, ...s };
    case 'discard':
      return { type: 'card.discard', card: move.card, ...s };
  }
}

const OTHERS = 'p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11';
/** Four players, you to act with this hand and foot ("-" for a foot already picked up), and more sections. */
const four = (you: string, more = '') => `you: ${you} | ${OTHERS}${more}`;
/** You on your foot with one card left, your partnership holding six books: the discard goes out (HF-A13). */
const goingOut = (more = '') => four('♥5 / -', ` | ours: ${SIX_BOOKS.join(', ')} | step: play${more}`);

/** A saved session of this game, as match.restore takes it up. */
const saved = (game: HfState): HfSession => newSession(game);

const session = (s: { context: { session: HfSession | null } }) => s.context.session!;

describe('Hand and Foot turn statechart', () => {
  test('with no game it waits in setup; match.start deals two packets to every seat and opens the choice (HF-03, HF-08)', () => {
    const s0 = start(undefined, handAndFootMatchMachine);
    expect(s0.value).toBe('setup');
    expect(s0.context.session).toBeNull();
    const [s1] = transition(handAndFootMatchMachine, s0, { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.matches({ deal: { step: 'choose', cards: 'hand', minimum: 'needed', news: 'quiet' } })).toBe(true);
    const game = session(s1).game;
    expect(game.packets.map((p) => p?.map((packet) => packet.length))).toEqual([
      [11, 11],
      [11, 11],
      [11, 11],
      [11, 11],
    ]);
    expect(game.hands.flat()).toEqual([]);
    expect(game.step).toEqual({ kind: 'choose', waiting: [0, 1, 2, 3] });
  });

  test('the lesson chart deals nothing: match.start leaves it in setup, and a saved session is taken up', () => {
    const [s1] = transition(handAndFootMachine, start(), { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.value).toBe('setup');
    expect(s1.context.session).toBeNull();
    const game = parsePosition(four('♣5 ♦6 / #11', ' | step: play'));
    const [s2] = transition(handAndFootMachine, s1, { type: 'match.restore', session: saved(game) });
    expect(s2.matches({ deal: { step: 'play', cards: 'hand', minimum: 'needed' } })).toBe(true);
    expect(session(s2).game).toBe(game);
  });

  test('match.restore takes up a match in the phase it was left in: the choice, a turn, a finished deal', () => {
    const choosing = parsePosition(`you: #11 / #11 | ${OTHERS} | step: choose`);
    const [c] = transition(handAndFootMatchMachine, start(undefined, handAndFootMatchMachine), {
      type: 'match.restore',
      session: saved(choosing),
    });
    expect(c.matches({ deal: { step: 'choose' } })).toBe(true);
    const onFoot = parsePosition(four('♥9 ♥9 / -', ' | ours: ♠4 ♥4 ♦4 | turn: you'));
    const [f] = transition(handAndFootMatchMachine, start(undefined, handAndFootMatchMachine), {
      type: 'match.restore',
      session: saved(onFoot),
    });
    expect(f.matches({ deal: { step: 'draw', cards: 'foot', minimum: 'laidDown' } })).toBe(true);
    const ended = start(parsePosition(goingOut(' | deals: 2')), handAndFootMatchMachine);
    const [out] = transition(handAndFootMatchMachine, ended, ev(session(ended).game, 'discard ♥5'));
    const [again] = transition(handAndFootMatchMachine, start(undefined, handAndFootMatchMachine), {
      type: 'match.restore',
      session: session(out),
    });
    expect(again.value).toEqual({ dealOver: 'wentOut' });
  });

  test('at the deal every seat picks its hand in any order; then the owner draws (HF-08, HF-09)', () => {
    const game = parsePosition(`you: #11 / #11 | ${OTHERS} | step: choose`);
    const s0 = start(game);
    expect(s0.matches({ deal: { step: 'choose' } })).toBe(true);
    // p3 chooses before the learner: nobody waits on another's choice.
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'choose p3 2'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-08' });
    expect(session(s1).game.step).toEqual({ kind: 'choose', waiting: [0, 1, 3] });
    expect(session(s1).game.hands[2]).toBe(game.packets[2]![1]);
    expect(session(s1).game.feet[2]).toBe(game.packets[2]![0]);
    expect(s1.matches({ deal: { step: 'choose' } })).toBe(true);
    // A seat that has chosen does not choose again; no draw until every seat has chosen.
    const [twice] = transition(handAndFootMachine, s1, ev(session(s1).game, 'choose p3 1'));
    expect(session(twice).last?.verdict).toMatchObject({ ok: false, rule: 'HF-08', params: { case: 'chosen' } });
    expect(session(twice).game).toBe(session(s1).game);
    const [early] = transition(handAndFootMachine, s1, ev(session(s1).game, 'draw 1 2'));
    expect(session(early).last?.verdict).toMatchObject({ ok: false, rule: 'HF-08', params: { case: 'choose-first' } });
    expect(early.matches({ deal: { step: 'choose' } })).toBe(true);
    let s = s1;
    for (const text of ['choose 1', 'choose p2 1', 'choose p4 2'])
      [s] = transition(handAndFootMachine, s, ev(session(s).game, text));
    expect(s.matches({ deal: { step: 'draw', cards: 'hand', minimum: 'needed', news: 'quiet' } })).toBe(true);
    expect(session(s).game.current).toBe(0);
    expect(session(s).log).toHaveLength(4);
  });

  test('the draw of two opens the turn, then melds and the discard (HF-11, HF-13)', () => {
    const game = parsePosition(four('♣5 ♦6 / #11', ' | ours: ♠4 ♥4 ♦4'));
    const s0 = start(game);
    expect(s0.matches({ deal: { step: 'draw', minimum: 'laidDown' } })).toBe(true);
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'draw 1 2'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-11' });
    expect(s1.matches({ deal: { step: 'play' } })).toBe(true);
    expect(session(s1).game.hands[0]).toHaveLength(4);
    // A second draw is refused: the turn is at its melds and discard.
    const [s2] = transition(handAndFootMachine, s1, ev(session(s1).game, 'draw 1 2'));
    expect(session(s2).last?.verdict).toMatchObject({ ok: false, rule: 'HF-13', params: { case: 'drawn' } });
    expect(session(s2).game).toBe(session(s1).game);
    expect(s2.matches({ deal: { step: 'play' } })).toBe(true);
    const [s3] = transition(handAndFootMachine, s1, ev(session(s1).game, 'discard ♣5'));
    expect(session(s3).last?.verdict).toMatchObject({ ok: true, rule: 'HF-25' });
    expect(session(s3).game.current).toBe(1);
    expect(s3.matches({ deal: { step: 'draw' } })).toBe(true);
  });

  test('a refused move changes nothing but the verdict: no meld before the draw, no move out of turn (HF-13, HF-A1)', () => {
    const game = parsePosition(four('♥K ♠K ♦K ♣5 / #11', ' | ours: ♠4 ♥4 ♦4'));
    const s0 = start(game);
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'meld ♥K ♠K ♦K'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: false, rule: 'HF-13', params: { case: 'draw-first' } });
    expect(session(s1).game).toBe(game);
    expect(session(s1).log).toHaveLength(0);
    expect(s1.value).toEqual(s0.value);
    const [s2] = transition(handAndFootMachine, s0, ev(game, 'draw 1 2', 1));
    expect(session(s2).last?.verdict).toMatchObject({ ok: false, rule: 'HF-A1' });
    expect(session(s2).game).toBe(game);
    expect(s2.matches({ deal: { step: 'draw' } })).toBe(true);
  });

  test('the first lay-down must reach the minimum; then the partnership has laid down, the other has not (HF-16, HF-17)', () => {
    const game = parsePosition(four('♥K ♠K ♦K ♥A ♠A ♦A ♣5 / #11', ' | step: play'));
    const s0 = start(game);
    expect(s0.matches({ deal: { minimum: 'needed' } })).toBe(true);
    // Three kings count 30, short of the first deal's 50.
    const [short] = transition(handAndFootMachine, s0, ev(game, 'meld ♥K ♠K ♦K'));
    expect(session(short).last?.verdict).toMatchObject({ ok: false, rule: 'HF-16', params: { minimum: 50 } });
    expect(short.matches({ deal: { minimum: 'needed', step: 'play' } })).toBe(true);
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'meld ♥K ♠K ♦K + ♥A ♠A ♦A'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-16' });
    expect(session(s1).game.opened).toEqual([true, false]);
    expect(s1.matches({ deal: { minimum: 'laidDown', step: 'play' } })).toBe(true);
    // The discard passes the turn to p2, whose partnership has yet to lay down.
    const [s2] = transition(handAndFootMachine, s1, ev(session(s1).game, 'discard ♣5'));
    expect(session(s2).game.current).toBe(1);
    expect(s2.matches({ deal: { minimum: 'needed', step: 'draw' } })).toBe(true);
  });

  test('a hand played out by melding brings up the foot, and the turn goes on (HF-18, HF-A12)', () => {
    const game = parsePosition(four('♥9 ♠9 ♦9 / #11', ' | ours: ♠4 ♥4 ♦4 | step: play'));
    const s0 = start(game);
    expect(s0.matches({ deal: { cards: 'hand', news: 'quiet' } })).toBe(true);
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'meld ♥9 ♠9 ♦9'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-A12' });
    expect(s1.matches({ deal: { step: 'play', cards: 'foot', news: 'footTaken' } })).toBe(true);
    expect(session(s1).game.hands[0]).toBe(game.feet[0]);
    // The next move clears what just happened; the turn passes to p2, still on the hand.
    const after = session(s1).game;
    const [s2] = transition(handAndFootMachine, s1, ev(after, `discard ${cardText(after.hands[0]![0]!)}`));
    expect(session(s2).game.current).toBe(1);
    expect(s2.matches({ deal: { step: 'draw', cards: 'hand', news: 'quiet' } })).toBe(true);
  });

  test('a hand played out by the discard: the foot is picked up for the next turn (HF-24, HF-A12)', () => {
    const game = parsePosition(four('♣5 / #11', ' | ours: ♠4 ♥4 ♦4 | step: play'));
    const [s1] = transition(handAndFootMachine, start(game), ev(game, 'discard ♣5'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-24' });
    expect(session(s1).game.event).toEqual({ kind: 'foot', seat: 0, walk: true });
    expect(session(s1).game.inFoot).toEqual([true, false, false, false]);
    // The region follows the seat to act: p2 plays from its hand.
    expect(s1.matches({ deal: { step: 'draw', cards: 'hand', news: 'footTaken' } })).toBe(true);
  });

  test('undo takes back the learner’s last allowed move, and is refused with nothing to undo', () => {
    const game = parsePosition(four('♣5 ♦6 / #11', ' | ours: ♠4 ♥4 ♦4'));
    const s0 = start(game);
    expect(s0.can({ type: 'move.undo' })).toBe(false);
    const [n0] = transition(handAndFootMachine, s0, { type: 'move.undo' });
    expect(session(n0).game).toBe(game);
    expect(n0.value).toEqual(s0.value);
    const [s1] = transition(handAndFootMachine, s0, ev(game, 'draw 1 2'));
    expect(s1.matches({ deal: { step: 'play' } })).toBe(true);
    expect(s1.can({ type: 'move.undo' })).toBe(true);
    // Only the seat that made the move may take it back.
    expect(s1.can({ type: 'move.undo', seat: 1 })).toBe(false);
    const [s2] = transition(handAndFootMachine, s1, { type: 'move.undo' });
    expect(session(s2).game).toBe(game);
    expect(session(s2).log).toHaveLength(0);
    expect(s2.matches({ deal: { step: 'draw' } })).toBe(true);
    expect(s2.can({ type: 'move.undo' })).toBe(false);
  });

  test('going out ends the deal as "went out"; undo reopens it, deal.next deals the next (HF-A13, HF-33)', () => {
    const game = parsePosition(goingOut(' | deals: 2'));
    const s0 = start(game, handAndFootMatchMachine);
    expect(s0.matches({ deal: { step: 'play', cards: 'foot', minimum: 'laidDown' } })).toBe(true);
    const [s1] = transition(handAndFootMatchMachine, s0, ev(game, 'discard ♥5'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-A13' });
    expect(s1.value).toEqual({ dealOver: 'wentOut' });
    expect(session(s1).game.status).toBe('deal-over');
    expect(session(s1).game.history[0]).toMatchObject({ wentOut: 0, pilesOut: false });
    const [back] = transition(handAndFootMatchMachine, s1, { type: 'move.undo' });
    expect(session(back).game).toBe(game);
    expect(back.matches({ deal: { step: 'play' } })).toBe(true);
    const [s2] = transition(handAndFootMatchMachine, s1, { type: 'deal.next' });
    expect(s2.matches({ deal: { step: 'choose', cards: 'hand', minimum: 'needed', news: 'quiet' } })).toBe(true);
    expect(session(s2).game.deal).toBe(2);
    expect(session(s2).game.scores).toEqual(session(s1).game.scores);
    expect(s2.can({ type: 'move.undo' })).toBe(false);
    // The lesson chart has no next deal to give: it stays where the deal ended.
    const [l1] = transition(handAndFootMachine, start(game), ev(game, 'discard ♥5'));
    const [l2] = transition(handAndFootMachine, l1, { type: 'deal.next' });
    expect(l2.value).toEqual({ dealOver: 'wentOut' });
    expect(session(l2).game).toBe(session(l1).game);
  });

  test('draw piles too low for the next draw end the deal as "piles out" (HF-A4)', () => {
    const game = parsePosition(four('♣5 ♦6 / #11', ' | ours: ♠4 ♥4 ♦4 | piles: ♥7 / - | step: play'));
    const [s1] = transition(handAndFootMachine, start(game), ev(game, 'discard ♣5'));
    expect(session(s1).last?.verdict).toMatchObject({ ok: true, rule: 'HF-25' });
    expect(s1.value).toEqual({ dealOver: 'pilesOut' });
    expect(session(s1).game.event).toEqual({ kind: 'piles-out', seat: 1 });
    expect(session(s1).game.history[0]).toMatchObject({ wentOut: null, pilesOut: true });
  });

  test('the last deal ends the match; undo does not reopen it, and match.new goes back to setup (HF-45)', () => {
    const game = parsePosition(goingOut(' | deal: 4'));
    const [s1] = transition(handAndFootMachine, start(game), ev(game, 'discard ♥5'));
    expect(s1.value).toBe('matchOver');
    expect(session(s1).game.status).toBe('match-over');
    expect(s1.can({ type: 'move.undo' })).toBe(false);
    const [s2] = transition(handAndFootMachine, s1, { type: 'move.undo' });
    expect(s2.value).toBe('matchOver');
    expect(session(s2).game).toBe(session(s1).game);
    const [s3] = transition(handAndFootMachine, s2, { type: 'match.new' });
    expect(s3.value).toBe('setup');
    expect(s3.context.session).toBeNull();
  });

  test('every phase node carries a label and Hand and Foot rule numbers', () => {
    const labelled = labelledStates(handAndFootMachine, 'HF');
    expect(labelled).toEqual(
      expect.arrayContaining([
        'setup',
        'deal',
        'choose',
        'draw',
        'play',
        'hand',
        'foot',
        'needed',
        'laidDown',
        'quiet',
        'footTaken',
        'dealOver',
        'wentOut',
        'pilesOut',
        'matchOver',
      ]),
    );
  });
});

describe('a match against computer players', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('at the deal the computer players pick their hands, and the learner is left to pick', async () => {
    const actor = createActor(handAndFootMatchMachine, { input: { bots: [1, 2, 3], pace: 0 } }).start();
    actor.send({ type: 'match.start', options: DEFAULT_OPTIONS, seed: 'deal' });
    const step = (s: ReturnType<typeof actor.getSnapshot>) => s.context.session?.game.step;
    await waitFor(actor, (s) => JSON.stringify(step(s)) === JSON.stringify({ kind: 'choose', waiting: [0] }), {
      timeout: 5000,
    });
    // A moment more: the computer players do not choose for the learner.
    await new Promise((r) => setTimeout(r, 20));
    const waiting = actor.getSnapshot();
    expect(waiting.matches({ deal: { step: 'choose' } })).toBe(true);
    const log = session(waiting).log;
    expect(log.map((e) => e.seat).sort()).toEqual([1, 2, 3]);
    expect(log.every((e) => e.move.type === 'choose' && e.because?.startsWith('computer: '))).toBe(true);
    actor.send(ev(session(waiting).game, 'choose 1'));
    const chosen = actor.getSnapshot();
    // The owner of the cards (the learner) starts: the computer players wait for the learner's draw.
    expect(chosen.matches({ deal: { step: 'draw' } })).toBe(true);
    expect(session(chosen).game.current).toBe(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(session(actor.getSnapshot()).log).toHaveLength(4);
    actor.stop();
  });

  test('after the learner’s turn the computer players take theirs, and undo takes back their replies too', async () => {
    const game = parsePosition(four('♣5 ♦6 / #11', ' | ours: ♠4 ♥4 ♦4 | step: play'));
    const actor = createActor(handAndFootMatchMachine, { input: { game, bots: [1, 2, 3], pace: 0 } }).start();
    actor.send(ev(game, 'discard ♣5'));
    const back = await waitFor(
      actor,
      (s) => s.context.session?.game.current === 0 && s.context.session.game.step.kind === 'draw',
      { timeout: 10000 },
    );
    expect(back.matches({ deal: { step: 'draw' } })).toBe(true);
    const bots = session(back).log.filter((e) => e.seat !== 0);
    expect(new Set(bots.map((e) => e.seat))).toEqual(new Set([1, 2, 3]));
    expect(bots.every((e) => e.because?.startsWith('computer: '))).toBe(true);
    actor.send({ type: 'move.undo' });
    const undone = actor.getSnapshot();
    expect(session(undone).game).toBe(game);
    expect(undone.matches({ deal: { step: 'play' } })).toBe(true);
    actor.stop();
  });

  test('a computer player moves only once the pace has passed, one move per delay', () => {
    vi.useFakeTimers();
    const game = parsePosition(four('♣5 ♦6 / #11', ' | ours: ♠4 ♥4 ♦4 | turn: p2'));
    const actor = createActor(handAndFootMatchMachine, { input: { game, bots: [1], pace: 500 } }).start();
    vi.advanceTimersByTime(499);
    expect(session(actor.getSnapshot()).log).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const first = actor.getSnapshot();
    expect(session(first).log).toHaveLength(1);
    expect(session(first).log[0]).toMatchObject({ seat: 1, because: expect.stringMatching(/^computer: /) });
    expect(first.matches({ deal: { step: 'play' } })).toBe(true);
    // The next move waits a whole delay again.
    vi.advanceTimersByTime(499);
    expect(session(actor.getSnapshot()).log).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(session(actor.getSnapshot()).log).toHaveLength(2);
    expect(session(actor.getSnapshot()).log[0]?.seat).toBe(1);
    actor.stop();
  });

  test('the pace the page sets before the deal is the delay of the computer players’ choices', () => {
    vi.useFakeTimers();
    const actor = createActor(handAndFootMatchMachine, { input: { bots: [1, 2, 3], pace: 500 } }).start();
    actor.send({ type: 'pace.set', ms: 50 });
    expect(actor.getSnapshot().context.pace).toBe(50);
    actor.send({ type: 'match.start', options: DEFAULT_OPTIONS, seed: 'pace' });
    vi.advanceTimersByTime(49);
    expect(session(actor.getSnapshot()).log).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(session(actor.getSnapshot()).log).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(session(actor.getSnapshot()).game.step).toEqual({ kind: 'choose', waiting: [0] });
    actor.stop();
  });

  test('a lesson chart has no computer players: a seat marked as one waits', () => {
    vi.useFakeTimers();
    const game = parsePosition(four('♣5 ♦6 / #11', ' | turn: p2'));
    const actor = createActor(handAndFootMachine, { input: { game, bots: [1], pace: 0 } }).start();
    vi.advanceTimersByTime(100);
    expect(session(actor.getSnapshot()).log).toEqual([]);
    expect(session(actor.getSnapshot()).game).toBe(game);
    actor.stop();
  });
});
