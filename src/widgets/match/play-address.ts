/**
 * The play page's one schema for its address: the kit's own parameter (the computer's pace) and
 * the game's link (its seed and its own parameters, src/games/<game>/link.ts). Every value is
 * checked; each wrong one is named in the problems and its default used.
 */
import type { LinkFormat, MatchLink } from '../../engine/match-link';
import { readParams, type ParamProblem } from '../../engine/params';
import { paceParam } from './PaceSelect';

export interface PlayAddress<L> {
  readonly pace: number;
  readonly link: L | null;
  readonly problems: readonly ParamProblem[];
}

export function readPlayAddress<L extends MatchLink<unknown>>(
  query: string,
  format: LinkFormat<L>,
  defaultPace: number,
): PlayAddress<L> {
  const page = readParams(query, { pace: paceParam(defaultPace) });
  const game = format.read(query);
  return { pace: page.values.pace, link: game.link, problems: [...page.wrong, ...game.wrong] };
}

/** The address as the page runs: empty while the page is built. */
export function currentQuery(): string {
  return typeof location === 'undefined' ? '' : location.search;
}
