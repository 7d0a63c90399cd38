/**
 * The table of MazzelTof rule cases: for every rule number and ruling, positions where the engine
 * allows or refuses a move, and facts the engine must hold. rules.test.ts runs it. Plain data and
 * functions, no test runner, so other tests (the catalogue's) can share it.
 *
 * `source` says where a case comes from: the rule text (quoted) or the checklist
 * (shared/rules/mazzeltof.md, which numbers the rules and rulings).
 */
import type { FactCase as KitFactCase, VerdictCase as KitVerdictCase } from '../../engine/rule-cases';
import { actors } from './actors';
import { allCards, isJoker } from './cards';
import { parseMove, formatMove } from './moves';
import { parsePosition } from './position';
import type { MazzelTofRuleId } from './rule-ids';
import { apply, check, legalMoves, turnCheck } from './rules';
import { checkOptions, setup, badStart } from './setup';
import { DEFAULT_OPTIONS, type MtMove, type MtOptions, type MtState } from './state';
import { colourOf } from './cards';
import { drawable, teamOf } from './table';
import { view } from './view';

export type VerdictCase = KitVerdictCase<MazzelTofRuleId>;
export type FactCase = KitFactCase<MazzelTofRuleId>;

/** Rule numbers under which the engine can refuse something; every one needs a refusing case. */
export const REFUSABLE: readonly MazzelTofRuleId[] = [
  'MT-02',
  'MT-13',
  'MT-14',
  'MT-19',
  'MT-23',
  'MT-24',
  'MT-26',
  'MT-27',
  'MT-32',
  'MT-33',
  'MT-34',
  'MT-36',
  'MT-37',
  'MT-38',
  'MT-43',
  'MT-44',
  'MT-45',
  'MT-46',
  'MT-47',
  'MT-A3',
  'MT-A5',
  'MT-A10',
  'MT-A13',
];

const at = (position: string, options?: Partial<MtOptions>): MtState => parsePosition(position, options);

export function moveIn(state: MtState, text: string): MtMove {
  const m = parseMove(text, state);
  if ('error' in m) throw new Error(m.error);
  return m;
}

/** Plays the moves in order, each of which must be allowed. */
export function playOut(state: MtState, moves: readonly string[]): MtState {
  return moves.reduce((s, text) => apply(s, moveIn(s, text)), state);
}

const checkAfter = (position: string, moves: readonly string[]) => () => {
  const s = playOut(at(position), moves.slice(0, -1));
  return check(s, moveIn(s, moves[moves.length - 1] as string));
};
const checkAt = (position: string, move: string) => checkAfter(position, [move]);
const offered = (s: MtState) => legalMoves(s).map(formatMove);

type TableKey = 'red' | 'mixed' | 'black' | 'red-draw';
const TABLE: Readonly<Record<TableKey, string>> = { red: '♦8', mixed: '♦7', black: '♠4', 'red-draw': '#30' };
/** The example's table, ♦8 on red, ♦7 mixed, ♠4 black, with these sections changed ("-" for an empty slot). */
const tableWith = (changes: Partial<Record<TableKey, string>> = {}) =>
  (Object.keys(TABLE) as TableKey[]).map((k) => `${k}: ${changes[k] ?? TABLE[k]}`).join(' | ') + ' | blue-draw: #30';
const PILES4 = tableWith();
/** Four players, you (red team) to play. */
const four = (hand: string, more = '', changes: Partial<Record<TableKey, string>> = {}) =>
  `you: ${hand} | p2: #5 | p3: #5 | p4: #5 | ${tableWith(changes)}${more}`;
const two = (hand: string, more = '') => `you: ${hand} | p2: #7 | ${PILES4}${more}`;
/** The last six: the red team's draw pile is face up, its top card ♥9. */
const LAST = (hand: string, more = '') => four(hand, ' | revealed: red' + more, { 'red-draw': '♥9 ♠3 ♣3' });
const OPEN5 = '♣3 ♣3 ♥3 ♥3 ♠3';

export const VERDICT_CASES: readonly VerdictCase[] = [
  // Setup and options.
  {
    name: 'four players',
    source: 'MT-02: "MazzelTof can be played with 2 or 4 players."',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 4 }),
    expected: { ok: true, rule: 'MT-02', params: { players: 4 } },
  },
  {
    name: 'not three players',
    source: 'MT-02',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 3 }),
    expected: { ok: false, rule: 'MT-02', params: { players: 3 } },
  },
  {
    name: 'a match of no games',
    source: 'MT-47: a game ends with a winning team; a match is one or more games',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, games: 0 }),
    expected: { ok: false, rule: 'MT-47', params: { case: 'games', games: 0 } },
  },
  // Turn order.
  {
    name: 'the player whose turn it is may act',
    source: 'MT-23: "the next player (Player C) takes their turn"; ruling MT-A7',
    verdict: () => turnCheck(at(four('♣5')), 0),
    expected: { ok: true, rule: 'MT-23', params: { player: 'You' } },
  },
  {
    name: 'another player may not',
    source: 'MT-23',
    verdict: () => turnCheck(at(four('♣5')), 2),
    expected: { ok: false, rule: 'MT-23', params: { player: 'Player 3', current: 'You' } },
  },
  // The draw.
  {
    name: "the starting player's first hand: four cards to the joker",
    source: 'MT-21: "first takes five cards from the draw pile"; ruling MT-A1: the joker counts toward the five',
    verdict: checkAt(four('*', ' | first: you p2 p3 p4 | step: draw'), 'draw'),
    expected: { ok: true, rule: 'MT-21', params: { player: 'You', count: 4, target: 5, hand: 5 } },
    shows: ['MT-A1'],
  },
  {
    name: "another player's first hand",
    source: 'MT-22: "all players in their first turn take five cards"',
    verdict: checkAt(`you: ♣5 | p2: * | p3: #5 | p4: #5 | ${PILES4} | turn: p2 | first: p2 p4 | step: draw`, 'draw'),
    expected: { ok: true, rule: 'MT-22', params: { player: 'Player 2', count: 4, hand: 5 } },
  },
  {
    name: 'a hand of three draws two',
    source: 'MT-32, MT-33: "must always replenish their hand with two cards"; ruling MT-A2',
    verdict: checkAt(four('♣5 ♦9 ♥K', ' | step: draw'), 'draw'),
    expected: { ok: true, rule: 'MT-32', params: { count: 2, hand: 5 } },
    shows: ['MT-33', 'MT-A2'],
  },
  {
    name: 'a hand of one draws four, up to five',
    source: 'MT-32: "or until you have at least five cards again"; ruling MT-A2',
    verdict: checkAt(four('♣5', ' | step: draw'), 'draw'),
    expected: { ok: true, rule: 'MT-32', params: { count: 4, hand: 5 } },
  },
  {
    name: 'a hand of six still draws two',
    source: 'ruling MT-A2: max(2, 5 − hand)',
    verdict: checkAt(four('♣5 ♦9 ♥K ♥Q ♥J ♥10', ' | step: draw'), 'draw'),
    expected: { ok: true, rule: 'MT-32', params: { count: 2, hand: 8 } },
    shows: ['MT-A2'],
  },
  {
    name: 'with two players the hand is refilled to seven',
    source: 'MT-49: "continually replenish your hand with two new cards until you have at least seven"',
    verdict: checkAt(two('♣5 ♦9 ♥K', ' | step: draw'), 'draw'),
    expected: { ok: true, rule: 'MT-32', params: { count: 4, target: 7, hand: 7 } },
    shows: ['MT-49'],
  },
  {
    name: 'only one card above the marker: one is drawn',
    source: 'ruling MT-A16: "Draw whatever remains above the marker"',
    verdict: checkAt(four('♣5 ♦9 ♥K', ' | step: draw', { 'red-draw': '#7' }), 'draw'),
    expected: { ok: true, rule: 'MT-A16', params: { count: 1 } },
  },
  {
    name: 'no play before the draw',
    source: 'MT-33: the draw is compulsory and comes first',
    verdict: checkAt(four('♣5 ♦9 ♥K', ' | step: draw'), 'play ♦9 red'),
    expected: { ok: false, rule: 'MT-33', params: { case: 'draw-first', count: 2 } },
  },
  {
    name: 'no second draw in a turn',
    source: 'MT-32: one refill at the start of the turn',
    verdict: checkAt(four('♣5 ♦9 ♥K'), 'draw'),
    expected: { ok: false, rule: 'MT-32', params: { case: 'done' } },
  },
  {
    name: 'the last six are never drawn into the hand',
    source: 'MT-37; ruling MT-A5: "stop drawing into the hand"',
    verdict: checkAt(LAST('♣5 ♦9'), 'draw'),
    expected: { ok: false, rule: 'MT-37', params: { case: 'last-six' } },
  },
  // Playing on the piles.
  {
    name: 'a red 9 on the red 8',
    source: 'MT-13: "On the red card ♦8, a red ♦9 or ♥9 card must be played"',
    verdict: checkAt(four('♥9 ♣5'), 'play ♥9 red'),
    expected: {
      ok: true,
      rule: 'MT-13',
      params: { card: '9 of hearts', pile: 'the red pile', top: '8', needed: '9', from: 'your hand' },
    },
    shows: ['MT-14', 'MT-24'],
  },
  {
    name: 'a red jack on the red 8 skips ranks',
    source: 'MT-13: "in numerical order from low to high"',
    verdict: checkAt(four('♥J ♣5'), 'play ♥J red'),
    expected: { ok: false, rule: 'MT-13', params: { card: 'jack of hearts', top: '8', needed: '9' } },
  },
  {
    name: 'a black 9 on the red pile',
    source: 'MT-14: "The suit does not matter as long as the color is correct"',
    verdict: checkAt(four('♠9 ♣5'), 'play ♠9 red'),
    expected: { ok: false, rule: 'MT-14', params: { card: '9 of spades', pile: 'the red pile', colour: 'red' } },
  },
  {
    name: 'the black 5 on the black 4, as in the example',
    source: 'MT-14: "Player A places ♣5 on the ♠4, black on black"',
    verdict: checkAt(four('♣5 ♦J'), 'play ♣5 black'),
    expected: { ok: true, rule: 'MT-13', params: { card: '5 of clubs', pile: 'the black pile' } },
    shows: ['MT-14'],
  },
  {
    name: 'a black 8 on the mixed 7',
    source: 'MT-15: "On the middle pile, any color can be played"',
    verdict: checkAt(four('♣8 ♣5'), 'play ♣8 mixed'),
    expected: { ok: true, rule: 'MT-15', params: { card: '8 of clubs', pile: 'the mixed pile', needed: '8' } },
  },
  {
    name: 'the ace on the king completes the pile',
    source: 'MT-16: "the highest card is an ace"; MT-35: "lays down the ace card removes that pile"',
    verdict: checkAt(four('♣A ♣5', '', { black: '♠J ♠Q ♠K' }), 'play ♣A black'),
    expected: { ok: true, rule: 'MT-35', params: { card: 'ace of clubs', stands: 'ace' } },
    shows: ['MT-16'],
  },
  {
    name: 'a joker on the black 4 stands as a 5',
    source: 'MT-17: "Joker cards can replace cards."',
    verdict: checkAt(four('* ♣5'), 'play * black'),
    expected: { ok: true, rule: 'MT-17', params: { card: 'joker', stands: '5' } },
  },
  {
    name: 'a red 2 on the red 8 stands as a 9',
    source: 'MT-18: "All cards with the value two … are also jokers"; MT-19',
    verdict: checkAt(four('♥2 ♣5'), 'play ♥2 red'),
    expected: { ok: true, rule: 'MT-18', params: { card: '2 of hearts', stands: '9' } },
    shows: ['MT-19'],
  },
  {
    name: 'a black 2 may not go on the red pile',
    source: 'MT-19: "Only red twos (♥2, ♦2) can be placed on a red pile"',
    verdict: checkAt(four('♠2 ♣5'), 'play ♠2 red'),
    expected: { ok: false, rule: 'MT-19', params: { card: '2 of spades', pile: 'the red pile', colour: 'red' } },
  },
  {
    name: 'a black 2 on the mixed pile',
    source: 'MT-20: "Both red and black twos can be played on the mixed pile."',
    verdict: checkAt(four('♠2 ♣5'), 'play ♠2 mixed'),
    expected: { ok: true, rule: 'MT-20', params: { card: '2 of spades', stands: '8' } },
  },
  {
    name: 'a joker on the king stands as the ace and completes the pile',
    source: 'ruling MT-A11: "A wild played on a K counts as the ace and completes the pile"',
    verdict: checkAt(four('* ♣5', '', { black: '♠J ♠Q ♠K' }), 'play * black'),
    expected: { ok: true, rule: 'MT-A11', params: { stands: 'ace' } },
    shows: ['MT-35'],
  },
  {
    name: 'a card not in the hand',
    source: 'MT-24: the player plays cards from their hand',
    verdict: checkAt(four('♣5'), 'play ♥9 red'),
    expected: { ok: false, rule: 'MT-24', params: { case: 'not-there', card: '9 of hearts', zone: 'your hand' } },
  },
  {
    name: "a partner's open card",
    source: 'MT-27: "they can also use their teammate\'s open card(s)"',
    verdict: checkAt('you: ♣5 | p2: #5 | p3: #5 / ♥9 | p4: #5 | ' + PILES4, 'play p3 ♥9 red'),
    expected: { ok: true, rule: 'MT-13', params: { from: "Player 3's open cards" } },
    shows: ['MT-27'],
  },
  {
    name: "an opponent's open card",
    source: 'MT-27: "all open cards of a team can be used by the respective team players"',
    verdict: checkAt('you: ♣5 | p2: #5 / ♥9 | p3: #5 | p4: #5 | ' + PILES4, 'play p2 ♥9 red'),
    expected: { ok: false, rule: 'MT-27', params: { case: 'opponent', owner: 'Player 2', card: '9 of hearts' } },
  },
  // An empty slot after an ace.
  {
    name: 'a new red pile opened with a red 5',
    source: 'MT-36: "may start a new pile with any desired card, as long as it is of the same color"; ruling MT-A10',
    verdict: checkAt(four('♥5 ♣5', '', { red: '-' }), 'play ♥5 red'),
    expected: { ok: true, rule: 'MT-36', params: { card: '5 of hearts', pile: 'the red pile' } },
    shows: ['MT-A10'],
  },
  {
    name: 'a black card may not open the red pile',
    source: 'MT-36: "of the same color as before"',
    verdict: checkAt(four('♠5 ♣5', '', { red: '-' }), 'play ♠5 red'),
    expected: { ok: false, rule: 'MT-36', params: { colour: 'red' } },
  },
  {
    name: 'a wild cannot open a pile',
    source: 'ruling MT-A10: "A wild has no rank and cannot open a pile"',
    verdict: checkAt(four('* ♣5', '', { red: '-' }), 'play * red'),
    expected: { ok: false, rule: 'MT-A10', params: { card: 'joker', pile: 'the red pile' } },
  },
  // Skips.
  {
    name: 'a red 10 on the red 9',
    source: 'MT-40: "plays one or more cards with the value 10, then the next player must skip"',
    verdict: checkAt(four('♦10 ♣5', '', { red: '♦9' }), 'play ♦10 red'),
    expected: { ok: true, rule: 'MT-40', params: { card: '10 of diamonds', stands: '10' } },
  },
  {
    name: 'after the 10 the player plays on',
    source: 'MT-41: "can play more cards in the same turn than just their 10 card"',
    verdict: checkAfter(four('♦10 ♥J ♣5', '', { red: '♦9' }), ['play ♦10 red', 'play ♥J red']),
    expected: { ok: true, rule: 'MT-13', params: { card: 'jack of hearts' } },
    shows: ['MT-41'],
  },
  {
    name: 'a 2 standing as a 10',
    source: 'MT-42: "use a two-card or a joker card as if it were a 10 card"; ruling MT-A11',
    verdict: checkAt(four('♥2 ♣5', '', { red: '♦9' }), 'play ♥2 red'),
    expected: { ok: true, rule: 'MT-42', params: { stands: '10' } },
  },
  {
    name: 'a skipped player sits out',
    source: 'MT-43: "they receive a red pawn on their draw pile"; ruling MT-A13',
    verdict: checkAt(four('* ♣5', ' | pawn: you | step: skip'), 'sit out'),
    expected: { ok: true, rule: 'MT-43', params: { player: 'You' } },
  },
  {
    name: 'no sitting out without the pawn',
    source: 'MT-43: only the player with the pawn skips',
    verdict: checkAt(four('* ♣5'), 'sit out'),
    expected: { ok: false, rule: 'MT-43', params: { case: 'no-pawn' } },
  },
  {
    name: 'a joker in hand cancels the skip',
    source: 'MT-44: "Only with a joker card that you already have in your hand (not twos)"',
    verdict: checkAt(four('* ♣5', ' | pawn: you | step: skip'), 'cancel'),
    expected: { ok: true, rule: 'MT-44', params: { player: 'You' } },
  },
  {
    name: 'a 2 does not cancel the skip',
    source: 'MT-44: "(not twos)"',
    verdict: checkAt(four('♥2 ♣5', ' | pawn: you | step: skip'), 'cancel'),
    expected: { ok: false, rule: 'MT-44', params: { case: 'two' } },
  },
  {
    name: 'no cancelling without the pawn',
    source: 'MT-44: the joker "remove[s] the red pawn"',
    verdict: checkAt(four('* ♣5'), 'cancel'),
    expected: { ok: false, rule: 'MT-44', params: { case: 'no-pawn' } },
  },
  {
    name: 'no drawing to look for a joker',
    source: 'MT-45: "You are not allowed to first draw cards from your draw pile"',
    verdict: checkAt(four('* ♣5', ' | pawn: you | step: skip'), 'draw'),
    expected: { ok: false, rule: 'MT-45', params: { player: 'You' } },
  },
  {
    name: 'no play before deciding on the skip',
    source: 'ruling MT-A13: "A skipped player does nothing that turn"',
    verdict: checkAt(four('* ♣5', ' | pawn: you | step: skip'), 'play ♣5 black'),
    expected: { ok: false, rule: 'MT-A13', params: { case: 'decide-first' } },
  },
  {
    name: 'the joker that cancelled the skip must be played before the pass',
    source: 'MT-46: "required to play the joker card"; ruling MT-A13: "it may not be the pass card"',
    verdict: checkAfter(four('* ♣5', ' | pawn: you | step: skip'), ['cancel', 'draw', 'pass ♣5']),
    expected: { ok: false, rule: 'MT-46', params: { case: 'joker-first' } },
  },
  {
    name: 'once the joker is played the turn ends as usual',
    source: 'MT-46: "completely at your own discretion in that turn"',
    verdict: checkAfter(four('* ♣5', ' | pawn: you | step: skip'), ['cancel', 'draw', 'play * mixed', 'pass ♣5']),
    expected: { ok: true, rule: 'MT-26' },
    shows: ['MT-46'],
  },
  // The pass.
  {
    name: 'the pass lays a hand card open, though a card could be played',
    source: 'MT-26: "Player A passes by laying down a card"; MT-25: "You do not have to necessarily play a card"',
    verdict: checkAt(four('♦J ♥9'), 'pass ♦J'),
    expected: { ok: true, rule: 'MT-26', params: { card: 'jack of diamonds', open: 1 } },
    shows: ['MT-25', 'MT-30', 'MT-A3'],
  },
  {
    name: 'the turn does not end with cards in hand but no pass',
    source: 'MT-26; ruling MT-A3: every turn ends with exactly one pass card',
    verdict: checkAt(four('♦J'), 'end'),
    expected: { ok: false, rule: 'MT-26', params: { case: 'pass-first', hand: 1 } },
  },
  {
    name: 'a sixth pass card goes face down as a penalty card',
    source: 'MT-28: "a maximum of five open cards"; MT-29; MT-30; ruling MT-A4: a separate face-down stack',
    verdict: checkAt(`you: ♦J / ${OPEN5} | p2: #5 | p3: #5 | p4: #5 | ${PILES4}`, 'pass ♦J'),
    expected: { ok: true, rule: 'MT-29', params: { penalty: 1 } },
    shows: ['MT-28', 'MT-30', 'MT-A4'],
  },
  {
    name: 'with two players the open-card limit is five too',
    source: 'ruling MT-A15: "recommend 5, as in the 4-player game"',
    verdict: checkAt(`you: ♦J / ${OPEN5} | p2: #7 | ${PILES4}`, 'pass ♦J'),
    expected: { ok: true, rule: 'MT-29' },
    shows: ['MT-A15'],
  },
  {
    name: 'an open card cannot be the pass',
    source: 'ruling MT-A3: "Open cards cannot be used as the pass"',
    verdict: () => {
      const s = at(`you: ♣5 / ♦J | p2: #5 | p3: #5 | p4: #5 | ${PILES4}`);
      const card = s.open[0]?.[0];
      return check(s, { type: 'pass', card: card ?? (allCards()[0] as never) });
    },
    expected: { ok: false, rule: 'MT-A3', params: { case: 'open-card', card: 'jack of diamonds' } },
  },
  {
    name: 'an empty hand ends the turn without a pass',
    source: 'ruling MT-A3: "If the hand is empty at the end of the turn … without a pass"',
    verdict: checkAt(four('-', '', { 'red-draw': '#7' }), 'end'),
    expected: { ok: true, rule: 'MT-A3', params: { player: 'You' } },
  },
  {
    name: 'an empty hand may be refilled to five',
    source: 'MT-34: "you may take five new playing cards"; ruling MT-A14',
    verdict: checkAt(four('-'), 'refill'),
    expected: { ok: true, rule: 'MT-34', params: { count: 5 } },
    shows: ['MT-A14'],
  },
  {
    name: 'no refill while the hand holds cards',
    source: 'MT-34: "If you play all your cards from your hand"',
    verdict: checkAt(four('♣5'), 'refill'),
    expected: { ok: false, rule: 'MT-34', params: { case: 'hand', hand: 1 } },
  },
  {
    name: 'no refill from the last six',
    source: 'MT-37; ruling MT-A5',
    verdict: checkAt(LAST('-'), 'refill'),
    expected: { ok: false, rule: 'MT-37', params: { case: 'last-six' } },
  },
  // The last six.
  {
    name: 'the revealed card played onto a pile',
    source: 'MT-38: "you play that card or lay that card in a turn"',
    verdict: checkAt(LAST('♣5'), 'play top red'),
    expected: { ok: true, rule: 'MT-13', params: { card: '9 of hearts', from: 'the revealed draw pile' } },
    shows: ['MT-38', 'MT-A5'],
  },
  {
    name: 'the revealed card laid open: the pass of the last six',
    source: 'MT-38; ruling MT-A5: "Laying it counts as the pass"',
    verdict: checkAt(LAST('♣5'), 'lay'),
    expected: { ok: true, rule: 'MT-38', params: { card: '9 of hearts', left: 2 } },
  },
  {
    name: 'the revealed card comes before the pass',
    source: 'ruling MT-A5: "Each turn the player handles exactly one revealed card"',
    verdict: checkAt(LAST('♣5'), 'pass ♣5'),
    expected: { ok: false, rule: 'MT-38', params: { case: 'handle-first', card: '9 of hearts' } },
  },
  {
    name: 'no revealed card before the last six',
    source: 'MT-37: the cards are turned face up only at the sixth card from the bottom',
    verdict: checkAt(four('♣5'), 'lay'),
    expected: { ok: false, rule: 'MT-37', params: { case: 'not-reached' } },
  },
  {
    name: 'no revealed card to play before the last six',
    source: 'MT-38: "When you reach the sixth bottom card, you play that card"',
    verdict: checkAt(four('♣5'), 'play top red'),
    expected: { ok: false, rule: 'MT-38', params: { case: 'not-reached' } },
  },
  {
    name: 'one revealed card a turn',
    source: 'ruling MT-A5: "exactly one revealed card, the top one"',
    verdict: checkAfter(LAST('♣5'), ['play top red', 'lay']),
    expected: { ok: false, rule: 'MT-A5', params: { case: 'one-per-turn' } },
  },
  {
    name: 'in the last six a sixth open card is allowed',
    source: 'MT-39: "From now on, you may have more than five open cards."',
    verdict: checkAt(
      `you: ♦J / ${OPEN5} | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♠6 ♣6 | revealed: red | blue-draw: #30 | handled: yes`,
      'pass ♦J',
    ),
    expected: { ok: true, rule: 'MT-39', params: { open: 6 } },
  },
  {
    name: 'with two players the last six work the same',
    source: 'MT-50: "When you start the last six cards … more than five open cards"',
    verdict: checkAt(
      `you: ♦J / ${OPEN5} | p2: #7 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♠6 ♣6 | revealed: red | blue-draw: #30 | handled: yes`,
      'pass ♦J',
    ),
    expected: { ok: true, rule: 'MT-39', params: { open: 6 } },
    shows: ['MT-50'],
  },
  {
    name: 'the last draw-pile card laid open wins',
    source: 'ruling MT-A6: "the last card of the draw pile can become a layoff card"; MT-47',
    verdict: checkAt(
      'you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♠3 | revealed: red | blue-draw: #30',
      'lay',
    ),
    expected: { ok: true, rule: 'MT-A6', params: { card: '3 of spades', left: 0 } },
    shows: ['MT-47'],
  },
  {
    name: 'nothing is played once the game is won',
    source: 'MT-47: "that team wins"',
    verdict: checkAfter(
      'you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♠3 | revealed: red | blue-draw: #30',
      ['lay', 'pass ♣5'],
    ),
    expected: { ok: false, rule: 'MT-47', params: { case: 'over' } },
  },
];

/** Over many seeded deals, the facts a setup must hold. */
function deals(players: number, n = 60): MtState[] {
  return Array.from({ length: n }, (_, seed) => setup({ ...DEFAULT_OPTIONS, players }, seed));
}

export const FACT_CASES: readonly FactCase[] = [
  {
    name: 'two packs of 54 with two jokers each',
    source: 'MT-01: "1 deck of playing cards with a red back, including 2 jokers"',
    ids: ['MT-01'],
    fact: () => {
      const cards = allCards();
      return {
        actual: [cards.length, cards.filter((c) => c.back === 'red').length, cards.filter(isJoker).length],
        expected: [108, 54, 4],
      };
    },
  },
  {
    name: 'red (you, p3) against blue (p2, p4), taking turns A, C, B, D',
    source: 'MT-04: "One team plays with the red cards (Ladies A and B)"; ruling MT-A7',
    ids: ['MT-04', 'MT-A7'],
    fact: () => {
      const s = at(four('♣5'));
      const after = playOut(s, ['pass ♣5']);
      return { actual: [s.hands.map((_, seat) => teamOf(seat)), after.current], expected: [[0, 1, 0, 1], 1] };
    },
  },
  {
    name: 'a joker to each player from their own pack; with two players one stays in each draw pile',
    source:
      'MT-05: "Each of the four players receives one joker card"; MT-48: "one joker card remains in the draw pile"',
    ids: ['MT-05', 'MT-48'],
    fact: () => {
      const jokerBacks = (s: MtState) =>
        s.hands.map((h) =>
          h
            .filter(isJoker)
            .map((c) => c.back)
            .join(),
        );
      const inDraw = (s: MtState) => s.draw.map((d) => d.filter(isJoker).length);
      const s4 = setup({ ...DEFAULT_OPTIONS, players: 4 }, 3);
      const s2 = setup({ ...DEFAULT_OPTIONS, players: 2 }, 3);
      return {
        actual: [jokerBacks(s4), inDraw(s4), jokerBacks(s2), inDraw(s2)],
        expected: [
          ['red', 'blue', 'red', 'blue'],
          [0, 0],
          ['red', 'blue'],
          [1, 1],
        ],
      };
    },
  },
  {
    name: 'the highest blind card starts; ties turn again among the tied',
    source: 'MT-06: "The player with the highest blind card starts the game."; ruling MT-A8',
    ids: ['MT-06', 'MT-A8'],
    fact: () => {
      const value = (c: { rank: number | null }) => c.rank ?? 15;
      const ok = deals(4, 200).every((s) => {
        const last = s.blind[s.blind.length - 1];
        if (!last) return false;
        const best = Math.max(...last.cards.map(value));
        const winners = last.seats.filter((_, i) => value(last.cards[i] as never) === best);
        const earlier = s.blind.slice(0, -1).every((r, i) => {
          const top = Math.max(...r.cards.map(value));
          const tied = r.seats.filter((_, j) => value(r.cards[j] as never) === top);
          return tied.join() === s.blind[i + 1]?.seats.join();
        });
        return winners.length === 1 && winners[0] === s.starter && s.current === s.starter && earlier;
      });
      const ties = deals(4, 200).some((s) => s.blind.length > 1);
      return { actual: [ok, ties], expected: [true, true] };
    },
  },
  {
    name: 'the bottom six are marked, the marker face up for all to see',
    source: 'MT-07: "The sixth card from the bottom of the draw pile is turned face up."; ruling MT-A9',
    ids: ['MT-07'],
    fact: () => {
      const s = setup(DEFAULT_OPTIONS, 5);
      const seen = view(s, 0);
      return {
        actual: [drawable(s, 0), seen.draw[1]?.[5]?.id, seen.draw[1]?.length],
        expected: [(s.draw[0]?.length ?? 0) - 6, s.draw[1]?.[5]?.id, s.draw[1]?.length],
      };
    },
  },
  {
    name: 'three starting cards: a red and a black from the two packs, the middle from the starting team, none a joker, 10, 2 or ace',
    source: 'MT-08, MT-09, MT-10, MT-11, MT-12; ruling MT-A9: the exclusions reach all three',
    ids: ['MT-08', 'MT-09', 'MT-10', 'MT-11', 'MT-12', 'MT-A9'],
    fact: () => {
      const ok = [...deals(4, 100), ...deals(2, 100)].every((s) => {
        const [red, mixed, black] = s.piles.map((p) => p[0]);
        if (!red || !mixed || !black || s.piles.some((p) => p.length !== 1)) return false;
        return (
          colourOf(red) === 'red' &&
          colourOf(black) === 'black' &&
          red.back !== black.back &&
          mixed.back === (teamOf(s.starter) === 0 ? 'red' : 'blue') &&
          [red, mixed, black].every((c) => !badStart(c))
        );
      });
      const counts = setup(DEFAULT_OPTIONS, 9);
      const starterTeam = teamOf(counts.starter);
      return {
        actual: [ok, counts.draw[starterTeam]?.length, counts.draw[1 - starterTeam]?.length],
        expected: [true, 50, 51],
      };
    },
  },
  {
    name: 'at the marker the penalty cards go under the six, all face up',
    source: 'MT-31: "the penalty cards must be added to the bottom of your draw pile"; MT-37; ruling MT-A4',
    ids: ['MT-31', 'MT-37', 'MT-A4'],
    fact: () => {
      const s = playOut(at(four('♣5 ♦9 ♥K', ' | red-penalty: ♠9 ♠8 | step: draw', { 'red-draw': '#7' })), ['draw']);
      return {
        actual: [
          s.revealed[0],
          s.draw[0]?.length,
          s.draw[0]?.slice(0, 2).map((c) => c.rank),
          s.penalty[0]?.length,
          s.event,
        ],
        expected: [true, 8, [9, 8], 0, { kind: 'revealed', team: 0 }],
      };
    },
  },
  {
    name: 'two 10s in one turn give one skip',
    source: 'MT-40: "one or more cards with the value 10"; MT-43; ruling MT-A12: one skip only',
    ids: ['MT-A12', 'MT-40', 'MT-43'],
    fact: () => {
      const s = playOut(at(four('♦10 ♠10 ♣5', '', { red: '♦9', black: '♠9' })), [
        'play ♦10 red',
        'play ♠10 black',
        'pass ♣5',
      ]);
      // p2 held no joker, so sat out at once; the turn is p3's.
      return { actual: [s.current, s.pawn, s.event], expected: [2, null, { kind: 'skipped', seat: 1 }] };
    },
  },
  {
    name: 'a skipped player with a joker chooses; nothing else, not even the draw',
    source: 'MT-45; ruling MT-A13',
    ids: ['MT-45', 'MT-A13'],
    fact: () => {
      const s = at(four('* ♣5', ' | pawn: you | step: skip'));
      const out = playOut(s, ['sit out']);
      return {
        actual: [offered(s), actors(s), out.current, out.hands[0]?.length, out.pawn],
        expected: [['cancel', 'sit out'], [{ seat: 0, kind: 'decision', rule: 'MT-44' }], 1, 2, null],
      };
    },
  },
  {
    name: 'after the mid-turn refill the turn goes on and ends with a pass',
    source: 'ruling MT-A14: "Recommend 5 cards (7 with 2 players), then continue"',
    ids: ['MT-A14', 'MT-34'],
    fact: () => {
      const s = playOut(at(four('-')), ['refill']);
      return { actual: [s.hands[0]?.length, s.step.kind, s.current], expected: [5, 'play', 0] };
    },
  },
  {
    name: 'the team that plays through its draw pile wins the game',
    source: 'MT-03: "play through your team\'s draw pile before your opponents"; MT-47; ruling MT-A6',
    ids: ['MT-03', 'MT-47', 'MT-A6'],
    fact: () => {
      const s = playOut(
        at(
          'you: ♣5 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: ♥9 | revealed: red | blue-draw: #30',
        ),
        ['play top red'],
      );
      return {
        actual: [s.status, s.winner, s.scores, s.history],
        expected: ['match-over', 0, [1, 0], [{ points: [1, 0], wentOut: 0 }]],
      };
    },
  },
];
