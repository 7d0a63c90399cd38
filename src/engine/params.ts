/**
 * Values read from outside the page (an address's query, saved data) are parsed against a schema
 * that lists each parameter and what it allows. A value is only ever compared with the allowed
 * values in a list, never looked up as a key of an object, so "__proto__" or "constructor" are just
 * wrong values. A wrong value gives a problem that names the parameter, says what it must be, and
 * quotes at most QUOTE_LENGTH characters of what it got; the parameter's default is used instead.
 */
import { ADDRESS_WORDS, problemText } from './param-words';

/** The longest stretch of a bad value a message repeats. */
export const QUOTE_LENGTH = 40;

/** At most QUOTE_LENGTH characters of a value, the rest cut off with "…": what a message may repeat of it. */
export function shortened(text: string): string {
  const chars = [...text];
  return chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH - 1).join('')}…` : text;
}

/** A value quoted for an English message. */
export function quote(text: string): string {
  return `“${shortened(text)}”`;
}

/** What a value must be, by number: a range, or a few numbers. */
export type Allowed = { readonly min: number; readonly max: number } | { readonly values: readonly number[] };

/** What is wrong with a value, as data, without the parameter's name; param-words.ts says it. */
export type Wrong =
  | { readonly kind: 'not-whole' | 'outside'; readonly allowed: Allowed; readonly rule?: string; readonly got: string }
  | { readonly kind: 'not-one-of'; readonly values: readonly string[]; readonly got: string }
  /** `shape`: the shape's name among the words' shapes ("seed"), or its description. */
  | { readonly kind: 'not-shape'; readonly shape: string; readonly got: string }
  | { readonly kind: 'not-listed'; readonly values: readonly string[]; readonly got: string };

/** A wrong value of a named parameter: "players must be 2–7 (OT-03); got “12”", as data. */
export type ParamProblem = Wrong & { readonly name: string };

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Wrong };

/** One parameter: how its text is read, and the value used when it is missing or wrong. */
export interface Param<T> {
  readonly fallback: T;
  /** The value, or what is wrong with the text ("must be 2–7"), without the parameter's name. */
  read(text: string): Parsed<T>;
}

const wrong = <T>(problem: Wrong): Parsed<T> => ({
  ok: false,
  problem: { ...problem, got: shortened(problem.got) } as Wrong,
});
const right = <T>(value: T): Parsed<T> => ({ ok: true, value });
const citing = (rule?: string) => (rule ? { rule } : {});

/** One of a few whole numbers that are not a range: "2 or 4". */
export function wholeNumberIn(values: readonly number[], fallback: number, rule?: string): Param<number> {
  const allowed = { values };
  return {
    fallback,
    read: (text) => {
      if (!/^\d+$/.test(text)) return wrong({ kind: 'not-whole', allowed, ...citing(rule), got: text });
      const n = Number(text);
      return values.includes(n) ? right(n) : wrong({ kind: 'outside', allowed, ...citing(rule), got: text });
    },
  };
}

/** One of a fixed list of words. */
export function oneOf<const V extends string>(values: readonly V[], fallback: V): Param<V> {
  return {
    fallback,
    read: (text) =>
      (values as readonly string[]).includes(text)
        ? right(text as V)
        : wrong({ kind: 'not-one-of', values, got: text }),
  };
}

/** A whole number from min to max; `rule` is the rule number that sets the range, if any. */
export function wholeNumber(min: number, max: number, fallback: number, rule?: string): Param<number> {
  const allowed = { min, max };
  return {
    fallback,
    read: (text) => {
      if (!/^\d+$/.test(text)) return wrong({ kind: 'not-whole', allowed, ...citing(rule), got: text });
      const n = Number(text);
      return n >= min && n <= max ? right(n) : wrong({ kind: 'outside', allowed, ...citing(rule), got: text });
    },
  };
}

/** Text of a given shape, named for the message (a name among the words' shapes, "seed", or a description). */
export function shaped(shape: RegExp, what: string, fallback: string): Param<string> {
  return {
    fallback,
    read: (text) => (shape.test(text) ? right(text) : wrong({ kind: 'not-shape', shape: what, got: text })),
  };
}

/**
 * A comma-separated list of short names, people's names typed at a match's setup ("Dana,Moshe"):
 * each 1 to `longest` letters of any script, digits, spaces, apostrophes, hyphens or full stops, at
 * most `most` of them, one left empty for a seat with no name; anything else (markup, a name too
 * long) is a wrong value, `what` its shape.
 */
/** What a name may hold besides its first character, a letter or digit of any script: spaces, ’ ' - and full stops. */
export const NAME_CHARACTERS = "\\p{L}\\p{M}\\p{N} '’.-";

export function namesList(what: string, longest: number, most: number): Param<readonly string[]> {
  const name = new RegExp(`^[\\p{L}\\p{M}\\p{N}][${NAME_CHARACTERS}]{0,${longest - 1}}$`, 'u');
  return {
    fallback: [],
    read: (text) => {
      const names = text.split(',').map((n) => n.trim());
      const bad = names.find((n) => n !== '' && !name.test(n));
      if (bad !== undefined || names.length > most) return wrong({ kind: 'not-shape', shape: what, got: bad ?? text });
      return right(names);
    },
  };
}

/** A comma-separated set of words from a fixed list ("draw-until-match,alef-once"), each at most once. */
export function setOf<const V extends string>(values: readonly V[]): Param<readonly V[]> {
  return {
    fallback: [],
    read: (text) => {
      const words = text.split(',').filter(Boolean);
      const unknown = words.find((w) => !(values as readonly string[]).includes(w));
      if (unknown !== undefined) return wrong({ kind: 'not-listed', values, got: unknown });
      return right([...new Set(words)] as V[]);
    },
  };
}

export type Schema = Readonly<Record<string, Param<unknown>>>;

export type Values<S extends Schema> = { readonly [K in keyof S]: S[K] extends Param<infer T> ? T : never };

export interface ReadParams<S extends Schema> {
  /** Every parameter of the schema: its value as given, or its default when missing or wrong. */
  readonly values: Values<S>;
  /** The parameters given with a usable value. */
  readonly given: ReadonlySet<keyof S>;
  /** One line per wrong parameter, in English: "players must be 2–7 (OT-03); got “12”". */
  readonly problems: readonly string[];
  /** The same problems as data, to be said in the page's language (param-words.ts). */
  readonly wrong: readonly ParamProblem[];
}

/** Reads the schema's parameters from a query; parameters the schema does not name are left alone. */
export function readParams<S extends Schema>(query: string | URLSearchParams, schema: S): ReadParams<S> {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const values: Record<string, unknown> = {};
  const given = new Set<keyof S>();
  const wrongs: ParamProblem[] = [];
  for (const [name, param] of Object.entries(schema)) {
    const text = q.get(name);
    values[name] = param.fallback;
    if (text === null) continue;
    const parsed = param.read(text);
    if (parsed.ok) {
      values[name] = parsed.value;
      given.add(name);
    } else wrongs.push({ ...parsed.problem, name });
  }
  return { values: values as Values<S>, given, problems: wrongs.map((p) => problemText(p)), wrong: wrongs };
}

/** A notice for the problems of an address, or undefined when there are none. */
export function addressNotice(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return ADDRESS_WORDS.notice.replace('{problems}', problems.join('; '));
}
