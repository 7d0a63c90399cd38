/**
 * The score sheet of an Echad game as far as the state records it: the totals and the last
 * round. A stand-in until the engine's scoreSheet(state) lands, which keeps a row for every round.
 */
import type { ScoreSheet } from '../../../engine/score-sheet';
import { gameWinner } from '../scoring';
import type { EchadState } from '../state';

export function lastRoundSheet(game: EchadState, nameOf: (seat: number) => string): ScoreSheet {
  const winner = gameWinner(game);
  return {
    teams: game.scores.map((_, seat) => nameOf(seat)),
    rows: game.roundPoints
      ? [
          {
            label: `Round ${game.round}`,
            points: game.roundPoints,
            note: game.wentOut === null ? undefined : `${nameOf(game.wentOut)} went out and scores the others’ cards (EC-25)`,
          },
        ]
      : [],
    totals: game.scores,
    better: 'higher',
    winners: winner === null ? [] : [winner],
    rule: 'EC-25',
  };
}
