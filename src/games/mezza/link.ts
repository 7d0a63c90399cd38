/**
 * A shared Mezza game link: the options, the seed and who plays, in the address, so the same link
 * deals the same cards. Reading a bad link says what is wrong.
 *
 *     ?seed=mezza1&players=3&games=2&deck=short&nineHalf=off&mode=pass
 */
import { checkOptions } from './setup';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type MezzaOptions } from './state';

/** Against computer players, or several people passing one device. */
export type TableMode = 'computer' | 'pass';

export interface MezzaLink {
  readonly options: MezzaOptions;
  readonly seed: string;
  readonly mode: TableMode;
}

export function mezzaLinkQuery({ options, seed, mode }: MezzaLink): string {
  const q = new URLSearchParams();
  q.set('seed', seed);
  q.set('players', String(options.players));
  q.set('games', String(options.games));
  if (options.deck !== DEFAULT_OPTIONS.deck) q.set('deck', options.deck);
  if (!options.nineHalfOnNineHalf) q.set('nineHalf', 'off');
  if (mode !== 'computer') q.set('mode', mode);
  return `?${q.toString()}`;
}

function whole(value: string, name: string): number | { error: string } {
  return /^\d{1,3}$/.test(value) ? Number(value) : { error: `${name} should be a whole number, not "${value}"` };
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T | { error: string } {
  return (allowed as readonly string[]).includes(value)
    ? (value as T)
    : { error: `${name} should be ${allowed.map((a) => `"${a}"`).join(' or ')}, not "${value}"` };
}

/** null when the address has no game in it; an error message when it has a broken one. */
export function parseMezzaLink(search: string): MezzaLink | { error: string } | null {
  const q = new URLSearchParams(search);
  if (!q.has('seed')) return null;
  const seed = q.get('seed') ?? '';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(seed)) return { error: 'the seed should be 1 to 32 letters or digits' };
  const players = whole(q.get('players') ?? String(DEFAULT_OPTIONS.players), 'players');
  if (typeof players !== 'number') return players;
  const games = whole(q.get('games') ?? String(DEFAULT_OPTIONS.games), 'games');
  if (typeof games !== 'number') return games;
  const deck = oneOf(q.get('deck') ?? DEFAULT_OPTIONS.deck, ['full', 'short'] as const, 'deck');
  if (typeof deck !== 'string') return deck;
  const nineHalf = oneOf(q.get('nineHalf') ?? 'on', ['on', 'off'] as const, 'nineHalf');
  if (typeof nineHalf !== 'string') return nineHalf;
  const mode = oneOf(q.get('mode') ?? 'computer', ['computer', 'pass'] as const, 'mode');
  if (typeof mode !== 'string') return mode;
  const options: MezzaOptions = { players, games, deck, nineHalfOnNineHalf: nineHalf === 'on' };
  const verdict = checkOptions(options);
  if (!verdict.ok) {
    return verdict.rule === 'MZ-A2'
      ? { error: `Mezza is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players} (MZ-A2)` }
      : { error: 'a match is at least 1 game (MZ-A14)' };
  }
  return { options, seed, mode };
}
