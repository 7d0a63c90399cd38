/**
 * A shared game link: the options and the seed in the address, so that the
 * same link deals the same cards. Reading a bad link says what is wrong.
 */
import { checkOptions } from './setup';
import { DEFAULT_OPTIONS, type OttawaOptions } from './state';

export interface GameLink {
  readonly options: OttawaOptions;
  readonly seed: string;
}

export function gameLinkQuery({ options, seed }: GameLink): string {
  const q = new URLSearchParams();
  q.set('seed', seed);
  q.set('players', String(options.players));
  if (options.matchEnd.kind === 'points') q.set('limit', String(options.matchEnd.limit));
  else q.set('deals', String(options.matchEnd.count));
  if (options.scoring !== 'penalty') q.set('scoring', options.scoring);
  if (!options.forcedDraw) q.set('forcedDraw', 'off');
  if (!options.turnUp) q.set('turnUp', 'off');
  return `?${q.toString()}`;
}

function whole(value: string | null, name: string): number | { error: string } {
  if (value === null) return { error: `${name} is missing` };
  return /^\d{1,4}$/.test(value) ? Number(value) : { error: `${name} should be a whole number, not "${value}"` };
}

/** null when the address has no game in it; an error message when it has a broken one. */
export function parseGameLink(search: string): GameLink | { error: string } | null {
  const q = new URLSearchParams(search);
  if (!q.has('seed')) return null;
  const seed = q.get('seed') ?? '';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(seed)) return { error: 'the seed should be 1 to 32 letters or digits' };
  const players = whole(q.get('players') ?? String(DEFAULT_OPTIONS.players), 'players');
  if (typeof players !== 'number') return players;
  let matchEnd: OttawaOptions['matchEnd'];
  if (q.has('deals')) {
    const count = whole(q.get('deals'), 'deals');
    if (typeof count !== 'number') return count;
    matchEnd = { kind: 'deals', count };
  } else {
    const limit = whole(q.get('limit') ?? '100', 'limit');
    if (typeof limit !== 'number') return limit;
    matchEnd = { kind: 'points', limit };
  }
  const scoring = q.get('scoring') ?? 'penalty';
  if (scoring !== 'penalty' && scoring !== 'credit') return { error: `scoring should be "penalty" or "credit", not "${scoring}"` };
  const forced = q.get('forcedDraw') ?? 'on';
  if (forced !== 'on' && forced !== 'off') return { error: `forcedDraw should be "on" or "off", not "${forced}"` };
  const turnUp = q.get('turnUp') ?? 'on';
  if (turnUp !== 'on' && turnUp !== 'off') return { error: `turnUp should be "on" or "off", not "${turnUp}"` };
  const options: OttawaOptions = { players, matchEnd, scoring, forcedDraw: forced === 'on', turnUp: turnUp === 'on' };
  const verdict = checkOptions(options);
  if (!verdict.ok) {
    return {
      error:
        verdict.rule === 'OT-03'
          ? `Ottawa is for 2 to 7 players, not ${players} (OT-03)`
          : 'the match length must be at least 1 (OT-06)',
    };
  }
  return { options, seed };
}
