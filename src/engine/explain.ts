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

/**
 * Fills a template's {placeholders}. Players are named "You" or "Player 2"; "You" becomes "you"
 * inside a sentence, so one template reads right for both ("…, so you may draw").
 */
export function fill(template: string, params: VerdictParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string, offset: number) => {
    const v = params[name];
    if (v === undefined) return whole;
    const before = template.slice(0, offset).trimEnd();
    return v === 'You' && before !== '' && !/[.!?]$/.test(before) ? 'you' : String(v);
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
  return fixTemplate
    ? { ok: verdict.ok, rule: verdict.rule, title: entry.title, reason, fix: fill(fixTemplate, verdict.params) }
    : { ok: verdict.ok, rule: verdict.rule, title: entry.title, reason };
}
