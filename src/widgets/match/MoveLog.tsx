/**
 * The moves so far, newest first, each with the rule that allowed it and, for the computer, its
 * reason. On a shared device, a line that names a card only its player saw keeps the card hidden.
 */
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { ruleHref } from '../../engine/rule-anchor';
import type { LogEntry } from '../../engine/session';
import { Bidi } from '../Bidi';

interface Props<M> {
  readonly log: readonly LogEntry<M, string>[];
  readonly formatMove: (move: M) => string;
  readonly nameOf: (seat: number) => string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** What to call seat 0 in the explanations, when it is not "You". */
  readonly you?: string;
  /** Lines the person holding the device may not read (they name a card only another player saw). */
  readonly withheld?: (entry: LogEntry<M, string>) => boolean;
}

export function MoveLog<M>({ log, formatMove, nameOf, messages, rulesHref, you, withheld }: Props<M>) {
  if (log.length === 0) return null;
  return (
    <section class="log" aria-label="Moves so far">
      <h2>Moves so far</h2>
      <ol reversed>
        {log.map((entry, i) => {
          const e = explain(entry.verdict, messages, { you });
          if (withheld?.(entry)) {
            return (
              <li key={log.length - i}>
                <strong>{nameOf(entry.seat)}</strong> {formatMove(entry.move)} —{' '}
                <em>what {nameOf(entry.seat)} saw stays hidden from the others.</em>{' '}
                <a href={ruleHref(rulesHref, e.rule)}>{e.rule}</a>
              </li>
            );
          }
          return (
            <li key={log.length - i}>
              <strong>{nameOf(entry.seat)}</strong> {formatMove(entry.move)} — <Bidi text={e.reason} />{' '}
              <a href={ruleHref(rulesHref, e.rule)}>{e.rule}</a>
              {entry.because && <span class="log-because"> ({entry.because})</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
