/**
 * A live chart of a game's turn statechart, drawn from the machine's own state
 * nodes (their meta labels), with the current phase marked, and the kinds of
 * move that are open or closed now, each with its rule. Needs no network.
 */
import type { Explanation } from '../engine/explain';
import { ruleAnchor } from '../engine/rule-anchor';
import type { ChartPicture, PhaseNode } from './chart-picture';

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
}: {
  nodes: readonly PhaseNode[];
  current: readonly string[];
  rulesHref: string;
}) {
  return (
    <ol class="phase-list">
      {nodes.map((n) => {
        const active = current.includes(n.path);
        return (
          <li key={n.path} class={active ? 'phase phase-active' : 'phase'} aria-current={active ? 'step' : undefined}>
            <span class="phase-label">
              {active && <span aria-hidden="true">▶ </span>}
              {n.meta.label}
              {active && <span class="visually-hidden"> (current phase)</span>}
            </span>
            {n.meta.detail && <span class="phase-detail">{n.meta.detail}</span>}
            {n.meta.rules && (
              <span class="phase-rules">
                {n.meta.rules.map((r) => (
                  <a key={r} href={`${rulesHref}#${ruleAnchor(r)}`}>
                    {r}
                  </a>
                ))}
              </span>
            )}
            {n.children.length > 0 && <PhaseList nodes={n.children} current={current} rulesHref={rulesHref} />}
          </li>
        );
      })}
    </ol>
  );
}

export function PhaseChart({ chart, moves, rulesHref }: Props) {
  return (
    <div class="phase-chart">
      <PhaseList nodes={chart.phases} current={chart.current} rulesHref={rulesHref} />
      {moves.length > 0 && (
        <ul class="move-status" aria-label="Moves now">
          {moves.map((m) => (
            <li key={m.label} class={m.open ? 'move-open' : 'move-closed'}>
              <span aria-hidden="true">{m.open ? '○' : '⊘'}</span> <strong>{m.label}</strong>{' '}
              {m.open ? 'open' : 'closed'}
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
