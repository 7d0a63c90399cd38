/**
 * The table of Ottawa rule cases: for every rule number and ruling, positions where the engine
 * allows or refuses a move, and facts the engine must hold. rules.test.ts runs it; the catalogue
 * test explains every verdict in it. Plain data and functions, no test runner, so both can share it.
 *
 * `source` says where a case comes from: a quote of the seed text, the rules analysis
 * (shared/rules/ottawa.md, which numbers the rules and rulings) or a ruling.
 */
import type { FactCase as KitFactCase, VerdictCase as KitVerdictCase } from '../../engine/rule-cases';
import { type Card, RANKS, SUITS, cardKey, fullDeck, parseCard, rankLabel } from '../../engine/french-deck';
import { seedRng, shuffle } from '../../engine/rng';
import { HIGHEST_RANK, LOWEST_RANK, cardPoints, handPoints, handSize } from './cards';
import { parsePosition } from './position';
import type { OttawaRuleId } from './rule-ids';
import { apply, check, fits, legalMoves, matchCard, toAct, turnCheck } from './rules';
import { winners } from './scoring';
import { checkOptions, dealCards, nextDeal, setup } from './setup';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaOptions, type OttawaState } from './state';

export type VerdictCase = KitVerdictCase<OttawaRuleId>;
export type FactCase = KitFactCase<OttawaRuleId>;

/** Rule numbers under which the engine can refuse something; every one needs a refusing case. */
export const REFUSABLE: readonly OttawaRuleId[] = [
  'OT-03', 'OT-06', 'OT-15', 'OT-17', 'OT-20', 'OT-22', 'OT-A1', 'OT-A2', 'OT-A3', 'OT-A4', 'OT-A5', 'OT-A7', 'OT-A12',
];

export function cardOf(text: string): Card {
  const c = parseCard(text);
  if ('error' in c) throw new Error(c.error);
  return c;
}

export const play = (text: string): OttawaMove => ({ type: 'play', card: cardOf(text) });
export const DRAW: OttawaMove = { type: 'draw' };
export const PASS: OttawaMove = { type: 'pass' };

const at = (position: string, options?: Partial<OttawaOptions>): OttawaState => parsePosition(position, options);
const checkAt = (position: string, move: OttawaMove, options?: Partial<OttawaOptions>) => () =>
  check(at(position, options), move);

/** Plays the moves in order, each of which must be allowed. */
export function playOut(state: OttawaState, moves: readonly OttawaMove[]): OttawaState {
  return moves.reduce((s, m) => apply(s, m), state);
}

/** The 52 card keys of a state, sorted: all of them, once each, while the cards are conserved. */
export function allCardKeys(state: OttawaState): string[] {
  return [...state.hands.flat(), ...state.stock, ...state.discard].map(cardKey).sort();
}
const FULL_PACK = fullDeck().map(cardKey).sort();

// Positions used by several cases. Two players unless said otherwise.
/** You hold ♥8 (one step up from ♥7) and cards that do not fit. */
const FITS_HEART = 'you: ♥8 ♠K ♦2 | p2: 5 | discard: ♥7 | stock: 20';
/** Nothing in your hand fits on ♥7. */
const NO_FIT = 'you: ♠K ♦2 ♣4 | p2: 5 | discard: ♥7 | stock: 20';
/** Your last card fits; p2 is left holding ♠K ♣2 ♦A = 10 + 2 + 15 = 27 points. */
const LAST_CARD = 'you: ♥8 | p2: ♠K ♣2 ♦A | discard: ♥7 | stock: 10';
const afterGoingOut = (options?: Partial<OttawaOptions>) => apply(at(LAST_CARD, options), play('♥8'));

export const VERDICT_CASES: readonly VerdictCase[] = [
  // OT-17…OT-20: what may go on the top card.
  {
    name: '♠7 on ♥7: same rank, another suit',
    source: 'seed: "of the same rank as the top card of the pile. The card can be of any suit"',
    verdict: checkAt('you: ♠7 ♣K | p2: 5 | discard: ♥7 | stock: 20', play('♠7')),
    expected: { ok: true, rule: 'OT-18', params: { card: '♠7', top: '♥7' } },
    shows: ['OT-17', 'OT-19'],
  },
  {
    name: '♠A on ♥A: a rank match works at the top of the order too',
    source: 'ruling OT-A4: "Same-rank play (A on A, 2 on 2) is unaffected"',
    verdict: checkAt('you: ♠A ♣K | p2: 5 | discard: ♥A | stock: 20', play('♠A')),
    expected: { ok: true, rule: 'OT-18', params: { card: '♠A', top: '♥A' } },
    shows: ['OT-A4'],
  },
  {
    name: '♥8 on ♥7: one step up in the same suit',
    source: 'seed: "older or younger in rank by the same value and the same suit"',
    verdict: checkAt(FITS_HEART, play('♥8')),
    expected: { ok: true, rule: 'OT-20', params: { card: '♥8', top: '♥7' } },
    shows: ['OT-17', 'OT-A3'],
  },
  {
    name: '♥6 on ♥7: one step down in the same suit',
    source: 'seed: "older or younger in rank by the same value and the same suit"',
    verdict: checkAt('you: ♥6 ♠K | p2: 5 | discard: ♥7 | stock: 20', play('♥6')),
    expected: { ok: true, rule: 'OT-20', params: { card: '♥6', top: '♥7' } },
    shows: ['OT-A3'],
  },
  {
    name: '♥J on ♥10: the picture cards continue the order (B after 10)',
    source: 'seed: "Card seniority: 2, 3, 4, 5, 6, 7, 8, 9, 10, B, D, C, T."',
    verdict: checkAt('you: ♥J ♠2 | p2: 5 | discard: ♥10 | stock: 20', play('♥J')),
    expected: { ok: true, rule: 'OT-20', params: { card: '♥J', top: '♥10' } },
    shows: ['OT-04'],
  },
  {
    name: '♥K on ♥A: the king is the ace\'s only neighbour',
    source: 'ruling OT-A4: "An Ace links by suit only to the King"',
    verdict: checkAt('you: ♥K ♠2 | p2: 5 | discard: ♥A | stock: 20', play('♥K')),
    expected: { ok: true, rule: 'OT-20', params: { card: '♥K', top: '♥A' } },
    shows: ['OT-04', 'OT-A4'],
  },
  {
    name: '♠8 on ♥7: next-door rank, but another suit',
    source: 'seed: "by the same value and the same suit"',
    verdict: checkAt('you: ♠8 ♣K | p2: 5 | discard: ♥7 | stock: 20', play('♠8')),
    expected: {
      ok: false,
      rule: 'OT-20',
      params: { card: '♠8', top: '♥7', neighbours: '♥6 or ♥8', sameRank: 'any 7 (♠7 ♥7 ♦7 ♣7)' },
    },
  },
  {
    name: '♥9 on ♥7: same suit, two steps away',
    source: 'ruling OT-A3: "adjacency means exactly ±1 rank in the same suit"',
    verdict: checkAt('you: ♥9 ♣K | p2: 5 | discard: ♥7 | stock: 20', play('♥9')),
    expected: { ok: false, rule: 'OT-A3', params: { card: '♥9', top: '♥7', distance: 2, neighbours: '♥6 or ♥8' } },
  },
  {
    name: '♥2 on ♥A: no wrap from ace to 2',
    source: 'ruling OT-A4: "Recommend no wrap-around"',
    verdict: checkAt('you: ♥2 ♣K | p2: 5 | discard: ♥A | stock: 20', play('♥2')),
    expected: { ok: false, rule: 'OT-A4', params: { card: '♥2', top: '♥A', neighbours: '♥K' } },
  },
  {
    name: '♠A on ♠2: no wrap from 2 to ace',
    source: 'ruling OT-A4: "a 2 only to the 3"',
    verdict: checkAt('you: ♠A ♣K | p2: 5 | discard: ♠2 | stock: 20', play('♠A')),
    expected: { ok: false, rule: 'OT-A4', params: { card: '♠A', top: '♠2', neighbours: '♠3' } },
  },
  {
    name: '♣K on ♥7: neither the rank nor the suit',
    source: 'seed: "must put on top of the card pile discard the card only in 2 cases"',
    verdict: checkAt('you: ♣K ♠2 | p2: 5 | discard: ♥7 | stock: 20', play('♣K')),
    expected: { ok: false, rule: 'OT-17', params: { case: 'no-match', card: '♣K', top: '♥7' } },
  },
  {
    name: 'a card that is not in your hand',
    source: 'seed: "players look at their cards" (you play from your own hand)',
    verdict: checkAt(FITS_HEART, play('♥6')),
    expected: { ok: false, rule: 'OT-17', params: { case: 'not-in-hand', card: '♥6' } },
  },
  {
    name: 'your last card fits: going out',
    source: 'seed: "When one player runs out of cards in his hands, the game stops"',
    verdict: checkAt(LAST_CARD, play('♥8')),
    expected: { ok: true, rule: 'OT-A6', params: { card: '♥8', top: '♥7' } },
  },

  // OT-16, OT-21, OT-A1, OT-A7: drawing.
  {
    name: 'drawing one card at the start of a turn',
    source: 'seed: "can take one, and can not take one card from the stock"',
    verdict: checkAt(NO_FIT, DRAW),
    expected: { ok: true, rule: 'OT-16', params: { stock: 20 } },
    shows: ['OT-A1'],
  },
  {
    name: 'drawing while holding a card that fits: still optional',
    source: 'ruling OT-A1: "at most one draw per turn, always optional"',
    verdict: checkAt(FITS_HEART, DRAW),
    expected: { ok: true, rule: 'OT-16', params: { stock: 20 } },
  },
  {
    name: 'a second draw in the same turn',
    source: 'ruling OT-A1: "at most one draw per turn"',
    verdict: checkAt(`${NO_FIT} | drawn: yes`, DRAW),
    expected: { ok: false, rule: 'OT-A1', params: { case: 'twice' } },
  },
  {
    name: 'everyone passed without drawing: the next player must draw',
    source: 'ruling OT-A1: "the next player must draw" (deadlock guard)',
    verdict: checkAt(`${NO_FIT} | quiet: 2 | turnup: no`, DRAW),
    expected: { ok: true, rule: 'OT-A1', params: { case: 'must-draw' } },
  },
  {
    name: 'everyone passed without drawing: passing again is refused',
    source: 'ruling OT-A1: "the next player must draw" (deadlock guard)',
    verdict: checkAt(`${NO_FIT} | quiet: 2 | turnup: no`, PASS),
    expected: { ok: false, rule: 'OT-A1', params: { case: 'must-draw' } },
  },
  {
    name: 'with the OT-A1 guard switched off, passing again is allowed',
    source: 'ruling OT-A1: "flag it as configurable"',
    verdict: checkAt(`${NO_FIT} | quiet: 2 | forced: no | turnup: no`, PASS),
    expected: { ok: true, rule: 'OT-A2', params: { case: 'no-draw', top: '♥7' } },
    shows: ['OT-A1'],
  },
  {
    name: 'everyone passed without drawing: the next player turns up the top card of the stock',
    source: 'ruling OT-A12: a stuck table gets a new card to match (on by default)',
    verdict: checkAt(`${NO_FIT} | quiet: 2`, DRAW),
    expected: { ok: true, rule: 'OT-A12', params: { case: 'turn-up' } },
  },
  {
    name: 'everyone passed without drawing, stock empty: the pile is reshuffled, then a card turned up',
    source: 'ruling OT-A12 with OT-21: "the top card of the discard pile remains on the table"',
    // 52 − 3 − 5 − 1 (♥7) = 43 cards lie under the top card.
    verdict: checkAt('you: ♠K ♦2 ♣4 | p2: 5 | discard: ♥7 | stock: 0 | quiet: 2', DRAW),
    expected: { ok: true, rule: 'OT-A12', params: { case: 'reshuffled', reshuffled: 43 } },
    shows: ['OT-21'],
  },
  {
    name: 'everyone passed without drawing: passing before turning up a card is refused',
    source: 'ruling OT-A12: a stuck table gets a new card to match (on by default)',
    verdict: checkAt(`${NO_FIT} | quiet: 2`, PASS),
    expected: { ok: false, rule: 'OT-A12', params: { case: 'must-turn-up' } },
  },
  {
    name: 'with OT-A12 and the OT-A1 guard both switched off, passing again is allowed',
    source: 'ruling OT-A12: a house-rule switch',
    verdict: checkAt(`${NO_FIT} | quiet: 2 | forced: no | turnup: no`, PASS),
    expected: { ok: true, rule: 'OT-A2', params: { case: 'no-draw', top: '♥7' } },
    shows: ['OT-A12'],
  },
  {
    name: 'one short of a full round of passes: passing is still allowed',
    source: 'ruling OT-A1: "if every player in a row has passed"',
    verdict: checkAt(`${NO_FIT} | quiet: 1`, PASS),
    expected: { ok: true, rule: 'OT-A2', params: { case: 'no-draw', top: '♥7' } },
  },
  {
    name: 'an empty stock is refilled from the discard pile',
    source: 'seed: "If the stock cards end, then the top card of the discard pile remains on the table"',
    // 52 − 3 − 5 − 1 (♥7) = 43 cards lie under the top card.
    verdict: checkAt('you: ♠K ♦2 ♣4 | p2: 5 | discard: ♥7 | stock: 0', DRAW),
    expected: { ok: true, rule: 'OT-21', params: { reshuffled: 43 } },
  },
  {
    name: 'empty stock, nothing under the top card: no draw',
    source: 'ruling OT-A7: "Drawing is then impossible"',
    verdict: checkAt('you: ♠K | p2: 50 | discard: ♥7 | stock: 0', DRAW),
    expected: { ok: false, rule: 'OT-A7', params: { top: '♥7' } },
  },

  // OT-A2: passing.
  {
    name: 'passing while holding a card that fits',
    source: 'ruling OT-A2: "they must discard exactly one legal card" (Russian "обязан положить")',
    verdict: checkAt(FITS_HEART, PASS),
    expected: { ok: false, rule: 'OT-A2', params: { top: '♥7' } },
  },
  {
    name: 'passing after a draw that still leaves nothing to play',
    source: 'ruling OT-A2: "If they hold none, the turn ends with no discard"',
    verdict: checkAt(`${NO_FIT} | drawn: yes`, PASS),
    expected: { ok: true, rule: 'OT-A2', params: { case: 'drew', top: '♥7' } },
  },
  {
    name: 'passing without a draw when nothing fits',
    source: 'seed: "can take one, and can not take one card"',
    verdict: checkAt(NO_FIT, PASS),
    expected: { ok: true, rule: 'OT-A2', params: { case: 'no-draw', top: '♥7' } },
    shows: ['OT-16'],
  },

  // OT-15, OT-22: whose turn, and whether anyone has one.
  {
    name: 'it is your turn',
    source: 'seed: "The game is clockwise."',
    verdict: () => turnCheck(at(NO_FIT), 0),
    expected: { ok: true, rule: 'OT-15', params: { player: 'You' } },
  },
  {
    name: 'p2 tries to move on your turn',
    source: 'seed: "Each player on his turn"',
    verdict: () => turnCheck(at(NO_FIT), 1),
    expected: { ok: false, rule: 'OT-15', params: { player: 'Player 2', current: 'You' } },
  },
  {
    name: 'you try to move on p3\'s turn',
    source: 'seed: "Each player on his turn"',
    verdict: () => turnCheck(at('you: ♠K | p2: 5 | p3: 5 | discard: ♥7 | stock: 20 | turn: p3'), 0),
    expected: { ok: false, rule: 'OT-15', params: { player: 'You', current: 'Player 3' } },
  },
  {
    name: 'you play one nine, then try the other: one card a turn',
    source: 'ruling OT-A5: "the card" is singular',
    verdict: () => turnCheck(apply(at('you: ♠9 ♦9 ♥Q | p2: 5 | discard: ♥9 | stock: 20'), play('♠9')), 0),
    expected: { ok: false, rule: 'OT-A5', params: { player: 'You', current: 'Player 2' } },
  },
  {
    name: 'after a pass, the passer trying again is told whose turn it is',
    source: 'seed: "The game is clockwise."',
    verdict: () => turnCheck(apply(at(NO_FIT), PASS), 0),
    expected: { ok: false, rule: 'OT-15', params: { player: 'You', current: 'Player 2' } },
  },
  {
    name: 'a draw after someone has gone out',
    source: 'seed: "When one player runs out of cards in his hands, the game stops"',
    verdict: () => check(afterGoingOut(), DRAW),
    expected: { ok: false, rule: 'OT-22', params: { case: 'over' } },
  },
  {
    name: 'a turn after someone has gone out',
    source: 'seed: "the game stops"',
    verdict: () => turnCheck(afterGoingOut(), 1),
    expected: { ok: false, rule: 'OT-22', params: { case: 'over' } },
  },

  // OT-03, OT-06: the options agreed before the match.
  {
    name: 'one player',
    source: 'seed: "Number of players: 2, 3, 4, 5, 6, 7"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 1 }),
    expected: { ok: false, rule: 'OT-03', params: { players: 1 } },
  },
  {
    name: 'eight players',
    source: 'seed: "Number of players: 2, 3, 4, 5, 6, 7"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 8 }),
    expected: { ok: false, rule: 'OT-03', params: { players: 8 } },
  },
  {
    name: 'seven players, to 100 points',
    source: 'seed: "Number of players: 2, 3, 4, 5, 6, 7"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 7 }),
    expected: { ok: true, rule: 'OT-06', params: { players: 7 } },
    shows: ['OT-03'],
  },
  {
    name: 'two players, for 3 deals',
    source: 'seed: "either for a certain number of games"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, players: 2, matchEnd: { kind: 'deals', count: 3 } }),
    expected: { ok: true, rule: 'OT-06', params: { players: 2 } },
  },
  {
    name: 'a points limit of 0',
    source: 'seed: "for a set of a certain number of points that players set before the game starts"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, matchEnd: { kind: 'points', limit: 0 } }),
    expected: { ok: false, rule: 'OT-06', params: { amount: 0 } },
  },
  {
    name: 'a match of 0 deals',
    source: 'seed: "either for a certain number of games"',
    verdict: () => checkOptions({ ...DEFAULT_OPTIONS, matchEnd: { kind: 'deals', count: 0 } }),
    expected: { ok: false, rule: 'OT-06', params: { amount: 0 } },
  },
];

const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7] as const;
/** Stock after the deal: 52 − hands − 1 upcard (rules analysis, table "Stock after the deal"). */
const STOCK_AFTER_DEAL: Readonly<Record<number, number>> = { 2: 37, 3: 30, 4: 23, 5: 21, 6: 15, 7: 9 };
const SEEDS = Array.from({ length: 200 }, (_, i) => i);

export const FACT_CASES: readonly FactCase[] = [
  // Setup.
  {
    name: 'the pack is 52 different cards, 13 ranks in each of 4 suits',
    source: 'seed: "Number of decks: 1", "Number of cards in the deck: 52"',
    ids: ['OT-01', 'OT-02'],
    fact: () => ({
      actual: { cards: fullDeck().length, different: new Set(fullDeck().map(cardKey)).size, suits: SUITS.length, ranks: RANKS.length },
      expected: { cards: 52, different: 52, suits: 4, ranks: 13 },
    }),
  },
  {
    name: 'every deal holds each of the 52 cards exactly once',
    source: 'seed: "Number of decks: 1"',
    ids: ['OT-01', 'OT-02'],
    fact: () => ({
      actual: PLAYER_COUNTS.every((players) => SEEDS.slice(0, 20).every((seed) => {
        const keys = allCardKeys(setup({ ...DEFAULT_OPTIONS, players }, seed));
        return keys.join() === FULL_PACK.join();
      })),
      expected: true,
    }),
  },
  {
    name: 'a deal can be set up for each of 2 to 7 players',
    source: 'seed: "Number of players: 2, 3, 4, 5, 6, 7"',
    ids: ['OT-03'],
    fact: () => ({
      actual: PLAYER_COUNTS.map((players) => setup({ ...DEFAULT_OPTIONS, players }, 1).hands.length),
      expected: [...PLAYER_COUNTS],
    }),
  },
  {
    name: 'ranks run from 2 up to the ace, in a line',
    source: 'seed: "Card seniority: 2, 3, 4, 5, 6, 7, 8, 9, 10, B, D, C, T."',
    ids: ['OT-04'],
    fact: () => ({
      actual: { order: RANKS.map(rankLabel).join(' '), lowest: LOWEST_RANK, highest: HIGHEST_RANK },
      expected: { order: '2 3 4 5 6 7 8 9 10 J Q K A', lowest: 2, highest: 14 },
    }),
  },
  {
    name: 'a finished deal gives every seat a number of points',
    source: 'seed: "The aim of the game is to get a certain number of points."',
    ids: ['OT-05'],
    fact: () => ({ actual: afterGoingOut().dealPoints, expected: [0, 27] }),
  },
  {
    name: 'the dealer is drawn by lot: every seat deals first for some seed, the same seed always the same one',
    source: 'seed: "determine the deliverer by lot"',
    ids: ['OT-07'],
    fact: () => ({
      actual: {
        seats: [...new Set(SEEDS.map((seed) => setup(DEFAULT_OPTIONS, seed).dealer))].sort(),
        repeatable: SEEDS.every((seed) => setup(DEFAULT_OPTIONS, seed).dealer === setup(DEFAULT_OPTIONS, seed).dealer),
      },
      expected: { seats: [0, 1, 2, 3], repeatable: true },
    }),
  },
  {
    name: 'the pack is shuffled: different seeds deal different hands, the same seed the same deal',
    source: 'seed: "the deck is carefully shuffled by the deliverer"',
    ids: ['OT-08'],
    fact: () => {
      const hands = SEEDS.slice(0, 50).map((seed) => JSON.stringify(setup(DEFAULT_OPTIONS, seed).hands));
      return {
        actual: { different: new Set(hands).size, same: JSON.stringify(setup(DEFAULT_OPTIONS, 7)) === JSON.stringify(setup(DEFAULT_OPTIONS, 7)) },
        expected: { different: 50, same: true },
      };
    },
  },
  {
    name: 'hand sizes: 7 cards for 2 to 4 players, 6 for 5 to 7',
    source: 'seed: "if up to 4 players are playing, then each is dealt 7 cards, if more than 4 players, then each is dealt 6 cards"',
    ids: ['OT-09', 'OT-10'],
    fact: () => ({
      actual: PLAYER_COUNTS.map((players) => [
        handSize(players),
        ...setup({ ...DEFAULT_OPTIONS, players }, players).hands.map((h) => h.length),
      ]),
      expected: PLAYER_COUNTS.map((players) => Array<number>(players + 1).fill(players <= 4 ? 7 : 6)),
    }),
  },
  {
    name: 'cards are dealt one at a time, round the table from the dealer\'s left',
    source: 'seed: "Cards are dealt one at a time"',
    ids: ['OT-11'],
    fact: () => {
      // The deck is dealt from its end: the last card of the shuffled pack goes first.
      const rng = seedRng(99);
      const deck = shuffle(fullDeck(), rng).items.reverse();
      const dealt = dealCards(3, 1, rng);
      const order = [2, 0, 1]; // seats after dealer 1, clockwise
      const expectedHands = order.map((_, k) => deck.filter((_c, i) => i < 21 && i % 3 === k));
      return {
        actual: order.map((seat) => dealt.hands[seat]?.map(cardKey)),
        expected: expectedHands.map((h) => h.map(cardKey)),
      };
    },
  },
  {
    name: 'the next card after the hands is the one face-up discard',
    source: 'seed: "becomes the first card of the discard pile"',
    ids: ['OT-12'],
    fact: () => {
      const rng = seedRng(5);
      const deck = shuffle(fullDeck(), rng).items.reverse();
      const dealt = dealCards(4, 0, rng);
      return { actual: dealt.discard.map(cardKey), expected: [cardKey(deck[28] as Card)] };
    },
  },
  {
    name: 'the rest is the stock: 37, 30, 23, 21, 15, 9 cards for 2 to 7 players',
    source: 'rules analysis, table "Stock after the deal"; seed: "The remaining deck is placed next to this card in a closed form and is a stock"',
    ids: ['OT-13'],
    fact: () => ({
      actual: PLAYER_COUNTS.map((players) => setup({ ...DEFAULT_OPTIONS, players }, 3).stock.length),
      expected: PLAYER_COUNTS.map((players) => STOCK_AFTER_DEAL[players]),
    }),
  },
  {
    name: 'the player on the dealer\'s left moves first',
    source: 'seed: "the first move in the game belongs to the player to the left of the deliverer"',
    ids: ['OT-14'],
    fact: () => ({
      actual: PLAYER_COUNTS.flatMap((players) =>
        SEEDS.slice(0, 10).map((seed) => {
          const s = setup({ ...DEFAULT_OPTIONS, players }, seed);
          return s.current === (s.dealer + 1) % players;
        }),
      ).every(Boolean),
      expected: true,
    }),
  },
  {
    name: 'a whole round of passes goes clockwise back to you',
    source: 'seed: "The game is clockwise."',
    ids: ['OT-15'],
    fact: () => {
      const seats: (number | null)[] = [];
      let s = at('you: ♠K | p2: ♠Q | p3: ♠J | p4: ♠10 | discard: ♥7 | stock: 20 | forced: no | turnup: no');
      for (let i = 0; i < 5; i++) {
        seats.push(toAct(s));
        s = apply(s, PASS);
      }
      return { actual: seats, expected: [0, 1, 2, 3, 0] };
    },
  },
  {
    name: 'with nothing to play, both drawing and passing are open',
    source: 'seed: "can take one, and can not take one card from the stock"',
    ids: ['OT-16'],
    fact: () => ({ actual: legalMoves(at(NO_FIT)), expected: [DRAW, PASS] }),
  },
  {
    name: 'on every top card exactly the three other cards of its rank and its same-suit neighbours fit',
    source: 'seed: "discard the card only in 2 cases"',
    ids: ['OT-17', 'OT-18', 'OT-20'],
    fact: () => {
      const deck = fullDeck();
      const counts = deck.map((top) => deck.filter((c) => cardKey(c) !== cardKey(top) && matchCard(c, top).ok).length);
      const agree = deck.every((top) => deck.every((c) => matchCard(c, top).ok === fits(c, top)));
      const edge = (top: Card) => top.rank === 2 || top.rank === 14;
      return {
        actual: { counts, agree },
        expected: { counts: deck.map((top) => (edge(top) ? 4 : 5)), agree: true },
      };
    },
  },
  {
    name: 'a reshuffle keeps the top discard and every card',
    source: 'seed: "the top card of the discard pile remains on the table, and the remaining cards are mixed"',
    ids: ['OT-21'],
    fact: () => {
      const before = at('you: ♠K ♦2 ♣4 | p2: 5 | discard: ♥7 | stock: 0');
      const after = apply(before, DRAW);
      return {
        actual: {
          discard: after.discard.map(cardKey),
          stock: after.stock.length,
          hand: after.hands[0]?.length,
          pack: allCardKeys(after).join(),
        },
        expected: { discard: ['H7'], stock: 42, hand: 4, pack: FULL_PACK.join() },
      };
    },
  },
  {
    name: 'going out stops the deal at once: nobody moves, nobody draws',
    source: 'seed: "When one player runs out of cards in his hands, the game stops"',
    ids: ['OT-22', 'OT-A6'],
    fact: () => {
      const s = afterGoingOut();
      return {
        actual: { status: s.status, toAct: toAct(s), moves: legalMoves(s), wentOut: s.wentOut, p2: s.hands[1]?.length, stock: s.stock.length },
        expected: { status: 'deal-over', toAct: null, moves: [], wentOut: 0, p2: 3, stock: 10 },
      };
    },
  },
  {
    name: 'penalty: those left with cards are charged their points, the one out scores 0',
    source: 'seed: "the players who have cards left, count the points for these cards"',
    ids: ['OT-23', 'OT-A8'],
    fact: () => {
      const s = afterGoingOut();
      return { actual: { deal: s.dealPoints, scores: s.scores }, expected: { deal: [0, 27], scores: [0, 27] } };
    },
  },
  {
    name: 'credit (house rule): the one who went out collects the others\' points',
    source: 'ruling OT-A8 (b)',
    ids: ['OT-A8'],
    fact: () => {
      const s = afterGoingOut({ scoring: 'credit' });
      return { actual: { deal: s.dealPoints, scores: s.scores }, expected: { deal: [27, 0], scores: [27, 0] } };
    },
  },
  {
    name: 'jack, queen, king 10 points; ace 15',
    source: 'seed: "Jack, Queen and king are worth 10 points for each; ACE is worth 15 points"',
    ids: ['OT-24'],
    fact: () => ({
      actual: ['♠J', '♥Q', '♦K', '♣A'].map((t) => cardPoints(cardOf(t))),
      expected: [10, 10, 10, 15],
    }),
  },
  {
    name: '2 to 10 at face value; a suit is worth 99, the pack 396',
    source: 'seed: "all other cards are at par"; rules analysis: "Per suit: 54 + 30 + 15 = 99. Whole deck: 396."',
    ids: ['OT-25'],
    fact: () => ({
      actual: {
        pips: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => cardPoints(cardOf(`♥${r}`))),
        suit: handPoints(fullDeck().filter((c) => c.suit === 'S')),
        pack: handPoints(fullDeck()),
      },
      expected: { pips: [2, 3, 4, 5, 6, 7, 8, 9, 10], suit: 99, pack: 396 },
    }),
  },
  {
    name: 'reaching the points limit ends the match; below it the deal alone ends',
    source: 'seed: "Usually players play up to a certain number of points"',
    ids: ['OT-26', 'OT-A9'],
    fact: () => ({
      actual: [
        afterGoingOut({ matchEnd: { kind: 'points', limit: 100 } }).status,
        afterGoingOut({ matchEnd: { kind: 'points', limit: 27 } }).status,
        apply(at(`${LAST_CARD} | scores: 10 80`), play('♥8')).status,
      ],
      expected: ['deal-over', 'match-over', 'match-over'],
    }),
  },
  {
    name: 'a match of a number of deals ends after the last one',
    source: 'seed: "either for a certain number of games"; ruling OT-A9',
    ids: ['OT-A9'],
    fact: () => ({
      actual: [
        apply(at(`${LAST_CARD} | deals: 3 | deal: 2`), play('♥8')).status,
        apply(at(`${LAST_CARD} | deals: 3 | deal: 3`), play('♥8')).status,
      ],
      expected: ['deal-over', 'match-over'],
    }),
  },
  {
    name: 'the lowest total wins with penalty scoring, the highest with credit; ties share',
    source: 'ruling OT-A9: "The winner is the lowest total; ties share the win"',
    ids: ['OT-A9', 'OT-A8'],
    fact: () => {
      const end = (scores: string, options?: Partial<OttawaOptions>) => at(`you: ♠K | p2: 5 | p3: 5 | discard: ♥7 | stock: 5 | scores: ${scores}`, options);
      return {
        actual: [
          winners(end('40 12 30')),
          winners(end('12 40 12')),
          winners(end('40 12 30', { scoring: 'credit' })),
        ],
        expected: [[1], [0, 2], [0]],
      };
    },
  },
  {
    name: 'the deal passes one seat to the left; totals carry over',
    source: 'ruling OT-A10 (the seed is silent)',
    ids: ['OT-A10', 'OT-14'],
    fact: () => {
      // p3 dealt (the seat to the right of "you", who moved first); you go out with ♥8.
      const over = apply(at('you: ♥8 | p2: ♠K ♣2 ♦A | p3: ♠2 | discard: ♥7 | stock: 10'), play('♥8'));
      const next = nextDeal(over);
      return {
        actual: { dealer: next.dealer, current: next.current, deal: next.deal, scores: next.scores, hands: next.hands.map((h) => h.length) },
        expected: { dealer: 0, current: 1, deal: 2, scores: [0, 27, 2], hands: [7, 7, 7] },
      };
    },
  },
  {
    name: 'one card a turn: a play ends the turn',
    source: 'ruling OT-A5: "the card" is singular',
    ids: ['OT-A5'],
    fact: () => {
      const s = apply(at('you: ♥8 ♥9 ♠K | p2: 5 | discard: ♥7 | stock: 20'), play('♥8'));
      return {
        actual: { current: s.current, yourHand: s.hands[0]?.length, top: cardKey(s.discard[s.discard.length - 1] as Card) },
        expected: { current: 1, yourHand: 2, top: 'H8' },
      };
    },
  },
  {
    name: 'empty stock and a lone discard: you may still play or pass',
    source: 'ruling OT-A7: "the player may only discard or pass"',
    ids: ['OT-A7'],
    fact: () => ({
      actual: [legalMoves(at('you: ♠K | p2: 50 | discard: ♥7 | stock: 0')), legalMoves(at('you: ♥8 | p2: 50 | discard: ♥7 | stock: 0'))],
      expected: [[PASS], [play('♥8')]],
    }),
  },
  {
    name: 'any card may be the first upcard: no redeal, play starts as usual',
    source: 'ruling OT-A11; seed: "the next card from the deck is placed in the open form"',
    ids: ['OT-A11'],
    fact: () => {
      const starts = SEEDS.map((seed) => setup(DEFAULT_OPTIONS, seed));
      const upcards = new Set(starts.map((s) => cardKey(s.discard[0] as Card)));
      return {
        actual: {
          manyUpcards: upcards.size >= 40,
          aceOrTwo: [...upcards].some((k) => k.endsWith('14') || k.endsWith('2')),
          oneDiscard: starts.every((s) => s.discard.length === 1 && s.status === 'playing' && legalMoves(s).length > 0),
        },
        expected: { manyUpcards: true, aceOrTwo: true, oneDiscard: true },
      };
    },
  },
  {
    name: 'a turned-up card goes onto the pile, the hand stays as it was, and the turn goes on',
    source: 'ruling OT-A12: the card is the new card to match and counts as the turn\'s one card from the stock',
    ids: ['OT-A12'],
    fact: () => {
      // ♥8 is the top of the stock: turned up, it is the card to match, and ♥9 in hand now fits it.
      const before = at('you: ♥9 ♠K | p2: ♣2 | discard: ♦4 ♥3 | stock: ♥8 +20 | quiet: 2');
      const after = apply(before, DRAW);
      return {
        actual: {
          top: cardKey(after.discard[after.discard.length - 1] as Card),
          hand: after.hands[0]?.map(cardKey),
          stock: after.stock.length,
          stillYourTurn: after.current,
          moves: legalMoves(after),
        },
        expected: {
          top: cardKey(cardOf('♥8')),
          hand: before.hands[0]?.map(cardKey),
          stock: before.stock.length - 1,
          stillYourTurn: 0,
          moves: [play('♥9')],
        },
      };
    },
  },
  {
    name: 'after a turned-up card that fits nobody, a pass starts the count of passes again',
    source: 'ruling OT-A12 with OT-A1: a new card to match is a new chance for everyone',
    ids: ['OT-A12', 'OT-A1'],
    fact: () => {
      const s = playOut(at('you: ♠K | p2: ♣2 | discard: ♦4 ♥3 | stock: ♥8 +20 | quiet: 2'), [DRAW, PASS]);
      return { actual: { quiet: s.quietTurns, next: s.current, draw: check(s, DRAW).rule }, expected: { quiet: 0, next: 1, draw: 'OT-16' } };
    },
  },
];
