/**
 * Turns a verdict into words for the learner, from the catalogue's templates.
 * Pure: widgets, lessons and tests all explain verdicts through this one function.
 */
import type { Verdict, VerdictParams } from './verdict';
import type { RuleMessages } from './catalogue';

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

/** Verbs that follow a player's name in the catalogue, as they read after "you". */
const AFTER_YOU: Readonly<Record<string, string>> = {
  is: 'are',
  has: 'have',
  was: 'were',
  does: 'do',
  snatches: 'snatch',
  takes: 'take',
};
const PLACEHOLDER = new RegExp(`\\{(\\w+)\\}(['’]s\\b| (?:${Object.keys(AFTER_YOU).join('|')})\\b)?`, 'g');

/**
 * Fills a template's {placeholders}. Players are named "You" or "Player 2", and one template reads
 * right for both: "You" becomes "you" inside a sentence ("…, so you may draw"), the verb after it
 * agrees ("Player 2 has just played" → "You have just played"), and "Player 2's turn" becomes
 * "your turn".
 */
export function fill(template: string, params: VerdictParams): string {
  return template.replace(PLACEHOLDER, (whole, name: string, after: string | undefined, offset: number) => {
    const v = params[name];
    if (v === undefined) return whole;
    const rest = after ?? '';
    if (v !== 'You') return String(v) + rest;
    const before = template.slice(0, offset).trimEnd();
    const start = before === '' || /[.!?]$/.test(before);
    if (/^['’]s$/.test(rest)) return start ? 'Your' : 'your';
    const verb = rest.trim();
    return (start ? 'You' : 'you') + (verb ? ` ${AFTER_YOU[verb] ?? verb}` : '');
  });
}

export interface ExplainOptions {
  /** What to call seat 0 instead of "You": "Player 1" when several people share one screen. */
  readonly you?: string;
}

function renamed(params: VerdictParams, you: string | undefined): VerdictParams {
  if (you === undefined) return params;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 'You' ? you : v]));
}

export function explain(
  original: Verdict,
  messages: Readonly<Record<string, RuleMessages>>,
  options: ExplainOptions = {},
): Explanation {
  const verdict = { ...original, params: renamed(original.params, options.you) };
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
  const reasonTemplate = pick(verdict.ok ? entry.allowed : entry.refused, verdict.params);
  const fixTemplate = verdict.ok ? undefined : pick(entry.fix, verdict.params);
  const reason = reasonTemplate ? fill(reasonTemplate, verdict.params) : entry.title;
  const source = entry.source === undefined ? {} : { source: entry.source };
  const fix = fixTemplate ? { fix: fill(fixTemplate, verdict.params) } : {};
  return { ok: verdict.ok, rule: verdict.rule, title: entry.title, ...source, reason, ...fix };
}
