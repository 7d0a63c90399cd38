/**
 * MazzelTof's parameters in a shared game link (the kit's match-link.ts reads the seed and does the
 * parsing): the players (2 or 4, MT-02), the number of games, and who plays.
 *
 *     ?seed=mazzeltof1&players=4&games=3&mode=pass
 */
import { linkFormat, type MatchLink, type TableMode } from '../../engine/match-link';
import { oneOf, wholeNumber, wholeNumberIn } from '../../engine/params';
import { DEFAULT_OPTIONS, PLAYER_COUNTS, type MtOptions } from './state';

export interface MtLink extends MatchLink<MtOptions> {
  readonly mode: TableMode;
}

export const mazzeltofLink = linkFormat(
  {
    players: wholeNumberIn(PLAYER_COUNTS, DEFAULT_OPTIONS.players, 'MT-02'),
    games: wholeNumber(1, 99, DEFAULT_OPTIONS.games, 'MT-47'),
    mode: oneOf(['computer', 'pass'], 'computer'),
  },
  (v, seed): MtLink => ({ seed, options: { players: v.players, games: v.games }, mode: v.mode }),
  ({ options, mode }) => ({
    players: String(options.players),
    games: String(options.games),
    mode: mode !== 'computer' ? mode : undefined,
  }),
);
