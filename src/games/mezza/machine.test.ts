/**
 * Mezza's turn statechart, tested with xstate's pure transition functions: which phase follows
 * which event (the swap, the first card, a turn, the refill, the quick-play and snatch windows, a
 * skip, a pick-up, a burn, finished players, the end), and that the engine's verdicts guard every
 * move. Then a match against computer players, run as an actor, where a computer player snatches.
 */
import { describe, expect, test } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { labelledStates } from '../../engine/chart-test-support';
import { seatZone } from '../../engine/zones';
import { chartPicture } from '../../widgets/chart-picture';
import { mezzaMachine } from './machine';
import { mezzaMatchMachine } from './match-machine';
import { parsePosition } from './position';
import { DEFAULT_OPTIONS, type MezzaState } from './state';

function start(game?: MezzaState) {
  return initialTransition(mezzaMachine, game ? { game } : {})[0];
}

/** A "cards.play" event for the first cards of these kinds in the seat's hand (or face-up cards). */
function play(game: MezzaState, kinds: readonly string[], seat = 0, up = false) {
  const zone = (up ? game.faceUp : game.hands)[seat] ?? [];
  const cards = kinds.map((k, i) => zone.filter((c) => c.kind === k)[kinds.slice(0, i).filter((x) => x === k).length]!);
  return { cards, from: seatZone(up ? ('face-up' as const) : ('hand' as const), seat), seat };
}

describe('Mezza turn statechart', () => {
  test('with no game it waits in setup; match.start deals and opens the swap', () => {
    const s0 = initialTransition(mezzaMatchMachine, {})[0];
    expect(s0.value).toBe('setup');
    const [s1] = transition(mezzaMatchMachine, s0, { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.matches({ game: { step: 'swap' } })).toBe(true);
    expect(s1.context.session?.game.hands).toHaveLength(4);
  });

  test('the swap, then ready from every seat, then the first card by the lowest hand card (MZ-07, MZ-08)', () => {
    const game = parsePosition('you: 2 5 8 / 9½ T 7 / #3 | p2: ½ 4 9 / #3 / #3 | draw: #10 | step: swap');
    const [s1] = transition(mezzaMachine, start(game), {
      type: 'card.swap',
      hand: game.hands[0]![0]!,
      faceUp: game.faceUp[0]![0]!,
    });
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MZ-07' });
    const [s2] = transition(mezzaMachine, s1, { type: 'setup.ready' });
    const [s3] = transition(mezzaMachine, s2, { type: 'setup.ready', seat: 1 });
    expect(s3.matches({ game: { step: 'start' } })).toBe(true);
    expect(s3.context.session?.game.current).toBe(1);
  });

  test('a refused card changes nothing but the verdict (MZ-12)', () => {
    const game = parsePosition('you: 4 7 8 / #3 / #3 | p2: #3 / #3 / #3 | pile: 5 | draw: #10');
    const s0 = start(game);
    const [s1] = transition(mezzaMachine, s0, { type: 'cards.play', ...play(game, ['4']) });
    expect(s1.context.session?.last?.verdict).toMatchObject({
      ok: false,
      rule: 'MZ-12',
      params: { pile: { term: 'pile', halves: 10 } },
    });
    expect(s1.context.session?.game).toBe(s0.context.session?.game);
  });

  test('a play leads to the refill, a drawn card of the same kind to the quick-play window (MZ-16, MZ-61)', () => {
    const game = parsePosition('you: 7 2 8 / #3 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 5 | draw: 7 +5');
    const [s1] = transition(mezzaMachine, start(game), { type: 'cards.play', ...play(game, ['7']) });
    expect(s1.matches({ game: { step: 'refill' } })).toBe(true);
    const [s2] = transition(mezzaMachine, s1, { type: 'hand.refill' });
    expect(s2.matches({ game: { step: 'quickWindow', news: 'skip' } })).toBe(true);
    const [s3] = transition(mezzaMachine, s2, { type: 'window.decline' });
    expect(s3.matches({ game: { step: 'turn' } })).toBe(true);
    expect(s3.context.session?.game.current).toBe(2);
  });

  test('a 6½ opens the snatch window; a snatch by another seat takes the turn (MZ-39, MZ-40)', () => {
    const game = parsePosition(
      'you: 6½ 2 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 4 5 / #3 / #3 | pile: 5 | draw: #10',
    );
    const [s1] = transition(mezzaMachine, start(game), { type: 'cards.play', ...play(game, ['6½']) });
    const [s2] = transition(mezzaMachine, s1, { type: 'hand.refill' });
    expect(s2.matches({ game: { step: 'snatchWindow' } })).toBe(true);
    // The player whose turn is delayed is not the snatcher: p2 tries to snatch and is told why not.
    const [s3] = transition(mezzaMachine, s2, { type: 'cards.snatch', ...play(game, ['9'], 1) });
    expect(s3.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'MZ-39' });
    const [s4] = transition(mezzaMachine, s2, { type: 'cards.snatch', ...play(game, ['½'], 2) });
    expect(s4.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'MZ-40' });
    expect(s4.matches({ game: { step: 'refill' } })).toBe(true);
  });

  test('taking the pile shows the pick-up; burning shows the new pile (MZ-18, MZ-53)', () => {
    const game = parsePosition('you: 2 4 8 / #3 / #3 | p2: ½ 3 3 / #3 / #3 | pile: 9½ | draw: #10');
    const [s1] = transition(mezzaMachine, start(game), { type: 'pile.pickUp' });
    expect(s1.matches({ game: { news: 'pickUp', step: 'turn' } })).toBe(true);
    const burn = parsePosition('you: ½ 4 8 / #3 / #3 | p2: #3 / #3 / #3 | pile: 9½ | draw: #10');
    const [b1] = transition(mezzaMachine, start(burn), { type: 'cards.play', ...play(burn, ['½']) });
    const [b2] = transition(mezzaMachine, b1, { type: 'hand.refill' });
    expect(b2.matches({ game: { news: 'burn', step: 'turn' } })).toBe(true);
    expect(b2.context.session?.game.current).toBe(0);
  });

  test('a finished player is shown, and the last one left ends the game (MZ-32, MZ-33)', () => {
    const game = parsePosition('you: 8 | p2: 2 / #3 / #3 | p3: 9 / #3 / #3 | pile: 5');
    const [s1] = transition(mezzaMachine, start(game), { type: 'cards.play', ...play(game, ['8']) });
    expect(s1.matches({ game: { finishers: 'some' } })).toBe(true);
    const over = parsePosition('you: 8 | p2: 2 / #3 / #3 | pile: 5');
    const [o1] = transition(mezzaMatchMachine, initialTransition(mezzaMatchMachine, { game: over })[0], {
      type: 'cards.play',
      ...play(over, ['8']),
    });
    expect(o1.value).toBe('matchOver');
  });

  test('the phase chart marks only what is true: a turn, nothing to report, nobody finished yet', () => {
    // The innermost current phases are the ones the chart fills as current (test/e2e/phase-chart.spec.ts).
    const innermost = (snapshot: ReturnType<typeof start>) => {
      const { current } = chartPicture(mezzaMachine, snapshot);
      return current.filter((path) => !current.some((other) => other.startsWith(`${path}.`)));
    };
    const game = parsePosition('you: 8 2 4 / #3 / #3 | p2: 2 3 4 / #3 / #3 | p3: 9 / #3 / #3 | pile: 5 | draw: #10');
    expect(innermost(start(game))).toEqual(['game.step.turn', 'game.news.quiet', 'game.finishers.none']);
    const [picked] = transition(
      mezzaMachine,
      start(parsePosition('you: 2 | p2: 3 / #3 / #3 | p3: - | pile: 9 | finished: p3')),
      {
        type: 'pile.pickUp',
      },
    );
    expect(innermost(picked)).toEqual(['game.step.turn', 'game.news.pickUp', 'game.finishers.some']);
  });

  test('every phase the chart draws cites Mezza rules', () => {
    expect(labelledStates(mezzaMachine, 'MZ')).toContain('none');
  });

  test("undo goes back to before the learner's last move", () => {
    const game = parsePosition('you: 8 2 4 / #3 / #3 | p2: #3 / #3 / #3 | pile: 5 | draw: #10');
    const s0 = start(game);
    const [s1] = transition(mezzaMachine, s0, { type: 'cards.play', ...play(game, ['8']) });
    const [s2] = transition(mezzaMachine, s1, { type: 'move.undo' });
    expect(s2.context.session?.game).toBe(game);
  });
});

describe('a match against computer players', () => {
  test('a computer player snatches with ½ before the next player plays, and the game goes on', async () => {
    const game = parsePosition(
      'you: 6½ 2 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 4 5 / #3 / #3 | pile: 5 | draw: #10',
    );
    const actor = createActor(mezzaMatchMachine, { input: { game, bots: [1, 2], pace: 0 } }).start();
    actor.send({ type: 'cards.play', ...play(game, ['6½']) });
    actor.send({ type: 'hand.refill' });
    // However busy the machine, the test waits for the computer's answer, not for a fixed time.
    await waitFor(actor, (s) => s.context.session!.log.some((e) => e.move.type === 'snatch'), { timeout: 5000 });
    const log = actor.getSnapshot().context.session!.log;
    const snatch = log.find((e) => e.move.type === 'snatch');
    expect(snatch).toMatchObject({ seat: 2, verdict: { ok: true, rule: 'MZ-40' } });
    expect(snatch?.because).toContain('snatches');
    actor.stop();
  });

  test('at the swap the computer players get ready in their own time, and the learner is left to decide', async () => {
    const actor = createActor(mezzaMatchMachine, { input: { bots: [1, 2, 3], pace: 0 } }).start();
    actor.send({ type: 'match.start', options: DEFAULT_OPTIONS, seed: 'swap' });
    const othersReady = (step: { kind: string; ready?: readonly boolean[] } | undefined) =>
      step?.kind === 'swap' && step.ready?.slice(1).every(Boolean) === true;
    await waitFor(actor, (s) => othersReady(s.context.session?.game.step), { timeout: 5000 });
    // A moment more: the learner is still left to decide.
    await new Promise((r) => setTimeout(r, 30));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ game: { step: 'swap' } })).toBe(true);
    const step = snapshot.context.session!.game.step;
    expect(step.kind === 'swap' && step.ready).toEqual([false, true, true, true]);
    actor.send({ type: 'setup.ready' });
    await waitFor(actor, (s) => s.context.session!.game.step.kind !== 'swap', { timeout: 5000 });
    actor.stop();
  });
});
