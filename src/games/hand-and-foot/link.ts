/**
 * Hand and Foot's parameters in a shared game link (the kit's match-link.ts reads the seed and does
 * the parsing): the players (4 or 6, HF-02), the draw piles (2 or 4, HF-04), the deals (1 to 4,
 * HF-45), the owner of the cards by seat number (1 is the first seat, HF-06), the house-rule
 * switches (HF-A2, HF-A9) and who plays.
 *
 *     ?seed=handfoot1&players=6&piles=4&deals=4&owner=3&rotate=yes&cap=yes&mode=pass
 */
import { linkFormat, type MatchLink, type TableMode } from '../../engine/match-link';
import { oneOf, wholeNumber, wholeNumberIn } from '../../engine/params';
import { DEFAULT_OPTIONS, MELD_MINIMUMS, PILE_COUNTS, PLAYER_COUNTS, type HfOptions } from './state';

export interface HfLink extends MatchLink<HfOptions> {
  readonly mode: TableMode;
}

const yesNo = (v: boolean): string | undefined => (v ? 'yes' : undefined);

export const handAndFootLink = linkFormat(
  {
    players: wholeNumberIn(PLAYER_COUNTS, DEFAULT_OPTIONS.players, 'HF-02'),
    piles: wholeNumberIn(PILE_COUNTS, DEFAULT_OPTIONS.piles, 'HF-04'),
    deals: wholeNumber(1, MELD_MINIMUMS.length, DEFAULT_OPTIONS.deals, 'HF-45'),
    owner: wholeNumber(1, Math.max(...PLAYER_COUNTS), DEFAULT_OPTIONS.owner + 1, 'HF-06'),
    rotate: oneOf(['no', 'yes'], 'no'),
    cap: oneOf(['no', 'yes'], 'no'),
    mode: oneOf(['computer', 'pass'], 'computer'),
  },
  (v, seed): HfLink => ({
    seed,
    options: {
      ...DEFAULT_OPTIONS,
      players: v.players,
      piles: v.piles,
      deals: v.deals,
      // A seat beyond the table (owner=6 with four players) is the last seat.
      owner: Math.min(v.owner, v.players) - 1,
      houseRules: { ownerRotates: v.rotate === 'yes', wildsBelowNaturals: v.cap === 'yes' },
    },
    mode: v.mode,
  }),
  ({ options, mode }) => ({
    players: String(options.players),
    piles: String(options.piles),
    deals: String(options.deals),
    owner: options.owner !== DEFAULT_OPTIONS.owner ? String(options.owner + 1) : undefined,
    rotate: yesNo(options.houseRules.ownerRotates),
    cap: yesNo(options.houseRules.wildsBelowNaturals),
    mode: mode !== 'computer' ? mode : undefined,
  }),
);
