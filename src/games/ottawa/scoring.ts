/** Scoring a deal and deciding the match (OT-22…OT-26, OT-A8, OT-A9). */
import { handPoints } from './cards';
import type { OttawaState } from './state';

/** What each seat scores for the deal just ended by `wentOut` going out. */
export function dealPoints(state: OttawaState, wentOut: number): number[] {
  const left = state.hands.map((h) => handPoints(h));
  if (state.options.scoring === 'penalty') return left; // OT-23, OT-A8 (a): holders are charged; the one out has 0
  // OT-A8 (b), the credit house rule: the one who went out collects everyone else's points.
  const total = left.reduce((a, b) => a + b, 0);
  return left.map((_, seat) => (seat === wentOut ? total : 0));
}

/** OT-A9: after each deal, the match ends at the points limit or after the agreed number of deals. */
export function matchIsOver(scores: readonly number[], deal: number, state: Pick<OttawaState, 'options'>): boolean {
  const end = state.options.matchEnd;
  if (end.kind === 'deals') return deal >= end.count;
  return scores.some((s) => s >= end.limit);
}

/** OT-22: the deal stops at once; scores are added and the match may end. */
export function scoreDeal(state: OttawaState, wentOut: number): OttawaState {
  const points = dealPoints(state, wentOut);
  const scores = state.scores.map((s, seat) => s + (points[seat] ?? 0));
  return {
    ...state,
    scores,
    dealPoints: points,
    wentOut,
    history: [...state.history, { points, wentOut }],
    drewThisTurn: false,
    status: matchIsOver(scores, state.deal, state) ? 'match-over' : 'deal-over',
  };
}

/**
 * The winners of a finished match: with penalty scoring the lowest total (OT-A9),
 * with credit scoring the highest. Ties share the win.
 */
export function winners(state: OttawaState): number[] {
  const best = state.options.scoring === 'penalty' ? Math.min(...state.scores) : Math.max(...state.scores);
  return state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
}
