/**
 * Ottawa's parameters in a shared game link (the kit's match-link.ts reads the seed and does the
 * parsing): the players, the match's length, the scoring, the forced draw and turning up a card on a stuck table.
 */
import { linkFormat, type MatchLink } from '../../engine/match-link';
import { oneOf, wholeNumber } from '../../engine/params';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type OttawaOptions } from './state';

export type GameLink = MatchLink<OttawaOptions>;

const DEFAULT_LIMIT = 100;

export const ottawaLink = linkFormat(
  {
    players: wholeNumber(MIN_PLAYERS, MAX_PLAYERS, DEFAULT_OPTIONS.players, 'OT-03'),
    limit: wholeNumber(1, 9999, DEFAULT_LIMIT, 'OT-06'),
    deals: wholeNumber(1, 9999, 1, 'OT-06'),
    scoring: oneOf(['penalty', 'credit'], DEFAULT_OPTIONS.scoring),
    forcedDraw: oneOf(['on', 'off'], 'on'),
    turnUp: oneOf(['on', 'off'], 'on'),
  },
  (v, seed, given): GameLink => ({
    seed,
    options: {
      players: v.players,
      matchEnd: given.has('deals') ? { kind: 'deals', count: v.deals } : { kind: 'points', limit: v.limit },
      scoring: v.scoring,
      forcedDraw: v.forcedDraw === 'on',
      turnUp: v.turnUp === 'on',
    },
  }),
  ({ options }) => ({
    players: String(options.players),
    limit: options.matchEnd.kind === 'points' ? String(options.matchEnd.limit) : undefined,
    deals: options.matchEnd.kind === 'deals' ? String(options.matchEnd.count) : undefined,
    scoring: options.scoring !== 'penalty' ? options.scoring : undefined,
    forcedDraw: options.forcedDraw ? undefined : 'off',
    turnUp: options.turnUp ? undefined : 'off',
  }),
);
