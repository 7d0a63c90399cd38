/**
 * Hand and Foot's "What happens now?" questions: how many cards the draw that opens a turn brings,
 * how much the hand grows by picking up the discards, and what a book is worth to the partnership when a card completes it (a red book 500, a black one
 * 300). Read from the engine's states: the hand after the draw, and the partnership's book points
 * before and after the card as the deal's score counts them.
 */
import type { Consequence } from '../module';
import { cardsOf } from '../../practice/consequence-helpers';
import type { HfCard } from './cards';
import { check } from './rules';
import { dealScore } from './scoring';
import { BOOK_SIZE, type HfMove, type HfState } from './state';
import { handOf, meldsOf, teamOf, topDiscard } from './table';

/** What a learner might say a draw brings: one card, the pickup's seven, one too many. */
const DRAW_COUNTS = [1, 2, 3, 7];
/** What a learner might say a pickup adds to the hand: all seven, all but the top card, without the pair. */
const PICKUP_COUNTS = [7, 6, 5, 3];
/** What a learner might think a book is worth: the other colour's value, nothing until the end, both. */
const BOOK_POINTS = [500, 300, 0, 800];

/**
 * The pickup of the discards with the first natural pair of the top card's rank, melded where the
 * rules put it (HF-A8), with no further groups: the engine refuses it where a first lay-down needs more.
 */
function plainPickup(state: HfState, seat: number): HfMove[] {
  const top = topDiscard(state);
  if (top === undefined || top.rank === null || top.rank < 4) return [];
  const pair = handOf(state, seat).filter((c) => c.rank === top.rank);
  if (pair.length < 2) return [];
  return [{ type: 'pickup', pair: [pair[0] as HfCard, pair[1] as HfCard], to: null, melds: [] }];
}

/** The seat's moves worth asking about: the draw that opens its turn, and each card that could complete a book. */
export function hfConsequenceMoves(state: HfState, seat: number): HfMove[] {
  if (state.step.kind === 'draw') {
    const piles = state.piles.map((_, i) => i);
    const draws = piles.flatMap((a) =>
      piles.filter((b) => b >= a).map((b): HfMove => ({ type: 'draw', piles: [a, b] })),
    );
    return [...draws, ...plainPickup(state, seat)];
  }
  // Only the melds one card short of a book (HF-30: seven cards): no other lay completes one.
  const melds = meldsOf(state, teamOf(seat)).flatMap((meld, to) => (meld.cards.length === BOOK_SIZE - 1 ? [to] : []));
  return handOf(state, seat).flatMap((card) =>
    melds.map((to): HfMove => ({ type: 'meld', groups: [{ to, cards: [card] }] })),
  );
}

export function hfConsequences(before: HfState, move: HfMove, after: HfState, seat: number): Consequence | null {
  if (after.status !== 'playing') return null;
  if (move.type === 'draw') {
    const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
    return { rule: check(before, move).rule, ask: 'cards', about: seat, answer: n, distractors: DRAW_COUNTS };
  }
  if (move.type === 'pickup') {
    const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
    // Seven discards taken, the top one melded at once with a pair from the hand (HF-20, HF-22).
    return {
      rule: 'HF-20',
      rules: ['HF-22'],
      ask: 'cards',
      about: seat,
      prompt: 'pickup-grows',
      answer: n,
      distractors: PICKUP_COUNTS,
    };
  }
  if (move.type !== 'meld') return null;
  const team = teamOf(seat);
  const gained = (dealScore(after).books[team] ?? 0) - (dealScore(before).books[team] ?? 0);
  if (gained <= 0) return null;
  return {
    rule: gained === 500 ? 'HF-37' : 'HF-38',
    rules: ['HF-30'],
    ask: 'points',
    prompt: 'book-worth',
    answer: gained,
    distractors: BOOK_POINTS,
  };
}
