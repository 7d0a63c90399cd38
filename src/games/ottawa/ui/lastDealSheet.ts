/**
 * The score sheet of an Ottawa match as far as the state records it: the totals and the last
 * deal. A stand-in until the engine's scoreSheet(state) lands, which keeps a row for every deal.
 */
import type { ScoreSheet } from '../../../engine/score-sheet';
import { seatName } from '../rules';
import { winners } from '../scoring';
import type { OttawaState } from '../state';

export function lastDealSheet(game: OttawaState): ScoreSheet {
  const penalty = game.options.scoring === 'penalty';
  return {
    teams: game.scores.map((_, seat) => seatName(seat)),
    rows: game.dealPoints
      ? [
          {
            label: `Deal ${game.deal}`,
            points: game.dealPoints,
            note: game.wentOut === null ? undefined : `${seatName(game.wentOut)} went out (OT-22)`,
          },
        ]
      : [],
    totals: game.scores,
    better: penalty ? 'lower' : 'higher',
    winners: game.status === 'match-over' ? winners(game) : [],
    rule: penalty ? 'OT-23' : 'OT-A8',
  };
}
