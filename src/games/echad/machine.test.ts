/**
 * Echad's turn statechart, tested with xstate's pure transition functions: which phase
 * follows which event, the call-out and skip regions, and that the engine's verdicts
 * guard every move.
 */
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { handOf } from './rules';
import { echadMachine } from './machine';
import { echadMatchMachine } from './match-machine';
import { parsePosition } from './position';
import { DEFAULT_OPTIONS, type EchadState } from './state';

function start(game?: EchadState) {
  return initialTransition(echadMachine, game ? { game } : {})[0];
}

function card(state: EchadState, code: string, seat = 0) {
  const found = handOf(state, seat).find((c) => c.id.startsWith(code));
  if (!found) throw new Error(`no ${code} in seat ${seat}`);
  return found;
}

describe('Echad turn statechart', () => {
  test('with no game it waits in setup; match.start deals and opens a turn', () => {
    const s0 = initialTransition(echadMatchMachine, {})[0];
    expect(s0.value).toBe('setup');
    const [s1] = transition(echadMatchMachine, s0, { type: 'match.start', options: DEFAULT_OPTIONS, seed: 'x' });
    expect(s1.matches('turn')).toBe(true);
    expect(s1.context.session?.game.hands).toHaveLength(4);
  });

  test('people sharing a device: the next player cannot undo the previous player’s move, its own player can', () => {
    const game = parsePosition('you: g2 r9 | p2: b3 y4 | discard: b7');
    const [s2] = transition(echadMachine, start(game), { type: 'pile.draw', seat: 0 });
    const [s3] = transition(echadMachine, s2, { type: 'turn.keep', seat: 0 });
    expect(s3.context.session?.game.current).toBe(1);
    expect(s3.can({ type: 'move.undo', seat: 1 })).toBe(false);
    const [s4] = transition(echadMachine, s3, { type: 'move.undo', seat: 1 });
    expect(s4.context.session?.game).toBe(s3.context.session?.game);
    const [s5] = transition(echadMachine, s3, { type: 'move.undo', seat: 0 });
    expect(s5.context.session?.game).toBe(s2.context.session?.game);
  });

  test('a refused card changes nothing but the verdict (EC-13)', () => {
    const game = parsePosition('you: g2 b5 r9 | p2: 4 | discard: b7');
    const s0 = start(game);
    expect(s0.matches({ turn: { step: 'play' } })).toBe(true);
    const [s1] = transition(echadMachine, s0, { type: 'card.play', card: card(game, 'green-bet'), echad: false });
    expect(s1.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'EC-13' });
    expect(s1.context.session?.game).toBe(s0.context.session?.game);
  });

  test('drawing with no match moves to "a card was drawn"; keeping ends the turn', () => {
    const game = parsePosition('you: g2 r9 | p2: 4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), { type: 'pile.draw' });
    expect(s1.matches({ turn: { step: 'drawn' } })).toBe(true);
    expect(handOf(s1.context.session!.game, 0)).toHaveLength(3);
    const [s2] = transition(echadMachine, s1, { type: 'turn.keep' });
    expect(s2.context.session?.last?.verdict.ok).toBe(true);
    expect(s2.context.session?.game.current).toBe(1);
    expect(s2.matches({ turn: { step: 'play' } })).toBe(true);
  });

  test('a Wild leads to "choose a colour", and the colour is then in force (EC-40)', () => {
    const game = parsePosition('you: W b5 r9 | p2: 4 | discard: g7');
    const [s1] = transition(echadMachine, start(game), { type: 'card.play', card: card(game, 'wild'), echad: false });
    expect(s1.matches({ turn: { step: 'chooseColour' } })).toBe(true);
    const [s2] = transition(echadMachine, s1, { type: 'colour.choose', colour: 'red' });
    expect(s2.context.session?.game.colour).toBe('red');
    expect(s2.context.session?.game.current).toBe(1);
  });

  test('a Pick Up 3 puts the next player in the penalty phase (EC-31)', () => {
    const game = parsePosition('you: bP b5 r9 | p2: 4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), {
      type: 'card.play',
      card: card(game, 'blue-pick'),
      echad: false,
    });
    expect(s1.matches({ turn: { step: 'pickUp' } })).toBe(true);
    const [s2] = transition(echadMachine, s1, { type: 'pile.draw', seat: 1 });
    expect(handOf(s2.context.session!.game, 1)).toHaveLength(7);
  });

  test('a Lose a Turn enters the skip phase (EC-37)', () => {
    const game = parsePosition('you: bS b5 r9 | p2: 4 | p3: 4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), {
      type: 'card.play',
      card: card(game, 'blue-lose'),
      echad: false,
    });
    expect(s1.matches({ turn: { skip: 'skipped' } })).toBe(true);
    expect(s1.context.session?.game.current).toBe(2);
  });

  test('going down to one card without saying "Echad" opens the call-out; a call-out by another seat closes it (EC-22)', () => {
    const game = parsePosition('you: b3 b5 | p2: 4 | p3: 4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), {
      type: 'card.play',
      card: card(game, 'blue-gimel'),
      echad: false,
    });
    expect(s1.matches({ turn: { call: 'open' } })).toBe(true);
    const [s2] = transition(echadMachine, s1, { type: 'echad.challenge', by: 2 });
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: true, rule: 'EC-22' });
    expect(handOf(s2.context.session!.game, 0)).toHaveLength(3);
    expect(s2.matches({ turn: { call: 'quiet' } })).toBe(true);
  });

  test('while a call-out is open, a seat that may only call out is told whose turn it is if it plays a card (EC-A16)', () => {
    const game = parsePosition('you: b3 b5 | p2: 4 | p3: b9 y2 g4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), {
      type: 'card.play',
      card: card(game, 'blue-gimel'),
      echad: false,
    });
    const [s2] = transition(echadMachine, s1, {
      type: 'card.play',
      card: card(game, 'blue-tet', 2),
      echad: false,
      seat: 2,
    });
    expect(s2.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'EC-A16' });
    expect(s2.context.session?.game).toBe(s1.context.session?.game);
    // The seat who went down to one card is not among the callers: it is told its turn is over (EC-15).
    const [s3] = transition(echadMachine, s1, { type: 'echad.challenge', by: 0 });
    expect(s3.context.session?.last?.verdict).toMatchObject({ ok: false, rule: 'EC-15' });
  });

  test('saying "Echad" with the next-to-last card leaves nothing to call out (EC-21)', () => {
    const game = parsePosition('you: b3 b5 | p2: 4 | discard: b7');
    const [s1] = transition(echadMachine, start(game), {
      type: 'card.play',
      card: card(game, 'blue-gimel'),
      echad: true,
    });
    expect(s1.matches({ turn: { call: 'quiet' } })).toBe(true);
  });

  test('the last card ends the round (EC-24) and round.next deals the next one', () => {
    const game = parsePosition('you: b3 | p2: r4 y9 | discard: b7 | echad: you said');
    const s0 = initialTransition(echadMatchMachine, { game })[0];
    const [s1] = transition(echadMatchMachine, s0, { type: 'card.play', card: card(game, 'blue-gimel'), echad: false });
    expect(s1.value).toBe('roundOver');
    expect(s1.context.session?.game.roundPoints?.[0]).toBe(13);
    const [s2] = transition(echadMatchMachine, s1, { type: 'round.next' });
    expect(s2.matches('turn')).toBe(true);
    expect(s2.context.session?.game.round).toBe(2);
  });
});

describe('a game against forgetful computer players', () => {
  test('when the computer forgets "Echad", the learner may call it out and it draws two (EC-21, EC-22)', async () => {
    const { createActor, waitFor } = await import('xstate');
    const { forgetfulBotMove } = await import('./bot');
    const game = parsePosition('you: g2 r9 y4 | p2: b3 b5 | p3: 4 | discard: b7 | turn: p2');
    // A generator state with which the computer forgets, found by asking the bot itself.
    let botRng = 1;
    while ((forgetfulBotMove(game, game.current, botRng).move as { echad?: boolean }).echad !== false) botRng++;
    const actor = createActor(echadMatchMachine, {
      input: { game, bots: [1], pace: 0, botRng, forgetful: true },
    }).start();
    // However busy the machine, the test waits for the computer's move, not for a fixed time.
    const afterBot = await waitFor(actor, (s) => (s.context.session?.log.length ?? 0) > 0, { timeout: 5000 });
    expect(handOf(afterBot.context.session!.game, 1)).toHaveLength(1);
    expect(afterBot.matches({ turn: { call: 'open' } })).toBe(true);
    actor.send({ type: 'echad.challenge', by: 0 });
    const after = actor.getSnapshot().context.session!;
    expect(after.last?.verdict).toMatchObject({ ok: true, rule: 'EC-22' });
    expect(handOf(after.game, 1)).toHaveLength(3);
    actor.stop();
  });
});
