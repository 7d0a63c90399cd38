/**
 * Echad's parameters in a shared game link (the kit's match-link.ts reads the seed and does the
 * parsing): the players, the points target, the house rules, and who plays.
 */
import { linkFormat, type MatchLink, type TableMode } from '../../engine/match-link';
import { oneOf, setOf, wholeNumber } from '../../engine/params';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type EchadOptions } from './state';

export interface EchadLink extends MatchLink<EchadOptions> {
  readonly mode: TableMode;
  /** Computer players sometimes forget to say "Echad" (on unless the link says forget=off). */
  readonly forgetful: boolean;
}

const RULE_FLAGS = ['draw-until-match', 'reverse-skips', 'alef-once'] as const;

export const echadLink = linkFormat(
  {
    players: wholeNumber(MIN_PLAYERS, MAX_PLAYERS, DEFAULT_OPTIONS.players, 'EC-A4'),
    target: wholeNumber(1, 99_999, DEFAULT_OPTIONS.target, 'EC-30'),
    mode: oneOf(['computer', 'pass'], 'computer'),
    forget: oneOf(['on', 'off'], 'on'),
    rules: setOf(RULE_FLAGS),
  },
  (v, seed): EchadLink => ({
    seed,
    options: {
      players: v.players,
      target: v.target,
      drawUntilMatch: v.rules.includes('draw-until-match'),
      reverseSkipsWithTwo: v.rules.includes('reverse-skips'),
      letterSplit: v.rules.includes('alef-once') ? 'alef-once' : 'yud-once',
    },
    mode: v.mode,
    forgetful: v.forget === 'on',
  }),
  ({ options, mode, forgetful }) => {
    const rules = [
      options.drawUntilMatch ? 'draw-until-match' : '',
      options.reverseSkipsWithTwo ? 'reverse-skips' : '',
      options.letterSplit === 'alef-once' ? 'alef-once' : '',
    ].filter(Boolean);
    return {
      players: String(options.players),
      mode: mode !== 'computer' ? mode : undefined,
      forget: forgetful ? undefined : 'off',
      target: options.target !== DEFAULT_OPTIONS.target ? String(options.target) : undefined,
      rules: rules.length > 0 ? rules.join(',') : undefined,
    };
  },
);
