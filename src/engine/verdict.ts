/**
 * Every check returns a Verdict, never a bare boolean: an allowed move says
 * which rule allows it, a refused one which rule refuses it, and both carry
 * the parameters the explanation needs ("♠8 is next to ♥7 but of another suit").
 */

/** Values a verdict message may interpolate: card names, counts, player names. */
export type VerdictParams = Readonly<Record<string, string | number>>;

export interface Allowed<R extends string> {
  readonly ok: true;
  /** The public rule number that allows the move, e.g. 'OT-18'. */
  readonly rule: R;
  readonly params: VerdictParams;
}

export interface Refused<R extends string> {
  readonly ok: false;
  /** The public rule number that refuses the move, e.g. 'OT-20'. */
  readonly rule: R;
  readonly params: VerdictParams;
}

export type Verdict<R extends string = string> = Allowed<R> | Refused<R>;

export function allow<R extends string>(rule: R, params: VerdictParams = {}): Allowed<R> {
  return { ok: true, rule, params };
}

export function refuse<R extends string>(rule: R, params: VerdictParams = {}): Refused<R> {
  return { ok: false, rule, params };
}
