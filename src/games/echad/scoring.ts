/** Scoring a round and deciding the game (EC-24…EC-30, EC-A14, EC-A15). */
import { handPoints } from './cards';
import { type EchadState, revise } from './state';

/** EC-25…EC-28: what each seat scores for the round `wentOut` won: the winner collects everyone else's card points. */
export function roundPoints(state: Pick<EchadState, 'hands'>, wentOut: number): number[] {
  let total = 0;
  state.hands.forEach((h, seat) => {
    if (seat !== wentOut) total += handPoints(h);
  });
  return state.hands.map((_, seat) => (seat === wentOut ? total : 0));
}

/** EC-30, EC-A15: after each round, a total of at least the target wins the game. */
export function gameIsOver(scores: readonly number[], state: Pick<EchadState, 'options'>): boolean {
  return scores.some((s) => s >= state.options.target);
}

/** EC-24, EC-A14: the round stops at once; points are added and the game may end. */
export function scoreRound(state: EchadState, wentOut: number): EchadState {
  const points = roundPoints(state, wentOut);
  const scores = state.scores.map((s, seat) => s + (points[seat] ?? 0));
  return revise(state, {
    scores,
    roundPoints: points,
    wentOut,
    history: [...state.history, { points, wentOut }],
    echad: null,
    status: gameIsOver(scores, state) ? 'game-over' : 'round-over',
  });
}

/** EC-29, EC-30: the winner of a finished game, the one with the most points (only one can pass the target in a round). */
export function gameWinner(state: EchadState): number | null {
  if (state.status !== 'game-over') return null;
  let best = 0;
  state.scores.forEach((s, seat) => {
    if (s > (state.scores[best] ?? 0)) best = seat;
  });
  return best;
}
