/**
 * A match written in an address ("?seed=abc&players=5"), so that the same link deals the same
 * cards. The kit reads the parts every game has (the seed) and the parsing machinery (params.ts);
 * each game declares only its own parameters and how they make its options (src/games/<game>/link.ts).
 */
import { namesList, readParams, shaped, type Param, type ParamProblem, type Schema, type Values } from './params';

/** Who plays a match: the learner against computer players, or several people passing one device. */
export type TableMode = 'computer' | 'pass';

/** What every game's link holds: the options a match is dealt with, and the seed. */
export interface MatchLink<O> {
  readonly options: O;
  readonly seed: string;
  /** Who plays, in a game that may be played by people passing one device; else the computer plays the others. */
  readonly mode?: TableMode;
  /** People's names for the seats, in seat order, typed at the setup of a match on one device. */
  readonly names?: readonly string[];
}

export interface ReadLink<L> {
  /** The match the address names, or null when it names none (no seed, or an unusable one). */
  readonly link: L | null;
  /** One line per parameter that could not be used (its default was), in English. */
  readonly problems: readonly string[];
  /** The same problems as data, to be said in the page's language. */
  readonly wrong: readonly ParamProblem[];
}

export interface LinkFormat<L extends MatchLink<unknown>> {
  read(query: string): ReadLink<L>;
  /** "?seed=…&players=…": the query that reads back as this link. */
  write(link: L): string;
}

/** Seeds go into links and file names: letters, digits, "-" and "_" only. */
export const SEED_SHAPE = /^[A-Za-z0-9_-]{1,32}$/;

/** A seed in an address: any other text is a wrong value, never used or shown in full. */
export const seedParam: Param<string> = shaped(SEED_SHAPE, 'seed', '');

/** The longest name a seat may be given, and the most names (the largest table of any game). */
export const NAME_LENGTH = 20;
export const MOST_NAMES = 10;

/** The players' names in an address ("names=Dana,Moshe"), for every game: read and written by the kit. */
export const namesParam: Param<readonly string[]> = namesList('names', NAME_LENGTH, MOST_NAMES);

/**
 * A game's link format from its parameters: `make` turns their values (defaults for the missing
 * and the wrong ones) and the seed into the game's link; `write` lists them for the address.
 */
export function linkFormat<S extends Schema, L extends MatchLink<unknown>>(
  params: S,
  make: (values: Values<S>, seed: string, given: ReadonlySet<keyof S>) => L,
  write: (link: L) => Readonly<Record<string, string | undefined>>,
): LinkFormat<L> {
  const schema = { seed: seedParam, names: namesParam, ...params };
  return {
    read(query) {
      const { values, given, problems, wrong } = readParams(query, schema);
      const seed = values.seed as string;
      const made = given.has('seed') ? make(values as Values<S>, seed, given as ReadonlySet<keyof S>) : null;
      // The names are only for a match people play on one device: beside the computer, seats keep theirs.
      const names = values.names as readonly string[];
      const named = made && made.mode === 'pass' && names.length > 0 ? { ...made, names } : made;
      return { link: named, problems, wrong };
    },
    write(link) {
      const q = new URLSearchParams();
      q.set('seed', link.seed);
      for (const [name, value] of Object.entries(write(link))) if (value !== undefined) q.set(name, value);
      if (link.mode === 'pass' && link.names && link.names.length > 0) q.set('names', link.names.join(','));
      return `?${q.toString()}`;
    },
  };
}
