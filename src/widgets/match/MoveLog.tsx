/**
 * The moves so far, newest first, each in words with the rule that allowed it and, for the
 * computer, its reason. Another seat's secret move (a card drawn, a drawn card kept) reads only as
 * the table saw it: "Player 2 drew a card."
 */
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import type { MoveWords } from '../../engine/move-words';
import { ruleHref } from '../../engine/rule-anchor';
import type { LogEntry } from '../../engine/session';
import { Bidi } from '../Bidi';
import type { Told } from './privacy';
import { fillIn } from '../../i18n/format';
import { useMatchWords } from './words';

interface Props<M> {
  readonly log: readonly LogEntry<M, string>[];
  readonly words: MoveWords<M>;
  readonly nameOf: (seat: number) => string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** What to call seat 0 in the explanations, when it is not "You". */
  readonly you?: string;
  /** How much of each line the person at the screen may read. */
  readonly told: (entry: LogEntry<M, string>) => Told;
  /** The computer's reason for a move in the page's language, instead of the one kept with it. */
  readonly reason?: (move: M) => string;
}

export function MoveLog<M>({ log, words, nameOf, messages, rulesHref, you, told, reason }: Props<M>) {
  const frame = useMatchWords();
  if (log.length === 0) return null;
  const because = (entry: LogEntry<M, string>) =>
    entry.because && (reason ? fillIn(frame.computerReason, { reason: reason(entry.move) }) : entry.because);
  return (
    <section class="log" aria-label={frame.log}>
      <h2>{frame.log}</h2>
      <ol reversed>
        {log.map((entry, i) => {
          const telling = told(entry);
          if (telling === 'nothing') return null;
          if (telling === 'seen') {
            return (
              <li key={log.length - i}>
                <strong>{nameOf(entry.seat)}</strong> {words.seen(entry.move, entry.verdict)}.
              </li>
            );
          }
          const e = explain(entry.verdict, messages, { names: words.names, you });
          return (
            <li key={log.length - i}>
              <strong>{nameOf(entry.seat)}</strong>: <Bidi text={words.describe(entry.move)} /> —{' '}
              <Bidi text={e.reason} /> <a href={ruleHref(rulesHref, e.rule)}>{e.rule}</a>
              {entry.because && <span class="log-because"> ({because(entry)})</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
