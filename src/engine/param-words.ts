/**
 * What was wrong with a value read from outside the page, said in words: the problems of params.ts
 * are data (the parameter, what it must be, what it got), and these templates say them in a
 * language. English here; the other languages' as `match.address` in src/i18n/words/<lang>.ts.
 */
import type { ParamProblem } from './params';

export interface AddressWords {
  /** The notice around the problems: {problems}, joined by "; ". */
  readonly notice: string;
  /** {name} {allowed} {rule} {got} */
  readonly notWhole: string;
  readonly outside: string;
  /** {name} {values} {got} */
  readonly notOneOf: string;
  /** {name} {shape} {got} */
  readonly notShape: string;
  /** {name} {values} {got} */
  readonly notListed: string;
  /** {min} {max} */
  readonly range: string;
  /** The last of several choices: {first} (the others, joined by `comma`) {last}. */
  readonly or: string;
  readonly comma: string;
  /** {rule}: the rule that sets a limit. */
  readonly rule: string;
  /** {text}: a value quoted. */
  readonly quote: string;
  /** The shapes a value may have, by name: a seed's, the players' names'. */
  readonly shapes: Readonly<Record<string, string>>;
}

export const ADDRESS_WORDS: AddressWords = {
  notice: 'Part of this address could not be used, so the default is used instead: {problems}.',
  notWhole: '{name} must be a whole number, {allowed}{rule}; got {got}',
  outside: '{name} must be {allowed}{rule}; got {got}',
  notOneOf: '{name} must be {values}; got {got}',
  notShape: '{name} must be {shape}; got {got}',
  notListed: '{name} may list only {values}; got {got}',
  range: '{min}–{max}',
  or: '{first} or {last}',
  comma: ', ',
  rule: ' ({rule})',
  quote: '“{text}”',
  shapes: {
    seed: '1 to 32 letters, digits, “-” or “_”',
    names: 'up to 10 names of 1 to 20 letters, digits or spaces, with a comma between them',
  },
};

function filled(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (values[k] === undefined ? whole : String(values[k])));
}

/** "2, 3 or 4": the choices, the last joined by the language's "or". */
function orList(items: readonly string[], words: AddressWords): string {
  if (items.length < 2) return items.join('');
  return filled(words.or, { first: items.slice(0, -1).join(words.comma), last: items[items.length - 1] ?? '' });
}

/** One problem in words: "players must be 2–7 (OT-03); got “12”". */
export function problemText(p: ParamProblem, words: AddressWords = ADDRESS_WORDS): string {
  const got = filled(words.quote, { text: p.got });
  const rule = 'rule' in p && p.rule !== undefined ? filled(words.rule, { rule: p.rule }) : '';
  switch (p.kind) {
    case 'not-whole':
    case 'outside': {
      const allowed =
        'min' in p.allowed
          ? filled(words.range, { min: p.allowed.min, max: p.allowed.max })
          : orList(p.allowed.values.map(String), words);
      return filled(p.kind === 'not-whole' ? words.notWhole : words.outside, { name: p.name, allowed, rule, got });
    }
    case 'not-one-of': {
      // Each choice quoted, all joined by "or": “slow” or “fast”.
      const values = p.values
        .map((v) => filled(words.quote, { text: v }))
        .join(filled(words.or, { first: '', last: '' }));
      return filled(words.notOneOf, { name: p.name, values, got });
    }
    case 'not-shape':
      return filled(words.notShape, { name: p.name, shape: words.shapes[p.shape] ?? p.shape, got });
    case 'not-listed':
      return filled(words.notListed, { name: p.name, values: p.values.join(words.comma), got });
  }
}

/** The notice for an address's problems in a language, or undefined when there are none. */
export function addressNoticeIn(
  problems: readonly ParamProblem[],
  words: AddressWords = ADDRESS_WORDS,
): string | undefined {
  if (problems.length === 0) return undefined;
  return filled(words.notice, { problems: problems.map((p) => problemText(p, words)).join('; ') });
}
