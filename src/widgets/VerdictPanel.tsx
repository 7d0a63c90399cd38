/**
 * Shows one verdict in words: allowed or not (said in text and with a sign, not only in colour),
 * why, what would make such a move legal, and a link to the rule; where the source text numbers
 * the rule, that number too, in the catalogue's words ("club rule 7"), linked to the source's own
 * words on the rule page. Announced to screen readers.
 */
import type { Explanation } from '../engine/explain';
import { ruleAnchor, ruleSourceAnchor } from '../engine/rule-anchor';
import { Bidi } from './Bidi';

interface Props {
  /** What was tried, e.g. "♠8 on ♥7". */
  readonly attempt?: string;
  readonly explanation: Explanation | null;
  /** The game's rule page, "/<game>/rules/". */
  readonly rulesHref: string;
  /** A line after the verdict, e.g. "Step complete!" */
  readonly note?: string;
  /** The words for the two outcomes; a quiz says "Right" and "Not quite". */
  readonly words?: { readonly ok: string; readonly no: string };
}

const MOVE_WORDS = { ok: 'Allowed', no: 'Not allowed' };

export function VerdictPanel({ attempt, explanation, rulesHref, note, words = MOVE_WORDS }: Props) {
  return (
    <div class="verdict" role="status" aria-live="polite" aria-atomic="true">
      {explanation && (
        <div class={explanation.ok ? 'verdict-ok' : 'verdict-no'}>
          <p class="verdict-head">
            <span aria-hidden="true" class="verdict-sign">
              {explanation.ok ? '✓' : '✗'}
            </span>{' '}
            <strong>{explanation.ok ? words.ok : words.no}</strong>
            {attempt ? ': ' : ''}
            {attempt ? <Bidi text={attempt} /> : null}
          </p>
          <p class="verdict-reason">
            <Bidi text={explanation.reason} />{' '}
            <a href={`${rulesHref}#${ruleAnchor(explanation.rule)}`} class="rule-link">
              {explanation.rule}
              <span class="visually-hidden">: {explanation.title}</span>
            </a>
            {explanation.source && (
              <span class="rule-source">
                {' '}
                (<a href={`${rulesHref}#${ruleSourceAnchor(explanation.rule)}`}>{explanation.source}</a>)
              </span>
            )}
          </p>
          {explanation.fix && (
            <p class="verdict-fix">
              <Bidi text={explanation.fix} />
            </p>
          )}
        </div>
      )}
      {note && <p class="verdict-note">{note}</p>}
    </div>
  );
}
