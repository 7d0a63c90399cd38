/**
 * Turns a verdict into words for the learner, from the catalogue's templates, naming the verdict's
 * seats, cards and terms in the page's language (names.ts).
 * Pure: widgets, lessons and tests all explain verdicts through this one function.
 */
import { isSeat, type ParamValue, type Verdict, type VerdictParams } from './verdict';
import type { RuleMessages } from './catalogue';
import { englishNames, type Names, type YouGrammar } from './names';
import { SeatValue, ThingValue, capitalised, type Sentences } from '../messages/fluent';
import type { FluentVariable } from '@fluent/bundle';

export interface Explanation {
  readonly ok: boolean;
  readonly rule: string;
  readonly title: string;
  /** Where the source text numbers the rule ("club rule 13"), when it does. */
  readonly source?: string;
  /** Why the move is allowed or refused. */
  readonly reason: string;
  /** For a refusal: what would make such a move legal, when something would. */
  readonly fix?: string;
}

function pick(t: string | Record<string, string> | undefined, params: VerdictParams): string | undefined {
  if (t === undefined || typeof t === 'string') return t;
  const c = params['case'];
  return c === undefined ? undefined : t[String(c)];
}

/** Not a letter, mark, digit or underscore: the end of a word in any script (\b knows only ASCII). */
const END = '(?![\\p{L}\\p{M}\\p{N}_])';

const patterns = new WeakMap<YouGrammar, RegExp>();

/** A {placeholder}, with the possessive or the word after it that changes after "you". */
function placeholder(you: YouGrammar): RegExp {
  let p = patterns.get(you);
  if (p === undefined) {
    const words = Object.keys(you.verbs).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const after = [
      ...(you.possessive === undefined ? [] : [`['’]s${END}`]),
      ...(words.length ? [` (?:${words.join('|')})${END}`] : []),
    ];
    p = new RegExp(`\\{(\\w+)\\}${after.length ? `(${after.join('|')})?` : '()'}`, 'gu');
    patterns.set(you, p);
  }
  p.lastIndex = 0;
  return p;
}


export interface ExplainOptions {
  /** The page's names for seats, cards and terms: English with cards and terms by their codes if not given. */
  readonly names?: Names;
  /** What to call seat 0 instead of "you": "Player 1" when several people share one screen. */
  readonly you?: string;
}

/** For games whose verdicts carry no cards or terms, and for tests: a thing by its code. */
const PLAIN: Names = englishNames((thing) => ('term' in thing ? thing.term : thing.card));

/** A word as it stands at the start of a sentence, or inside one. */
function atStart(word: string, start: boolean): string {
  return start ? capitalised(word) : word;
}

/**
 * Fills a template's {placeholders}, naming each value. The learner's seat reads as "you" in the
 * page's language, and one template reads right for everyone: "you" begins a sentence with a
 * capital, the word after it agrees ("Player 2 has just played" → "You have just played"), and
 * "Player 2's turn" becomes "your turn".
 */
export function fill(template: string, params: VerdictParams, options: ExplainOptions = {}): string {
  const names = options.names ?? PLAIN;
  const named = (v: ParamValue): string => {
    if (typeof v !== 'object') return String(v);
    if (isSeat(v)) return names.seat(v.seat);
    return names.thing(v);
  };
  return template.replace(placeholder(names.you), (whole, name: string, after: string | undefined, offset: number) => {
    const v = params[name];
    if (v === undefined) return whole;
    const rest = after ?? '';
    const before = template.slice(0, offset).trimEnd();
    const start = before === '' || /[.!?]$/.test(before);
    // A card or a term that begins a sentence begins it with a capital: "Red Hei ה does not match …".
    // A filled-in text is left as it is: it may be the start of a longer phrase ("{why}, and says …").
    if (typeof v !== 'object') return named(v) + rest;
    if (!isLearner(v)) return atStart(named(v), start) + rest;
    if (options.you !== undefined) return options.you + rest;
    if (/^['’]s$/.test(rest)) return atStart(names.you.possessive ?? '', start);
    const word = rest.trim();
    return atStart(names.you.word, start) + (word ? ` ${names.you.verbs[word] ?? word}` : '');
  });
}

/** Seat 0, the learner. */
function isLearner(v: ParamValue): boolean {
  return isSeat(v) && v.seat === 0;
}

/**
 * A verdict's params in words (the learner's seat as "You"), for tests that state what a verdict
 * carries as people read it: { card: '7', pile: '7 (½ on 6½)' }.
 */
export function paramWords(params: VerdictParams, names: Names): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v !== 'object' ? v : isLearner(v) ? 'You' : isSeat(v) ? names.seat(v.seat) : names.thing(v),
    ]),
  );
}

/**
 * A verdict's values as a Fluent message takes them: seats and cards named, a seat told apart as
 * the learner's, a card carrying its code for its other forms (src/messages/fluent.ts).
 */
function fluentValues(params: VerdictParams, options: ExplainOptions, names: Names): Record<string, FluentVariable> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]): [string, FluentVariable] => {
      if (typeof v !== 'object') return [k, v];
      if (!isSeat(v))
        return [k, 'term' in v ? new ThingValue(names.thing(v), undefined, v.term) : new ThingValue(names.thing(v), names.thing.formsOf?.(v.card) ?? '')];
      if (v.seat !== 0) return [k, new SeatValue(v.seat, names.seat(v.seat), false)];
      return [k, new SeatValue(0, options.you ?? names.you.word, options.you === undefined)];
    }),
  );
}

/**
 * A verdict's message in a language whose verdicts are Fluent messages, by its id:
 * `<rule>-<allowed|refused|fix>`, with `-<case>` for a rule that says each case its own way.
 */
function fluentSaid(
  sentences: Sentences,
  verdict: Verdict,
  kind: 'allowed' | 'refused' | 'fix',
  values: Record<string, FluentVariable>,
): string | undefined {
  const c = verdict.params['case'];
  const ids = [...(c === undefined ? [] : [`${verdict.rule}-${kind}-${String(c)}`]), `${verdict.rule}-${kind}`];
  const id = ids.find((i) => sentences.has(i));
  return id === undefined ? undefined : sentences.say(id, values);
}

export function explain(
  verdict: Verdict,
  messages: Readonly<Record<string, RuleMessages>>,
  options: ExplainOptions = {},
): Explanation {
  const entry = messages[verdict.rule];
  if (entry === undefined) {
    // A rule number missing from the catalogue is a bug that the catalogue tests catch;
    // the learner still gets the number rather than nothing.
    return {
      ok: verdict.ok,
      rule: verdict.rule,
      title: verdict.rule,
      reason: verdict.ok ? 'Allowed.' : 'Not allowed.',
    };
  }
  const { reason, fix } = said(verdict, entry, options);
  return {
    ok: verdict.ok,
    rule: verdict.rule,
    title: entry.title,
    ...(entry.source === undefined ? {} : { source: entry.source }),
    reason: reason ?? entry.title,
    ...(fix === undefined ? {} : { fix }),
  };
}

/**
 * Why a verdict is what it is, and for a refusal what would do: from the language's Fluent messages
 * where it has them (Names.verdicts), else from the catalogue's templates.
 */
function said(
  verdict: Verdict,
  entry: RuleMessages,
  options: ExplainOptions,
): { reason: string | undefined; fix: string | undefined } {
  const names = options.names;
  if (names?.verdicts !== undefined) {
    const values = fluentValues(verdict.params, options, names);
    return {
      reason: fluentSaid(names.verdicts, verdict, verdict.ok ? 'allowed' : 'refused', values),
      fix: verdict.ok ? undefined : fluentSaid(names.verdicts, verdict, 'fix', values),
    };
  }
  const reasonTemplate = pick(verdict.ok ? entry.allowed : entry.refused, verdict.params);
  const fixTemplate = verdict.ok ? undefined : pick(entry.fix, verdict.params);
  return {
    reason: reasonTemplate ? fill(reasonTemplate, verdict.params, options) : undefined,
    fix: fixTemplate ? fill(fixTemplate, verdict.params, options) : undefined,
  };
}
