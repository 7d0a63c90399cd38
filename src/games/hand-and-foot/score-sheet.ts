/**
 * Hand and Foot's score sheet: a column per partnership, a row per deal in the club's parts (books,
 * melds, cards left: HF-37…HF-44), and after the last deal the highest total wins (HF-45).
 */
import { type ScoreSheet, scoreSheetOf } from '../../engine/score-sheet';
import { type Teams, alternatingTeams } from '../../engine/teams';
import { winners } from './scoring';
import type { HfState } from './state';
import { seatName, teamOf } from './table';

export const SCORE_PARTS: readonly string[] = ['Books', 'Melds', 'Cards left'];

/**
 * HF-02, HF-A1: partners sit alternately, seats 0, 2 (, 4) against 1, 3 (, 5). A partnership is
 * named by its players ("You and Player 3"): colour names, as other team games use, would be
 * confused here with the red and black books.
 */
export function teams(state: HfState, nameOf: (seat: number) => string = seatName): Teams {
  const seats = Array.from({ length: state.options.players }, (_, seat) => seat);
  const names = [0, 1].map((team) => {
    const members = seats.filter((s) => teamOf(s) === team).map(nameOf);
    return members.length === 2
      ? members.join(' and ')
      : `${members.slice(0, -1).join(', ')} and ${members[members.length - 1]}`;
  });
  return alternatingTeams(state.options.players, names);
}

export function scoreSheet(state: HfState, nameOf: (seat: number) => string = seatName): ScoreSheet {
  const sheet = scoreSheetOf({
    teams: teams(state, nameOf).names,
    dealWord: 'Deal',
    history: state.history,
    totals: state.scores,
    better: 'higher',
    winners: state.status === 'match-over' ? winners(state) : [],
    rule: 'HF-45',
    wentOutNote: (seat) => `${nameOf(seat)} went out (HF-43)`,
  });
  return {
    ...sheet,
    parts: SCORE_PARTS,
    rows: sheet.rows.map((row, i) => {
      const deal = state.history[i];
      if (!deal) return row;
      const parts = [0, 1].map((t) => [deal.parts.books[t] ?? 0, deal.parts.melds[t] ?? 0, deal.parts.left[t] ?? 0]);
      return deal.pilesOut ? { ...row, parts, note: 'The draw piles ran out (HF-A4)' } : { ...row, parts };
    }),
  };
}
