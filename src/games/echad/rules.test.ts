/**
 * Echad's rules, case by case: every rule number and ruling is allowed and, where it can refuse,
 * refused, from positions written in the compact notation. Each case says where it comes from:
 * the seed's own example first, then the checklist (shared/rules/echad.md) and its rulings.
 * Rules that can never refuse a move are pinned by fact cases instead.
 */
import type { VerdictParams } from '../../engine/verdict';
import { describe, expect, test } from 'vitest';
import { ECHAD_RULES, ECHAD_RULINGS, type EchadRuleId } from './rule-ids';
import { BLANK_CARDS, BOX_CARDS, DECK_SIZE, type EchadCard, cardCode, cardPoints, fullDeck, handPoints } from './cards';
import { parseMove } from './moves';
import { parsePosition } from './position';
import { apply, check, handOf, legalMoves, matchCard, matches, topCard, turnCheck } from './rules';
import { gameWinner } from './scoring';
import { checkOptions, nextRound, setup } from './setup';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState, HAND_SIZE } from './state';

type Want = readonly [ok: 'allowed' | 'refused', rule: EchadRuleId, kase?: string];

interface BaseCase {
  readonly name: string;
  /** Where the case comes from: the seed's words, a checklist line or a ruling. */
  readonly source: string;
  /** The rule numbers this case stands for. */
  readonly ids: readonly EchadRuleId[];
  readonly want: Want;
}
interface MoveCase extends BaseCase {
  readonly at: string;
  /** Moves made first, each by the player to act (or a call-out by its seat). */
  readonly before?: readonly string[];
  readonly move: string | EchadMove;
  readonly then?: (after: EchadState, before: EchadState) => void;
}
interface TurnCase extends BaseCase {
  readonly at: string | (() => EchadState);
  readonly before?: readonly string[];
  readonly seat: number;
}
interface OptionsCase extends BaseCase {
  readonly options: Partial<EchadOptions>;
}
interface FactCase {
  readonly name: string;
  readonly source: string;
  readonly ids: readonly EchadRuleId[];
  readonly fact: () => void;
}

function play(state: EchadState, text: string): EchadState {
  const move = parseMove(text, state);
  if ('error' in move) throw new Error(move.error);
  return apply(state, move);
}

function reach(at: string | (() => EchadState), before: readonly string[] = []): EchadState {
  const start = typeof at === 'string' ? parsePosition(at) : at();
  return before.reduce(play, start);
}

function moveOf(state: EchadState, move: string | EchadMove): EchadMove {
  if (typeof move !== 'string') return move;
  const m = parseMove(move, state);
  if ('error' in m) throw new Error(m.error);
  return m;
}

function expectVerdict(v: { ok: boolean; rule: string; params: VerdictParams }, want: Want): void {
  expect({ ok: v.ok, rule: v.rule, case: v.params['case'] }).toEqual({
    ok: want[0] === 'allowed',
    rule: want[1],
    case: want[2],
  });
}

/** The first seed whose round starts with an upcard of this kind (setup is deterministic, so the search is too). */
function seedWithUpcard(pred: (c: EchadCard) => boolean, players = 4): EchadState {
  for (let seed = 0; seed < 10_000; seed++) {
    const s = setup({ ...DEFAULT_OPTIONS, players }, seed);
    if (pred(topCard(s))) return s;
  }
  throw new Error('no seed found');
}

const isAction = (action: string) => (c: EchadCard) => c.kind === 'action' && c.action === action;
const isWild = (wild: string) => (c: EchadCard) => c.kind === 'wild' && c.wild === wild;

// Positions used by several cases.
const GIMEL = 'you: b7 r3 r4 y9 | p2: 5 | p3: 5 | discard: b3';
const PAIR = 'you: b5 r7 | p2: r2 y4 g6 | p3: 5 | discard: b3';
const LAST = 'you: b5 | p2: r5 yP | p3: W g9 | discard: b3';
const NO_MATCH = 'you: r5 y7 | p2: 5 | p3: 5 | discard: b3 | pile: g9 g8';
const DECLINE = 'you: b5 y7 | p2: 5 | p3: 5 | discard: b3 | pile: g9 b8';
const VICTIM = 'you: r5 y7 g2 g4 | p2: b9 rP W W3 | p3: 5 | discard: bP | turn: p2 | step: pick-up';
const ON_WILD = 'you: r7 b7 g3 gP rP | p2: 5 | p3: 5 | discard: b3 W | colour: red';
const ON_WILD3 = 'you: r7 gP rP | p2: 5 | p3: 5 | discard: b3 W3 | colour: red';
const ACTIONS = 'you: bP rP gR bR bS rS y2 | p2: 5 | p3: 5 | discard: b3';
const WILDS = 'you: W W3 r5 y6 | p2: 5 | p3: 5 | discard: b3';
const FIRST_P = 'you: 7 | p2: r5 b9 bP W | p3: 7 | discard: bP | turn: p2 | step: pick-up first';
const FIRST_W = 'you: 7 | p2: r5 b9 g2 | p3: 7 | discard: W | turn: p2 | step: choose-colour first';
const FIRST_W3 = 'you: 7 | p2: r5 b9 g2 | p3: 7 | discard: W3 | turn: p2 | step: pick-up first';
const FIRST_R =
  'you: 7 | p2: 7 | p3: 7 | p4: r5 b9 g2 | discard: gR | turn: p4 | direction: ccw | dealer: you | step: play first';
const EMPTY = 'you: r5 | p2: 104 | discard: b3 | pile: 0';
const UNTIL = 'you: r5 y7 | p2: 5 | discard: b3 | pile: b9 g8 | rules: draw-until-match';

const MOVE_CASES: readonly MoveCase[] = [
  // EC-13, EC-14: the seed's own example, a blue Gimel on top.
  {
    name: 'any blue card goes on a blue Gimel',
    source: 'seed: "any blue card or any card with the letter gimmel may be played"',
    ids: ['EC-13', 'EC-14'],
    at: GIMEL,
    move: 'play b7',
    want: ['allowed', 'EC-13', 'colour'],
  },
  {
    name: 'any Gimel goes on a blue Gimel',
    source: 'seed: "any blue card or any card with the letter gimmel may be played"',
    ids: ['EC-13', 'EC-14'],
    at: GIMEL,
    move: 'play r3',
    want: ['allowed', 'EC-13', 'letter'],
  },
  {
    name: 'a red Dalet matches neither colour nor letter of a blue Gimel',
    source: 'seed example, turned round',
    ids: ['EC-13', 'EC-14'],
    at: GIMEL,
    move: 'play r4',
    want: ['refused', 'EC-13', 'no-match'],
  },
  {
    name: 'a card not in the hand cannot be played',
    source: 'EC-13: "a card in your hands"',
    ids: ['EC-13'],
    at: GIMEL,
    move: 'play g9',
    want: ['refused', 'EC-13', 'not-in-hand'],
  },
  {
    name: 'placing one card ends the turn',
    source: 'EC-15: "This action completes his/her turn."',
    ids: ['EC-15'],
    at: GIMEL,
    move: 'play b7',
    want: ['allowed', 'EC-13', 'colour'],
    then: (after) => {
      expect(after.current).toBe(1);
      expect(after.previous).toEqual({ seat: 0, ended: 'play' });
    },
  },
  // EC-16, EC-17: no match, draw one.
  {
    name: 'with no match, draw one card',
    source: 'EC-16: "the player draws one card from the deck"',
    ids: ['EC-16'],
    at: NO_MATCH,
    move: 'draw',
    want: ['allowed', 'EC-16', 'draw'],
    then: (after) => {
      expect(after.hands[0]?.map(cardCode)).toEqual(['r5', 'y7', 'g8']);
      expect(after.step).toMatchObject({ kind: 'drawn', declined: false });
    },
  },
  {
    name: 'only one card is drawn',
    source: 'EC-16: "draws one card"',
    ids: ['EC-16'],
    at: NO_MATCH,
    before: ['draw'],
    move: 'draw',
    want: ['refused', 'EC-16', 'once'],
  },
  {
    name: 'after drawing, a hand card cannot be played',
    source: 'EC-16: "if a match can be completed with that chosen card"',
    ids: ['EC-16'],
    at: 'you: r5 y7 | p2: 5 | discard: b3 | pile: b9 | colour: blue',
    before: ['draw'],
    move: 'play r5',
    want: ['refused', 'EC-16', 'only-drawn'],
  },
  {
    name: 'a drawn card that fits may be played',
    source: 'EC-16: "the player may place that card on the discard pile"',
    ids: ['EC-16', 'EC-A11'],
    at: 'you: r5 y7 | p2: 5 | discard: b3 | pile: b9',
    before: ['draw'],
    move: 'play b9',
    want: ['allowed', 'EC-16', 'play-drawn'],
  },
  {
    name: 'ending the turn before playing or drawing is refused',
    source: 'EC-16: with no match the player draws',
    ids: ['EC-16'],
    at: NO_MATCH,
    move: 'keep',
    want: ['refused', 'EC-16', 'draw-first'],
  },
  {
    name: 'a drawn card that does not fit goes into the hand',
    source: 'EC-17: "the player must add it to his cards in hand"',
    ids: ['EC-17'],
    at: NO_MATCH,
    before: ['draw'],
    move: 'keep',
    want: ['allowed', 'EC-17'],
    then: (after) => expect(after.current).toBe(1),
  },
  {
    name: 'a drawn card that does not fit cannot be played',
    source: 'EC-17',
    ids: ['EC-17'],
    at: NO_MATCH,
    before: ['draw'],
    move: 'play g8',
    want: ['refused', 'EC-17', 'no-match'],
  },
  // EC-18, EC-19: declining a match.
  {
    name: 'a player may draw although a card fits',
    source: 'EC-18: "deliberately choose not to play a match"',
    ids: ['EC-18'],
    at: DECLINE,
    move: 'draw',
    want: ['allowed', 'EC-18'],
    then: (after) => expect(after.step).toMatchObject({ kind: 'drawn', declined: true }),
  },
  {
    name: 'after declining, the hand card that fitted cannot be played',
    source: 'EC-19: "may not use any of those cards in his/her hand"',
    ids: ['EC-19'],
    at: DECLINE,
    before: ['draw'],
    move: 'play b5',
    want: ['refused', 'EC-19', 'only-drawn'],
  },
  {
    name: 'after declining, the drawn card may be played',
    source: 'EC-19: "The only card that can be played is the card that must be chosen from the draw pile."',
    ids: ['EC-19', 'EC-A11'],
    at: DECLINE,
    before: ['draw'],
    move: 'play b8',
    want: ['allowed', 'EC-19'],
  },
  {
    name: 'a drawn card that fits may be kept',
    source: 'EC-A11: the drawn card is played optionally ("may place")',
    ids: ['EC-A11'],
    at: DECLINE,
    before: ['draw'],
    move: 'keep',
    want: ['allowed', 'EC-A11'],
  },
  {
    name: 'a drawn wild may be played',
    source: 'EC-A11: "A wild drawn may be played."',
    ids: ['EC-A11'],
    at: 'you: r5 y7 | p2: 5 | discard: b3 | pile: W',
    before: ['draw'],
    move: 'play W',
    want: ['allowed', 'EC-16', 'play-drawn'],
  },
  // EC-20, EC-A12: reshuffling.
  {
    name: 'an empty pile is refilled from the discards under the top card',
    source: 'EC-20: "the discard pile should be shuffled by the dealer and play continues"',
    ids: ['EC-20', 'EC-A12'],
    at: 'you: r5 y7 | p2: 5 | discard: b3 | pile: 0',
    move: 'draw',
    want: ['allowed', 'EC-20'],
    then: (after, before) => {
      expect(after.discard.map(cardCode)).toEqual(['b3']);
      expect(after.pile.length).toBe(before.discard.length - 2);
      expect(after.colour).toBe('blue');
    },
  },
  {
    name: 'a reshuffle keeps the wild on top and its colour in force',
    source: 'EC-A12: "keep the top discard and the colour currently in force"',
    ids: ['EC-A12', 'EC-20'],
    at: 'you: b5 y7 | p2: 5 | discard: g3 W | colour: red | pile: 0',
    move: 'draw',
    want: ['allowed', 'EC-20'],
    then: (after) => {
      expect(after.discard.map(cardCode)).toEqual(['W']);
      expect(after.colour).toBe('red');
    },
  },
  {
    name: 'with no card left to draw anywhere, drawing is refused',
    source: 'EC-A12: "draw what exists"',
    ids: ['EC-A12'],
    at: EMPTY,
    move: 'draw',
    want: ['refused', 'EC-A12', 'empty'],
  },
  {
    name: 'with no card left to draw anywhere, the turn may end',
    source: 'EC-A12',
    ids: ['EC-A12'],
    at: EMPTY,
    move: 'keep',
    want: ['allowed', 'EC-A12', 'empty'],
    then: (after) => expect(after.current).toBe(1),
  },
  {
    name: 'a pick-up with too few cards left takes what exists',
    source: 'EC-A12: "If still short (e.g. when drawing 3), draw what exists."',
    ids: ['EC-A12', 'EC-31'],
    at: 'you: r5 y7 | p2: b9 r3 | p3: 100 | discard: bP | pile: g9 | turn: p2 | step: pick-up',
    move: 'draw',
    want: ['allowed', 'EC-31', 'draw'],
    then: (after) => expect(after.hands[1]?.map(cardCode)).toEqual(['b9', 'r3', 'g9']),
  },
  // EC-21, EC-22, EC-23, EC-A3: Echad.
  {
    name: 'saying Echad with the next-to-last card',
    source: 'EC-21: "When playing your next to last card, \'Echad\' must be said"',
    ids: ['EC-21', 'EC-A3'],
    at: PAIR,
    move: 'play b5 echad',
    want: ['allowed', 'EC-21'],
    then: (after) => expect(after.echad).toMatchObject({ seat: 0, said: true }),
  },
  {
    name: 'Echad is not said while more than one card would be left',
    source: 'EC-21: the call says "you have only one card remaining"',
    ids: ['EC-21'],
    at: GIMEL,
    move: 'play b7 echad',
    want: ['refused', 'EC-21', 'too-early'],
  },
  {
    name: 'Echad is said with the next-to-last card, not the last',
    source: 'EC-A3: the English reading, not the Hebrew "when you play your last card"',
    ids: ['EC-A3'],
    at: LAST,
    move: 'play b5 echad',
    want: ['refused', 'EC-A3'],
  },
  {
    name: 'a player who said Echad cannot be called out',
    source: 'EC-21, EC-22',
    ids: ['EC-21', 'EC-22'],
    at: PAIR,
    before: ['play b5 echad'],
    move: 'challenge by p2',
    want: ['refused', 'EC-21', 'said'],
  },
  {
    name: 'forgetting Echad is allowed, at a risk',
    source: 'EC-22: "When a player forgets to say \'Echad\'"',
    ids: ['EC-22'],
    at: PAIR,
    move: 'play b5',
    want: ['allowed', 'EC-22', 'forgot'],
    then: (after) => expect(after.echad).toEqual({ seat: 0, said: false, turn: 2, open: true }),
  },
  {
    name: 'the next player calls out a missed Echad: two cards',
    source: 'EC-22: "he/she must draw two cards from the deck"',
    ids: ['EC-22', 'EC-23'],
    at: PAIR,
    before: ['play b5'],
    move: 'challenge by p2',
    want: ['allowed', 'EC-22', 'challenge'],
    then: (after) => {
      expect(after.hands[0]).toHaveLength(3);
      expect(after.echad).toBeNull();
      expect(after.current).toBe(1);
    },
  },
  {
    name: 'any other player may call it out, not only the next',
    source: 'EC-22: "any other player can inform the player"',
    ids: ['EC-22'],
    at: PAIR,
    before: ['play b5'],
    move: 'challenge by p3',
    want: ['allowed', 'EC-22', 'challenge'],
  },
  {
    name: 'nobody can call out a player who has not forgotten',
    source: 'EC-22',
    ids: ['EC-22'],
    at: GIMEL,
    move: 'challenge by p2',
    want: ['refused', 'EC-22', 'nothing'],
  },
  {
    name: 'a player cannot call out their own missed Echad',
    source: 'EC-22: "any other player"',
    ids: ['EC-22'],
    at: PAIR,
    before: ['play b5'],
    move: 'challenge by you',
    want: ['refused', 'EC-22', 'self'],
  },
  {
    name: 'a call-out from no seat is refused',
    source: 'EC-22',
    ids: ['EC-22'],
    at: PAIR,
    before: ['play b5'],
    move: { type: 'challenge', by: 7 },
    want: ['refused', 'EC-22', 'no-seat'],
  },
  {
    name: 'once the next player has begun, it is too late',
    source: 'EC-23: "the player does not need to draw any cards"',
    ids: ['EC-23'],
    at: PAIR,
    before: ['play b5', 'draw'],
    move: 'challenge by p3',
    want: ['refused', 'EC-23'],
  },
  // EC-24, EC-25, EC-A14: going out.
  {
    name: 'playing the last card ends the round',
    source: 'EC-24: "When a player matches all of his/her cards, the round is complete."',
    ids: ['EC-24', 'EC-08', 'EC-25'],
    at: LAST,
    move: 'play b5',
    want: ['allowed', 'EC-24'],
    then: (after) => {
      expect(after.status).toBe('round-over');
      expect(after.wentOut).toBe(0);
      expect(after.roundPoints).toEqual([5 + 10 + 20 + 9, 0, 0]);
      expect(after.scores).toEqual([44, 0, 0]);
    },
  },
  {
    name: 'no move is allowed once the round is over',
    source: 'EC-24',
    ids: ['EC-24'],
    at: LAST,
    before: ['play b5'],
    move: 'draw',
    want: ['refused', 'EC-24', 'over'],
  },
  {
    name: 'going out on a Pick Up 3 ends the round at once',
    source: 'EC-A14: "the round ends at once and the effect is ignored"',
    ids: ['EC-A14'],
    at: 'you: bP | p2: r5 yP | discard: b3',
    move: 'play bP',
    want: ['allowed', 'EC-A14'],
    then: (after) => {
      expect(after.status).toBe('round-over');
      expect(after.hands[1]).toHaveLength(2);
    },
  },
  {
    name: 'going out on a wild needs no colour',
    source: 'EC-A14',
    ids: ['EC-A14'],
    at: 'you: W | p2: r5 yP | discard: b3',
    move: 'play W',
    want: ['allowed', 'EC-A14'],
    then: (after) => expect(after.status).toBe('round-over'),
  },
  // EC-31, EC-32, EC-A7, EC-A9: Pick Up 3.
  {
    name: 'a Pick Up 3 on its own colour; the next player must pick up',
    source: 'EC-32: "matches the same color"',
    ids: ['EC-32', 'EC-31'],
    at: ACTIONS,
    move: 'play bP',
    want: ['allowed', 'EC-32', 'colour'],
    then: (after) => {
      expect(after.current).toBe(1);
      expect(after.step).toEqual({ kind: 'pick-up', cause: 'pick-up-3' });
    },
  },
  {
    name: 'a Pick Up 3 on another Pick Up 3',
    source: 'EC-32: "or another \'Pick Up 3\' card"; EC-A9',
    ids: ['EC-32', 'EC-A9'],
    at: 'you: rP y2 y3 | p2: 5 | discard: bP',
    move: 'play rP',
    want: ['allowed', 'EC-32', 'same'],
  },
  {
    name: 'a Pick Up 3 of another colour on a letter is refused',
    source: 'EC-32: "only able to be played if it matches the same color or another \'Pick Up 3\'"',
    ids: ['EC-32'],
    at: ACTIONS,
    move: 'play rP',
    want: ['refused', 'EC-32'],
  },
  {
    name: 'picking up three cards is the whole turn',
    source: 'EC-31: "which would complete his/her turn"',
    ids: ['EC-31', 'EC-A7'],
    at: VICTIM,
    move: 'draw',
    want: ['allowed', 'EC-31', 'draw'],
    then: (after) => {
      expect(after.hands[1]).toHaveLength(7);
      expect(after.current).toBe(2);
      expect(after.previous).toEqual({ seat: 1, ended: 'pick-up' });
    },
  },
  {
    name: 'the player picking up cannot play instead',
    source: 'EC-31',
    ids: ['EC-31'],
    at: VICTIM,
    move: 'play b9',
    want: ['refused', 'EC-31', 'must'],
  },
  {
    name: 'the player picking up cannot just end the turn',
    source: 'EC-31',
    ids: ['EC-31'],
    at: VICTIM,
    move: 'keep',
    want: ['refused', 'EC-31', 'must'],
  },
  {
    name: 'no stacking: a Pick Up 3 cannot answer a Pick Up 3',
    source: 'EC-A7: "a victim cannot answer with their own Pick Up 3"',
    ids: ['EC-A7'],
    at: VICTIM,
    move: 'play rP',
    want: ['refused', 'EC-A7'],
  },
  {
    name: 'no stacking: a Wild Pick Up 3 cannot answer a Pick Up 3 either',
    source: 'EC-A7, EC-A8',
    ids: ['EC-A7'],
    at: VICTIM,
    move: 'play W3',
    want: ['refused', 'EC-A7'],
  },
  {
    name: '"at any time" does not cover the turn spent picking up',
    source: 'EC-A8: "A Wild Pick Up 3 also ends the victim\'s turn"',
    ids: ['EC-A8'],
    at: VICTIM,
    move: 'play W',
    want: ['refused', 'EC-A8'],
  },
  {
    name: 'a letter does not match an action card of another colour',
    source: 'EC-A9: "Letters never match actions."',
    ids: ['EC-A9'],
    at: 'you: r3 y2 | p2: 5 | discard: b3 bP',
    move: 'play r3',
    want: ['refused', 'EC-A9', 'letter-on-action'],
  },
  {
    name: 'a Wild Pick Up 3 is not "another Pick Up 3"',
    source: 'EC-A9: "Wild Pick Up 3 is not \'another Pick Up 3\' for this purpose"',
    ids: ['EC-A9'],
    at: ON_WILD3,
    move: 'play gP',
    want: ['refused', 'EC-A9', 'wild-pick-up'],
  },
  {
    name: 'on a Wild Pick Up 3, a Pick Up 3 of the chosen colour fits',
    source: 'EC-A9: "only the declared colour or a wild matches"',
    ids: ['EC-A9', 'EC-41'],
    at: ON_WILD3,
    move: 'play rP',
    want: ['allowed', 'EC-41'],
  },
  // EC-34, EC-35: Change of Direction.
  {
    name: 'a Change of Direction on its own colour turns the play round',
    source: 'EC-34: "the play continues in the opposite direction"',
    ids: ['EC-35', 'EC-34'],
    at: ACTIONS,
    move: 'play bR',
    want: ['allowed', 'EC-35', 'colour'],
    then: (after) => {
      expect(after.direction).toBe('ccw');
      expect(after.current).toBe(2);
    },
  },
  {
    name: 'a Change of Direction on another Change of Direction',
    source: 'EC-35: "or another \'Change of Direction\' card"',
    ids: ['EC-35'],
    at: 'you: gR y2 y3 | p2: 5 | discard: bR',
    move: 'play gR',
    want: ['allowed', 'EC-35', 'same'],
  },
  {
    name: 'a Change of Direction of another colour on a letter is refused',
    source: 'EC-35',
    ids: ['EC-35'],
    at: ACTIONS,
    move: 'play gR',
    want: ['refused', 'EC-35'],
  },
  {
    name: 'with two players a Change of Direction only turns the play: the other player is next',
    source: 'EC-A13: "Recommend literal (no extra effect)"',
    ids: ['EC-A13'],
    at: 'you: bR r5 y2 | p2: 5 | discard: b3',
    move: 'play bR',
    want: ['allowed', 'EC-35', 'colour'],
    then: (after) => expect(after.current).toBe(1),
  },
  {
    name: 'with two players and the Uno house rule, a Change of Direction skips the other player',
    source: 'EC-A13: "offer the Uno behaviour as a flag"',
    ids: ['EC-A13'],
    at: 'you: bR r5 y2 | p2: 5 | discard: b3 | rules: reverse-skips',
    move: 'play bR',
    want: ['allowed', 'EC-35', 'colour'],
    then: (after) => {
      expect(after.current).toBe(0);
      expect(after.skipped).toEqual({ seat: 1, rule: 'EC-A13' });
    },
  },
  // EC-37, EC-38: Lose a Turn.
  {
    name: 'a Lose a Turn on its own colour skips the next player',
    source: 'EC-37: "Essentially, his/her turn is skipped."',
    ids: ['EC-38', 'EC-37'],
    at: ACTIONS,
    move: 'play bS',
    want: ['allowed', 'EC-38', 'colour'],
    then: (after) => {
      expect(after.current).toBe(2);
      expect(after.skipped).toEqual({ seat: 1, rule: 'EC-37' });
    },
  },
  {
    name: 'a Lose a Turn on another Lose a Turn',
    source: 'EC-38: "or another \'Lose a Turn\' card"',
    ids: ['EC-38'],
    at: 'you: yS y2 y3 | p2: 5 | discard: gS',
    move: 'play yS',
    want: ['allowed', 'EC-38', 'same'],
  },
  {
    name: 'a Lose a Turn of another colour on a letter is refused',
    source: 'EC-38',
    ids: ['EC-38'],
    at: ACTIONS,
    move: 'play rS',
    want: ['refused', 'EC-38'],
  },
  // EC-40…EC-45, EC-A8, EC-A10: wilds.
  {
    name: 'a Wild goes on any card',
    source: 'EC-42: "A wild card may be played at any time."; EC-A8',
    ids: ['EC-42', 'EC-A8'],
    at: WILDS,
    move: 'play W',
    want: ['allowed', 'EC-42'],
  },
  {
    name: 'after a Wild, its player chooses the colour and the turn ends',
    source: 'EC-40: "the player may choose the color to continue play with"',
    ids: ['EC-40'],
    at: WILDS,
    before: ['play W'],
    move: 'colour red',
    want: ['allowed', 'EC-40'],
    then: (after) => {
      expect(after.colour).toBe('red');
      expect(after.current).toBe(1);
    },
  },
  {
    name: "the Wild's colour is chosen before anything else",
    source: 'EC-40',
    ids: ['EC-40'],
    at: WILDS,
    before: ['play W'],
    move: 'draw',
    want: ['refused', 'EC-40', 'choose-first'],
  },
  {
    name: 'a colour is chosen only after a wild',
    source: 'EC-40',
    ids: ['EC-40'],
    at: WILDS,
    move: 'colour red',
    want: ['refused', 'EC-40', 'no-wild'],
  },
  {
    name: 'a colour must be one of the four',
    source: 'EC-01: blue, green, red, yellow',
    ids: ['EC-40'],
    at: WILDS,
    before: ['play W'],
    move: { type: 'choose-colour', colour: 'purple' as 'red' },
    want: ['refused', 'EC-40', 'bad-colour'],
  },
  {
    name: 'after a Wild, the chosen colour fits',
    source: 'EC-41: "The following player must place that color card down"',
    ids: ['EC-41', 'EC-A10'],
    at: ON_WILD,
    move: 'play r7',
    want: ['allowed', 'EC-41'],
  },
  {
    name: 'after a Wild, another colour does not fit',
    source: 'EC-41',
    ids: ['EC-41'],
    at: ON_WILD,
    move: 'play b7',
    want: ['refused', 'EC-41'],
  },
  {
    name: 'after a Wild, the letter under it no longer counts',
    source: 'EC-A10: "a matching letter alone does not match a Wild"',
    ids: ['EC-A10'],
    at: ON_WILD,
    move: 'play g3',
    want: ['refused', 'EC-A10'],
  },
  {
    name: "unable to play the Wild's colour, draw one, and play it if it fits",
    source: 'EC-41: "a card must be picked up from the top of the deck. This card is permitted to be played."',
    ids: ['EC-41', 'EC-16'],
    at: 'you: b7 g3 | p2: 5 | discard: b3 W | colour: red | pile: r2',
    before: ['draw'],
    move: 'play r2',
    want: ['allowed', 'EC-16', 'play-drawn'],
  },
  {
    name: 'a Wild Pick Up 3 goes on any card',
    source: 'EC-45: "This card may be used at any time."',
    ids: ['EC-45'],
    at: WILDS,
    move: 'play W3',
    want: ['allowed', 'EC-45'],
  },
  {
    name: 'after a Wild Pick Up 3, a colour is chosen and the next player must pick up',
    source: 'EC-44: "gets to choose a new color … the following player must draw three cards"',
    ids: ['EC-44'],
    at: WILDS,
    before: ['play W3'],
    move: 'colour yellow',
    want: ['allowed', 'EC-44', 'colour'],
    then: (after) => {
      expect(after.colour).toBe('yellow');
      expect(after.current).toBe(1);
      expect(after.step).toEqual({ kind: 'pick-up', cause: 'wild-pick-up-3' });
    },
  },
  {
    name: "the Wild Pick Up 3's colour is chosen first",
    source: 'EC-44',
    ids: ['EC-44'],
    at: WILDS,
    before: ['play W3'],
    move: 'keep',
    want: ['refused', 'EC-44', 'choose-first'],
  },
  {
    name: "the Wild Pick Up 3's victim picks up three",
    source: 'EC-44: "the following player must draw three cards from the deck"',
    ids: ['EC-44'],
    at: WILDS,
    before: ['play W3', 'colour yellow'],
    move: 'draw',
    want: ['allowed', 'EC-44', 'draw'],
  },
  {
    name: "the Wild Pick Up 3's victim cannot end the turn without picking up",
    source: 'EC-44',
    ids: ['EC-44'],
    at: WILDS,
    before: ['play W3', 'colour yellow'],
    move: 'keep',
    want: ['refused', 'EC-44', 'must'],
  },
  // EC-33, EC-43, EC-46, EC-A5, EC-A6: the first card turned up.
  {
    name: 'a Pick Up 3 turned up: the first player picks up three',
    source: 'EC-33: "the following player must pick up the 3 cards for his/her turn"; EC-A5 (a)',
    ids: ['EC-33', 'EC-A5'],
    at: FIRST_P,
    move: 'draw',
    want: ['allowed', 'EC-33', 'draw'],
    then: (after) => {
      expect(after.hands[1]).toHaveLength(7);
      expect(after.current).toBe(2);
    },
  },
  {
    name: 'a Pick Up 3 turned up: the first player cannot play first',
    source: 'EC-A5: "the first player draws 3 and the turn passes on"',
    ids: ['EC-A5'],
    at: FIRST_P,
    move: 'play b9',
    want: ['refused', 'EC-A5'],
  },
  {
    name: 'a Pick Up 3 turned up: the first player cannot skip the pick-up',
    source: 'EC-33',
    ids: ['EC-33'],
    at: FIRST_P,
    move: 'keep',
    want: ['refused', 'EC-33', 'must'],
  },
  {
    name: 'a Wild turned up: the first player chooses the colour, then plays',
    source: 'EC-43: "the first player gets to choose the color to begin"',
    ids: ['EC-43'],
    at: FIRST_W,
    move: 'colour green',
    want: ['allowed', 'EC-43'],
    then: (after) => {
      expect(after.current).toBe(1);
      expect(after.step).toEqual({ kind: 'play' });
      expect(check(after, { type: 'play', card: handOf(after, 1)[2] as EchadCard, echad: false })).toMatchObject({
        ok: true,
        rule: 'EC-41',
      });
    },
  },
  {
    name: 'a Wild turned up: no card before the colour is chosen',
    source: 'EC-43',
    ids: ['EC-43'],
    at: FIRST_W,
    move: 'play g2',
    want: ['refused', 'EC-43', 'choose-first'],
  },
  {
    name: 'a Wild Pick Up 3 turned up: the first player picks up three',
    source: 'EC-46: "the first player must pick up three cards and chooses the color"',
    ids: ['EC-46'],
    at: FIRST_W3,
    move: 'draw',
    want: ['allowed', 'EC-46', 'draw'],
    then: (after) => {
      expect(after.hands[1]).toHaveLength(6);
      expect(after.current).toBe(1);
      expect(after.step).toEqual({ kind: 'choose-colour', cause: 'first-wild-pick-up-3' });
    },
  },
  {
    name: 'a Wild Pick Up 3 turned up: pick up before choosing',
    source: 'EC-46',
    ids: ['EC-46'],
    at: FIRST_W3,
    move: 'colour red',
    want: ['refused', 'EC-46', 'must'],
  },
  {
    name: 'a Wild Pick Up 3 turned up: choosing the colour ends the turn',
    source: 'EC-A6 (a): "the first player draws 3, chooses the colour, and the turn ends"',
    ids: ['EC-A6'],
    at: FIRST_W3,
    before: ['draw'],
    move: 'colour red',
    want: ['allowed', 'EC-A6'],
    then: (after) => {
      expect(after.colour).toBe('red');
      expect(after.current).toBe(2);
    },
  },
  {
    name: 'a Wild Pick Up 3 turned up: the first player does not play',
    source: 'EC-A6 (a), not (b) "then plays"',
    ids: ['EC-A6'],
    at: FIRST_W3,
    before: ['draw'],
    move: 'play r5',
    want: ['refused', 'EC-A6'],
  },
  {
    name: 'a Wild Pick Up 3 turned up: no play before picking up either',
    source: 'EC-A6',
    ids: ['EC-A6'],
    at: FIRST_W3,
    move: 'play r5',
    want: ['refused', 'EC-A6'],
  },
  // EC-47, EC-48: the draw-until-match variant.
  {
    name: 'with draw-until-match, a card that does not fit cannot be kept',
    source: 'EC-48: "continue to draw until a match can be made"',
    ids: ['EC-48', 'EC-47'],
    at: UNTIL,
    before: ['draw'],
    move: 'keep',
    want: ['refused', 'EC-48', 'keep'],
  },
  {
    name: 'with draw-until-match, draw again',
    source: 'EC-48',
    ids: ['EC-48'],
    at: UNTIL,
    before: ['draw'],
    move: 'draw',
    want: ['allowed', 'EC-48', 'again'],
    then: (after) => expect(after.step).toMatchObject({ kind: 'drawn', card: { id: 'blue-tet-1' } }),
  },
  {
    name: 'with draw-until-match, the matching card drawn may be played',
    source: 'EC-48',
    ids: ['EC-48'],
    at: UNTIL,
    before: ['draw', 'draw'],
    move: 'play b9',
    want: ['allowed', 'EC-16', 'play-drawn'],
  },
  {
    name: 'with draw-until-match, a player who declined draws only one',
    source: 'EC-48: the variant is for a player who "cannot match"',
    ids: ['EC-48', 'EC-18'],
    at: 'you: b5 y7 | p2: 5 | discard: b3 | pile: g9 g8 | rules: draw-until-match',
    before: ['draw'],
    move: 'keep',
    want: ['allowed', 'EC-17'],
  },
  {
    name: 'without the variant, one card is drawn',
    source: 'EC-47: variants only when all agree',
    ids: ['EC-47'],
    at: NO_MATCH,
    before: ['draw'],
    move: 'keep',
    want: ['allowed', 'EC-17'],
  },
];

const TURN_CASES: readonly TurnCase[] = [
  {
    name: "the dealer's left starts",
    source: 'EC-12: "The player sitting to the left of the dealer begins the game."',
    ids: ['EC-12'],
    at: 'you: 7 | p2: 7 | p3: 7 | discard: g4 | turn: p2 | step: play first',
    seat: 1,
    want: ['allowed', 'EC-12'],
  },
  {
    name: 'nobody else starts',
    source: 'EC-12',
    ids: ['EC-12'],
    at: 'you: 7 | p2: 7 | p3: 7 | discard: g4 | turn: p2 | step: play first',
    seat: 2,
    want: ['refused', 'EC-12'],
  },
  {
    name: "a Change of Direction turned up: the dealer's right starts",
    source: 'EC-36: "the player to the right of the dealer will begin the game"',
    ids: ['EC-36'],
    at: FIRST_R,
    seat: 3,
    want: ['allowed', 'EC-36'],
  },
  {
    name: "a Change of Direction turned up: the dealer's left does not start",
    source: 'EC-36',
    ids: ['EC-36'],
    at: FIRST_R,
    seat: 1,
    want: ['refused', 'EC-36'],
  },
  {
    name: "a Lose a Turn turned up: the dealer's left loses the turn",
    source: 'EC-39: "the player on his left—who usually goes first—loses a turn"',
    ids: ['EC-39'],
    at: () => seedWithUpcard(isAction('lose-a-turn')),
    seat: -1,
    want: ['refused', 'EC-39'],
  },
  {
    name: 'a Lose a Turn turned up: the next player starts',
    source: 'EC-39',
    ids: ['EC-39'],
    at: () => seedWithUpcard(isAction('lose-a-turn')),
    seat: -2,
    want: ['allowed', 'EC-39'],
  },
  {
    name: 'your turn is over once your card is down',
    source: 'EC-15: "This action completes his/her turn."',
    ids: ['EC-15'],
    at: GIMEL,
    before: ['play b7'],
    seat: 0,
    want: ['refused', 'EC-15'],
  },
  {
    name: 'your turn is over once the drawn card is in your hand',
    source: 'EC-17: "which would also complete his/her turn"',
    ids: ['EC-17'],
    at: NO_MATCH,
    before: ['draw', 'keep'],
    seat: 0,
    want: ['refused', 'EC-17', 'done'],
  },
  {
    name: 'the pick-up was the whole turn',
    source: 'EC-31: "which would complete his/her turn"',
    ids: ['EC-31'],
    at: VICTIM,
    before: ['draw'],
    seat: 1,
    want: ['refused', 'EC-31', 'done'],
  },
  {
    name: "everyone else waits for the wild's colour, not for turn order",
    source: 'EC-40: "the player may choose the color to continue play with"',
    ids: ['EC-40'],
    at: 'you: 7 | p2: 7 | p3: 7 | discard: g4 W | turn: p2 | step: choose-colour',
    seat: 2,
    want: ['refused', 'EC-40', 'choose-first'],
  },
  {
    name: 'the skipped player has no turn',
    source: 'EC-37: "the next player does not take a turn"',
    ids: ['EC-37'],
    at: ACTIONS,
    before: ['play bS'],
    seat: 1,
    want: ['refused', 'EC-37'],
  },
  {
    name: 'the house rule skips the other of two players',
    source: 'EC-A13',
    ids: ['EC-A13'],
    at: 'you: bR r5 y2 | p2: 5 | discard: b3 | rules: reverse-skips',
    before: ['play bR'],
    seat: 1,
    want: ['refused', 'EC-A13'],
  },
  {
    name: 'play goes clockwise: the left neighbour is next',
    source: 'EC-A16: "Recommend clockwise (leftwards) by default."',
    ids: ['EC-A16'],
    at: GIMEL,
    before: ['play b7'],
    seat: 1,
    want: ['allowed', 'EC-A16'],
  },
  {
    name: 'a player further round waits',
    source: 'EC-A16',
    ids: ['EC-A16'],
    at: GIMEL,
    before: ['play b7'],
    seat: 2,
    want: ['refused', 'EC-A16'],
  },
  {
    name: 'after a Change of Direction, the right neighbour is next',
    source: 'EC-34, EC-A16',
    ids: ['EC-34', 'EC-A16'],
    at: ACTIONS,
    before: ['play bR'],
    seat: 2,
    want: ['allowed', 'EC-A16'],
  },
  {
    name: 'nobody has a turn after the round',
    source: 'EC-24',
    ids: ['EC-24'],
    at: LAST,
    before: ['play b5'],
    seat: 1,
    want: ['refused', 'EC-24', 'over'],
  },
];

const OPTION_CASES: readonly OptionsCase[] = [
  {
    name: 'two to ten players',
    source: 'EC-A4: "recommend 2–10"',
    ids: ['EC-A4'],
    options: { players: 10 },
    want: ['allowed', 'EC-A4'],
  },
  { name: 'not eleven players', source: 'EC-A4', ids: ['EC-A4'], options: { players: 11 }, want: ['refused', 'EC-A4'] },
  { name: 'not one player', source: 'EC-A4', ids: ['EC-A4'], options: { players: 1 }, want: ['refused', 'EC-A4'] },
  {
    name: 'a game needs a points target',
    source: 'EC-30: "the first player to reach 300 points"',
    ids: ['EC-30'],
    options: { target: 0 },
    want: ['refused', 'EC-30'],
  },
  {
    name: 'any points target may be agreed',
    source: 'EC-30, EC-47',
    ids: ['EC-30', 'EC-47'],
    options: { target: 500 },
    want: ['allowed', 'EC-A4'],
  },
  {
    name: 'the letters split one of two ways',
    source: 'EC-A1',
    ids: ['EC-A1'],
    options: { letterSplit: 'alef-once' },
    want: ['allowed', 'EC-A4'],
  },
  {
    name: 'no other split',
    source: 'EC-A1',
    ids: ['EC-A1'],
    options: { letterSplit: 'bet-once' as 'alef-once' },
    want: ['refused', 'EC-A1'],
  },
];

function countWhere(deck: readonly EchadCard[], pred: (c: EchadCard) => boolean): number {
  return deck.filter(pred).length;
}

const FACTS: readonly FactCase[] = [
  {
    name: '76 letter cards, 19 in each colour',
    source: 'EC-01: "76 cards – Alef through Yud (19 each of blue, green, red, yellow)"',
    ids: ['EC-01'],
    fact: () => {
      const deck = fullDeck();
      expect(countWhere(deck, (c) => c.kind === 'letter')).toBe(76);
      for (const colour of ['blue', 'green', 'red', 'yellow']) {
        expect(countWhere(deck, (c) => c.kind === 'letter' && c.colour === colour)).toBe(19);
      }
    },
  },
  {
    name: '24 coloured action cards',
    source: 'EC-02: "24 Special Action cards"',
    ids: ['EC-02'],
    fact: () => expect(countWhere(fullDeck(), (c) => c.kind === 'action')).toBe(24),
  },
  {
    name: 'two of each action per colour',
    source: 'EC-03…EC-05: "(2 of each color)"',
    ids: ['EC-03', 'EC-04', 'EC-05'],
    fact: () => {
      for (const action of ['pick-up-3', 'change-direction', 'lose-a-turn']) {
        for (const colour of ['blue', 'green', 'red', 'yellow']) {
          expect(countWhere(fullDeck(), (c) => c.kind === 'action' && c.action === action && c.colour === colour)).toBe(
            2,
          );
        }
      }
    },
  },
  {
    name: '3 Wild, 3 Wild Pick Up 3, 2 Blank: 108 in the box',
    source: 'EC-06: "3 Wild Pick Up 3 Cards"',
    ids: ['EC-06'],
    fact: () => {
      expect(countWhere(fullDeck(), isWild('wild'))).toBe(3);
      expect(countWhere(fullDeck(), isWild('wild-pick-up-3'))).toBe(3);
      expect(BLANK_CARDS).toBe(2);
      expect(fullDeck().length + BLANK_CARDS).toBe(BOX_CARDS);
    },
  },
  {
    name: 'blank cards are spares, not dealt: 106 cards in play',
    source: 'EC-07: "Blank Cards are provided in case any of the other cards are lost."; EC-A2',
    ids: ['EC-07', 'EC-A2'],
    fact: () => {
      expect(DECK_SIZE).toBe(106);
      const s = setup(DEFAULT_OPTIONS, 1);
      expect(s.hands.flat().length + s.pile.length + s.discard.length).toBe(106);
    },
  },
  {
    name: 'blank cards have no points because they never reach a hand',
    source: 'EC-A17: "moot if blanks are excluded"',
    ids: ['EC-A17'],
    fact: () => {
      expect(fullDeck().every((c) => c.kind === 'letter' || c.kind === 'action' || c.kind === 'wild')).toBe(true);
      expect(fullDeck().reduce((sum, c) => sum + cardPoints(c), 0)).toBe(760);
    },
  },
  {
    name: 'Yud once and Alef–Tet twice per colour, or Alef once',
    source: 'EC-A1: "Recommend: Alef–Tet (1–9) twice each and Yud (10) once per colour."',
    ids: ['EC-A1'],
    fact: () => {
      const yud = fullDeck('yud-once');
      const alef = fullDeck('alef-once');
      expect(countWhere(yud, (c) => c.kind === 'letter' && c.colour === 'red' && c.value === 10)).toBe(1);
      expect(countWhere(yud, (c) => c.kind === 'letter' && c.colour === 'red' && c.value === 1)).toBe(2);
      expect(countWhere(alef, (c) => c.kind === 'letter' && c.colour === 'red' && c.value === 1)).toBe(1);
      expect(countWhere(alef, (c) => c.kind === 'letter' && c.colour === 'red' && c.value === 10)).toBe(2);
      expect(alef.length).toBe(106);
      expect(alef.reduce((sum, c) => sum + cardPoints(c), 0)).toBe(796);
      expect(setup({ ...DEFAULT_OPTIONS, letterSplit: 'alef-once' }, 3).options.letterSplit).toBe('alef-once');
    },
  },
  {
    name: 'the aim: the first to empty the hand wins the round',
    source: 'EC-08: "Be the first player to use all of your in-hand cards"',
    ids: ['EC-08'],
    fact: () => {
      const s = play(parsePosition(LAST), 'play b5');
      expect(s.wentOut).toBe(0);
      expect(legalMoves(s)).toEqual([]);
    },
  },
  {
    name: "seven cards each, dealt from the dealer's left; dealer by lot",
    source: 'EC-09: "deal each player seven cards"',
    ids: ['EC-09'],
    fact: () => {
      const dealers = new Set<number>();
      for (let seed = 0; seed < 40; seed++) {
        const s = setup({ ...DEFAULT_OPTIONS, players: 5 }, seed);
        dealers.add(s.dealer);
        expect(s.hands.every((h) => h.length === HAND_SIZE)).toBe(true);
      }
      expect(dealers.size).toBe(5);
    },
  },
  {
    name: 'the rest is one shared draw pile; one card turned up',
    source: 'EC-10: "a shared drawing pile"; EC-11: "The top card should then be turned over"',
    ids: ['EC-10', 'EC-11'],
    fact: () => {
      for (const players of [2, 4, 10]) {
        const s = setup({ ...DEFAULT_OPTIONS, players }, players);
        expect(s.discard).toHaveLength(1);
        expect(s.pile).toHaveLength(106 - 7 * players - 1);
      }
    },
  },
  {
    name: "the dealer's left starts when a letter is turned up",
    source: 'EC-12',
    ids: ['EC-12', 'EC-A16'],
    fact: () => {
      const s = seedWithUpcard((c) => c.kind === 'letter');
      expect(s.current).toBe((s.dealer + 1) % 4);
      expect(s.direction).toBe('cw');
      expect(s.step).toEqual({ kind: 'play' });
    },
  },
  {
    name: 'the example in numbers: on a blue Gimel, blue cards and Gimels fit, nothing else does',
    source: 'EC-14: seed example; matches() and matchCard() agree',
    ids: ['EC-14', 'EC-13'],
    fact: () => {
      const s = parsePosition(GIMEL);
      const top = topCard(s);
      const fitting = fullDeck().filter((c) => matches(c, top, s.colour));
      expect(
        fitting.every((c) => c.kind === 'wild' || c.colour === 'blue' || (c.kind === 'letter' && c.value === 3)),
      ).toBe(true);
      expect(fitting).toHaveLength(25 + 6 + 6);
      for (const c of fullDeck()) expect(matchCard(s, c).ok).toBe(matches(c, top, s.colour));
    },
  },
  {
    name: 'the winner collects the points left in the other hands',
    source: 'EC-25: "added up altogether and awarded to the winning player"',
    ids: ['EC-25'],
    fact: () => {
      const s = play(parsePosition('you: b5 | p2: r5 y7 | p3: gS W3 | p4: b10 | discard: b3'), 'play b5');
      expect(s.roundPoints).toEqual([12 + 30 + 10, 0, 0, 0]);
    },
  },
  {
    name: 'letters score their value; actions 10; wilds 20',
    source: 'EC-26: "Face Value"; EC-27: "10 points"; EC-28: "20 points"',
    ids: ['EC-26', 'EC-27', 'EC-28'],
    fact: () => {
      const deck = fullDeck();
      for (const c of deck) {
        if (c.kind === 'letter') expect(cardPoints(c)).toBe(c.value);
        if (c.kind === 'action') expect(cardPoints(c)).toBe(10);
        if (c.kind === 'wild') expect(cardPoints(c)).toBe(20);
      }
      expect(handPoints(deck)).toBe(760);
    },
  },
  {
    name: 'scores are kept from round to round; the deal passes left',
    source: 'EC-29: "a scorekeeping method should be used"',
    ids: ['EC-29'],
    fact: () => {
      const over = play(
        parsePosition('you: b5 | p2: r5 | p3: y7 | discard: b3 | scores: 10 20 30 | dealer: p3'),
        'play b5',
      );
      expect(over.status).toBe('round-over');
      const next = nextRound(over);
      expect(next.scores).toEqual([22, 20, 30]);
      expect(next.round).toBe(2);
      expect(next.dealer).toBe(0);
      expect(next.hands.every((h) => h.length === 7)).toBe(true);
    },
  },
  {
    name: 'the first to 300 wins the game',
    source: 'EC-30: "the first player to reach 300 points"; EC-A15',
    ids: ['EC-30', 'EC-A15'],
    fact: () => {
      const almost = 'you: b5 | p2: r5 | p3: y7 | discard: b3 | scores: 290 250 299';
      const over = play(parsePosition(almost), 'play b5');
      expect(over.scores).toEqual([302, 250, 299]);
      expect(over.status).toBe('game-over');
      expect(gameWinner(over)).toBe(0);
      expect(() => nextRound(over)).toThrow();
      const short = play(parsePosition('you: b5 | p2: b1 | discard: b3 | scores: 298 0'), 'play b5');
      expect(short.status).toBe('round-over');
      expect(gameWinner(short)).toBeNull();
    },
  },
  {
    name: 'a Pick Up 3 turned up: the first player must pick up',
    source: 'EC-33, EC-A5',
    ids: ['EC-33', 'EC-A5'],
    fact: () => {
      const s = seedWithUpcard(isAction('pick-up-3'));
      expect(s.current).toBe((s.dealer + 1) % 4);
      expect(legalMoves(s)).toEqual([{ type: 'draw' }]);
      const after = apply(s, { type: 'draw' });
      expect(after.current).toBe((s.dealer + 2) % 4);
    },
  },
  {
    name: 'a Change of Direction turns the play for the whole table',
    source: 'EC-34',
    ids: ['EC-34'],
    fact: () => {
      const s = play(parsePosition('you: bR y2 | p2: 5 | p3: 5 | p4: 5 | discard: b3'), 'play bR');
      expect(s.direction).toBe('ccw');
      expect(s.current).toBe(3);
    },
  },
  {
    name: "a Change of Direction turned up: counterclockwise from the dealer's right",
    source: 'EC-36: "the play will begin counterclockwise"',
    ids: ['EC-36'],
    fact: () => {
      const s = seedWithUpcard(isAction('change-direction'));
      expect(s.direction).toBe('ccw');
      expect(s.current).toBe((s.dealer + 3) % 4);
    },
  },
  {
    name: "a Lose a Turn turned up: the player after the dealer's left starts",
    source: 'EC-39',
    ids: ['EC-39'],
    fact: () => {
      const s = seedWithUpcard(isAction('lose-a-turn'));
      expect(s.current).toBe((s.dealer + 2) % 4);
      expect(s.skipped).toEqual({ seat: (s.dealer + 1) % 4, rule: 'EC-39' });
    },
  },
  {
    name: 'a Wild turned up: the first player chooses the colour',
    source: 'EC-43',
    ids: ['EC-43'],
    fact: () => {
      const s = seedWithUpcard(isWild('wild'));
      expect(s.current).toBe((s.dealer + 1) % 4);
      expect(s.colour).toBeNull();
      expect(legalMoves(s).map((m) => m.type)).toEqual([
        'choose-colour',
        'choose-colour',
        'choose-colour',
        'choose-colour',
      ]);
    },
  },
  {
    name: 'a Wild Pick Up 3 turned up: the first player picks up, then chooses',
    source: 'EC-46, EC-A6',
    ids: ['EC-46', 'EC-A6'],
    fact: () => {
      const s = seedWithUpcard(isWild('wild-pick-up-3'));
      expect(s.step).toEqual({ kind: 'pick-up', cause: 'first-wild-pick-up-3' });
      const picked = apply(s, { type: 'draw' });
      const chosen = apply(picked, { type: 'choose-colour', colour: 'green' });
      expect(chosen.current).toBe((s.dealer + 2) % 4);
      expect(chosen.colour).toBe('green');
    },
  },
  {
    name: 'house rules are agreed before the game and are off unless chosen',
    source: 'EC-47: "only when all of the players agree upon the rule adjustments prior to beginning the game"',
    ids: ['EC-47', 'EC-48', 'EC-A13'],
    fact: () => {
      expect(DEFAULT_OPTIONS).toMatchObject({
        drawUntilMatch: false,
        reverseSkipsWithTwo: false,
        letterSplit: 'yud-once',
        target: 300,
      });
      const s = setup({ ...DEFAULT_OPTIONS, drawUntilMatch: true }, 9);
      expect(s.options.drawUntilMatch).toBe(true);
    },
  },
  {
    name: 'no stacking: the only answer to a Pick Up 3 is to pick up',
    source: 'EC-A7',
    ids: ['EC-A7'],
    fact: () => expect(legalMoves(parsePosition(VICTIM))).toEqual([{ type: 'draw' }]),
  },
  {
    name: 'a wild is playable on any top card',
    source: 'EC-A8: "on one\'s own turn, on any top card"',
    ids: ['EC-A8'],
    fact: () => {
      for (const top of fullDeck()) {
        expect(
          matches(fullDeck().find(isWild('wild')) as EchadCard, top, top.kind === 'wild' ? 'red' : top.colour),
        ).toBe(true);
      }
    },
  },
  {
    name: "the wild's colour stays in force until a card of that colour is played",
    source: 'EC-A10: "It stays in force until a card of that colour (or another wild) is played"',
    ids: ['EC-A10'],
    fact: () => {
      const s = parsePosition(ON_WILD);
      const fitting = handOf(s, 0)
        .filter((c) => matches(c, topCard(s), s.colour))
        .map(cardCode);
      expect(fitting).toEqual(['r7', 'rP']);
      expect(play(s, 'play r7').colour).toBe('red');
    },
  },
  {
    name: 'the round ends within the play: a round of bots always finishes',
    source: 'EC-24',
    ids: ['EC-24'],
    fact: () => {
      let s = setup(DEFAULT_OPTIONS, 5);
      for (let i = 0; i < 2000 && s.status === 'playing'; i++) s = apply(s, legalMoves(s)[0] as EchadMove);
      expect(s.status).not.toBe('playing');
    },
  },
  {
    name: 'by default play goes clockwise, to the left',
    source: 'EC-A16',
    ids: ['EC-A16'],
    fact: () => {
      const s = play(parsePosition('you: b5 r2 y3 | p2: 5 | p3: 5 | p4: 5 | discard: b3'), 'play b5');
      expect(s.current).toBe(1);
    },
  },
  {
    name: 'the Echad call-out is open to everyone but the player until the next turn begins',
    source: 'EC-A3: "a challenge window open to any opponent until the next player\'s first action; penalty 2 cards"',
    ids: ['EC-A3', 'EC-23'],
    fact: () => {
      const s = play(parsePosition(PAIR), 'play b5');
      expect(legalMoves(s).filter((m) => m.type === 'challenge')).toEqual([
        { type: 'challenge', by: 1 },
        { type: 'challenge', by: 2 },
      ]);
      const begun = play(s, 'draw');
      expect(begun.echad?.open).toBe(false);
      expect(legalMoves(begun).some((m) => m.type === 'challenge')).toBe(false);
    },
  },
];

/**
 * The rule numbers that can refuse something: a move (check), a seat (turnCheck) or the options
 * (checkOptions). The others only allow, or are facts about the cards and the score.
 */
// prettier-ignore
const REFUSABLE: readonly EchadRuleId[] = [
  'EC-12', 'EC-13', 'EC-15', 'EC-16', 'EC-17', 'EC-19', 'EC-21', 'EC-22', 'EC-23', 'EC-24', 'EC-30',
  'EC-31', 'EC-32', 'EC-33', 'EC-35', 'EC-36', 'EC-37', 'EC-38', 'EC-39', 'EC-40', 'EC-41', 'EC-43',
  'EC-44', 'EC-46', 'EC-48',
  'EC-A1', 'EC-A3', 'EC-A4', 'EC-A5', 'EC-A6', 'EC-A7', 'EC-A8', 'EC-A9', 'EC-A10', 'EC-A12', 'EC-A13', 'EC-A16',
];

describe('moves', () => {
  test.each(MOVE_CASES)('$name ($source)', (c) => {
    const state = reach(c.at, c.before);
    const move = moveOf(state, c.move);
    const verdict = check(state, move);
    expectVerdict(verdict, c.want);
    if (verdict.ok) {
      const after = apply(state, move);
      c.then?.(after, state);
    } else {
      expect(() => apply(state, move)).toThrow(verdict.rule);
    }
  });
});

describe('whose turn', () => {
  test.each(TURN_CASES)('$name ($source)', (c) => {
    const state = reach(c.at, c.before);
    // Negative seats are relative to the dealer: -1 is the dealer's left, -2 the seat after it.
    const seat = c.seat >= 0 ? c.seat : (state.dealer - c.seat) % state.hands.length;
    expectVerdict(turnCheck(state, seat), c.want);
  });
});

describe('options', () => {
  test.each(OPTION_CASES)('$name ($source)', (c) => {
    expectVerdict(checkOptions({ ...DEFAULT_OPTIONS, ...c.options }), c.want);
    if (c.want[0] === 'refused') expect(() => setup({ ...DEFAULT_OPTIONS, ...c.options }, 1)).toThrow(c.want[1]);
  });
});

describe('facts', () => {
  test.each(FACTS)('$name ($source)', (c) => c.fact());
});

describe('coverage of the rule numbers', () => {
  const verdictCases = [...MOVE_CASES, ...TURN_CASES, ...OPTION_CASES];
  const all: readonly EchadRuleId[] = [...ECHAD_RULES, ...ECHAD_RULINGS];

  test.each(all)('%s has a case', (id) => {
    const tagged = [...verdictCases, ...FACTS].filter((c) => c.ids.includes(id));
    expect(tagged.length, `no case is tagged ${id}`).toBeGreaterThan(0);
  });

  test.each(REFUSABLE)('%s is refused by some case and allowed by another', (id) => {
    expect(
      verdictCases.some((c) => c.want[0] === 'refused' && c.want[1] === id),
      `no case refuses by ${id}`,
    ).toBe(true);
    expect(
      verdictCases.some((c) => c.want[0] === 'allowed' && c.ids.includes(id)),
      `no allowed case is tagged ${id}`,
    ).toBe(true);
  });

  test('only the refusable rule numbers refuse', () => {
    const refusing = new Set(verdictCases.filter((c) => c.want[0] === 'refused').map((c) => c.want[1]));
    expect([...refusing].sort()).toEqual([...REFUSABLE].sort());
  });

  test('every case cites rule numbers that exist', () => {
    for (const c of [...verdictCases, ...FACTS]) for (const id of c.ids) expect(all).toContain(id);
  });
});

describe('the player named as next in a verdict', () => {
  test('after a Change of Direction it is the player on the other side (EC-34)', () => {
    const state = parsePosition('you: bR b5 g2 | p2: 3 | p3: 3 | p4: 3 | discard: b7');
    const card = handOf(state, 0).find((c) => c.kind === 'action')!;
    const verdict = check(state, { type: 'play', card, echad: false });
    expect(verdict).toMatchObject({ ok: true, params: { next: { seat: 3 } } });
  });
});
