/**
 * The table of Hand and Foot rule cases: for every rule number and ruling, positions where the
 * engine allows or refuses a move, and facts the engine must hold. rules.test.ts runs it. Plain data
 * and functions, no test runner, so other tests (the catalogue's) can share it.
 *
 * `source` says where a case comes from: the club's sheet (r.N, quoted) or the checklist
 * (shared/rules/hand-and-foot.md, which numbers the rules HF-01…HF-46 and the rulings HF-A1…HF-A17).
 */
import type { FactCase as KitFactCase, VerdictCase as KitVerdictCase } from '../../engine/rule-cases';
import { type HfCard, allCards, isJoker, isWild } from './cards';
import { colourOf } from './melds';
import type { HandAndFootRuleId } from './rule-ids';
import { apply, check, legalMoves, turnCheck } from './rules';
import { checkOptions, nextDeal, setup } from './setup';
import { DEFAULT_OPTIONS, type HfMove, type HfState } from './state';
import {
  BLACK_BOOKS,
  RED_BOOKS,
  SIX_BOOKS,
  type TableSpec,
  botDeal,
  discard,
  everyCard,
  held,
  meld,
  pickup,
  playOut,
  table,
} from './test-support';
import { view } from './view';

export type VerdictCase = KitVerdictCase<HandAndFootRuleId>;
export type FactCase = KitFactCase<HandAndFootRuleId>;

/** Rule numbers under which the engine can refuse something; every one needs a refusing case. */
export const REFUSABLE: readonly HandAndFootRuleId[] = [
  'HF-02',
  'HF-04',
  'HF-06',
  'HF-08',
  'HF-11',
  'HF-12',
  'HF-13',
  'HF-14',
  'HF-15',
  'HF-16',
  'HF-18',
  'HF-20',
  'HF-21',
  'HF-22',
  'HF-23',
  'HF-25',
  'HF-26',
  'HF-27',
  'HF-28',
  'HF-32',
  'HF-35',
  'HF-45',
  'HF-A1',
  'HF-A5',
  'HF-A7',
  'HF-A8',
  'HF-A9',
  'HF-A10',
  'HF-A11',
  'HF-A13',
  'HF-A17',
];

/**
 * Rule numbers that never refuse a move, each with the reason: setup and scoring facts, rules that
 * only allow (the right to draw from any piles, to add beyond seven, to turn a red meld black), and
 * what a refusal under another number already covers. rules.test.ts checks that the two lists
 * together hold every rule number and ruling, once.
 */
export const NEVER_REFUSED: Readonly<Partial<Record<HandAndFootRuleId, string>>> = {
  'HF-01': 'the deck is dealt, not chosen',
  'HF-03': 'the deal is made by setup',
  'HF-05': 'the deal is made by setup',
  'HF-07': 'the owner settles questions at the table; the engine settles them by these rules',
  'HF-09': 'the view hides the foot; a foot card named in a move is refused under HF-18',
  'HF-10': 'the view shows every foot, face down',
  'HF-17': 'the table of minimums; a lay-down below it is refused under HF-16 or HF-A7',
  'HF-19': 'the view shows only the top discard',
  'HF-24': 'a discard that empties the hand is always allowed; the turn simply ends',
  'HF-29': 'only allows; a closed red book is refused under HF-A10',
  'HF-30': 'only says when a meld is a book',
  'HF-31': 'only allows; a red book of seven is refused under HF-26 or HF-A10',
  'HF-33': 'setup reshuffles',
  'HF-34': 'says which cards are wild; their limits refuse under HF-14, HF-27, HF-28, HF-A9',
  'HF-36': 'a 3 is refused under HF-35 and a 2 is wild, so no other rank can be melded',
  'HF-37': 'scoring',
  'HF-38': 'scoring',
  'HF-39': 'scoring',
  'HF-40': 'scoring',
  'HF-41': 'scoring',
  'HF-42': 'scoring',
  'HF-43': 'going out is refused under HF-32 or HF-A13',
  'HF-44': 'scoring',
  'HF-46': 'scoring',
  'HF-A2': 'setup',
  'HF-A3': 'setup; a pickup from the empty pile is refused under HF-20',
  'HF-A4': 'one pile twice is allowed when it alone has cards, else refused under HF-12',
  'HF-A6': 'only allows a shorter pickup',
  'HF-A12': 'says where the foot is played from; never refuses',
  'HF-A14': 'scoring',
  'HF-A15': 'says how the minimum is counted; the refusal is HF-16',
  'HF-A16': 'only allows any discard',
};

const checkAt = (spec: TableSpec, move: (s: HfState) => HfMove) => () => {
  const s = table(spec);
  return check(s, move(s));
};
/** You to play, your partnership opened with a meld of 4s. */
const play = (hand: string, more: Partial<TableSpec> = {}): TableSpec => ({
  hands: [hand],
  melds: [['♥4 ♠4 ♦4']],
  ...more,
});
/** You to draw, with this discard pile (top last). */
const toDraw = (hand: string, pile: string, more: Partial<TableSpec> = {}): TableSpec => ({
  ...play(hand, more),
  discard: pile,
  step: 'draw',
});
const SEVEN_BELOW = '♣5 ♦6 ♥7 ♠8 ♣9 ♦10 ♥J ♠Q';
/** A closed red book of kings (HF-26, HF-A10). */
const RED_KINGS = '♥K ♥K ♠K ♠K ♦K ♦K ♣K';
const over: HfState = { ...table(play('♣5 ♦6')), status: 'match-over' };

export const VERDICT_CASES: readonly VerdictCase[] = [
  // Options and setup.
  {
    name: 'four players, two against two',
    source: 'HF-02: "Play with partners, w/4 people, 2 against 2, w/6, 3 against 3"',
    verdict: () => checkOptions(DEFAULT_OPTIONS),
    expected: { ok: true, rule: 'HF-02', params: { players: 4, teams: 2, each: 2 } },
  },
  {
    name: 'not five players',
    source: 'HF-02',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 5 }),
    expected: { ok: false, rule: 'HF-02', params: { players: 5 } },
  },
  {
    name: 'two or four draw piles, not three',
    source: 'HF-04: "placed in the center in either 2 or 4 piles"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, piles: 3 }),
    expected: { ok: false, rule: 'HF-04', params: { piles: 3 } },
  },
  {
    name: 'the owner of the cards is one of the players',
    source: 'HF-06: "The owner of the cards is the first player."',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, owner: 4 }),
    expected: { ok: false, rule: 'HF-06', params: { owner: 5, players: 4 } },
  },
  {
    name: 'a match is at most four deals',
    source: 'HF-45: "The highest score after 4 hands is the winner"; HF-17 has minimums for four deals',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, deals: 5 }),
    expected: { ok: false, rule: 'HF-45', params: { case: 'deals', deals: 5, most: 4 } },
  },
  {
    name: 'nothing more once the match is over',
    source: 'HF-45',
    verdict: () => check(over, discard(over, '♣5')),
    expected: { ok: false, rule: 'HF-45', params: { case: 'over', over: 'match' } },
  },
  // Who acts.
  {
    name: 'the player whose turn it is may act',
    source: 'ruling HF-A1: play goes to the left',
    verdict: () => turnCheck(table(play('♣5')), 0),
    expected: { ok: true, rule: 'HF-A1', params: { player: 'You' } },
  },
  {
    name: 'another player may not',
    source: 'ruling HF-A1',
    verdict: () => turnCheck(table(play('♣5')), 1),
    expected: { ok: false, rule: 'HF-A1', params: { player: 'Player 2', current: 'You' } },
  },
  {
    name: 'at the deal any seat picks its hand, in any order',
    source: 'HF-08: "Player may start playing with either of the two hands they received"',
    verdict: () => check(setup(DEFAULT_OPTIONS, 1), { type: 'choose', seat: 2, packet: 1 }),
    expected: { ok: true, rule: 'HF-08', params: { player: 'Player 3', packet: 2 } },
  },
  {
    name: 'a seat picks once',
    source: 'HF-08',
    verdict: () => {
      const s = apply(setup(DEFAULT_OPTIONS, 1), { type: 'choose', seat: 2, packet: 1 });
      return check(s, { type: 'choose', seat: 2, packet: 0 });
    },
    expected: { ok: false, rule: 'HF-08', params: { case: 'chosen', player: 'Player 3' } },
  },
  {
    name: 'no draw before every seat has picked its hand',
    source: 'HF-08',
    verdict: () => check(setup(DEFAULT_OPTIONS, 1), { type: 'draw', piles: [0, 1] }),
    expected: { ok: false, rule: 'HF-08', params: { case: 'choose-first', waiting: 4 } },
  },
  {
    name: 'no choosing once play has started',
    source: 'HF-08',
    verdict: () => check(table(play('♣5')), { type: 'choose', seat: 0, packet: 0 }),
    expected: { ok: false, rule: 'HF-08', params: { case: 'dealt', player: 'You' } },
  },
  // The draw.
  {
    name: 'the turn opens with one card from each of two piles',
    source: 'HF-11: "must pick up two cards (one from each) from any of the piles of cards"',
    verdict: () => check(table(toDraw('♣5', '')), { type: 'draw', piles: [0, 1] }),
    expected: { ok: true, rule: 'HF-11', params: { player: 'You', first: 1, second: 2 } },
  },
  {
    name: 'any two of four piles',
    source: 'HF-12: "Players may pick cards from any pile of cards but only one card from each pile."',
    verdict: () => check(table(toDraw('♣5', '', { piles: 4 })), { type: 'draw', piles: [1, 3] }),
    expected: { ok: true, rule: 'HF-11', params: { first: 2, second: 4 } },
    shows: ['HF-12'],
  },
  {
    name: 'not two cards from one pile while another has cards',
    source: 'HF-12',
    verdict: () => check(table(toDraw('♣5', '')), { type: 'draw', piles: [0, 0] }),
    expected: { ok: false, rule: 'HF-12', params: { pile: 1, others: 1 } },
  },
  {
    name: 'both cards from the one pile left',
    source: 'ruling HF-A4: "If only one pile has cards, take both cards from it."',
    verdict: () => check(table(toDraw('♣5', '', { pileSizes: [0, 6] })), { type: 'draw', piles: [1, 1] }),
    expected: { ok: true, rule: 'HF-A4', params: { pile: 2 } },
  },
  {
    name: 'not from an empty pile',
    source: 'HF-11',
    verdict: () => check(table(toDraw('♣5', '', { pileSizes: [0, 6] })), { type: 'draw', piles: [0, 1] }),
    expected: { ok: false, rule: 'HF-11', params: { case: 'empty', pile: 1 } },
  },
  {
    name: 'no melding before the draw',
    source: 'HF-13: "Each player\'s turn begins when they pick up two cards."',
    verdict: checkAt(toDraw('♥9 ♠9 ♦9', ''), (s) => meld(s, ['♥9 ♠9 ♦9', null])),
    expected: { ok: false, rule: 'HF-13', params: { case: 'draw-first' } },
  },
  {
    name: 'one draw a turn',
    source: 'HF-13',
    verdict: checkAt(play('♣5'), () => ({ type: 'draw', piles: [0, 1] })),
    expected: { ok: false, rule: 'HF-13', params: { case: 'drawn' } },
  },
  // The discard pickup.
  {
    name: 'the top seven discards for a pair of the top card',
    source: 'HF-20: "pick up the top 7 discards rather than 2 cards from the piles"; HF-21, HF-22, HF-23',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`), (s) => pickup(s, '♠K ♦K')),
    expected: { ok: true, rule: 'HF-20', params: { card: 'king of hearts', rank: 'kings', taken: 7, size: 3 } },
    shows: ['HF-21', 'HF-22', 'HF-23', 'HF-A5'],
  },
  {
    name: 'fewer than seven discards: all of them',
    source: 'ruling HF-A6: "Recommend taking them all"',
    verdict: checkAt(toDraw('♠K ♦K ♣5', '♣5 ♦6 ♥K'), (s) => pickup(s, '♠K ♦K')),
    expected: { ok: true, rule: 'HF-A6', params: { taken: 3 } },
  },
  {
    name: 'no pickup from an empty discard pile',
    source: 'HF-20; ruling HF-A3: the discard pile starts empty',
    verdict: checkAt(toDraw('♠K ♦K ♣5', ''), (s) => pickup(s, '♠K ♦K')),
    expected: { ok: false, rule: 'HF-20', params: { case: 'empty' } },
  },
  {
    name: 'the pair must match the top card',
    source: 'HF-21: "a player must have a pair in hand matching the top card"',
    verdict: checkAt(toDraw('♠Q ♦Q ♣5', `${SEVEN_BELOW} ♥K`), (s) => pickup(s, '♠Q ♦Q')),
    expected: {
      ok: false,
      rule: 'HF-21',
      params: { case: 'other-rank', card: 'queen of spades', top: 'king of hearts' },
    },
  },
  {
    name: 'the pair must be in the hand',
    source: 'HF-21',
    verdict: () => {
      const s = table(toDraw('♠K ♣5', `${SEVEN_BELOW} ♥K`, { hands: ['♠K ♣5', '♦K'] }));
      const other = held(s, '♦K', 1)[0] as HfCard;
      return check(s, { type: 'pickup', pair: [held(s, '♠K')[0] as HfCard, other], to: null, melds: [] });
    },
    expected: { ok: false, rule: 'HF-21', params: { case: 'not-in-hand', card: 'king of diamonds' } },
  },
  {
    name: 'a wild is not part of the pair',
    source: 'ruling HF-A5: "two natural cards of the top card\'s rank. A wild does not match"',
    verdict: checkAt(toDraw('♠K ♣2 ♣5', `${SEVEN_BELOW} ♥K`), (s) => pickup(s, '♠K ♣2')),
    expected: { ok: false, rule: 'HF-A5', params: { case: 'wild-pair', card: '2 of clubs' } },
  },
  {
    name: 'a joker on top blocks the pickup',
    source: 'ruling HF-A5: "A joker on top also blocks the pickup, like 2s and 3s"',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} *`), (s) => pickup(s, '♠K ♦K')),
    expected: { ok: false, rule: 'HF-A5', params: { case: 'joker', card: 'joker' } },
  },
  {
    name: 'a 2 on top blocks the pickup',
    source: 'HF-23: "A 2 or a 3 as the top discard may not be picked up"',
    verdict: checkAt(toDraw('♠2 ♦2 ♣5', `${SEVEN_BELOW} ♣2`), (s) => pickup(s, '♠2 ♦2')),
    expected: { ok: false, rule: 'HF-23', params: { card: '2 of clubs' } },
  },
  {
    name: 'a 3 on top blocks the pickup',
    source: 'HF-23',
    verdict: checkAt(toDraw('♠3 ♣3 ♣5', `${SEVEN_BELOW} ♥3`), (s) => pickup(s, '♠3 ♣3')),
    expected: { ok: false, rule: 'HF-23', params: { card: '3 of hearts' } },
  },
  {
    name: 'the top card and pair go on a meld of their rank',
    source: 'HF-22: "must be played immediately with the pair"',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`), (s) => pickup(s, '♠K ♦K', 0)),
    expected: { ok: false, rule: 'HF-22', params: { rank: 'kings', meld: 1, meldRank: '4s' } },
  },
  {
    name: "the top card and pair added to the partnership's meld of their rank",
    source: 'ruling HF-A8: "either as a new meld or added to the partnership\'s incomplete meld of that rank"',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♣K']] }), (s) =>
      pickup(s, '♠K ♦K', 1),
    ),
    expected: { ok: true, rule: 'HF-A8', params: { size: 6, taken: 7 } },
  },
  {
    name: 'a pickup onto a meld the partnership does not have',
    source: 'ruling HF-A8',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`), (s) => pickup(s, '♠K ♦K', 4)),
    expected: { ok: false, rule: 'HF-A8', params: { case: 'no-meld', meld: '5', melds: 1 } },
  },
  {
    name: "a pickup naming no meld joins the partnership's unfinished meld of its rank",
    source:
      'ruling HF-A8: "added to the partnership\'s incomplete meld of that rank"; ruling HF-A11: "only one *incomplete* meld per rank per partnership at a time"',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♣K']] }), (s) =>
      pickup(s, '♠K ♦K'),
    ),
    expected: { ok: true, rule: 'HF-A8', params: { rank: 'kings', size: 6, colour: 'red', taken: 7 } },
    shows: ['HF-A11'],
  },
  {
    name: 'a pickup naming no meld starts a new one beside a closed red book of its rank',
    source: 'ruling HF-A10: "Spare naturals of a rank whose red book is closed start a new meld (HF-A11)."',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', RED_KINGS]] }), (s) =>
      pickup(s, '♠K ♦K'),
    ),
    expected: { ok: true, rule: 'HF-20', params: { rank: 'kings', size: 3, colour: 'red', taken: 7 } },
    shows: ['HF-A8', 'HF-A10', 'HF-A11'],
  },
  {
    name: 'not a pickup onto a complete black book of its rank',
    source: 'ruling HF-A8: "either as a new meld or added to the partnership\'s incomplete meld of that rank"',
    verdict: checkAt(
      toDraw('♠Q ♦Q ♣5', `${SEVEN_BELOW} ♥Q`, { melds: [['♥4 ♠4 ♦4', BLACK_BOOKS[0] as string]] }),
      (s) => pickup(s, '♠Q ♦Q', 1),
    ),
    expected: { ok: false, rule: 'HF-A8', params: { case: 'book', rank: 'queens', meld: 2 } },
  },
  {
    name: 'a pickup naming no meld starts a new one beside a complete black book of its rank',
    source: 'ruling HF-A8: "either as a new meld or added to the partnership\'s incomplete meld of that rank"',
    verdict: checkAt(
      toDraw('♠Q ♦Q ♣5', `${SEVEN_BELOW} ♥Q`, { melds: [['♥4 ♠4 ♦4', BLACK_BOOKS[0] as string]] }),
      (s) => pickup(s, '♠Q ♦Q'),
    ),
    expected: { ok: true, rule: 'HF-20', params: { rank: 'queens', size: 3, colour: 'red', taken: 7 } },
  },
  {
    name: 'the top card and pair complete an open red meld of four as a red book',
    source: 'HF-26: "A red book (natural) has a maximum of seven cards"; ruling HF-A8',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♥K ♥K']] }), (s) =>
      pickup(s, '♠K ♦K'),
    ),
    expected: { ok: true, rule: 'HF-A8', params: { rank: 'kings', size: 7, colour: 'red' } },
    shows: ['HF-26'],
  },
  {
    name: 'no pickup whose top card and pair would take an open red meld past seven',
    source: 'HF-26: "A red book (natural) has a maximum of seven cards"; ruling HF-A11: they may go nowhere else',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♥K ♥K ♠K']] }), (s) =>
      pickup(s, '♠K ♦K'),
    ),
    expected: { ok: false, rule: 'HF-26', params: { case: 'pickup', card: 'king of hearts', size: 8, meld: 2 } },
  },
  {
    name: 'nor when the pickup names that red meld',
    source: 'HF-26',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♥K ♥K ♠K ♠K']] }), (s) =>
      pickup(s, '♠K ♦K', 1),
    ),
    expected: { ok: false, rule: 'HF-26', params: { case: 'pickup', rank: 'kings', size: 9, meld: 2 } },
  },
  {
    name: 'the top card and pair may take an open black meld past seven',
    source: 'HF-31: "Red and black books can contain more than 7 cards."; ruling HF-A10',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', '♣K ♣K ♥K ♥K *']] }), (s) =>
      pickup(s, '♠K ♦K'),
    ),
    expected: { ok: true, rule: 'HF-A8', params: { rank: 'kings', size: 8, colour: 'black' } },
  },
  {
    name: 'a pickup that opens: the top card and pair reach the minimum',
    source: 'ruling HF-A7: "allowed if the opening melds reach the minimum"',
    verdict: checkAt(toDraw('♠A ♦A ♣5', `${SEVEN_BELOW} ♥A`, { melds: [] }), (s) => pickup(s, '♠A ♦A')),
    expected: { ok: true, rule: 'HF-A7', params: { laid: 60, minimum: 50, deal: 1 } },
  },
  {
    name: 'a pickup that opens with a further meld from the hand',
    source: 'ruling HF-A7: "counting only the top card, the pair and further melds made from the hand"',
    verdict: checkAt(toDraw('♠K ♦K ♠Q ♦Q ♣Q * ♣5', `${SEVEN_BELOW} ♥K`, { melds: [], deal: 2 }), (s) =>
      pickup(s, '♠K ♦K', null, ['♠Q ♦Q ♣Q *', null]),
    ),
    expected: { ok: true, rule: 'HF-A7', params: { laid: 110, minimum: 90, deal: 2, groups: 2 } },
  },
  {
    name: 'a pickup that does not reach the minimum, the other six not counting',
    source:
      'ruling HF-A7: "The other 6 picked-up cards do not count"; "If the minimum is not reached, the pickup is illegal."',
    verdict: checkAt(toDraw('♠K ♦K ♣5', `♠A ♠A ♦A ♦A ♣A ♣A ♥K`, { melds: [], deal: 2 }), (s) => pickup(s, '♠K ♦K')),
    expected: { ok: false, rule: 'HF-A7', params: { case: 'short', laid: 30, minimum: 90, deal: 2 } },
  },
  {
    name: 'once laid down, a pickup melds only the top card and pair',
    source: 'ruling HF-A7',
    verdict: checkAt(toDraw('♠K ♦K ♠Q ♦Q ♣Q', `${SEVEN_BELOW} ♥K`), (s) =>
      pickup(s, '♠K ♦K', null, ['♠Q ♦Q ♣Q', null]),
    ),
    expected: { ok: false, rule: 'HF-A7', params: { case: 'opened' } },
  },
  // Melds.
  {
    name: 'three of a kind',
    source: 'HF-14: "Lay downs are minimum of three of a kind"',
    verdict: checkAt(play('♥9 ♠9 ♦9 ♣5'), (s) => meld(s, ['♥9 ♠9 ♦9', null])),
    expected: { ok: true, rule: 'HF-14', params: { rank: '9s', naturals: 3, wilds: 0, size: 3, colour: 'red' } },
  },
  {
    name: 'not two',
    source: 'HF-14',
    verdict: checkAt(play('♥9 ♠9 ♣5'), (s) => meld(s, ['♥9 ♠9', null])),
    expected: { ok: false, rule: 'HF-14', params: { case: 'too-few', size: 2 } },
  },
  {
    name: 'three with two wilds',
    source: 'HF-14: "(one may be a wild card)"',
    verdict: checkAt(play('♥9 ♣2 * ♣5'), (s) => meld(s, ['♥9 ♣2 *', null])),
    expected: { ok: false, rule: 'HF-14', params: { case: 'wilds', naturals: 1, wilds: 2 } },
  },
  {
    name: 'a meld move with no cards',
    source: 'HF-14',
    verdict: checkAt(play('♥9 ♣5'), () => ({ type: 'meld', groups: [] })),
    expected: { ok: false, rule: 'HF-14', params: { case: 'empty' } },
  },
  {
    name: 'only cards in the hand',
    source: 'HF-14',
    verdict: () => {
      const s = table({ ...play('♥9 ♠9 ♣5'), hands: ['♥9 ♠9 ♣5', '♦9'] });
      return check(s, { type: 'meld', groups: [{ to: null, cards: [...held(s, '♥9 ♠9'), ...held(s, '♦9', 1)] }] });
    },
    expected: { ok: false, rule: 'HF-14', params: { case: 'not-in-hand', card: '9 of diamonds' } },
  },
  {
    name: 'one card twice',
    source: 'HF-14',
    verdict: () => {
      const s = table(play('♥9 ♠9 ♣5'));
      const [a, b] = held(s, '♥9 ♠9') as [HfCard, HfCard];
      return check(s, { type: 'meld', groups: [{ to: null, cards: [a, b, a] }] });
    },
    expected: { ok: false, rule: 'HF-14', params: { case: 'twice', card: '9 of hearts' } },
  },
  {
    name: 'no runs',
    source: 'HF-15: "No runs are allowed."',
    verdict: checkAt(play('♥9 ♥10 ♥J ♣5'), (s) => meld(s, ['♥9 ♥10 ♥J', null])),
    expected: { ok: false, rule: 'HF-15', params: { case: 'mixed', card: '10 of hearts', rank: '9s' } },
  },
  {
    name: 'no other rank on a meld',
    source: 'HF-15; HF-14: "three of a kind"',
    verdict: checkAt(play('♥10 ♣5', { melds: [['♥9 ♠9 ♦9']] }), (s) => meld(s, ['♥10', 0])),
    expected: { ok: false, rule: 'HF-15', params: { case: 'other-rank', card: '10 of hearts', rank: '9s' } },
  },
  {
    name: 'a first lay-down of several melds reaching the minimum',
    source: 'HF-16: "must have the minimum points as shown below to lay down"; ruling HF-A15: across one or more melds',
    verdict: checkAt(play('♥K ♠K ♦K ♥Q ♠Q ♦Q ♣5', { melds: [] }), (s) =>
      meld(s, ['♥K ♠K ♦K', null], ['♥Q ♠Q ♦Q', null]),
    ),
    expected: { ok: true, rule: 'HF-16', params: { laid: 60, minimum: 50, deal: 1, groups: 2 } },
    shows: ['HF-A15'],
  },
  {
    name: "a first lay-down below the second deal's minimum",
    source: 'HF-16; HF-17: "2nd deal ---- 90 points"',
    verdict: checkAt(play('♥K ♠K ♦K ♥5 ♠5 ♦5 ♣6', { melds: [], deal: 2 }), (s) =>
      meld(s, ['♥K ♠K ♦K', null], ['♥5 ♠5 ♦5', null]),
    ),
    expected: { ok: false, rule: 'HF-16', params: { laid: 45, minimum: 90, deal: 2 } },
  },
  {
    name: 'not from the foot before the hand is played out',
    source: "HF-18: \"A player must play their 'hand' completely, before they can pick up their 'foot'.\"; HF-09",
    verdict: () => {
      const s = table({ ...play('♥9 ♠9 ♣5'), feet: ['♦9 ♣6'] });
      return check(s, {
        type: 'meld',
        groups: [{ to: null, cards: [...held(s, '♥9 ♠9'), ...held(s, '♦9', 0, 'foot')] }],
      });
    },
    expected: { ok: false, rule: 'HF-18', params: { card: '9 of diamonds', hand: 3 } },
  },
  {
    name: 'not a discard from the foot either',
    source: 'HF-18',
    verdict: () => {
      const s = table({ ...play('♥9 ♠9 ♣5'), feet: ['♦9 ♣6'] });
      return check(s, { type: 'discard', card: held(s, '♦9', 0, 'foot')[0] as HfCard });
    },
    expected: { ok: false, rule: 'HF-18', params: { card: '9 of diamonds' } },
  },
  {
    name: "a natural added to the partnership's meld",
    source: 'ruling HF-A17: "partners may add to each other\'s melds"',
    verdict: checkAt(play('♣9 ♣5', { melds: [['♥9 ♠9 ♦9']] }), (s) => meld(s, ['♣9', 0])),
    expected: { ok: true, rule: 'HF-A17', params: { rank: '9s', naturals: 4, wilds: 0, size: 4, colour: 'red' } },
  },
  {
    name: 'only onto melds of your partnership',
    source: 'ruling HF-A17: "never to the opponents\'"',
    verdict: checkAt(play('♣9 ♣5', { melds: [['♥9 ♠9 ♦9'], ['♥8 ♠8 ♦8']] }), (s) => meld(s, ['♣9', 1])),
    expected: { ok: false, rule: 'HF-A17', params: { meld: 2, melds: 1 } },
  },
  {
    name: 'nothing more on a red book of seven naturals',
    source: 'HF-26: "A red book (natural) has a maximum of seven cards"',
    verdict: checkAt(play('♣9 ♣5', { melds: [[RED_BOOKS[0] as string]] }), (s) => meld(s, ['♣9', 0])),
    expected: { ok: false, rule: 'HF-26', params: { case: 'closed', rank: '9s', size: 7 } },
  },
  {
    name: 'not three naturals on a red meld of five: it would hold eight',
    source: 'HF-26: "A red book (natural) has a maximum of seven cards"',
    verdict: checkAt(play('♣9 ♣9 ♦9 ♣5', { melds: [['♥9 ♥9 ♠9 ♠9 ♦9']] }), (s) => meld(s, ['♣9 ♣9 ♦9', 0])),
    expected: { ok: false, rule: 'HF-26', params: { case: 'past-seven', rank: '9s', naturals: 8, wilds: 0, size: 8 } },
  },
  {
    name: 'not a new red meld of eight naturals',
    source: 'HF-26',
    verdict: checkAt(play('♥K ♥K ♠K ♠K ♦K ♦K ♣K ♣K ♣5'), (s) => meld(s, ['♥K ♥K ♠K ♠K ♦K ♦K ♣K ♣K', null])),
    expected: { ok: false, rule: 'HF-26', params: { case: 'past-seven', rank: 'kings', naturals: 8, size: 8 } },
  },
  {
    name: 'seven naturals as a red book and the rest as a new meld, in one move',
    source: 'HF-26; HF-30: "A book is completed with 7 cards."; ruling HF-A11',
    verdict: checkAt(play('♥K ♥K ♠K ♠K ♦K ♦K ♣K ♣K ♥K ♠K ♣5'), (s) =>
      meld(s, ['♥K ♥K ♠K ♠K ♦K ♦K ♣K', null], ['♣K ♥K ♠K', null]),
    ),
    expected: { ok: true, rule: 'HF-30', params: { rank: 'kings', size: 7, colour: 'red', groups: 2 } },
    shows: ['HF-26', 'HF-A11'],
  },
  {
    name: 'with a wild among them, cards past seven make the meld black, which may grow',
    source: 'HF-26: a red book has "no wild cards"; HF-31: "Red and black books can contain more than 7 cards."',
    verdict: checkAt(play('♣9 ♣9 ♣2 ♣5', { melds: [['♥9 ♥9 ♠9 ♠9 ♦9']] }), (s) => meld(s, ['♣9 ♣9 ♣2', 0])),
    expected: { ok: true, rule: 'HF-30', params: { naturals: 7, wilds: 1, size: 8, colour: 'black' } },
  },
  {
    name: 'a red book of seven is not turned black',
    source:
      'ruling HF-A10: "A red book is closed at 7 naturals: nothing more may be added, and it cannot be turned black."',
    verdict: checkAt(play('♣2 ♣5', { melds: [[RED_BOOKS[0] as string]] }), (s) => meld(s, ['♣2', 0])),
    expected: { ok: false, rule: 'HF-A10', params: { rank: '9s', size: 7 } },
  },
  {
    name: 'a second wild on a black meld of four naturals',
    source: 'HF-27: "must contain at least 4 naturals before more wild cards can be added"',
    verdict: checkAt(play('♣2 ♣5', { melds: [['♥9 ♠9 ♦9 ♣9 *']] }), (s) => meld(s, ['♣2', 0])),
    expected: { ok: true, rule: 'HF-27', params: { naturals: 4, wilds: 2, colour: 'black' } },
  },
  {
    name: 'no second wild on a black meld of two naturals',
    source: 'HF-27',
    verdict: checkAt(play('♣2 ♣5', { melds: [['♥9 ♠9 *']] }), (s) => meld(s, ['♣2', 0])),
    expected: { ok: false, rule: 'HF-27', params: { case: 'wilds', naturals: 2, wilds: 2 } },
  },
  {
    name: 'two wilds at once on a red meld of four naturals',
    source: 'HF-28: "A book must have at least 4 naturals before another wild card can be added"',
    verdict: checkAt(play('♣2 * ♣5', { melds: [['♥9 ♠9 ♦9 ♣9']] }), (s) => meld(s, ['♣2 *', 0])),
    expected: { ok: true, rule: 'HF-28', params: { naturals: 4, wilds: 2, colour: 'black' } },
  },
  {
    name: 'not two wilds at once on a red meld of three',
    source: 'HF-28',
    verdict: checkAt(play('♣2 * ♣5', { melds: [['♥9 ♠9 ♦9']] }), (s) => meld(s, ['♣2 *', 0])),
    expected: { ok: false, rule: 'HF-28', params: { case: 'wilds', naturals: 3, wilds: 2 } },
  },
  {
    name: 'not a new meld of three naturals and two wilds',
    source: 'HF-28',
    verdict: checkAt(play('♥9 ♠9 ♦9 ♣2 * ♣5'), (s) => meld(s, ['♥9 ♠9 ♦9 ♣2 *', null])),
    expected: { ok: false, rule: 'HF-28', params: { case: 'wilds', naturals: 3, wilds: 2, size: 5 } },
  },
  {
    name: 'a wild turns a red meld of four black',
    source: 'HF-29: "A book of 4 naturals (Red) can be changed to black (unnatural) with a wild card."',
    verdict: checkAt(play('♣2 ♣5', { melds: [['♥9 ♠9 ♦9 ♣9']] }), (s) => meld(s, ['♣2', 0])),
    expected: { ok: true, rule: 'HF-29', params: { naturals: 4, wilds: 1, colour: 'black' } },
  },
  {
    name: 'the seventh card completes a red book',
    source: 'HF-30: "A book is completed with 7 cards."; HF-26: a red book of seven naturals',
    verdict: checkAt(play('♣9 ♦9 ♣5', { melds: [['♥9 ♠9 ♦9 ♣9 ♥9']] }), (s) => meld(s, ['♣9 ♦9', 0])),
    expected: { ok: true, rule: 'HF-30', params: { size: 7, colour: 'red' } },
    shows: ['HF-26'],
  },
  {
    name: 'a black book takes cards beyond seven',
    source: 'HF-31: "Red and black books can contain more than 7 cards."',
    verdict: checkAt(play('♣Q ♣5', { melds: [[BLACK_BOOKS[0] as string]] }), (s) => meld(s, ['♣Q', 0])),
    expected: { ok: true, rule: 'HF-31', params: { size: 8, colour: 'black' } },
  },
  {
    name: 'a 3 is never melded',
    source: 'HF-35: "3\'s are poison."',
    verdict: checkAt(play('♥3 ♦3 ♣2 ♣5'), (s) => meld(s, ['♥3 ♦3 ♣2', null])),
    expected: { ok: false, rule: 'HF-35', params: { card: '3 of hearts' } },
  },
  {
    name: 'two naturals and a wild',
    source: 'ruling HF-A9: "a 3-card meld may be 2 naturals + 1 wild"',
    verdict: checkAt(play('♥9 ♠9 * ♣5'), (s) => meld(s, ['♥9 ♠9 *', null])),
    expected: { ok: true, rule: 'HF-A9', params: { naturals: 2, wilds: 1, colour: 'black' } },
  },
  {
    name: 'never all wild',
    source: 'ruling HF-A9: "a meld can never be all wild"',
    verdict: checkAt(play('♣2 ♦2 * ♣5'), (s) => meld(s, ['♣2 ♦2 *', null])),
    expected: { ok: false, rule: 'HF-A9', params: { case: 'all-wild', wilds: 3 } },
  },
  {
    name: 'with the house cap, always fewer wilds than naturals',
    source: 'ruling HF-A9: "A common house cap is \'wilds < naturals\'; keep it as a switch."',
    verdict: checkAt(play('♣2 ♣5', { melds: [['♥Q ♥Q ♠Q ♠Q * * ♦2']], house: { wildsBelowNaturals: true } }), (s) =>
      meld(s, ['♣2', 0]),
    ),
    expected: { ok: false, rule: 'HF-A9', params: { case: 'house', naturals: 4, wilds: 4 } },
  },
  {
    name: 'without the house cap that wild is allowed',
    source: 'ruling HF-A9: no further cap is stated',
    verdict: checkAt(play('♣2 ♣5', { melds: [['♥Q ♥Q ♠Q ♠Q * * ♦2']] }), (s) => meld(s, ['♣2', 0])),
    expected: { ok: true, rule: 'HF-31', params: { naturals: 4, wilds: 4, size: 8 } },
  },
  {
    name: 'not a second incomplete meld of a rank',
    source: 'ruling HF-A11: "only one *incomplete* meld per rank per partnership at a time"',
    verdict: checkAt(play('♠9 ♦9 ♣9 ♣5', { melds: [['♥9 ♥9 ♥9']] }), (s) => meld(s, ['♠9 ♦9 ♣9', null])),
    expected: { ok: false, rule: 'HF-A11', params: { rank: '9s', meld: 1 } },
  },
  {
    name: 'a new meld of seven beside an open meld of its rank: it is a complete book at once',
    source: 'ruling HF-A11: "only one *incomplete* meld per rank per partnership at a time"',
    verdict: checkAt(play('♠9 ♠9 ♦9 ♦9 ♣9 ♣9 ♣2 ♣5', { melds: [['♥9 ♥9 ♥9']] }), (s) =>
      meld(s, ['♠9 ♠9 ♦9 ♦9 ♣9 ♣9 ♣2', null]),
    ),
    expected: { ok: true, rule: 'HF-30', params: { rank: '9s', size: 7, colour: 'black' } },
    shows: ['HF-A11'],
  },
  {
    name: 'spare naturals of a closed red book start a new meld',
    source: 'ruling HF-A10: "Spare naturals of a rank whose red book is closed start a new meld (HF-A11)."',
    verdict: checkAt(play('♠9 ♦9 ♣9 ♣5', { melds: [[RED_BOOKS[0] as string]] }), (s) => meld(s, ['♠9 ♦9 ♣9', null])),
    expected: { ok: true, rule: 'HF-14', params: { rank: '9s', size: 3 } },
    shows: ['HF-A10', 'HF-A11'],
  },
  // Playing out the hand and the foot, going out.
  {
    name: 'a hand played out by melding: the foot comes up and play goes on',
    source: 'ruling HF-A12: "If it runs out by melding, they pick up the foot and continue the same turn."',
    verdict: checkAt(play('♥9 ♠9 ♦9'), (s) => meld(s, ['♥9 ♠9 ♦9', null])),
    expected: { ok: true, rule: 'HF-A12', params: { foot: 11, cards: 3 } },
  },
  {
    name: 'a hand played out by the discard: the foot comes up for the next turn',
    source: 'HF-24: "If a player must discard to clear their hand their turn is over."; ruling HF-A12',
    verdict: checkAt(play('♣5'), (s) => discard(s, '♣5')),
    expected: { ok: true, rule: 'HF-24', params: { card: '5 of clubs', foot: 11 } },
  },
  {
    name: 'a discard ends the turn',
    source: 'HF-25: "A players turn is over and they must stop when a card is placed on the discard pile."',
    verdict: checkAt(play('♣5 ♦6'), (s) => discard(s, '♣5')),
    expected: { ok: true, rule: 'HF-25', params: { card: '5 of clubs' } },
  },
  {
    name: 'a discard from the hand only',
    source: 'HF-25',
    verdict: () => {
      const s = table({ ...play('♣5 ♦6'), hands: ['♣5 ♦6', '♥J'] });
      return check(s, { type: 'discard', card: held(s, '♥J', 1)[0] as HfCard });
    },
    expected: { ok: false, rule: 'HF-25', params: { case: 'not-in-hand', card: 'jack of hearts' } },
  },
  {
    name: 'any card may be discarded, a 3 or a wild too',
    source: 'ruling HF-A16: "Any card may be discarded."',
    verdict: checkAt(play('♣3 ♦6'), (s) => discard(s, '♣3')),
    expected: { ok: true, rule: 'HF-A16', params: { card: '3 of clubs' } },
  },
  {
    name: 'going out by melding the last cards of the foot',
    source: 'HF-32; HF-43: "Only one player of a partnership needs to clear their hand to go out."; ruling HF-A13',
    verdict: checkAt(play('♥5 ♠5 ♦5', { melds: [SIX_BOOKS], feet: [''] }), (s) => meld(s, ['♥5 ♠5 ♦5', null])),
    expected: { ok: true, rule: 'HF-A13', params: { red: 3, black: 3 } },
    shows: ['HF-32', 'HF-43'],
  },
  {
    name: 'going out by discarding the last card of the foot',
    source: 'ruling HF-A13: "may be done by melding out or by discarding the last card"',
    verdict: checkAt(play('♥5', { melds: [SIX_BOOKS], feet: [''] }), (s) => discard(s, '♥5')),
    expected: { ok: true, rule: 'HF-A13', params: { card: '5 of hearts', red: 3, black: 3 } },
  },
  {
    name: 'not out by the discard without three red and three black books',
    source: 'HF-32: "To go out, a partnership must have 3 red (naturals) books and 3 black (unnatural) books."',
    verdict: checkAt(play('♥5', { melds: [[...RED_BOOKS, BLACK_BOOKS[0] as string]], feet: [''] }), (s) =>
      discard(s, '♥5'),
    ),
    expected: { ok: false, rule: 'HF-32', params: { red: 3, black: 1, needed: 3 } },
  },
  {
    name: 'not out by melding without the books: keep a card to discard',
    source: 'ruling HF-A13: "A player may not empty their foot otherwise, so they must keep a card to discard."',
    verdict: checkAt(play('♥5 ♠5 ♦5', { melds: [RED_BOOKS], feet: [''] }), (s) => meld(s, ['♥5 ♠5 ♦5', null])),
    expected: { ok: false, rule: 'HF-A13', params: { case: 'keep-card', red: 3, black: 0, needed: 3, left: 0 } },
  },
  {
    name: 'nor melding down to one card, which could only be discarded to go out',
    source: 'ruling HF-A13',
    verdict: checkAt(play('♥5 ♠5 ♦5 ♣6', { melds: [RED_BOOKS], feet: [''] }), (s) => meld(s, ['♥5 ♠5 ♦5', null])),
    expected: { ok: false, rule: 'HF-A13', params: { case: 'keep-card', left: 1 } },
  },
  {
    name: 'the book this move completes counts toward going out',
    source: 'HF-32; ruling HF-A13',
    verdict: checkAt(
      play('♣7 ♣6', {
        melds: [[...RED_BOOKS, BLACK_BOOKS[0] as string, BLACK_BOOKS[1] as string, '♥7 ♥7 ♠7 ♠7 * *']],
        feet: [''],
      }),
      (s) => meld(s, ['♣7', 5]),
    ),
    expected: { ok: true, rule: 'HF-30', params: { size: 7, colour: 'black' } },
  },
];

const ids = (cards: readonly HfCard[]) => cards.map((c) => c.id).sort((a, b) => a - b);

export const FACT_CASES: readonly FactCase[] = [
  {
    name: 'six packs with their jokers: 324 cards, 36 of them wild',
    source: 'HF-01: "Use 6 decks of cards (with jokers)."; HF-34: "Jokers and 2\'s are wild cards."',
    ids: ['HF-01', 'HF-34'],
    fact: () => {
      const s = setup(DEFAULT_OPTIONS, 4);
      const all = everyCard(s);
      return {
        actual: [all.length, new Set(all.map((c) => c.id)).size, all.filter(isWild).length, all.filter(isJoker).length],
        expected: [324, 324, 36, 12],
      };
    },
  },
  {
    name: 'two packets of eleven from each seat, passed to its left; the rest as the draw piles',
    source:
      'HF-03: "Each player deals two hands of 11 cards each"; HF-05: "passes both of these hands to the player on their left"; HF-04',
    ids: ['HF-03', 'HF-05', 'HF-04'],
    fact: () => {
      const four = setup(DEFAULT_OPTIONS, 4);
      const six = setup({ ...DEFAULT_OPTIONS, players: 6, piles: 4 }, 4);
      // Seat 3 dealt the last packets of a four-player deal, so they lie with seat 0, and seat 0's with seat 1.
      const dealtBy = (s: HfState, seat: number) => s.packets[(seat + 1) % s.options.players];
      return {
        actual: [
          four.packets.map((p) => p?.map((x) => x.length)),
          four.piles.map((p) => p.length),
          six.piles.map((p) => p.length),
          dealtBy(four, 3) === four.packets[0],
        ],
        expected: [
          [
            [11, 11],
            [11, 11],
            [11, 11],
            [11, 11],
          ],
          [118, 118],
          [48, 48, 48, 48],
          true,
        ],
      };
    },
  },
  {
    name: 'the owner of the cards plays first, and stays the owner',
    source:
      'HF-06: "The owner of the cards is the first player. They rule on questions."; HF-07; ruling HF-A2 (a): the same seat every deal',
    ids: ['HF-06', 'HF-07', 'HF-A2'],
    fact: () => {
      const s = setup({ ...DEFAULT_OPTIONS, owner: 2 }, 4);
      const ended = { ...table(play('♣5')), options: s.options, status: 'deal-over' as const, deal: 1 };
      const next = nextDeal(ended);
      const rotating = nextDeal({
        ...ended,
        options: { ...s.options, houseRules: { ...s.options.houseRules, ownerRotates: true } },
      });
      return {
        actual: [s.current, s.step, next.current, next.options.owner, rotating.current, rotating.options.owner],
        expected: [2, { kind: 'choose', waiting: [2, 3, 0, 1] }, 2, 2, 3, 2],
      };
    },
  },
  {
    name: 'the chosen packet is the hand, the other the foot, and the owner draws first',
    source: 'HF-08; HF-09: "The remaining hand is called the \'foot\'"',
    ids: ['HF-08', 'HF-09'],
    fact: () => {
      let s = setup(DEFAULT_OPTIONS, 4);
      const packets = s.packets[1];
      for (const seat of [1, 0, 3, 2]) s = apply(s, { type: 'choose', seat, packet: seat === 1 ? 1 : 0 });
      return {
        actual: [s.hands[1], s.feet[1], s.step, s.current, s.packets],
        expected: [packets?.[1], packets?.[0], { kind: 'draw' }, 0, [null, null, null, null]],
      };
    },
  },
  {
    name: "every foot lies face down in plain sight, its owner's too",
    source:
      'HF-09: "cannot be looked at until the \'hand\' is finished"; HF-10: "must remain in plain sight of all players"',
    ids: ['HF-09', 'HF-10'],
    fact: () => {
      const s = table(play('♣5 ♦6', { feet: ['♥A ♥A ♥A'] }));
      const seen = view(s, 0);
      return {
        actual: [seen.feet.map((f) => f.length), seen.feet[0]?.some((c) => c.rank === 14 && c.suit === 'H')],
        expected: [[3, 11, 11, 11], false],
      };
    },
  },
  {
    name: 'only the top discard is seen',
    source: 'HF-19: "Players are not allowed to look through the discard pile."',
    ids: ['HF-19'],
    fact: () => {
      const s = table(play('♣5', { discard: '♥A ♥A ♠K' }));
      const seen = view(s, 1);
      return {
        actual: [seen.discard.length, seen.discard[2], seen.discard.slice(0, 2).some((c) => c.rank === 14)],
        expected: [3, s.discard[2], false],
      };
    },
  },
  {
    name: 'a turn: the draw, then the discard, and the player on the left draws',
    source:
      'HF-13: "Each player\'s turn begins when they pick up two cards. And ends when they discard one."; ruling HF-A1',
    ids: ['HF-13', 'HF-A1'],
    fact: () => {
      const s = playOut(table(toDraw('♣5', '')), [() => ({ type: 'draw', piles: [0, 1] }), (x) => discard(x, '♣5')]);
      return {
        actual: [s.hands[0]?.length, s.current, s.step, s.discard.length],
        expected: [2, 1, { kind: 'draw' }, 1],
      };
    },
  },
  {
    name: 'no run and no 3 is ever offered',
    source: 'HF-15: "No runs are allowed."; HF-35; HF-36: "Books are made only from 4\'s through Ace\'s."',
    ids: ['HF-15', 'HF-35', 'HF-36'],
    fact: () => {
      const s = table(play('♥9 ♥10 ♥J ♠9 ♠10 ♠J ♥3 ♠3 ♦3 ♣2', { melds: [['♥4 ♠4 ♦4']] }));
      const groups = legalMoves(s).flatMap((m) => (m.type === 'meld' ? m.groups : []));
      const bad = groups.filter((g) => {
        const ranks = new Set(g.cards.filter((c) => !isWild(c)).map((c) => c.rank));
        return ranks.size > 1 || ranks.has(3) || [...ranks].some((r) => (r as number) < 4);
      });
      return { actual: [groups.length > 0, bad.length], expected: [true, 0] };
    },
  },
  {
    name: 'the minimum rises each deal: 50, 90, 120, 150',
    source: 'HF-17: "1st deal ---- 50 points … 4th deal ---- 150 points"',
    ids: ['HF-17'],
    fact: () => ({
      actual: [1, 2, 3, 4].map((deal) => {
        const s = table(play('♥K ♠K ♦K ♣5', { melds: [], deal }));
        return check(s, meld(s, ['♥K ♠K ♦K', null])).params.minimum;
      }),
      expected: [50, 90, 120, 150],
    }),
  },
  {
    name: 'a hand played out by melding brings up the foot at once',
    source: 'HF-18; ruling HF-A12: "they pick up the foot and continue the same turn"',
    ids: ['HF-18', 'HF-A12'],
    fact: () => {
      const s = table(play('♥9 ♠9 ♦9'));
      const foot = s.feet[0];
      const after = apply(s, meld(s, ['♥9 ♠9 ♦9', null]));
      return {
        actual: [after.hands[0], after.feet[0], after.inFoot[0], after.current, after.step, after.event],
        expected: [foot, [], true, 0, { kind: 'play' }, { kind: 'foot', seat: 0, walk: false }],
      };
    },
  },
  {
    name: 'a hand played out by the discard: the foot is picked up, played from the next turn',
    source: 'HF-24: "their turn is over"; ruling HF-A12',
    ids: ['HF-24', 'HF-A12'],
    fact: () => {
      const s = table(play('♣5'));
      const after = apply(s, discard(s, '♣5'));
      return {
        actual: [after.hands[0], after.inFoot[0], after.current, after.event],
        expected: [s.feet[0], true, 1, { kind: 'foot', seat: 0, walk: true }],
      };
    },
  },
  {
    name: 'going out ends the deal, scored by books, melds and the cards left, against every holder',
    source:
      'HF-37…HF-42: "Each red book (natural) counts 500 points." … "Black 3\'s are free"; HF-43; HF-44: "All cards in losing players hands count against the partnerships total score."; HF-46; ruling HF-A14',
    ids: ['HF-37', 'HF-38', 'HF-39', 'HF-40', 'HF-41', 'HF-42', 'HF-43', 'HF-44', 'HF-46', 'HF-A14', 'HF-30', 'HF-32'],
    fact: () => {
      // Your partner (seat 2) holds ♥3 ♣3 ♠A, and still has a foot of ♦K ♠4 *: 300 + 0 + 20 + 10 + 5 + 50.
      const s = table({
        hands: ['♥5', '♠6', '♥3 ♣3 ♠A', '♦7 ♦7'],
        feet: ['', '', '♦K ♠4 *', ''],
        melds: [SIX_BOOKS, ['♥6 ♥6 ♥6 ♦A *']],
      });
      const out = apply(s, discard(s, '♥5'));
      // Books 3 × 500 + 3 × 300; melds: 9s, 10s, jacks 7 × 10 each, queens 5 × 10 + 50 + 20, 8s 5 × 5 + 40, 7s 4 × 5 + 100 + 20.
      const melds0 = 210 + 120 + 65 + 140;
      const rec = out.history[0];
      return {
        actual: [out.status, out.event, rec?.wentOut, rec?.pilesOut, rec?.parts, rec?.points],
        expected: [
          'deal-over',
          { kind: 'out', seat: 0 },
          0,
          false,
          { books: [2400, 0], melds: [melds0, 15 + 20 + 50], left: [-385, -(5 + 10)] },
          [2400 + melds0 - 385, 85 - 15],
        ],
      };
    },
  },
  {
    name: 'the deal ends when the piles cannot give the next player two cards, and is scored the same',
    source:
      'ruling HF-A4: "the deal ends when a player cannot draw 2. Score the deal normally (HF-39…HF-44, red 3s included, no bonus for anyone)"',
    ids: ['HF-A4'],
    fact: () => {
      const s = table({ hands: ['♣5 ♦6', '♥3', '#2', '#2'], pileSizes: [1, 0], melds: [['♥4 ♠4 ♦4']] });
      const out = apply(s, discard(s, '♣5'));
      const rec = out.history[0];
      return {
        actual: [out.status, out.event, rec?.wentOut, rec?.pilesOut, rec?.parts.left[1]! <= -300],
        expected: ['deal-over', { kind: 'piles-out', seat: 1 }, null, true, true],
      };
    },
  },
  {
    name: 'the next deal gathers and reshuffles all 324 cards; after the last deal the highest total wins',
    source: 'HF-33: "The decks of cards are resorted between deals."; HF-45',
    ids: ['HF-33', 'HF-45'],
    fact: () => {
      const s = table(play('♣5', { deals: 2 }));
      const ended = apply(s, discard(s, '♣5'));
      const first = {
        ...ended,
        status: 'deal-over' as const,
        history: [
          {
            points: [100, 40],
            wentOut: null,
            parts: { books: [0, 0], melds: [100, 40], left: [0, 0] },
            pilesOut: true,
          },
        ],
        scores: [100, 40],
      };
      const next = nextDeal(first);
      const cards = everyCard(next);
      return {
        actual: [
          next.deal,
          next.status,
          ids(cards).join() === ids(allCards()).join(),
          next.melds,
          next.history.length,
          next.scores,
        ],
        expected: [2, 'playing', true, [[], []], 1, [100, 40]],
      };
    },
  },
  {
    name: 'no upcard: the discard pile starts empty and the first player must draw',
    source: 'ruling HF-A3: "Recommend starting with an empty discard pile."',
    ids: ['HF-A3'],
    fact: () => {
      let s = setup(DEFAULT_OPTIONS, 8);
      for (const seat of [0, 1, 2, 3]) s = apply(s, { type: 'choose', seat, packet: 0 });
      return { actual: [s.discard, legalMoves(s).map((m) => m.type)], expected: [[], ['draw']] };
    },
  },
  {
    name: 'a black 3 on the discard pile blocks the pickup; a red 3 and a 2 as well',
    source: 'ruling HF-A16: "Discarding a 2, 3 (or joker) blocks the next pickup"',
    ids: ['HF-A16'],
    fact: () => {
      const offered = (top: string) =>
        legalMoves(table(toDraw('♠K ♦K ♣5', `♥K ${top}`))).filter((m) => m.type === 'pickup').length;
      return { actual: ['♣3', '♥3', '♣2', '*', '♥5'].map(offered), expected: [0, 0, 0, 0, 0] };
    },
  },
  {
    name: 'a pickup of fewer than seven takes them all into the hand',
    source: 'ruling HF-A6',
    ids: ['HF-A6', 'HF-20'],
    fact: () => {
      const s = table(toDraw('♠K ♦K ♣5', '♣6 ♦7 ♥K'));
      const after = apply(s, pickup(s, '♠K ♦K'));
      return {
        actual: [after.discard.length, after.hands[0]?.length, after.melds[0]?.[1]?.cards.length, after.step],
        expected: [0, 3, 3, { kind: 'play' }],
      };
    },
  },
  {
    name: 'where the top card and pair of a pickup go when the move names no meld',
    source:
      'ruling HF-A8: "either as a new meld or added to the partnership\'s incomplete meld of that rank"; ruling HF-A11',
    ids: ['HF-A8', 'HF-A11'],
    fact: () => {
      /** The sizes of the partnership's melds after picking up the ♥K with ♠K ♦K onto `to`. */
      const after = (kings: readonly string[], to: number | null = null) => {
        const s = table(toDraw('♠K ♦K ♣5', `${SEVEN_BELOW} ♥K`, { melds: [['♥4 ♠4 ♦4', ...kings]] }));
        return apply(s, pickup(s, '♠K ♦K', to)).melds[0]?.map((m) => m.cards.length);
      };
      return {
        actual: [
          after(['♣K ♣K *']),
          after([]),
          after([RED_KINGS]),
          after([RED_KINGS, '♣K ♣K ♣K']),
          after(['♣K ♣K ♣K'], 1),
        ],
        // Onto the unfinished meld; a new meld; a new meld beside the closed book; onto the unfinished
        // meld, not the book; onto the meld the move names.
        expected: [
          [3, 6],
          [3, 3],
          [3, 7, 3],
          [3, 7, 6],
          [3, 6],
        ],
      };
    },
  },
  {
    name: 'a meld holding a 2 is black',
    source: 'HF-34; HF-27',
    ids: ['HF-34'],
    fact: () => ({
      actual: [
        colourOf({ rank: 9, cards: held(table(play('♥9 ♠9 ♣2')), '♥9 ♠9 ♣2') }),
        colourOf({ rank: 9, cards: held(table(play('♥9 ♠9 ♠9')), '♥9 ♠9 ♠9') }),
      ],
      expected: ['black', 'red'],
    }),
  },
  {
    name: 'whole deals by the computer end',
    source: 'HF-43; ruling HF-A4',
    ids: ['HF-43'],
    fact: () => {
      const last = botDeal(setup({ ...DEFAULT_OPTIONS, deals: 1 }, 3));
      return { actual: [last.status, last.history.length], expected: ['match-over', 1] };
    },
  },
];
