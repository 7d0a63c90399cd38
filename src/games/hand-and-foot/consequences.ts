/**
 * Hand and Foot's "What happens now?" questions: how many cards the draw that opens a turn brings;
 * how much the hand grows by picking up the discards; who plays after a discard; how many cards the
 * seat plays from once its hand is played out, by the discard (next turn) or by melding (at once);
 * what a first lay-down counts towards the minimum; what a book is worth when a card completes it
 * (a red book 500, a black one 300); and, when the seat goes out, how many players are left holding
 * cards. Read from the engine's states before and after the move: the hands, whose turn it is, the
 * turn's laid values and the partnership's book points as the deal's score counts them.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import type { HfCard } from './cards';
import { kindsOf, openings } from './move-list';
import { check, legalMoves, toAct } from './rules';
import { dealScore } from './scoring';
import { BOOK_SIZE, type HfMove, type HfState } from './state';
import { footOf, handOf, meldsOf, minimumOf, teamOf, topDiscard } from './table';

/** What a learner might say a draw brings: one card, the pickup's seven, one too many. */
const DRAW_COUNTS = [1, 2, 3, 7];
/** What a learner might say a pickup adds to the hand: all seven, all but the top card, without the pair. */
const PICKUP_COUNTS = [7, 6, 5, 3];
/** What a learner might think a book is worth: the other colour's value, nothing until the end, both. */
const BOOK_POINTS = [500, 300, 0, 800];
/** The pickups whose growth of the hand is asked: the plain ones, not those that play out the hand or go out. */
const PICKUP_RULES: readonly string[] = ['HF-20', 'HF-A6', 'HF-A7', 'HF-A8'];

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

/** The seat's lay-downs that play out its whole hand: into the foot (HF-A12) or out (HF-43), when the hand is small enough to do it. */
function wholeHandMelds(state: HfState, seat: number): HfMove[] {
  const size = handOf(state, seat).length;
  if (size > WHOLE_HAND_MOST) return [];
  return legalMoves(state).filter(
    (m) => m.type === 'meld' && m.groups.reduce((n, g) => n + g.cards.length, 0) === size,
  );
}

/** A hand this small may be laid down whole in one turn; a larger one is not looked through for it. */
const WHOLE_HAND_MOST = 6;
/** First lay-downs looked at: a few, of the fewest groups (move-list.ts lists them so). */
const OPENINGS_LOOKED_AT = 3;

/**
 * The seat's moves worth asking about: the draw that opens its turn and the plain pickup; then the
 * lay-downs that play out the hand, the discard of a last card, a few first lay-downs, each card that
 * could complete a book, and one ordinary discard (who plays next).
 */
export function hfConsequenceMoves(state: HfState, seat: number): HfMove[] {
  if (state.step.kind === 'draw') {
    const piles = state.piles.map((_, i) => i);
    const draws = piles.flatMap((a) =>
      piles.filter((b) => b >= a).map((b): HfMove => ({ type: 'draw', piles: [a, b] })),
    );
    return [...draws, ...plainPickup(state, seat)];
  }
  const hand = handOf(state, seat);
  const team = teamOf(seat);
  const discards = hand.slice(0, 1).map((card): HfMove => ({ type: 'discard', card }));
  const openingMelds = state.opened[team]
    ? []
    : openings(kindsOf(hand), null, minimumOf(state))
        .slice(0, OPENINGS_LOOKED_AT)
        .map((groups): HfMove => ({ type: 'meld', groups }));
  // Only the melds one card short of a book (HF-30: seven cards): no other lay completes one.
  const melds = meldsOf(state, team).flatMap((meld, to) => (meld.cards.length === BOOK_SIZE - 1 ? [to] : []));
  const books = hand.flatMap((card) => melds.map((to): HfMove => ({ type: 'meld', groups: [{ to, cards: [card] }] })));
  return [...wholeHandMelds(state, seat), ...openingMelds, ...books, ...discards];
}

/** Seats still holding cards, in hand or foot: what going out leaves to be charged (HF-43, HF-A14). */
function stillHolding(state: HfState): number {
  let n = 0;
  for (let s = 0; s < state.options.players; s++) if (handOf(state, s).length + footOf(state, s).length > 0) n++;
  return n;
}

/** HF-43: the deal is over once a player goes out; how many players are left holding cards. */
function wentOut(after: HfState): Consequence {
  const n = stillHolding(after);
  const players = after.options.players;
  return {
    rule: 'HF-43',
    rules: ['HF-A13'],
    ask: 'count',
    prompt: 'still-holding',
    answer: n,
    distractors: [0, 1, players - 2, players - 1, players],
  };
}

export function hfConsequences(before: HfState, move: HfMove, after: HfState, seat: number): Consequence | null {
  if (after.status !== 'playing')
    return after.event?.kind === 'out' && after.event.seat === seat ? wentOut(after) : null;
  if (move.type === 'draw') {
    const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
    return { rule: check(before, move).rule, ask: 'cards', about: seat, answer: n, distractors: DRAW_COUNTS };
  }
  if (move.type === 'pickup') {
    const rule = check(before, move).rule;
    if (!PICKUP_RULES.includes(rule)) return null;
    const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
    // Seven discards taken (all, if fewer), the top one melded at once with a pair from the hand (HF-20, HF-22).
    return {
      rule,
      rules: ['HF-20', 'HF-22'],
      ask: 'cards',
      about: seat,
      prompt: 'pickup-grows',
      answer: n,
      distractors: PICKUP_COUNTS,
    };
  }
  if (move.type === 'discard') {
    if (after.event?.kind === 'foot' && after.event.walk) {
      const n = handOf(after, seat).length;
      return {
        rule: 'HF-24',
        rules: ['HF-A12'],
        ask: 'count',
        prompt: 'next-turn-hand',
        answer: n,
        distractors: [0, 1, n - 1, n + 1, 2 * n],
      };
    }
    return { rule: 'HF-A1', ask: 'next', answer: toAct(after) ?? seat, distractors: everySeat(after.options.players) };
  }
  const team = teamOf(seat);
  if (after.event?.kind === 'foot' && !after.event.walk) {
    const n = handOf(after, seat).length;
    return {
      rule: 'HF-A12',
      rules: ['HF-18'],
      ask: 'count',
      prompt: 'new-hand',
      answer: n,
      distractors: [0, 1, n - 1, n + 1, 2 * n],
    };
  }
  if (before.opened[team] !== true) {
    const laid = after.flags.laid - before.flags.laid;
    const bonus = (dealScore(after).books[team] ?? 0) - (dealScore(before).books[team] ?? 0);
    return {
      rule: 'HF-A15',
      rules: ['HF-16', 'HF-46'],
      ask: 'points',
      prompt: 'laid-counts',
      answer: laid,
      distractors: [laid + (bonus > 0 ? bonus : 300), laid - 10, laid + 10, minimumOf(before), laid + 50],
    };
  }
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
