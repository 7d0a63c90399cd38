/** MazzelTof's score sheet: a column per team, a row per game, 1 for the team that won it (MT-47). */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { type Teams } from '../../engine/teams';
import { winners } from './scoring';
import type { MtState } from './state';
import { TEAM_NAMES, seatName, teamOf, teamSeats } from './table';

/**
 * MT-04, MT-A7: with four players red (seats 0 and 2) against blue (1 and 3); with two, each
 * player is a team of one (MT-48…MT-50), named as the player. The learner's team is "Your team
 * (red)", so that the learner finds themselves on the sheet; people sharing a device are all
 * "Player n", and both teams keep their colour.
 */
export function teams(state: MtState, nameOf: (seat: number) => string = seatName): Teams {
  const seats = state.hands.map((_, seat) => seat);
  const yours = (team: number) => teamSeats(state, team).some((seat) => nameOf(seat) === 'You');
  const names =
    state.options.players === 2
      ? [nameOf(0), nameOf(1)]
      : TEAM_NAMES.map((colour, team) => (yours(team) ? `Your team (${colour.toLowerCase()})` : `${colour} team`));
  return { teamOf: seats.map(teamOf), names };
}

export function scoreSheet(state: MtState, nameOf: (seat: number) => string = seatName): ScoreSheet {
  return scoreSheetOf({
    teams: teams(state, nameOf).names,
    dealWord: 'Game',
    history: state.history,
    totals: state.scores,
    better: 'higher',
    winners: state.status === 'match-over' ? winners(state) : [],
    rule: 'MT-47',
    wentOutNote: (seat) => `${nameOf(seat)} played through the draw pile (MT-47)`,
  });
}
