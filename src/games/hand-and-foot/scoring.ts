/**
 * Scoring a deal (HF-37…HF-46, HF-A4, HF-A14) and the end of the match (HF-45). Each partnership
 * scores 500 a red book and 300 a black book, the card values of every card in its melds, and loses
 * the values of every card its players still hold, hand and unplayed foot alike, a red 3 costing
 * 300 and a black 3 nothing. The same count applies when the piles ran out; there is no bonus for
 * going out.
 */
import { type HfCard, cardValue, isRedThree } from './cards';
import { bookCounts, valueOf } from './melds';
import type { HfDealRecord, HfDealScore, HfState, TableEvent } from './state';
import { teamOf } from './table';

/** HF-37, HF-38. */
export const RED_BOOK = 500;
export const BLACK_BOOK = 300;

/** HF-40…HF-42, HF-A14: what a card still held costs its partnership: a red 3 300, a black 3 nothing. */
export const leftCost = (c: HfCard): number => (isRedThree(c) ? 300 : cardValue(c));

function costOf(cards: readonly HfCard[]): number {
  let n = 0;
  for (const c of cards) n += leftCost(c);
  return n;
}

/** The deal's score by partnership, in its three parts. */
export function dealScore(state: HfState): HfDealScore {
  const books = [0, 0];
  const melds = [0, 0];
  const left = [0, 0];
  for (let team = 0; team < 2; team++) {
    const all = state.melds[team] ?? [];
    const counts = bookCounts(all);
    books[team] = counts.red * RED_BOOK + counts.black * BLACK_BOOK;
    melds[team] = all.reduce((n, m) => n + valueOf(m.cards), 0);
  }
  for (let seat = 0; seat < state.options.players; seat++) {
    const cost = costOf(state.hands[seat] ?? []) + costOf(state.feet[seat] ?? []);
    // A partnership that holds nothing scores 0 here, never −0.
    if (cost !== 0) left[teamOf(seat)] = (left[teamOf(seat)] as number) - cost;
  }
  return { books, melds, left };
}

export const dealPoints = (parts: HfDealScore): number[] =>
  [0, 1].map((t) => (parts.books[t] ?? 0) + (parts.melds[t] ?? 0) + (parts.left[t] ?? 0));

/**
 * HF-43, HF-45, HF-A4: the deal is over, because `wentOut` went out or (null) the draw piles ran
 * out; it is scored, and after the match's last deal the match is over.
 */
export function endDeal(state: HfState, wentOut: number | null, event: TableEvent): HfState {
  const parts = dealScore(state);
  const points = dealPoints(parts);
  const record: HfDealRecord = { points, wentOut, parts, pilesOut: wentOut === null };
  return {
    ...state,
    event,
    history: [...state.history, record],
    scores: state.scores.map((s, t) => s + (points[t] ?? 0)),
    status: state.deal >= state.options.deals ? 'match-over' : 'deal-over',
  };
}

/** HF-45: the partnerships with the highest total; a tie shares the win. */
export function winners(state: HfState): number[] {
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, team) => (s === best ? [team] : []));
}
