/** Ottawa's score sheet: a column per player, a row per deal (OT-23, or OT-A8 with credit scoring). */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { soloTeams, type Teams } from '../../engine/teams';
import { seatName } from './rules';
import { winners } from './scoring';
import type { OttawaState } from './state';

export function teams(state: OttawaState, nameOf: (seat: number) => string = seatName): Teams {
  return soloTeams(state.hands.length, nameOf);
}

/** The sheet, naming each seat by nameOf (a match on one shared screen says "Player 1", not "You"). */
export function scoreSheet(state: OttawaState, nameOf: (seat: number) => string = seatName): ScoreSheet {
  const penalty = state.options.scoring === 'penalty';
  return scoreSheetOf({
    teams: teams(state, nameOf).names,
    dealWord: 'Deal',
    history: state.history,
    totals: state.scores,
    // OT-A8: with penalty scoring points count against you; with the credit house rule they are won.
    better: penalty ? 'lower' : 'higher',
    winners: state.status === 'match-over' ? winners(state) : [],
    rule: penalty ? 'OT-23' : 'OT-A8',
    wentOutNote: (seat) => `${nameOf(seat)} went out (OT-22)`,
  });
}
