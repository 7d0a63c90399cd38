/**
 * Mezza's parameters in a shared game link (the kit's match-link.ts reads the seed and does the
 * parsing): the players, the number of games, the deck, the 9½ house rule, and who plays.
 *
 *     ?seed=mezza1&players=3&games=2&deck=short&nineHalf=off&mode=pass
 */
import { linkFormat, type MatchLink, type TableMode } from '../../engine/match-link';
import { oneOf, wholeNumber } from '../../engine/params';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type MezzaOptions } from './state';

export interface MezzaLink extends MatchLink<MezzaOptions> {
  readonly mode: TableMode;
}

export const mezzaLink = linkFormat(
  {
    players: wholeNumber(MIN_PLAYERS, MAX_PLAYERS, DEFAULT_OPTIONS.players, 'MZ-A2'),
    games: wholeNumber(1, 99, DEFAULT_OPTIONS.games, 'MZ-A14'),
    deck: oneOf(['full', 'short'], DEFAULT_OPTIONS.deck),
    nineHalf: oneOf(['on', 'off'], DEFAULT_OPTIONS.nineHalfOnNineHalf ? 'on' : 'off'),
    mode: oneOf(['computer', 'pass'], 'computer'),
  },
  (v, seed): MezzaLink => ({
    seed,
    options: { players: v.players, games: v.games, deck: v.deck, nineHalfOnNineHalf: v.nineHalf === 'on' },
    mode: v.mode,
  }),
  ({ options, mode }) => ({
    players: String(options.players),
    games: String(options.games),
    deck: options.deck !== DEFAULT_OPTIONS.deck ? options.deck : undefined,
    nineHalf: options.nineHalfOnNineHalf ? undefined : 'off',
    mode: mode !== 'computer' ? mode : undefined,
  }),
);
