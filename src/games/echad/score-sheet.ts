/** Echad's score sheet: a column per player, a row per round, the winner of a round collecting the others' cards (EC-25, EC-29). */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { soloTeams, type Teams } from '../../engine/teams';
import { seatName } from './rules';
import { gameWinner } from './scoring';
import type { EchadState } from './state';

export function teams(state: EchadState, nameOf: (seat: number) => string = seatName): Teams {
  return soloTeams(state.hands.length, nameOf);
}

/** The sheet, naming each seat by nameOf (a game on one shared screen says "Player 1", not "You"). */
export function scoreSheet(state: EchadState, nameOf: (seat: number) => string = seatName): ScoreSheet {
  const winner = gameWinner(state);
  return scoreSheetOf({
    teams: teams(state, nameOf).names,
    dealWord: 'Round',
    history: state.history,
    totals: state.scores,
    better: 'higher',
    winners: winner === null ? [] : [winner],
    rule: 'EC-25',
    wentOutNote: (seat) => `${nameOf(seat)} went out and scores the others’ cards (EC-25)`,
  });
}
