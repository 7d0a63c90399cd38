/** The end of a game and of the match (MT-03, MT-47, MT-A6): one game won by one team. */
import { type MtState, copyState } from './state';
import { teamOf } from './table';

/** MT-47, MT-A6: `seat` has played or laid off its team's last draw-pile card; the team wins this game. */
export function winGame(state: MtState, seat: number): MtState {
  const team = teamOf(seat);
  const points = [0, 1].map((t) => (t === team ? 1 : 0));
  const s = copyState(state);
  s.winner = team;
  s.scores = state.scores.map((score, t) => score + (points[t] ?? 0));
  s.history = [...state.history, { points, wentOut: seat }];
  s.step = { kind: 'play' };
  s.status = state.game >= state.options.games ? 'match-over' : 'deal-over';
  return s;
}

/** The winners of a finished match: the teams with the most games won; a tie shares the win. */
export function winners(state: MtState): number[] {
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, team) => (s === best ? [team] : []));
}
