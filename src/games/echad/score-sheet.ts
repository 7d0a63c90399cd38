/** Echad's score sheet: a column per player, a row per round, the winner of a round collecting the others' cards (EC-25, EC-29). */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { soloTeams, type Teams } from '../../engine/teams';
import { seatName } from './rules';
import { gameWinner } from './scoring';
import type { EchadState } from './state';

export function teams(state: EchadState): Teams {
  return soloTeams(state.hands.length, seatName);
}

export function scoreSheet(state: EchadState): ScoreSheet {
  const winner = gameWinner(state);
  return scoreSheetOf({
    teams: teams(state).names,
    dealWord: 'Round',
    history: state.history,
    totals: state.scores,
    better: 'higher',
    winners: winner === null ? [] : [winner],
    rule: 'EC-25',
    seatName,
  });
}
