/**
 * The table of Mezza rule cases: for every rule number and ruling, positions where the engine
 * allows or refuses a move, and facts the engine must hold. rules.test.ts runs it; the catalogue
 * test explains every verdict in it. Plain data and functions, no test runner, so both can share it.
 *
 * `source` says where a case comes from: the German rule text (quoted), the checklist
 * (shared/rules/mezza.md, which numbers the rules and rulings) or a ruling.
 */
import type { RngState } from '../../engine/rng';
import type { FactCase as KitFactCase, VerdictCase as KitVerdictCase } from '../../engine/rule-cases';
import { actors, movesOf } from './actors';
import { botMove } from './bot';
import { KINDS, type MezzaCard, deckOf, isJoker, valueOf } from './cards';
import { parseMove } from './moves';
import { mezzaThings } from './names';
import { pileRank } from './pile';
import { parsePosition } from './position';
import type { MezzaRuleId } from './rule-ids';
import { judge } from '../../engine/session';
import { seatZone } from '../../engine/zones';
import { mezza } from './engine';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import { placesOf } from './scoring';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaOptions, type MezzaState } from './state';
import { sourceOf } from './table';
import { view } from './view';

export type VerdictCase = KitVerdictCase<MezzaRuleId>;
export type FactCase = KitFactCase<MezzaRuleId>;

/** Rule numbers under which the engine can refuse something; every one needs a refusing case. */
export const REFUSABLE: readonly MezzaRuleId[] = [
  'MZ-07',
  'MZ-08',
  'MZ-11',
  'MZ-12',
  'MZ-13',
  'MZ-14',
  'MZ-16',
  'MZ-17',
  'MZ-18',
  'MZ-20',
  'MZ-22',
  'MZ-23',
  'MZ-27',
  'MZ-28',
  'MZ-32',
  'MZ-33',
  'MZ-36',
  'MZ-39',
  'MZ-40',
  'MZ-46',
  'MZ-47',
  'MZ-48',
  'MZ-49',
  'MZ-50',
  'MZ-51',
  'MZ-52',
  'MZ-61',
  'MZ-62',
  'MZ-A2',
  'MZ-A5',
  'MZ-A13',
  'MZ-A14',
  'MZ-A15',
  'MZ-31',
];

const at = (position: string, options?: Partial<MezzaOptions>): MezzaState => parsePosition(position, options);

export function moveIn(state: MezzaState, text: string): MezzaMove {
  const m = parseMove(text, state);
  if ('error' in m) throw new Error(m.error);
  return m;
}

/** Plays the moves in order, each of which must be allowed. */
export function playOut(state: MezzaState, moves: readonly string[]): MezzaState {
  return moves.reduce((s, text) => apply(s, moveIn(s, text)), state);
}

/** The verdict on the last move after the others have been played. */
const checkAfter = (position: string, moves: readonly string[], options?: Partial<MezzaOptions>) => () => {
  const s = playOut(at(position, options), moves.slice(0, -1));
  return check(s, moveIn(s, moves[moves.length - 1] as string));
};
const checkAt = (position: string, move: string, options?: Partial<MezzaOptions>) =>
  checkAfter(position, [move], options);

// Positions used by several cases: two players unless said otherwise; p2's cards do not matter.
const P2 = 'p2: #3 / #3 / #3';
const on = (pile: string, hand: string, more = '') =>
  `you: ${hand} / #3 / #3 | ${P2} | pile: ${pile} | draw: #10${more}`;
/** A 9½ to play on an 8, and another 9½ to draw. */
const NINE_AFTER_NINE = `you: 9½ 2 1 / #3 / #3 | ${P2} | pile: 8 | draw: 9½ +5`;
/** Three players, the pile's top a 6½ played by you; p3 holds a ½ to snatch with. */
const SNATCH =
  'you: 2 5 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 4 5 / #3 / #3 | pile: 6½ | draw: #10 | turn: p2 | step: snatch you';
/** You are down to your face-up cards: hand and draw pile empty. */
const FACE_UP = `you: - / 8 8 3 / #3 | ${P2} | pile: 5`;
/** The first card: p2 holds the lowest hand card, a ½. */
const START_P2 = 'you: 2 5 8 / #3 / #3 | p2: ½ 4 9 / #3 / #3 | draw: #10 | step: start | turn: p2';
/** Three players; you hold two 7s. */
const SEVENS = 'you: 7 7 8 / #3 / #3 | p2: 9 9 8 / #3 / #3 | p3: 2 3 4 / #3 / #3 | pile: 5 | draw: #10';

export const VERDICT_CASES: readonly VerdictCase[] = [
  // Setup.
  {
    name: 'a hand card swapped for a face-up card before play',
    source: 'MZ-07: "beliebig viele Karten aus seinem Blatt gegen seine aufgedeckten Karten"',
    verdict: checkAt(`you: 2 5 8 / 9½ T 7 / #3 | ${P2} | draw: #10 | step: swap`, 'swap you 2 9½'),
    expected: { ok: true, rule: 'MZ-07', params: { case: 'swap', hand: '2', faceUp: '9½' } },
  },
  {
    name: 'a swap only between a seat’s own hand and its own face-up cards',
    source: 'MZ-07: "aus seinem Blatt gegen seine aufgedeckten Karten"',
    verdict: () => {
      const s = at(`you: 2 5 8 / 9½ T 7 / #3 | p2: 4 4 4 / #3 / #3 | draw: #50 | step: swap`);
      const theirs = s.hands[1]?.[0] as MezzaCard;
      return check(s, { type: 'swap', seat: 0, hand: theirs, faceUp: s.faceUp[0]?.[0] as MezzaCard });
    },
    expected: { ok: false, rule: 'MZ-07', params: { case: 'not-yours' } },
  },
  {
    name: 'no swap once play has begun',
    source: 'MZ-07: swaps are made "before play"',
    verdict: checkAt(on('5', '2 5 8'), 'swap you 2 9½'),
    expected: { ok: false, rule: 'MZ-07', params: { case: 'started' } },
  },
  {
    name: 'the starter opens with its lowest hand card',
    source: 'MZ-08: "Der Spieler mit der niedrigsten Karte in seinem Blatt beginnt"',
    verdict: checkAt(`you: 2 5 8 / #3 / #3 | ${P2} | draw: #10 | step: start`, 'play 2'),
    expected: { ok: true, rule: 'MZ-08', params: { card: '2' } },
  },
  {
    name: 'the starter may not open with another card',
    source: 'MZ-08, MZ-A11',
    verdict: checkAt(`you: 2 5 8 / #3 / #3 | ${P2} | draw: #10 | step: start`, 'play 5'),
    expected: { ok: false, rule: 'MZ-08', params: { card: '5', lowest: '2' } },
  },
  {
    name: 'the starter plays both copies of its lowest card',
    source: 'ruling MZ-A11: "The starter may play all copies of that rank"',
    verdict: checkAt(`you: ½ ½ 8 / #3 / #3 | ${P2} | draw: #10 | step: start`, 'play ½ ½'),
    expected: { ok: true, rule: 'MZ-A11', params: { card: '½', cards: 'two ½s' } },
    shows: ['MZ-10'],
  },
  {
    name: 'the first turn is the starter’s, by the lowest hand card',
    source:
      'MZ-08: "Der Spieler mit der niedrigsten Karte in seinem Blatt beginnt"; MZ-10: "Die niedrigste Karte ist eine 1/2."',
    verdict: () => turnCheck(at(START_P2), 1),
    expected: { ok: true, rule: 'MZ-08', params: { case: 'starter', player: 'Player 2', lowest: 'a ½' } },
    shows: ['MZ-10'],
  },
  {
    name: 'before the first card, the other players wait for the starter, not for the next seat clockwise',
    source: 'MZ-08: "beginnt, indem er diese Karte auf dem Tisch spielt"',
    verdict: () => {
      const s = at(START_P2);
      return judge(mezza, s, 0, { type: 'play', cards: (s.hands[0] ?? []).slice(0, 1), from: seatZone('hand', 0) });
    },
    expected: {
      ok: false,
      rule: 'MZ-08',
      params: { case: 'starter', player: 'You', current: 'Player 2', lowest: 'a ½' },
    },
  },
  {
    name: 'two to six players',
    source: 'ruling MZ-A2: "Recommend 2–6"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 6 }),
    expected: { ok: true, rule: 'MZ-A2', params: { players: 6, cards: 68 } },
  },
  {
    name: 'not seven players',
    source: 'ruling MZ-A2: seven players would leave a 5-card draw pile',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 7 }),
    expected: { ok: false, rule: 'MZ-A2', params: { players: 7 } },
  },
  {
    name: 'a match of no games',
    source: 'ruling MZ-A14: a match is a number of games',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, games: 0 }),
    expected: { ok: false, rule: 'MZ-A14', params: { case: 'games' } },
  },
  // Turn order.
  {
    name: 'the player whose turn it is may act',
    source: 'MZ-11: "Es wird im Uhrzeigersinn gespielt."',
    verdict: () => turnCheck(at(on('5', '2 5 8')), 0),
    expected: { ok: true, rule: 'MZ-11', params: { player: 'You' } },
  },
  {
    name: 'another player may not',
    source: 'MZ-11',
    verdict: () => turnCheck(at(on('5', '2 5 8')), 1),
    expected: { ok: false, rule: 'MZ-11', params: { player: 'Player 2', current: 'You' } },
  },
  {
    name: 'the player a 7 passed over may not play: the skip, not turn order, is why',
    source: 'MZ-50: "soll der nächste Spieler einen Zug überspringen"',
    verdict: () => {
      const s = playOut(at(SEVENS), ['play 7 7', 'draw']);
      const nine = s.hands[1]?.find((c) => c.kind === '9') as MezzaCard;
      return judge(mezza, s, 1, { type: 'play', cards: [nine], from: seatZone('hand', 1) });
    },
    expected: { ok: false, rule: 'MZ-50', params: { player: 'Player 2', current: 'Player 3' } },
  },
  {
    name: 'a second 7 quick-played after the refill keeps the skip, and the skip is still why',
    source: 'ruling MZ-A7: "a quick-played second 7 counts as the same turn"',
    verdict: () => {
      const s = playOut(at(`you: 7 2 8 / #3 / #3 | p2: 9 9 8 / #3 / #3 | p3: 2 3 4 / #3 / #3 | pile: 5 | draw: 7 +5`), [
        'play 7',
        'draw',
        'quick 7',
        'draw',
      ]);
      const nine = s.hands[1]?.find((c) => c.kind === '9') as MezzaCard;
      return judge(mezza, s, 1, { type: 'play', cards: [nine], from: seatZone('hand', 1) });
    },
    expected: { ok: false, rule: 'MZ-50', params: { player: 'Player 2', current: 'Player 3' } },
  },
  {
    name: 'once the player after the skip has moved, turn order speaks again',
    source: 'MZ-11, MZ-50',
    verdict: () => turnCheck(playOut(at(SEVENS), ['play 7 7', 'draw', 'pick up']), 1),
    expected: { ok: false, rule: 'MZ-11', params: { player: 'Player 2', current: 'You' } },
  },
  // Equal or higher.
  {
    name: 'a 5 on a 5: equal is enough',
    source: 'MZ-12: "gleich oder höher"',
    verdict: checkAt(on('5', '5 7 8'), 'play 5'),
    expected: { ok: true, rule: 'MZ-12', params: { card: '5', pile: '5' } },
  },
  {
    name: 'a 4 on a 5 is too low',
    source: 'MZ-12',
    verdict: checkAt(on('5', '4 7 8'), 'play 4'),
    expected: {
      ok: false,
      rule: 'MZ-12',
      params: { card: '4', pile: '5', needed: 'any 5, 6, 6½, 7, 8, 9, 9½ or a joker' },
    },
  },
  {
    name: 'an 8 straight onto a 5',
    source: 'MZ-15: "Es ist nicht notwendig, der Reihenfolge der Karten zu folgen."',
    verdict: checkAt(on('5', '4 7 8'), 'play 8'),
    expected: { ok: true, rule: 'MZ-15', params: { card: '8', pile: '5' } },
  },
  {
    name: 'two 8s together',
    source: 'MZ-13: "Mehrere Karten desselben Ranges können"',
    verdict: checkAt(on('5', '8 8 2'), 'play 8 8'),
    expected: { ok: true, rule: 'MZ-15' },
    shows: ['MZ-13'],
  },
  {
    name: 'one 8 of two is enough',
    source: 'MZ-14: "ist das Spielen einer einzigen Karte genug"',
    verdict: checkAt(on('5', '8 8 2'), 'play 8'),
    expected: { ok: true, rule: 'MZ-15' },
    shows: ['MZ-14'],
  },
  {
    name: 'a 7 and an 8 are not one kind',
    source: 'MZ-13: cards "desselben Ranges"',
    verdict: checkAt(on('5', '7 8 2'), 'play 7 8'),
    expected: { ok: false, rule: 'MZ-13', params: { kinds: '7 and 8' } },
  },
  {
    name: 'a play of no cards',
    source: 'MZ-14: at least one card',
    verdict: () =>
      check(at(on('5', '7 8 2')), {
        type: 'play',
        cards: [],
        from: { kind: 'hand', owner: { kind: 'seat', seat: 0 } },
      }),
    expected: { ok: false, rule: 'MZ-14', params: { case: 'none' } },
  },
  // Refill.
  {
    name: 'after a play, the hand is refilled to three',
    source: 'MZ-16: "sein Blatt immer sofort" auffüllen',
    verdict: checkAfter(on('5', '5 7 8'), ['play 5', 'draw']),
    expected: { ok: true, rule: 'MZ-16', params: { count: 1 } },
    shows: ['MZ-22'],
  },
  {
    name: 'the next player waits for the refill',
    source: 'MZ-16: refill at once, before play goes on',
    verdict: checkAfter(on('5', '5 7 8'), ['play 5', 'pick up']),
    expected: { ok: false, rule: 'MZ-16', params: { case: 'refill-first' } },
  },
  {
    name: 'no drawing with three cards in hand',
    source: 'MZ-17: "darf er keine neuen Karten ziehen"',
    verdict: checkAt(on('5', '5 7 8'), 'draw'),
    expected: { ok: false, rule: 'MZ-17', params: { hand: 3 } },
  },
  // Picking up.
  {
    name: 'nothing fits on a 9: take the pile',
    source: 'MZ-18: "muss er den ganzen Ablagestapel aufnehmen"',
    verdict: checkAt(on('5 9', '2 4 8'), 'pick up'),
    expected: { ok: true, rule: 'MZ-18', params: { pile: '9', cards: '2 cards' } },
  },
  {
    name: 'a pile of one card is taken too',
    source: 'MZ-18',
    verdict: checkAt(on('9', '2 4 8'), 'pick up'),
    expected: { ok: true, rule: 'MZ-18', params: { pile: '9', cards: '1 card' } },
  },
  {
    name: 'there is no pile to take',
    source: 'MZ-18, MZ-19',
    verdict: checkAt(`you: 2 4 8 / #3 / #3 | ${P2} | draw: #10`, 'pick up'),
    expected: { ok: false, rule: 'MZ-18', params: { case: 'empty' } },
  },
  {
    name: 'any card opens a new pile after a pick-up',
    source: 'MZ-19: "Der nächste Spieler darf eine neue Karte spielen"',
    verdict: checkAfter(`you: 2 4 8 / #3 / #3 | p2: 3 5 6 / #3 / #3 | pile: 9 | draw: #10`, ['pick up', 'play 3']),
    expected: { ok: true, rule: 'MZ-19', params: { card: '3', pile: 'empty' } },
  },
  {
    name: 'a player who can play may not take the pile',
    source: 'MZ-20: "Der Spieler darf in dem Fall den Ablagestapel nicht aufnehmen."',
    verdict: checkAt(on('5', '2 4 8'), 'pick up'),
    expected: { ok: false, rule: 'MZ-20', params: { playable: '8' } },
  },
  {
    name: 'jokers that fit must be played too',
    source: 'ruling MZ-A15: "A player whose only legal cards are jokers must play one"',
    verdict: checkAt(on('9', '2 T 8'), 'pick up'),
    expected: { ok: false, rule: 'MZ-A15', params: { playable: 'the transparent joker' } },
  },
  // Sources.
  {
    name: 'face-up cards wait while the hand holds cards',
    source: 'MZ-22: "wird nur gespielt mit den Karten aus dem Blatt"; ruling MZ-A13',
    verdict: checkAt(`you: 2 / 8 8 3 / #3 | ${P2} | pile: 5`, 'play up 8'),
    expected: { ok: false, rule: 'MZ-22', params: { case: 'hand' } },
    shows: ['MZ-A13'],
  },
  {
    name: 'a card that is not in the hand',
    source: 'MZ-22',
    verdict: checkAt(on('5', '2 4 8'), 'play 9'),
    expected: { ok: false, rule: 'MZ-22', params: { case: 'not-there', card: '9' } },
  },
  {
    name: 'face-up cards wait for the draw pile too',
    source: 'MZ-23: "Sobald der Nachziehstapel leer ist"',
    verdict: checkAt(`you: - / 8 8 3 / #3 | ${P2} | pile: 5 | draw: #4`, 'play up 8'),
    expected: { ok: false, rule: 'MZ-23', params: { case: 'draw-pile' } },
  },
  {
    name: 'two face-up 8s, as from the hand',
    source: 'MZ-24: "genauso wie das Spielen mit den Karten aus dem Blatt"',
    verdict: checkAt(FACE_UP, 'play up 8 8'),
    expected: { ok: true, rule: 'MZ-15' },
    shows: ['MZ-23', 'MZ-24'],
  },
  {
    name: 'no blind card while face-up cards are left',
    source: 'MZ-27: "keine Karten mehr in seinem Blatt hat"',
    verdict: checkAt(FACE_UP, 'blind 1'),
    expected: { ok: false, rule: 'MZ-27', params: { case: 'face-up-left' } },
  },
  {
    name: 'with hand and face-up cards gone, a blind face-down card',
    source: 'MZ-28: "wählt er blind eine der verdeckten Karten"',
    verdict: checkAt(`you: - / - / 4 9 2 | ${P2} | pile: 5`, 'blind 2'),
    expected: { ok: true, rule: 'MZ-28', params: { left: 3 } },
    shows: ['MZ-27'],
  },
  {
    name: 'there is no fourth face-down card',
    source: 'MZ-28',
    verdict: checkAt(`you: - / - / 4 9 2 | ${P2} | pile: 5`, 'blind 4'),
    expected: { ok: false, rule: 'MZ-28', params: { case: 'no-card' } },
  },
  {
    name: 'after a blind miss, the hand first',
    source: 'MZ-31: "bevor er eine weitere verdeckte Karte spielen kann"',
    verdict: checkAfter(`you: - / - / 4 9 2 | p2: 5 5 5 / #3 / #3 | pile: 5`, ['blind 1', 'play 5', 'blind 1']),
    expected: { ok: false, rule: 'MZ-27', params: { case: 'hand-left' } },
    shows: ['MZ-31'],
  },
  // Finishing.
  {
    name: 'a finished player has no turn',
    source: 'MZ-32: "Der Spieler, der zuerst seine Karten auf dem Tisch …"',
    verdict: () => turnCheck(at(`you: - | p2: 5 / #3 / #3 | p3: 6 / #3 / #3 | pile: 2 | turn: p2 | finished: you`), 0),
    expected: { ok: false, rule: 'MZ-32', params: { case: 'finished' } },
  },
  {
    name: 'nothing more once only one player is left',
    source: 'MZ-33: "bis ein den letzten Spieler"',
    verdict: checkAfter(`you: 5 | p2: 2 / #3 / #3 | pile: 2`, ['play 5', 'pick up']),
    expected: { ok: false, rule: 'MZ-33', params: { case: 'over' } },
  },
  // Jokers.
  {
    name: 'the transparent joker on a 9½',
    source: 'MZ-34: "Der Rang der darunterliegenden Karte bleibt gültig."',
    verdict: checkAt(on('9½', '2 T 8'), 'play T'),
    expected: { ok: true, rule: 'MZ-34', params: { card: 'the transparent joker', pile: '9½' } },
  },
  {
    name: 'the 0-joker on a 9',
    source: 'MZ-35: "Der Rang ist 0."',
    verdict: checkAt(on('9', '2 0 8'), 'play 0'),
    expected: { ok: true, rule: 'MZ-35', params: { card: 'the 0-joker' } },
  },
  {
    name: 'a 2 on the 0-joker',
    source: 'MZ-35: "Jede Karte passt auf die 0."',
    verdict: checkAt(on('9 0', '2 4 8'), 'play 2'),
    expected: { ok: true, rule: 'MZ-35', params: { pile: '0 (the 0-joker)' } },
  },
  {
    name: 'a 2 on a joker that opened the pile',
    source: 'ruling MZ-A10: "Treat the effective rank as 0"',
    verdict: checkAt(on('T', '2 4 8'), 'play 2'),
    expected: { ok: true, rule: 'MZ-A10', params: { pile: '0 (a joker opened it)' } },
  },
  // Halves and combinations.
  {
    name: 'a ½ on a ½',
    source: 'MZ-36: "(das heisst höher oder gleich sein)"',
    verdict: checkAt(on('½', '½ 4 8'), 'play ½'),
    expected: { ok: true, rule: 'MZ-36', params: { card: '½' } },
  },
  {
    name: 'a ½ on a transparent joker lying on a ½',
    source: 'MZ-36; MZ-34: "Der Rang der darunterliegenden Karte bleibt gültig."',
    verdict: checkAt(on('½ T', '½ 4 8'), 'play ½'),
    expected: { ok: true, rule: 'MZ-36', params: { pile: '½ (through the transparent joker)' } },
  },
  {
    name: 'a ½ after a 4, which asks for 4 or lower',
    source: 'MZ-36; MZ-48: "eine Karte gleich oder weniger als 4"',
    verdict: checkAt(on('4', '½ 5 8', ' | demand: yes'), 'play ½'),
    expected: { ok: true, rule: 'MZ-48', params: { card: '½' } },
  },
  {
    name: 'a ½ on a 2 does not fit',
    source: 'MZ-36',
    verdict: checkAt(on('2', '½ 4 3'), 'play ½'),
    expected: { ok: false, rule: 'MZ-36', params: { card: '½', pile: '2' } },
  },
  {
    name: 'a ½ on a 3½ makes 4',
    source: 'MZ-37: "Die Karten bilden dann zusammen eine 4, 7 oder 10."',
    verdict: checkAt(on('3½', '½ 2 8'), 'play ½'),
    expected: { ok: true, rule: 'MZ-37', params: { made: '4', under: '3½' } },
  },
  {
    name: 'a further ½ on the 4 made of 3½ and ½',
    source: 'MZ-43: "Es ist zulässig, dass der nächste Spieler eine weitere"',
    verdict: checkAt(on('3½ ½', '½ 2 8'), 'play ½'),
    expected: { ok: true, rule: 'MZ-43', params: { made: '4', pile: '4 (½ on 3½)' } },
    shows: ['MZ-A4'],
  },
  {
    name: 'a ½ cannot join a 3½ under the transparent joker',
    source: 'MZ-46: "Die Kombination darf nicht durch einen Joker unterbrochen werden."',
    verdict: checkAt(on('3½ T', '½ 2 8'), 'play ½'),
    expected: { ok: false, rule: 'MZ-46', params: { pile: '3½ (through the transparent joker)' } },
  },
  {
    name: 'p3 snatches the turn with ½ on 6½',
    source: 'MZ-40: "schnappt sich den Zug"',
    verdict: checkAt(SNATCH, 'snatch p3 ½'),
    expected: { ok: true, rule: 'MZ-40', params: { player: 'Player 3', top: '6½', made: '7' } },
    shows: ['MZ-39'],
  },
  {
    name: 'a snatch is made with ½ only',
    source: 'MZ-39, MZ-40',
    verdict: checkAt(SNATCH, 'snatch p3 5'),
    expected: { ok: false, rule: 'MZ-40', params: { card: '5' } },
  },
  {
    name: 'the player of the half cannot snatch it',
    source: 'MZ-39: any *other* player',
    verdict: checkAt(SNATCH, 'snatch you ½'),
    expected: { ok: false, rule: 'MZ-39', params: { case: 'own' } },
  },
  {
    name: 'no snatch when no half was played',
    source: 'MZ-39, MZ-44',
    verdict: checkAt(on('5', '½ 5 8'), 'snatch p2 ½'),
    expected: { ok: false, rule: 'MZ-39', params: { case: 'closed' } },
  },
  {
    name: 'a snatch may be let go',
    source: 'MZ-21: "ist nicht erforderlich"',
    verdict: checkAt(SNATCH, 'decline p3'),
    expected: { ok: true, rule: 'MZ-21', params: { player: 'Player 3' } },
  },
  {
    name: 'nothing to let go',
    source: 'ruling MZ-A5',
    verdict: checkAt(on('5', '½ 5 8'), 'decline p2'),
    expected: { ok: false, rule: 'MZ-A5', params: { case: 'nothing-open' } },
  },
  {
    name: 'a 3½ on a 3',
    source: 'MZ-47: "Sie ist höher als 3 und niedriger als 4."',
    verdict: checkAt(on('3', '3½ 2 8'), 'play 3½'),
    expected: { ok: true, rule: 'MZ-47' },
  },
  {
    name: 'a 3½ on a 5 is too low',
    source: 'MZ-47',
    verdict: checkAt(on('5', '3½ 2 1'), 'play 3½'),
    expected: { ok: false, rule: 'MZ-47', params: { pile: '5' } },
  },
  {
    name: 'on a 4, the next player plays a 2',
    source: 'MZ-48: "Auf einer 4 soll der nächste Spieler einmal eine Karte"',
    verdict: checkAt(on('4', '2 5 8', ' | demand: yes'), 'play 2'),
    expected: { ok: true, rule: 'MZ-48', params: { card: '2' } },
    shows: ['MZ-A6'],
  },
  {
    name: 'on a 4, not a 5',
    source: 'MZ-48',
    verdict: checkAt(on('4', '2 5 8', ' | demand: yes'), 'play 5'),
    expected: { ok: false, rule: 'MZ-48', params: { needed: 'any ½, 1, 2, 3, 3½, 4 or a joker' } },
  },
  {
    name: 'a 6½ on a 6',
    source: 'MZ-49: "Sie ist höher als 6 und niedriger als 7."',
    verdict: checkAt(on('6', '6½ 2 8'), 'play 6½'),
    expected: { ok: true, rule: 'MZ-49' },
  },
  {
    name: 'a 6½ on an 8 is too low',
    source: 'MZ-49',
    verdict: checkAt(on('8', '6½ 2 1'), 'play 6½'),
    expected: { ok: false, rule: 'MZ-49' },
  },
  {
    name: 'an 8 on a 7',
    source: 'MZ-51: "Die nächste Karte sollte gleich oder höher als 7 sein."',
    verdict: checkAt(on('7', '8 2 1'), 'play 8'),
    expected: { ok: true, rule: 'MZ-51' },
  },
  {
    name: 'a 5 on a 7 is too low',
    source: 'MZ-51',
    verdict: checkAt(on('7', '5 2 1'), 'play 5'),
    expected: { ok: false, rule: 'MZ-51', params: { pile: '7', needed: 'any 7, 8, 9, 9½ or a joker' } },
  },
  {
    name: 'a 9½ on a 9',
    source: 'MZ-52: 9½ is the highest card and fits normally',
    verdict: checkAt(on('9', '9½ 2 1'), 'play 9½'),
    expected: { ok: true, rule: 'MZ-52' },
  },
  {
    name: 'a 9½ on a 9½ with the literal reading',
    source: 'MZ-52: "kann nur ein Joker oder einer [½]"; ruling MZ-A3, switch off',
    verdict: checkAt(on('9½', '9½ 2 1'), 'play 9½', { nineHalfOnNineHalf: false }),
    expected: { ok: false, rule: 'MZ-52', params: { case: 'nine-on-nine', needed: 'any ½ or a joker' } },
  },
  {
    name: 'a 9½ on a 9½, as the house rule allows by default',
    source: 'ruling MZ-A3: "allow 9½ on 9½"',
    verdict: checkAt(on('9½', '9½ 2 1'), 'play 9½'),
    expected: { ok: true, rule: 'MZ-A3' },
  },
  // Burning.
  {
    name: 'after a 10, the same player opens a new pile',
    source: 'MZ-54: "Der Spieler, der 10 gemacht hat, kann dann eine neue Karte"',
    verdict: checkAfter(on('9½', '½ 2 8'), ['play ½', 'draw', 'play 2']),
    expected: { ok: true, rule: 'MZ-54', params: { pile: 'empty' } },
    shows: ['MZ-A8'],
  },
  {
    name: 'after four of a kind, the player of the fourth opens a new pile',
    source: 'MZ-58: "Der Spieler, der die vierte Karte gespielt hat"',
    verdict: checkAfter(on('5 5 5', '5 2 8'), ['play 5', 'draw', 'play 2']),
    expected: { ok: true, rule: 'MZ-58' },
  },
  // Quick play.
  {
    name: 'a drawn 7 goes straight after the 7 just played',
    source: 'MZ-61: "darf er diese Karte auch schnell ausspielen"',
    verdict: checkAfter(`you: 7 2 8 / #3 / #3 | ${P2} | pile: 5 | draw: 7 +5`, ['play 7', 'draw', 'quick 7']),
    expected: { ok: true, rule: 'MZ-61', params: { card: '7', cards: 'a 7' } },
  },
  {
    name: 'read word for word, a 9½ drawn after a 9½ may not be quick-played on it',
    source: 'MZ-52: "kann nur ein Joker oder einer [½]"; MZ-61; ruling MZ-A3, switch off',
    verdict: checkAfter(NINE_AFTER_NINE, ['play 9½', 'draw', 'quick 9½'], { nineHalfOnNineHalf: false }),
    expected: { ok: false, rule: 'MZ-52', params: { case: 'quick', card: '9½' } },
    shows: ['MZ-61'],
  },
  {
    name: 'with the house rule, a 9½ drawn after a 9½ may be quick-played',
    source: 'MZ-61; ruling MZ-A3',
    verdict: checkAfter(NINE_AFTER_NINE, ['play 9½', 'draw', 'quick 9½']),
    expected: { ok: true, rule: 'MZ-61', params: { cards: 'a 9½' } },
  },
  {
    name: 'only a card drawn in the refill may be quick-played',
    source: 'ruling MZ-A12: "drawn in the immediate refill"',
    verdict: checkAfter(`you: 7 2 7 / #3 / #3 | ${P2} | pile: 5 | draw: 7 9 +5`, ['play 7', 'draw', 'quick 7 7']),
    expected: { ok: false, rule: 'MZ-61', params: { case: 'not-drawn' } },
  },
  {
    name: 'no quick play once the next player has played',
    source: 'MZ-62: "nur möglich wenn der nächste Spieler noch nicht gespielt hat"',
    verdict: checkAfter(`you: 5 2 8 / #3 / #3 | p2: 9 9 8 / #3 / #3 | pile: 5 | draw: 5 +5`, [
      'play 5',
      'draw',
      'play 9',
      'draw',
      'quick 5',
    ]),
    expected: { ok: false, rule: 'MZ-62', params: { case: 'closed' } },
  },
  {
    name: 'a quick play may be let go',
    source: 'ruling MZ-A12',
    verdict: checkAfter(`you: 7 2 8 / #3 / #3 | ${P2} | pile: 5 | draw: 7 +5`, ['play 7', 'draw', 'decline you']),
    expected: { ok: true, rule: 'MZ-A12', params: { case: 'quick' } },
  },
  {
    name: 'the last hand card, then the face-up cards of its kind',
    source: 'MZ-63: "darf er sofort jede seiner aufgedeckten Karten mit dem gleichen Rang spielen"',
    verdict: checkAfter(`you: 8 / 8 8 2 / #3 | ${P2} | pile: 5`, ['play 8', 'quick up 8 8']),
    expected: { ok: true, rule: 'MZ-63', params: { cards: 'two 8s' } },
  },
  // A play judged whole: when it burns, the burn is what happens.
  {
    name: 'four ½s on a 6½ make no 7: four of a kind burns the pile',
    source: 'MZ-60: "mit vier Halben auf einer 6½, wird keine 7 gebildet"',
    verdict: checkAt(`you: ½ ½ ½ ½ / #3 / #3 | ${P2} | pile: 6½ | draw: #10`, 'play ½ ½ ½ ½'),
    expected: { ok: true, rule: 'MZ-60', params: { under: '6½', made: '7', player: 'You' } },
  },
  {
    name: 'two ½s on 6½ and two ½s make four ½s: the burn, not a further ½ on the 7',
    source: 'MZ-60; MZ-57: "oder von verschiedenen Spielern hintereinander"',
    verdict: checkAt(`you: ½ ½ 4 / #3 / #3 | ${P2} | pile: 6½ ½ ½ | draw: #10`, 'play ½ ½'),
    expected: { ok: true, rule: 'MZ-60', params: { under: '6½', made: '7' } },
  },
  {
    name: 'a snatch with four ½s burns the pile instead of making 7',
    source: 'MZ-60; MZ-40',
    verdict: checkAt(SNATCH.replace('p3: ½ 4 5', 'p3: ½ ½ ½ ½'), 'snatch p3 ½ ½ ½ ½'),
    expected: { ok: true, rule: 'MZ-60', params: { player: 'Player 3', made: '7' } },
  },
  {
    name: 'four 5s at once burn the pile',
    source: 'MZ-56: "Auch bei vier (oder mehr) gleiche Karten wird der Ablagestapel beiseite gelegt."',
    verdict: checkAt(`you: 5 5 5 5 / #3 / #3 | ${P2} | pile: 3 | draw: #10`, 'play 5 5 5 5'),
    expected: { ok: true, rule: 'MZ-56', params: { cards: 'four 5s', player: 'You' } },
  },
  {
    name: 'a 5 on three 5s is the fourth: the pile burns',
    source: 'MZ-57: "oder von verschiedenen Spielern hintereinander"',
    verdict: checkAt(on('5 5 5', '5 2 8'), 'play 5'),
    expected: { ok: true, rule: 'MZ-57', params: { cards: 'a 5', plural: '5s' } },
  },
  {
    name: 'a ½ on a 9½ makes 10, which burns the pile at once',
    source: 'MZ-53: "Um 10 wird der Ablagestapel beiseite gelegt."; MZ-37',
    verdict: checkAt(on('9½', '½ 2 8'), 'play ½'),
    expected: { ok: true, rule: 'MZ-53', params: { player: 'You' } },
    shows: ['MZ-37', 'MZ-55'],
  },
];

/** Kinds of the pile in a state, bottom first. */
const pileKinds = (s: MezzaState) => s.pile.map((c) => c.kind).join(' ');

/** What a player may do, as the kinds of the moves offered: "play 8", "pick-up". */
const offered = (s: MezzaState) =>
  legalMoves(s).map((m) => (m.type === 'play' ? `play ${m.cards.map((c) => c.kind).join(' ')}` : m.type));

export const FACT_CASES: readonly FactCase[] = [
  {
    name: 'a hand of five after a pick-up draws nothing after a play',
    source: 'MZ-17: "darf er keine neuen Karten ziehen"',
    ids: ['MZ-17'],
    fact: () => {
      const s = playOut(at(`you: 2 4 8 / #3 / #3 | p2: 5 6 6 / #3 / #3 | pile: 9 9½ | draw: #10`), [
        'pick up',
        'play 5',
        'draw',
        'play 8',
      ]);
      return { actual: [s.hands[0]?.length, s.step.kind], expected: [4, 'play'] };
    },
  },
  {
    name: 'the pick-up is offered only when nothing fits; a joker that fits must be played',
    source: 'MZ-20; ruling MZ-A15',
    ids: ['MZ-20', 'MZ-A15'],
    fact: () => ({
      actual: [offered(at(on('5', '2 4 8'))), offered(at(on('9', '2 T 8'))), offered(at(on('9', '2 4 8')))],
      expected: [['play 8'], ['play T'], ['pick-up']],
    }),
  },
  {
    name: 'after a blind miss the hand is played first, so no blind card is offered',
    source: 'MZ-31: "bevor er eine weitere verdeckte Karte spielen kann"',
    ids: ['MZ-31'],
    fact: () => {
      const s = playOut(at(`you: - / - / 4 9 2 | p2: 5 5 5 / #3 / #3 | pile: 5`), ['blind 1', 'play 5']);
      return { actual: [sourceOf(s, 0), offered(s)], expected: ['hand', ['play 5']] };
    },
  },
  {
    name: 'on a 3½ under the transparent joker a ½ does not fit',
    source: 'MZ-46',
    ids: ['MZ-46'],
    fact: () => ({ actual: offered(at(on('3½ T', '½ 2 5'))), expected: ['play 5'] }),
  },
  {
    name: 'the first player rid of all cards finishes first',
    source: 'MZ-01: "Werden Sie Ihre Karten möglichst schnell los."; MZ-32',
    ids: ['MZ-01', 'MZ-32'],
    fact: () => {
      const s = playOut(at(`you: 8 | p2: 2 / #3 / #3 | p3: 3 / #3 / #3 | pile: 5`), ['play 8']);
      return { actual: s.finished, expected: [0] };
    },
  },
  {
    name: 'fifteen kinds: ½ twelve times, every other kind four times, 68 cards',
    source: 'MZ-02: "Das Spiel enthält 15 unterschiedliche Karten."; ruling MZ-A1',
    ids: ['MZ-02', 'MZ-A1', 'MZ-55'],
    fact: () => {
      const deck = deckOf('full');
      const count = (k: string) => deck.filter((c) => c.kind === k).length;
      return {
        actual: {
          kinds: KINDS.length,
          cards: deck.length,
          halves: count('½'),
          each: KINDS.filter((k) => k !== '½').map(count),
          ten: deck.some((c) => valueOf(c.kind) === 20),
        },
        expected: { kinds: 15, cards: 68, halves: 12, each: Array(14).fill(4), ten: false },
      };
    },
  },
  {
    name: 'three face-down, three face-up and three hand cards each; the rest is the draw pile',
    source: 'MZ-03, MZ-05, MZ-06: "bilden einen Nachziehstapel"',
    ids: ['MZ-03', 'MZ-05', 'MZ-06'],
    fact: () => {
      const s = setup({ ...DEFAULT_OPTIONS, players: 4 }, 3);
      return {
        actual: [
          s.faceDown.map((r) => r.length),
          s.faceUp.map((r) => r.length),
          s.hands.map((r) => r.length),
          s.drawPile.length,
        ],
        expected: [[3, 3, 3, 3], [3, 3, 3, 3], [3, 3, 3, 3], 68 - 36],
      };
    },
  },
  {
    name: 'nobody sees face-down cards, their owner included',
    source: 'MZ-04: "Die verdeckten Karten müssen ungesehen bleiben."',
    ids: ['MZ-04'],
    fact: () => {
      const s = setup(DEFAULT_OPTIONS, 5);
      const own = s.faceDown[0] ?? [];
      const moved = { ...s, faceDown: [own.slice().reverse(), ...s.faceDown.slice(1)] };
      return { actual: JSON.stringify(view(moved, 0)) === JSON.stringify(view(s, 0)), expected: true };
    },
  },
  {
    name: "the lowest hand card starts, the first tied player from the dealer's left, jokers not counting",
    source: 'MZ-09: "beginnt der Spieler, der am schnellsten seine Karte spielt"; ruling MZ-A11',
    ids: ['MZ-09', 'MZ-A11'],
    fact: () => {
      const ready = (p: string) => playOut(at(p), ['ready you', 'ready p2', 'ready p3']);
      const tie = ready(
        `you: ½ 4 8 / #3 / #3 | p2: 0 ½ 9 / #3 / #3 | p3: ½ 2 2 / #3 / #3 | draw: #5 | step: swap | dealer: p2`,
      );
      const joker = ready(
        `you: 1 4 8 / #3 / #3 | p2: 0 T 9 / #3 / #3 | p3: 2 2 2 / #3 / #3 | draw: #5 | step: swap | dealer: you`,
      );
      return { actual: [tie.current, tie.step.kind, joker.current], expected: [2, 'start', 0] };
    },
  },
  {
    name: 'the ½ is the lowest natural card',
    source: 'MZ-10: "Die niedrigste Karte ist eine 1/2."',
    ids: ['MZ-10'],
    fact: () => ({
      actual: KINDS.filter((k) => !isJoker(k)).every((k) => (valueOf(k) as number) >= 1),
      expected: true,
    }),
  },
  {
    name: 'a pick-up leaves the face-up cards on the table, and the hand comes first again',
    source: 'MZ-25: "dürfen niemals dem Blatt hinzugefügt werden"; MZ-26',
    ids: ['MZ-25', 'MZ-26'],
    fact: () => {
      const s = playOut(at(`you: 2 / 8 8 3 / #3 | ${P2} | pile: 5 9`), ['pick up']);
      return { actual: [s.faceUp[0]?.length, s.hands[0]?.length, sourceOf(s, 0)], expected: [3, 3, 'hand'] };
    },
  },
  {
    name: 'a blind card that fits stays on the pile; one that does not goes up with it',
    source: 'MZ-29: "Wenn die umgedrehte Karte spielbar ist …"; MZ-30: "einschließlich der umgedrehten Karte"',
    ids: ['MZ-29', 'MZ-30'],
    fact: () => {
      const hit = playOut(at(`you: - / - / 9 2 | ${P2} | pile: 5`), ['blind 1']);
      const miss = playOut(at(`you: - / - / 9 2 | ${P2} | pile: 5`), ['blind 2']);
      return {
        actual: [pileKinds(hit), miss.pile.length, miss.hands[0]?.map((c) => c.kind).join(' ')],
        expected: ['5 9', 0, '5 2'],
      };
    },
  },
  {
    name: 'the game ends when one player is left, who comes last',
    source: 'MZ-33; ruling MZ-A14: "that player loses; everyone else ranks in finishing order"',
    ids: ['MZ-33', 'MZ-A14'],
    fact: () => {
      const s = playOut(at(`you: 8 | p2: 2 / #3 / #3 | p3: - | pile: 5 | finished: p3`), ['play 8']);
      return { actual: [s.status, placesOf(s)], expected: ['match-over', [2, 3, 1]] };
    },
  },
  {
    name: 'two players whose 7s never meet: the third time the same position comes round after a pick-up, the game ends, fewest cards first',
    source: "ruling MZ-A16 (the tutor's ruling for a game that goes round in circles)",
    ids: ['MZ-A16'],
    fact: () => {
      const round = ['play 7 7 7', 'pick up', 'play 7', 'pick up'];
      const start = at('you: 7 7 7 / 2 / - | p2: 7 / 3 / -');
      const twice = playOut(start, [...round, ...round]);
      const third = playOut(twice, round.slice(0, 2));
      return {
        actual: [twice.status, third.status, placesOf(third), third.event],
        expected: ['playing', 'match-over', [2, 1], { kind: 'circle', seat: 0 }],
      };
    },
  },
  {
    name: 'a draw makes a new position: after it, the same cards count as a position not met before',
    source: 'ruling MZ-A16',
    ids: ['MZ-A16'],
    fact: () => {
      const s = playOut(at('you: 7 7 7 / 2 / - | p2: 7 / 3 / - | draw: 2 2 3 +1'), ['play 7 7 7', 'draw', 'pick up']);
      return { actual: [s.status, s.pickUpPositions.length], expected: ['playing', 1] };
    },
  },
  {
    name: 'two computer players who never draw, each keeping three cards or more, pass the pile round in circles until the ruling ends the game',
    source: 'ruling MZ-A16 (seed 3885 of a two-player game once ran for ever with 20 cards in the draw pile)',
    ids: ['MZ-A16'],
    fact: () => {
      let s = setup({ ...DEFAULT_OPTIONS, players: 2, games: 2 }, 3885);
      let rng: RngState = 1;
      for (let moves = 0; s.status === 'playing' && moves < 5000; moves++) {
        const chosen = botMove(s, toAct(s) as number, rng);
        rng = chosen.rng;
        s = apply(s, chosen.move);
      }
      return {
        actual: [s.status !== 'playing', s.event?.kind, s.drawPile.length > 0],
        expected: [true, 'circle', true],
      };
    },
  },
  {
    name: 'a 3½ on a ½ makes nothing: it counts as 3½',
    source: 'MZ-38: "Die Kombination gilt nie umgekehrt"',
    ids: ['MZ-38'],
    fact: () => ({ actual: mezzaThings()(pileRank(at(on('½ 3½', '2 4 8')).pile).reading), expected: '3½' }),
  },
  {
    name: 'after a snatch, play goes on after the snatcher, who is skipped over by nobody but skips the next',
    source: 'MZ-41: "Danach ist der Spieler nach ihm an der Reihe."; ruling MZ-A5',
    ids: ['MZ-41', 'MZ-A5'],
    fact: () => {
      const s = at(SNATCH);
      const windows = actors(s)
        .filter((a) => a.kind === 'window')
        .map((a) => a.seat);
      const after = playOut(s, ['snatch p3 ½', 'draw']);
      // ½ on 6½ makes 7: the player after the snatcher (you) is skipped, so p2 plays next.
      return { actual: [windows, after.event, after.current], expected: [[2], { kind: 'skip', seat: 0 }, 1] };
    },
  },
  {
    name: 'three 3½ and two ½ make a 4',
    source: 'MZ-42: "Die Anzahl der Karten zu einer Kombination ist irrelevant."',
    ids: ['MZ-42'],
    fact: () => ({ actual: pileRank(playOut(at(on('3½ 3½ 3½', '½ ½ 8')), ['play ½ ½']).pile).halves, expected: 8 }),
  },
  {
    name: 'only the first ½ snatches: after it, the window is closed',
    source: 'MZ-44: "Der Zug kann nur mit der ersten"',
    ids: ['MZ-44'],
    fact: () => {
      const s = playOut(at(SNATCH), ['snatch p3 ½', 'draw']);
      return { actual: s.step.kind, expected: 'play' };
    },
  },
  {
    name: 'a further ½ on a made 7 skips nobody',
    source: 'MZ-45: "nicht wieder ein Zug übersprungen"; ruling MZ-A7',
    ids: ['MZ-45', 'MZ-A7'],
    fact: () => {
      const three = `you: ½ 2 8 / #3 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 6½ ½ | draw: #10`;
      const s = playOut(at(three), ['play ½', 'draw']);
      const joker = playOut(at(three.replace('½ 2 8', 'T 2 8').replace('6½ ½', '7')), ['play T', 'draw']);
      return { actual: [s.current, s.event, joker.current], expected: [1, null, 1] };
    },
  },
  {
    name: 'one or more 7s skip the next player once',
    source: 'MZ-50: "soll der nächste Spieler einen Zug überspringen"',
    ids: ['MZ-50'],
    fact: () => {
      const s = playOut(at(`you: 7 7 8 / #3 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 5 | draw: #10`), [
        'play 7 7',
        'draw',
      ]);
      return { actual: [s.current, s.event], expected: [2, { kind: 'skip', seat: 1 }] };
    },
  },
  {
    name: 'a ½ on a 9½ makes 10: the pile is set aside',
    source: 'MZ-53: "Um 10 wird der Ablagestapel beiseite gelegt."',
    ids: ['MZ-53', 'MZ-A8'],
    fact: () => {
      const start = at(on('5 9½', '½ 2 8'));
      const s = playOut(start, ['play ½', 'draw']);
      return {
        actual: [s.pile.length, s.burnt.length - start.burnt.length, s.current, s.event],
        expected: [0, 3, 0, { kind: 'burn', seat: 0, cause: 'ten' }],
      };
    },
  },
  {
    name: 'four 5s set the pile aside, even when played by different players',
    source:
      'MZ-56: "Auch bei vier (oder mehr) gleiche Karten"; MZ-57: "oder von verschiedenen Spielern hintereinander"',
    ids: ['MZ-56', 'MZ-57', 'MZ-A9'],
    fact: () => {
      const s = playOut(at(`you: 5 5 8 / #3 / #3 | p2: 5 5 9 / #3 / #3 | pile: 2 | draw: #10`), [
        'play 5 5',
        'draw',
        'play 5 5',
        'draw',
      ]);
      return {
        actual: [s.pile.length, s.event, s.current],
        expected: [0, { kind: 'burn', seat: 1, cause: 'four' }, 1],
      };
    },
  },
  {
    name: 'the player of the fourth card goes on',
    source: 'MZ-58',
    ids: ['MZ-58'],
    fact: () => ({
      actual: legalMoves(playOut(at(on('5 5 5', '5 2 8')), ['play 5', 'draw'])).length > 0,
      expected: true,
    }),
  },
  {
    name: 'a joker breaks a run of four; a made 4 is not a natural 4',
    source: 'MZ-59: "Die Serie von vier darf nicht durch einen Joker unterbrochen werden."; ruling MZ-A9',
    ids: ['MZ-59', 'MZ-A9'],
    fact: () => {
      const joker = playOut(at(on('5 5 T', '5 5 8')), ['play 5 5', 'draw']);
      const made = playOut(at(on('4 4 3½', '½ 2 8')), ['play ½', 'draw']);
      return { actual: [joker.pile.length, made.pile.length], expected: [5, 4] };
    },
  },
  {
    name: 'four ½ on a 6½ make no 7: the pile is set aside at once',
    source: 'MZ-60: "Die Vier-gleiche-Karten-Regel dominiert jede Kombinationsregel."',
    ids: ['MZ-60'],
    fact: () => {
      const s = playOut(at(`you: ½ ½ ½ ½ / #3 / #3 | ${P2} | pile: 6½ | draw: #10`), ['play ½ ½ ½ ½', 'draw']);
      return { actual: s.event, expected: { kind: 'burn', seat: 0, cause: 'four' } };
    },
  },
  {
    name: 'quick play first, then the snatch window, then the next turn',
    source: 'ruling MZ-A12: "quick-play option first, then the snatch window"',
    ids: ['MZ-A12', 'MZ-62'],
    fact: () => {
      const three = `you: 6½ 2 8 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: ½ 2 2 / #3 / #3 | pile: 5 | draw: 6½ +5`;
      const a = playOut(at(three), ['play 6½', 'draw']);
      const b = playOut(a, ['quick 6½', 'draw']);
      return { actual: [a.step.kind, b.step.kind, toAct(b)], expected: ['quick', 'snatch', 1] };
    },
  },
  {
    name: 'read word for word, a 9½ drawn after a 9½ is not offered for quick play, and the pile keeps one 9½',
    source: 'MZ-52; MZ-61: a quick-played card must fit like any other; ruling MZ-A3',
    ids: ['MZ-52', 'MZ-61', 'MZ-A3'],
    fact: () => {
      const literal = playOut(at(NINE_AFTER_NINE, { nineHalfOnNineHalf: false }), ['play 9½', 'draw']);
      const house = playOut(at(NINE_AFTER_NINE), ['play 9½', 'draw']);
      return {
        actual: [
          literal.step.kind === 'quick',
          movesOf(literal, 0).map((m) => m.type),
          pileKinds(literal),
          house.step.kind,
        ],
        expected: [false, [], '8 9½', 'quick'],
      };
    },
  },
  {
    name: 'a transparent joker on a 4 passes the demand on; a further ½ on a made 4 makes none',
    source: 'ruling MZ-A6',
    ids: ['MZ-A6'],
    fact: () => {
      const joker = playOut(at(on('4', 'T 5 8', ' | demand: yes')), ['play T', 'draw']);
      const half = playOut(at(on('3½ ½', '½ 5 8')), ['play ½', 'draw']);
      return { actual: [joker.demand, half.demand], expected: [true, false] };
    },
  },
  {
    name: 'a blind card that burns is followed by the next blind card',
    source: 'ruling MZ-A13: "so a blind card again if the hand is empty"',
    ids: ['MZ-A13'],
    fact: () => {
      const s = playOut(at(`you: - / - / ½ 2 | ${P2} | pile: 9½`), ['blind 1']);
      return { actual: [s.current, legalMoves(s).map((m) => m.type)], expected: [0, ['blind']] };
    },
  },
  {
    name: 'the short deck: no 3s, 6s or 9s, 56 cards',
    source: 'MZ-64: "entfernen Sie alle Karten 3, 6 und 9 aus dem Spiel"',
    ids: ['MZ-64'],
    fact: () => {
      const deck = deckOf('short');
      return { actual: [deck.length, deck.some((c) => ['3', '6', '9'].includes(c.kind))], expected: [56, false] };
    },
  },
  {
    name: 'after 3½ and ½, a further ½ keeps the 4, and the player after it needs 4 or higher',
    source:
      'ruling MZ-A4: "Example: 3½ + ½ (=4); the next player plays ½ (allowed, ≤4); the player after must play ≥ 4"',
    ids: ['MZ-A4'],
    fact: () => {
      const s = playOut(at(`you: ½ 2 8 / #3 / #3 | p2: ½ 2 8 / #3 / #3 | pile: 3½ | draw: #10`), [
        'play ½',
        'draw',
        'play ½',
        'draw',
      ]);
      return { actual: [pileRank(s.pile).halves, check(s, moveIn(s, 'play 2')).ok], expected: [8, false] };
    },
  },
];
