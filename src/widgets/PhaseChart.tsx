/**
 * A live chart of a game's turn statechart, drawn from the machine's own state
 * nodes (their meta labels), with the current phase marked, and the kinds of
 * move that are open or closed now, each with its rule. Needs no network.
 */
import type { Explanation } from '../engine/explain';
import { ruleAnchor } from '../engine/rule-anchor';
import type { ChartPicture, PhaseNode, PhaseMeta } from './chart-picture';
import { termOf, type TermsIn } from '../engine/names';
import { useSpeech } from './speech';
import type { PhaseWords } from './table/words';

/**
 * A phase's words in the island's language: the statechart's own (English) meta, or the game's
 * terms `phase.<path>` and `phase.<path>.detail` ("phase.game.turn.move").
 */
export function phaseWords(node: PhaseNode, language: TermsIn | undefined): PhaseMeta {
  if (language === undefined) return node.meta;
  const label = termOf(language.terms, `phase.${node.path}`);
  const detail = node.meta.detail === undefined ? undefined : termOf(language.terms, `phase.${node.path}.detail`);
  return { ...node.meta, label, ...(detail === undefined ? {} : { detail }) };
}

export interface MoveRow {
  readonly label: string;
  readonly open: boolean;
  readonly explanation: Explanation;
}

interface Props {
  readonly chart: ChartPicture;
  readonly moves: readonly MoveRow[];
  readonly rulesHref: string;
}

function PhaseList({
  nodes,
  current,
  rulesHref,
  words,
  language,
}: {
  nodes: readonly PhaseNode[];
  current: readonly string[];
  rulesHref: string;
  words: PhaseWords;
  language: TermsIn | undefined;
}) {
  return (
    <ol class="phase-list">
      {nodes.map((n) => {
        const active = current.includes(n.path);
        const meta = phaseWords(n, language);
        return (
          <li key={n.path} class={active ? 'phase phase-active' : 'phase'} aria-current={active ? 'step' : undefined}>
            <span class="phase-label">
              {active && <span aria-hidden="true">▶ </span>}
              {meta.label}
              {active && <span class="visually-hidden"> {words.current}</span>}
            </span>
            {meta.detail && <span class="phase-detail">{meta.detail}</span>}
            {n.meta.rules && (
              <span class="phase-rules">
                {n.meta.rules.map((r) => (
                  <a key={r} href={`${rulesHref}#${ruleAnchor(r)}`}>
                    {r}
                  </a>
                ))}
              </span>
            )}
            {n.children.length > 0 && (
              <PhaseList nodes={n.children} current={current} rulesHref={rulesHref} words={words} language={language} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function PhaseChart({ chart, moves, rulesHref }: Props) {
  const { phases: words, language } = useSpeech();
  return (
    <div class="phase-chart">
      <PhaseList nodes={chart.phases} current={chart.current} rulesHref={rulesHref} words={words} language={language} />
      {moves.length > 0 && (
        <ul class="move-status" aria-label={words.movesNow}>
          {moves.map((m) => (
            <li key={m.label} class={m.open ? 'move-open' : 'move-closed'}>
              <span aria-hidden="true">{m.open ? '○' : '⊘'}</span> <strong>{m.label}</strong>{' '}
              {m.open ? words.open : words.closed}
              {': '}
              {m.open ? m.explanation.title : m.explanation.reason}{' '}
              <a href={`${rulesHref}#${ruleAnchor(m.explanation.rule)}`}>{m.explanation.rule}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
