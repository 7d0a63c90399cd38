/**
 * A practice round written in an address ("?round=k3x9a2&lessons=2,3,4"), so that the same link asks
 * the same questions: a class can be given the round again, or another class the same one.
 */
import { seedParam } from '../engine/match-link';
import { readParams, setOf, type ParamProblem } from '../engine/params';

export interface RoundLink {
  readonly seed: string;
  /** The lessons' numbers, from 1, in order. */
  readonly lessons: readonly number[];
}

export interface ReadRoundLink {
  /** The round the address names, or null when it names none (no round, or an unusable one). */
  readonly link: RoundLink | null;
  readonly problems: readonly string[];
  /** The same problems as data, to be said in the page's language. */
  readonly wrong: readonly ParamProblem[];
}

/** Reads a round from an address of a game with `lessonCount` lessons; without `lessons`, every lesson. */
export function readRoundLink(query: string, lessonCount: number): ReadRoundLink {
  const numbers = Array.from({ length: lessonCount }, (_, i) => String(i + 1));
  const { values, given, problems, wrong } = readParams(query, { round: seedParam, lessons: setOf(numbers) });
  if (!given.has('round')) return { link: null, problems, wrong };
  const chosen = given.has('lessons') && values.lessons.length > 0 ? values.lessons : numbers;
  return { link: { seed: values.round, lessons: chosen.map(Number).sort((a, b) => a - b) }, problems, wrong };
}

/** "?round=…&lessons=…": the query that reads back as this round (commas left as they are, for a readable link). */
export function writeRoundLink(link: RoundLink): string {
  return `?round=${encodeURIComponent(link.seed)}&lessons=${link.lessons.join(',')}`;
}
