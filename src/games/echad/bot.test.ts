/**
 * The computer player: its plan in named positions, its reasons, and a match against random players.
 * Source: the brief's plan for the bot (keep wilds, hit a player close to going out, always say Echad).
 */
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { bestColour, botMove, forgetfulBotMove } from './bot';
import { botReason } from './move-words';
import { cardCode } from './cards';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { apply, isAllowed, movesOf } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type EchadMove, type EchadState } from './state';

function botAt(text: string, before: readonly string[] = []): string {
  const state = before.reduce((s, m) => apply(s, parseMove(m, s) as EchadMove), parsePosition(text));
  const { move } = botMove(state, state.current, 1);
  expect(isAllowed(state, move)).toBe(true);
  return formatMove(move);
}

describe('the plan', () => {
  test.each([
    ['sheds the letter worth most that fits', 'you: b2 b9 r3 | p2: 5 | discard: b3', 'play b9'],
    ['keeps a wild while a coloured card fits', 'you: W b2 y8 | p2: 5 | discard: b3', 'play b2'],
    ['plays a wild when nothing else fits', 'you: W3 W y8 | p2: 5 | discard: b3', 'play W3'],
    ['draws with nothing that fits', 'you: y8 g7 | p2: 5 | discard: b3', 'draw'],
    ['hits a player on two cards with a Pick Up 3', 'you: b9 bP y8 | p2: 2 | discard: b3', 'play bP'],
    ['hits a player on one card with a Lose a Turn', 'you: b9 bS y8 | p2: 1 | p3: 5 | discard: b3', 'play bS'],
    [
      'of two cards worth the same, plays the colour it holds more of',
      'you: g3 r3 r5 r9 | p2: 5 | discard: b3',
      'play r3',
    ],
    ['always says Echad', 'you: b9 y8 | p2: 5 | discard: b3', 'play b9 echad'],
    ['plays a drawn card that fits', 'you: y8 b9 | p2: 5 | discard: b3 | step: drawn b9', 'play b9 echad'],
    ['keeps a drawn card that does not fit', 'you: y8 g9 | p2: 5 | discard: b3 | step: drawn g9', 'keep'],
    ['picks up when it must', 'you: bP y8 | p2: 5 | discard: rP | step: pick-up', 'draw'],
    ['calls out a missed Echad', 'you: y8 g9 | p2: 1 | discard: b3 | echad: p2 open', 'challenge by you'],
    [
      'chooses the colour it holds most of',
      'you: y8 y2 r3 W | p2: 5 | discard: W | step: choose-colour',
      'colour yellow',
    ],
  ])('%s', (_name, position, want) => {
    expect(botAt(position)).toBe(want);
  });

  test('bestColour weighs count first, then points', () => {
    const hand = parsePosition('you: r9 g1 g2 W | p2: 5 | discard: b3').hands[0] ?? [];
    expect(bestColour(hand)).toBe('green');
    expect(bestColour([])).toBe('blue');
  });

  test.each([
    ['play b3', 'sheds the letter worth the most points that fits'],
    ['play b3 echad', 'sheds the letter worth the most points that fits, and says "Echad!"'],
    ['play bP', 'plays an action card: it sheds 10 points and slows the next player'],
    ['play W', 'uses a wild card, kept for when nothing else fits'],
    ['draw', 'has no card that fits, so draws'],
    ['keep', 'the card drawn does not fit, so it goes into the hand'],
    ['colour red', 'chooses red, the colour it holds most of'],
    ['challenge by p2', 'calls out a missed "Echad": that player draws two cards'],
  ])('the reason for "%s"', (text, reason) => {
    expect(botReason(parseMove(text) as EchadMove)).toBe(reason);
  });
});

/** A player who picks uniformly among the moves open to it (its own call-outs included). */
function randomOwn(state: EchadState, rng: RngState): { move: EchadMove; rng: RngState } {
  const moves = movesOf(state, state.current);
  const r = nextInt(rng, moves.length);
  return { move: moves[r.value] as EchadMove, rng: r.state };
}

function match(seat0: 'bot' | 'random', rounds: number): { won: number; points: number } {
  let won = 0;
  let points = 0;
  for (let seed = 0; seed < rounds; seed++) {
    let state = setup({ ...DEFAULT_OPTIONS, players: 4 }, seed);
    let rng = seedRng(seed * 7 + 1);
    while (state.status === 'playing') {
      const pick = seat0 === 'bot' && state.current === 0 ? botMove(state, state.current, rng) : randomOwn(state, rng);
      rng = pick.rng;
      state = apply(state, pick.move);
    }
    if (state.wentOut === 0) won++;
    points += state.roundPoints?.[0] ?? 0;
  }
  return { won, points };
}

describe('against random players', () => {
  test('the bot in seat 0 wins far more of 200 four-player rounds, and more points, than a random player there', () => {
    const bot = match('bot', 200);
    const random = match('random', 200);
    // Measured: the bot wins about 189 of 200 rounds; a random player in its seat about 45.
    expect(bot.won).toBeGreaterThan(150);
    expect(bot.won).toBeGreaterThan(2 * random.won);
    expect(bot.points).toBeGreaterThan(2 * random.points);
  });

  test('the bot card codes it plays are always in its hand', () => {
    let state = setup(DEFAULT_OPTIONS, 42);
    let rng = seedRng(42);
    while (state.status === 'playing') {
      const pick = botMove(state, state.current, rng);
      if (pick.move.type === 'play')
        expect((state.hands[state.current] ?? []).map(cardCode)).toContain(cardCode(pick.move.card));
      rng = pick.rng;
      state = apply(state, pick.move);
    }
  });
});

describe('the forgetful computer player', () => {
  test('plays as the bot does, but sometimes forgets "Echad" (about one time in three), and only then', () => {
    const state = parsePosition('you: b3 b5 | p2: 4 | discard: b7');
    let forgot = 0;
    let rng = 1;
    for (let i = 0; i < 300; i++) {
      const plain = botMove(state, state.current, rng).move;
      const r = forgetfulBotMove(state, state.current, rng);
      rng = r.rng;
      expect(r.move.type).toBe('play');
      if (r.move.type === 'play' && plain.type === 'play') {
        expect(r.move.card.id).toBe(plain.card.id);
        if (!r.move.echad) forgot++;
      }
    }
    expect(forgot).toBeGreaterThan(60);
    expect(forgot).toBeLessThan(140);
  });

  test('never changes a move that is not the next-to-last card', () => {
    const state = parsePosition('you: b3 b5 g2 | p2: 4 | discard: b7');
    expect(forgetfulBotMove(state, state.current, 7).move).toEqual(botMove(state, state.current, 7).move);
  });
});
