/** Mezza's score sheet: a column per player, a row per game with each player's finishing place (MZ-A14). */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { soloTeams, type Teams } from '../../engine/teams';
import { winners } from './scoring';
import type { MezzaState } from './state';
import { seatName } from './table';

export function teams(state: MezzaState, nameOf: (seat: number) => string = seatName): Teams {
  return soloTeams(state.hands.length, nameOf);
}

/** The sheet, naming each seat by nameOf; places add up, and the lowest total wins. */
export function scoreSheet(state: MezzaState, nameOf: (seat: number) => string = seatName): ScoreSheet {
  return scoreSheetOf({
    teams: teams(state, nameOf).names,
    dealWord: 'Game',
    history: state.history,
    totals: state.scores,
    better: 'lower',
    winners: state.status === 'match-over' ? winners(state) : [],
    rule: 'MZ-A14',
    wentOutNote: (seat) => `${nameOf(seat)} finished first (MZ-32)`,
  });
}
