/**
 * Values read from outside the page (an address's query, saved data) are parsed against a schema
 * that lists each parameter and what it allows. A value is only ever compared with the allowed
 * values in a list, never looked up as a key of an object, so "__proto__" or "constructor" are just
 * wrong values. A wrong value gives a problem that names the parameter, says what it must be, and
 * quotes at most QUOTE_LENGTH characters of what it got; the parameter's default is used instead.
 */

/** The longest stretch of a bad value a message repeats. */
export const QUOTE_LENGTH = 40;

/** A value for quoting in a message: at most QUOTE_LENGTH characters, the rest cut off with "…". */
export function quote(text: string): string {
  const chars = [...text];
  const shown = chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH - 1).join('')}…` : text;
  return `“${shown}”`;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** One parameter: how its text is read, and the value used when it is missing or wrong. */
export interface Param<T> {
  readonly fallback: T;
  /** The value, or what is wrong with the text ("must be 2–7"), without the parameter's name. */
  read(text: string): Parsed<T>;
}

const wrong = <T>(problem: string): Parsed<T> => ({ ok: false, problem });
const right = <T>(value: T): Parsed<T> => ({ ok: true, value });

/** " (OT-03)": the rule that sets a limit, when there is one. */
const citing = (rule?: string) => (rule ? ` (${rule})` : '');

/** One of a few whole numbers that are not a range: "2 or 4". */
export function wholeNumberIn(values: readonly number[], fallback: number, rule?: string): Param<number> {
  const allowed = `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
  return {
    fallback,
    read: (text) => {
      if (!/^\d+$/.test(text)) return wrong(`must be a whole number, ${allowed}${citing(rule)}; got ${quote(text)}`);
      const n = Number(text);
      return values.includes(n) ? right(n) : wrong(`must be ${allowed}${citing(rule)}; got ${quote(text)}`);
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
        : wrong(`must be ${values.map((v) => `“${v}”`).join(' or ')}; got ${quote(text)}`),
  };
}

/** A whole number from min to max; `rule` is the rule number that sets the range, if any. */
export function wholeNumber(min: number, max: number, fallback: number, rule?: string): Param<number> {
  const range = `${min}–${max}`;
  return {
    fallback,
    read: (text) => {
      if (!/^\d+$/.test(text)) return wrong(`must be a whole number, ${range}${citing(rule)}; got ${quote(text)}`);
      const n = Number(text);
      return n >= min && n <= max ? right(n) : wrong(`must be ${range}${citing(rule)}; got ${quote(text)}`);
    },
  };
}

/** Text of a given shape, said in words for the message ("1 to 32 letters, digits, - or _"). */
export function shaped(shape: RegExp, what: string, fallback: string): Param<string> {
  return { fallback, read: (text) => (shape.test(text) ? right(text) : wrong(`must be ${what}; got ${quote(text)}`)) };
}

/** A comma-separated set of words from a fixed list ("draw-until-match,alef-once"), each at most once. */
export function setOf<const V extends string>(values: readonly V[]): Param<readonly V[]> {
  return {
    fallback: [],
    read: (text) => {
      const words = text.split(',').filter(Boolean);
      const unknown = words.find((w) => !(values as readonly string[]).includes(w));
      if (unknown !== undefined) return wrong(`may list only ${values.join(', ')}; got ${quote(unknown)}`);
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
  /** One line per wrong parameter: "players must be 2–7 (OT-03); got “12”". */
  readonly problems: readonly string[];
}

/** Reads the schema's parameters from a query; parameters the schema does not name are left alone. */
export function readParams<S extends Schema>(query: string | URLSearchParams, schema: S): ReadParams<S> {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const values: Record<string, unknown> = {};
  const given = new Set<keyof S>();
  const problems: string[] = [];
  for (const [name, param] of Object.entries(schema)) {
    const text = q.get(name);
    values[name] = param.fallback;
    if (text === null) continue;
    const parsed = param.read(text);
    if (parsed.ok) {
      values[name] = parsed.value;
      given.add(name);
    } else problems.push(`${name} ${parsed.problem}`);
  }
  return { values: values as Values<S>, given, problems };
}

/** A notice for the problems of an address, or undefined when there are none. */
export function addressNotice(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return `Part of this address could not be used, so the default is used instead: ${problems.join('; ')}.`;
}
