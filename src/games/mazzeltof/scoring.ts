/** The end of a game and of the match (MT-03, MT-47, MT-A6): one game won by one team. */
import type { MtState } from './state';
import { teamOf } from './table';

/** MT-47, MT-A6: `seat` has played or laid off its team's last draw-pile card; the team wins this game. */
export function winGame(state: MtState, seat: number): MtState {
  const team = teamOf(seat);
  const points = [0, 1].map((t) => (t === team ? 1 : 0));
  return {
    ...state,
    winner: team,
    scores: state.scores.map((s, t) => s + (points[t] ?? 0)),
    history: [...state.history, { points, wentOut: seat }],
    step: { kind: 'play' },
    status: state.game >= state.options.games ? 'match-over' : 'deal-over',
  };
}

/** The winners of a finished match: the teams with the most games won; a tie shares the win. */
export function winners(state: MtState): number[] {
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, team) => (s === best ? [team] : []));
}
