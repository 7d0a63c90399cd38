/**
 * Shows one verdict in words: allowed or not (said in text and with a sign, not only in colour),
 * why, what would make such a move legal, and a link to the rule; where the source text numbers
 * the rule, that number too, in the catalogue's words ("club rule 7"), linked to the source's own
 * words on the rule page. Announced to screen readers.
 *
 * On a narrow screen the verdict stands below the table, where it covers none of it; a table can
 * be taller than the screen there, so a new verdict is scrolled into view if it is not already
 * (global.css says where: `--reveal-verdict`), or a tap would seem to do nothing.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Explanation } from '../engine/explain';
import { ruleAnchor, ruleSourceAnchor } from '../engine/rule-anchor';
import { Bidi } from './Bidi';
import { useForChildren } from './for-children';

interface Props {
  /**
   * The attempt the verdict answers (any value that is new with each attempt): a new one is brought
   * into view on a narrow screen. Without it the verdict stays where it is.
   */
  readonly answers?: unknown;
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

/** Scrolls the verdict just into view where the stylesheet asks for it and it is not fully on the screen. */
function reveal(panel: HTMLElement): void {
  if (getComputedStyle(panel).getPropertyValue('--reveal-verdict').trim() !== '1') return;
  const box = panel.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  panel.scrollIntoView({ block: 'nearest' });
}

/** Brings each new verdict into view (not the one the panel opens with: a page must not jump as it loads). */
function useRevealNew(answers: unknown) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef(answers);
  useLayoutEffect(() => {
    if (answers === shown.current) return;
    shown.current = answers;
    if (answers !== null && answers !== undefined && panel.current) reveal(panel.current);
  }, [answers]);
  return panel;
}

export function VerdictPanel({ answers, attempt, explanation, rulesHref, note, words = MOVE_WORDS }: Props) {
  const panel = useRevealNew(answers);
  // For children the rule is named by its title: its number is in the link's address, not its words.
  const forChildren = useForChildren();
  return (
    <div class="verdict" role="status" aria-live="polite" aria-atomic="true" ref={panel}>
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
              {forChildren ? (
                explanation.title
              ) : (
                <>
                  {explanation.rule}
                  <span class="visually-hidden">: {explanation.title}</span>
                </>
              )}
            </a>
            {explanation.source && !forChildren && (
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
