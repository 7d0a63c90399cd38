/**
 * MazzelTof's practice hooks on written positions: the tries the engine judges (the moves of a turn
 * beyond the cards, the red pawn's choice), the facts of a position and the consequences of a
 * move, each answer compared with what the engine's own functions and apply make of the position.
 */
import { describe, expect, test } from 'vitest';
import { mazzeltof } from './engine';
import { mazzeltofConsequences } from './consequences';
import { parsePosition } from './position';
import { mazzeltofPractice, otherTries } from './practice';
import { mazzeltofFacts } from './practice-facts';
import { moveIn } from './rule-cases';
import { legalMoves } from './rules';
import type { MtMove, MtOptions, MtState } from './state';
import { drawOf, openOf, penaltyOf } from './table';
import { view } from './view';

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #30 | blue-draw: #30';
const four = (you: string, more = '', p2 = '#5') =>
  parsePosition(`you: ${you} | p2: ${p2} | p3: #5 | p4: #5 | ${TABLE}${more}`);

/** The fact asked by this prompt, as the seat sees the position. */
function fact(state: MtState, prompt: string, seat = 0) {
  return mazzeltofFacts(view(state, seat), seat).find((f) => f.prompt === prompt);
}

/** The engine's verdict on each try of a kind, by the rule it cites. */
function judged(state: MtState, type: MtMove['type']) {
  return mazzeltofPractice
    .tries(state, 0)
    .filter((t) => t.move.type === type)
    .map((t) => mazzeltof.check(state, t.move))
    .map((v) => `${v.ok} ${v.rule}`);
}

/** A dealt game played by the computer up to the learner's first turn (a red pawn's choice passed over). */
function learnersTurn(options: MtOptions): MtState {
  let s = mazzeltof.setup(options, 'practice facts');
  while (s.current !== 0 || s.step.kind === 'skip') s = mazzeltof.apply(s, mazzeltof.botMove(view(s, s.current), s.current, 1).move);
  return s;
}

function consequenceOf(state: MtState, text: string) {
  const move = moveIn(state, text);
  return mazzeltofConsequences(state, move, mazzeltof.apply(state, move), 0);
}

describe('tries beyond the cards', () => {
  test('a draw, new cards and a pass in the middle of a turn: judged by the engine', () => {
    const s = four('♣5 ♦9 / ♥3', '', '#5 / ♠6');
    expect(judged(s, 'draw')).toEqual(['false MT-32']);
    expect(judged(s, 'refill')).toEqual(['false MT-34']);
    // One pass with a hand card, one with an open card.
    expect(judged(s, 'pass')).toEqual(['true MT-26', 'false MT-A3']);
    expect(judged(s, 'end')).toEqual(['false MT-26']);
    // p2's open card is the other team's.
    const opponents = otherTries(s, 0).filter((t) => t.move.type === 'play');
    expect(opponents.map((t) => mazzeltof.check(s, t.move).rule)).toEqual(['MT-27']);
  });

  test('an empty hand: new cards are allowed, and so is ending the turn without a pass', () => {
    const s = four('- / ♥3');
    expect(judged(s, 'refill')).toEqual(['true MT-34']);
    expect(judged(s, 'end')).toEqual(['true MT-A3']);
  });

  test('in the last six: the revealed top card, not the one under it, and one a turn', () => {
    const s = parsePosition(
      `you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥9 ♠3 ♠7 | revealed: red | blue-draw: #30`,
    );
    const plays = otherTries(s, 0).filter((t) => t.move.type === 'play');
    expect(plays.map((t) => `${mazzeltof.check(s, t.move).ok} ${mazzeltof.check(s, t.move).rule}`)).toEqual([
      'true MT-13',
      'false MT-13',
      'false MT-14',
      'false MT-38',
    ]);
    expect(judged(s, 'lay')).toEqual(['true MT-38']);
    const handled = mazzeltof.apply(s, moveIn(s, 'play top red'));
    expect(judged(handled, 'lay')).toEqual(['false MT-A5']);
  });

  test('the red pawn: a joker in hand cancels the skip; no draw and no card before the choice', () => {
    const s = four('* ♣5', ' | pawn: you | step: skip');
    expect(mazzeltofPractice.asksOutOfTurn).toBe(true);
    expect(judged(s, 'cancel-skip')).toEqual(['true MT-44']);
    expect(judged(s, 'sit-out')).toEqual(['true MT-43']);
    expect(judged(s, 'draw')).toEqual(['false MT-45']);
    expect(new Set(judged(s, 'play'))).toEqual(new Set(['false MT-A13']));
    // Without the pawn there is nothing to cancel.
    expect(judged(four('* ♣5'), 'cancel-skip')).toEqual(['false MT-44']);
  });
});

describe('facts of the position', () => {
  test('open cards left before a pass becomes a penalty card: five a player, with four or with two', () => {
    const two = parsePosition(`you: ♣5 / ♥3 ♥4 | p2: #7 | ${TABLE}`, { players: 2 });
    expect(fact(four('♣5 / ♥3 ♥4'), 'open-room')).toMatchObject({ rule: 'MT-28', answer: 3 });
    expect(fact(two, 'open-room')).toMatchObject({ rule: 'MT-A15', answer: 3 });
    expect(fact(four('♣5 / ♥3 ♥4 ♥5 ♥6 ♥7'), 'open-room')?.answer).toBe(0);
  });

  test('the cards that fit now are those the engine offers to play', () => {
    const s = four('♣5 ♦9 ♥K / ♦3');
    const offered = new Set(legalMoves(s).flatMap((m) => (m.type === 'play' ? [m.cards[0]?.id] : [])));
    expect(offered.size).toBe(2);
    expect(fact(s, 'cards-that-fit')).toMatchObject({ rule: 'MT-24', answer: offered.size });
    expect(fact(s, 'must-play')).toMatchObject({ rule: 'MT-25', answer: 0, args: { fit: 2 } });
  });

  test('what a pile still needs, what the last six will turn up, what the team must get through', () => {
    const s = parsePosition(`you: ♣5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-penalty: #3`);
    expect(fact(s, 'to-complete-red')).toMatchObject({ rule: 'MT-16', answer: 6 });
    expect(fact(s, 'cards-at-last-six')).toMatchObject({ rule: 'MT-31', answer: 9 });
    expect(fact(s, 'penalty-stack')?.answer).toBe(penaltyOf(s, 0).length);
    expect(fact(s, 'cards-to-win')).toMatchObject({ rule: 'MT-A6', answer: drawOf(s, 0).length + 3 });
    expect(fact(s, 'above-marker')).toMatchObject({ rule: 'MT-07', answer: drawOf(s, 0).length - 6 });
  });

  test('the setup of a dealt game: teams, jokers, the starter and the starting cards', () => {
    const s = learnersTurn({ players: 4, games: 1 });
    // At the deal, before any pile is completed, each pile's bottom card is a starting card.
    const dealt = mazzeltof.setup({ players: 4, games: 1 }, 'practice facts');
    const starting = dealt.piles.map((p) => p[0]);
    expect(fact(s, 'cards-in-game')).toMatchObject({ rule: 'MT-01', answer: 108 });
    expect(fact(s, 'jokers-left-in-pile')).toMatchObject({ rule: 'MT-05', answer: 0 });
    expect(fact(s, 'players-in-your-team')?.answer).toBe(2);
    expect(fact(s, 'who-started')).toMatchObject({ rule: 'MT-06', answer: s.starter });
    expect(fact(dealt, 'red-starting-cards', dealt.starter)?.answer).toBe(
      starting.filter((c) => c?.suit === 'H' || c?.suit === 'D').length,
    );
    expect(fact(dealt, 'starting-from-your-pack', dealt.starter)).toMatchObject({ rule: 'MT-10', answer: 2 });
    expect(fact(dealt, 'banned-starting-cards', dealt.starter)).toMatchObject({ rule: 'MT-11', answer: 0 });
    expect(fact(dealt, 'first-hand', dealt.starter)).toMatchObject({ rule: 'MT-A1', answer: 5 });
    const two = learnersTurn({ players: 2, games: 1 });
    expect(fact(two, 'jokers-left-in-pile')).toMatchObject({ rule: 'MT-48', answer: 1 });
    // A seat's partner and who started are asked only where three seats can be offered.
    expect(fact(two, 'your-partner')).toBeUndefined();
  });
});

describe('consequences of a move', () => {
  test('a 10 does not end the turn, and the pass gives the next player the red pawn', () => {
    const s = parsePosition(`you: ♦10 ♣5 ♦Q | p2: #5 | p3: #5 | p4: #5 | red: ♦9 | mixed: ♦7 | black: ♠4`);
    const ten = moveIn(s, 'play ♦10 red');
    const after = mazzeltof.apply(s, ten);
    expect(mazzeltofConsequences(s, ten, after, 0)).toMatchObject({ rule: 'MT-41', answer: mazzeltof.toAct(after) });
    const pass = moveIn(after, 'pass ♣5');
    const passed = mazzeltof.apply(after, pass);
    const pawn = passed.event?.kind === 'skipped' ? passed.event.seat : passed.current;
    expect(mazzeltofConsequences(after, pass, passed, 0)).toMatchObject({ rule: 'MT-40', answer: pawn });
    expect(pawn).toBe(1);
  });

  test('a pass leaves an open card or, with five open, a penalty card', () => {
    const open = four('♣5 ♦Q / ♥3');
    const after = mazzeltof.apply(open, moveIn(open, 'pass ♦Q'));
    expect(consequenceOf(open, 'pass ♦Q')).toMatchObject({ rule: 'MT-A7', answer: mazzeltof.toAct(after) });
    const two = parsePosition(`you: ♣5 ♦Q / ♥3 | p2: #7 | ${TABLE}`, { players: 2 });
    expect(consequenceOf(two, 'pass ♦Q')).toMatchObject({
      rule: 'MT-30',
      answer: openOf(mazzeltof.apply(two, moveIn(two, 'pass ♦Q')), 0).length,
    });
    const full = four('♣5 ♦Q / ♥3 ♥4 ♥5 ♥6 ♥7');
    const penalty = penaltyOf(mazzeltof.apply(full, moveIn(full, 'pass ♦Q')), 0).length;
    expect(consequenceOf(full, 'pass ♦Q')).toMatchObject({ rule: 'MT-A4', answer: penalty });
    expect(penalty).toBe(1);
  });

  test('laying down the last card of the draw pile wins the game', () => {
    const s = parsePosition(
      `you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥Q | revealed: red | blue-draw: #30`,
    );
    const lay = moveIn(s, 'lay');
    const after = mazzeltof.apply(s, lay);
    expect(after.status).not.toBe('playing');
    expect(mazzeltofConsequences(s, lay, after, 0)).toMatchObject({ rule: 'MT-47', answer: after.scores[0] });
    expect(after.scores[0]).toBe(1);
  });
});
