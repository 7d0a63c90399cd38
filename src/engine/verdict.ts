/**
 * Every check returns a Verdict, never a bare boolean: an allowed move says
 * which rule allows it, a refused one which rule refuses it, and both carry
 * the parameters the explanation needs ("♠8 is next to ♥7 but of another suit").
 *
 * Parameters are data, never words: the explanation layer (explain.ts, names.ts) names them in the
 * page's language. A value is
 * - a number (a count, points) or a string that is a code, not a word (`case`, a rule number);
 * - a seat, `{ seat: 2 }` (0 is the learner's seat), which the kit names: "You", "Player 3", "שחקן 3";
 * - a card, `{ card: 'b3' }`, by its code in the game's notation, which the game names ("blue Gimel ג");
 * - a term, `{ term: 'colour', colour: 'blue' }`: anything else the game words (a colour, a
 *   direction, a phrase of its own such as what the pile counts as), its kind and its data.
 */

/** A seat at the table by its number; seat 0 is the learner ("You"). */
export interface SeatValue {
  readonly seat: number;
}

/** A card, or a kind of card, by its code in the game's notation. */
export interface CardValue {
  readonly card: string;
}

/** Something else a game names in words: which (`term`) and the data it is made of. */
export interface TermValue {
  readonly term: string;
  readonly [data: string]: string | number | readonly string[];
}

/** What a game names: its cards and its terms. */
export type Thing = CardValue | TermValue;

export type ParamValue = string | number | SeatValue | Thing;

export type VerdictParams = Readonly<Record<string, ParamValue>>;

export function seat(n: number): SeatValue {
  return { seat: n };
}

export function card(code: string): CardValue {
  return { card: code };
}

export function term(
  name: string,
  data: Readonly<Record<string, string | number | readonly string[]>> = {},
): TermValue {
  return { ...data, term: name };
}

export function isSeat(v: ParamValue): v is SeatValue {
  return typeof v === 'object' && !('term' in v) && 'seat' in v;
}

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
