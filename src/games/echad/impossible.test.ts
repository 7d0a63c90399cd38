/**
 * Echad's judge of positions no round reaches, as the lesson check asks it (the module's lesson
 * adapter): each broken invariant refused with the rule that says why, and the positions of real
 * play beside each one let through. That no position of real play is ever refused is held after
 * every move of a thousand whole rounds in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { setup } from './setup';
import { apply } from './rules';
import { DEFAULT_OPTIONS } from './state';
import echad from './index';

const judge = (position: string) => echad.lessons.impossible!(echad.lessons.parsePosition(position));

/** Seven cards for you, the first player after p4 dealt, on the green Vav turned up. */
const SEVEN = 'you: g4 r9 b2 y4 rS g8 b1';
const OTHERS = 'p2: 7 | p3: 7 | p4: 7';
const FIRST = `${SEVEN} | ${OTHERS} | discard: g6 | dealer: p4 | step: play first`;

describe('positions no round reaches', () => {
  test.each([
    [
      'a total at the target while the round goes on (EC-30)',
      'you: b3 g7 | p2: 5 | discard: r8 b8 | scores: 300 0',
      /"you" has 300 points, at least the 300 that win.*EC-30/,
    ],
    [
      'cards under the one turned up on the first turn (EC-11)',
      `${SEVEN} | ${OTHERS} | discard: g2 g6 | dealer: p4 | step: play first`,
      /alone on the discard pile, not under 1 more.*EC-11/,
    ],
    [
      'the first turn taken by a seat not on the dealer’s left (EC-12)',
      `${SEVEN} | ${OTHERS} | discard: g6 | dealer: p2 | step: play first`,
      /the first turn is "p3"'s, not "you"'s.*"dealer"/,
    ],
    [
      'the dealer’s left playing first on a Lose a Turn (EC-39)',
      `you: y2 b6 gS r9 b1 g3 r8 | ${OTHERS} | discard: yS | step: play first`,
      /with "p4" dealing and yS turned up, the first turn is "p2"'s/,
    ],
    [
      'a first round clockwise after a Change of Direction turned up (EC-36)',
      `you: g5 rR y3 b8 b1 r1 r2 | ${OTHERS} | discard: gR | dealer: p2 | step: play first`,
      /goes ccw, not cw.*EC-36/,
    ],
    [
      'an ordinary first turn on a Pick Up 3 turned up (EC-33)',
      `you: b2 g7 bS y9 g1 g4 r9 | ${OTHERS} | discard: bP | dealer: p4 | step: play first`,
      /a Pick Up 3 turned up makes the first player pick up three.*EC-33/,
    ],
    [
      'an ordinary first turn on a Wild Pick Up 3 turned up (EC-46)',
      `you: y4 y7 b1 g6 b2 g3 r8 | ${OTHERS} | discard: W3 | colour: yellow | dealer: p4 | step: play first`,
      /a Wild Pick Up 3 turned up.*EC-46/,
    ],
    [
      'a first player holding fewer than the seven dealt (EC-09)',
      `you: 7 | p2: g4 r9 b2 y4 | p3: 7 | p4: 7 | discard: g6 | turn: p2 | step: play first`,
      /"p2" holds 4 cards on the first turn.*not drawn yet, so 7.*EC-09/,
    ],
    [
      'another seat holding fewer than the seven dealt (EC-09)',
      `${SEVEN} | p2: 7 | p3: 6 | p4: 7 | discard: g6 | dealer: p4 | step: play first`,
      /"p3" holds 6 cards on the first turn.*only the first player has had a turn, so 7/,
    ],
    [
      'a card drawn on the first turn with no card more in hand (EC-16)',
      `you: 7 | p2: g4 r9 b2 y4 rS g8 b1 | p3: 7 | p4: 7 | discard: g6 | turn: p2 | step: drawn b1 declined first`,
      /"p2" holds 7 cards.*has drawn one.*so 8/,
    ],
    [
      'the colour of a Wild Pick Up 3 turned up chosen without the three cards picked up (EC-46)',
      `you: 7 | p2: y4 y7 b1 g6 b2 g3 r8 | p3: 7 | p4: 7 | discard: W3 | turn: p2 | step: choose-colour first`,
      /"p2" holds 7 cards.*picked up 3 for the Wild Pick Up 3.*so 10/,
    ],
    [
      'a play declined with no other card that fits (EC-18)',
      'you: b3 g7 r5 b1 | p2: 5 | p3: 4 | discard: r8 y8 | step: drawn b1 declined',
      /"you" is said to have declined a play, but no other card of the hand fits y8.*leave out "declined"/,
    ],
    [
      'a card drawn, not declined, by a player holding one that fits (EC-16, EC-18)',
      'you: b3 y7 r5 b1 | p2: 5 | p3: 4 | discard: r8 y8 | step: drawn b1',
      /"you" drew while holding y7, which fits y8.*"declined"/,
    ],
    [
      'a call-out still open after the next player drew (EC-23)',
      'you: y4 g6 r1 b2 | p2: 1 | discard: y9 g9 | echad: p2 open | step: drawn b2 declined',
      /the call-out on "p2" is still open, but "you" has already acted.*echad: p2 closed/,
    ],
    [
      'a call-out open on a seat that did not play last (EC-23)',
      'you: y4 g6 r1 | p2: 1 | p3: 5 | discard: y9 g9 | echad: p2 open',
      /the call-out on "p2" is still open.*that turn was "p3"'s/,
    ],
    [
      'a call-out open on the seat skipped by a Lose a Turn (EC-23, EC-37)',
      'you: y4 g6 r1 | p2: 5 | p3: 1 | discard: y9 gS | echad: p3 open',
      /the call-out on "p3" is still open.*that turn was "p2"'s/,
    ],
  ])('%s', (_name, position, why) => {
    expect(judge(position)).toMatch(why);
  });
});

describe('positions of real play, next to each of those', () => {
  test.each([
    ['a total just short of the target', 'you: b3 g7 | p2: 5 | discard: r8 b8 | scores: 299 0'],
    ['the first turn: seven cards each and the card turned up alone', FIRST],
    [
      'the learner’s own hand shortened on the first turn, as the lessons show it',
      `you: g4 r9 b2 y4 | ${OTHERS} | discard: g6 | dealer: p4 | step: play first`,
    ],
    [
      'a Lose a Turn turned up: the player after the dealer’s left starts',
      `you: y2 b6 gS r9 b1 g3 r8 | ${OTHERS} | discard: yS | dealer: p3 | step: play first`,
    ],
    [
      'a Change of Direction turned up: the dealer’s right starts, counterclockwise',
      `you: g5 rR y3 b8 b1 r1 r2 | ${OTHERS} | discard: gR | direction: ccw | dealer: p2 | step: play first`,
    ],
    [
      'a Pick Up 3 turned up, to be picked up',
      `you: b2 g7 bS y9 g1 g4 r9 | ${OTHERS} | discard: bP | dealer: p4 | step: pick-up first`,
    ],
    [
      'the three cards for a Wild Pick Up 3 turned up picked up, the colour next',
      `you: y4 y7 b1 g6 b2 g3 r8 g1 g2 r1 | ${OTHERS} | discard: W3 | dealer: p4 | step: choose-colour first`,
    ],
    [
      'a card drawn on the first turn, a play declined',
      `${SEVEN} y1 | ${OTHERS} | discard: g6 | dealer: p4 | step: drawn y1 declined first`,
    ],
    [
      'cards drawn on the first turn until one fits, with the agreed variant (EC-48)',
      `you: r9 b2 y4 rS b1 y1 r1 r2 g3 | ${OTHERS} | discard: g6 | dealer: p4 | step: drawn g3 first | rules: draw-until-match`,
    ],
    ['a card drawn with nothing that fits', 'you: b3 g7 r5 b1 | p2: 5 | p3: 4 | discard: r8 y8 | step: drawn b1'],
    ['a card drawn, a play declined', 'you: b3 y7 r5 b1 | p2: 5 | p3: 4 | discard: r8 y8 | step: drawn b1 declined'],
    [
      'a call-out closed once the next player drew',
      'you: y4 g6 r1 b2 | p2: 1 | discard: y9 g9 | echad: p2 closed | step: drawn b2 declined',
    ],
    ['a call-out open on the seat that played last', 'you: y4 g6 r1 | p2: 5 | p3: 1 | discard: y9 g9 | echad: p3 open'],
    [
      'a call-out open on the seat that played last, counterclockwise',
      'you: y4 g6 r1 | p2: 1 | p3: 5 | discard: y9 g9 | direction: ccw | echad: p2 open',
    ],
    [
      'a call-out open over the seat a Lose a Turn skipped',
      'you: y4 g6 r1 | p2: 1 | p3: 5 | discard: y9 gS | echad: p2 open',
    ],
    [
      'two players: a Lose a Turn brings the turn back to the one on one card',
      'you: y4 | p2: 5 | discard: y9 gS | echad: you open',
    ],
  ])('%s', (_name, position) => {
    expect(judge(position)).toBeNull();
  });

  test('on the first turn, a wild played and its colour being chosen, over the card turned up (EC-40)', () => {
    let s = echad.lessons.parsePosition(
      `you: W r9 b2 y4 rS g8 b1 | ${OTHERS} | discard: g6 | dealer: p4 | step: play first`,
    );
    s = apply(s, { type: 'play', card: s.hands[0]![0]!, echad: false });
    expect(s.turn).toBe(1);
    expect(s.step).toEqual({ kind: 'choose-colour', cause: 'wild' });
    expect(s.discard).toHaveLength(2);
    expect(echad.lessons.impossible!(s)).toBeNull();
  });

  test('a fresh deal of every size is let through', () => {
    for (let players = 2; players <= 10; players++) {
      expect(echad.lessons.impossible!(setup({ ...DEFAULT_OPTIONS, players }, `impossible-${players}`))).toBeNull();
    }
  });
});
