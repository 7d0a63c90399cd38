/**
 * A live chart of a game's turn statechart, drawn from the machine's own state
 * nodes (their meta labels), with the current phase marked, and the kinds of
 * move that are open or closed now, each with its rule. Needs no network.
 */
import type { AnyStateMachine, AnyMachineSnapshot } from 'xstate';
import type { Explanation } from '../engine/explain';
import { ruleAnchor } from '../engine/rule-anchor';

interface NodeMeta {
  readonly label: string;
  readonly detail?: string;
  readonly rules?: readonly string[];
}

interface ChartNode {
  readonly path: string;
  readonly meta: NodeMeta;
  readonly children: ChartNode[];
}

export interface MoveRow {
  readonly label: string;
  readonly open: boolean;
  readonly explanation: Explanation;
}

interface Props {
  readonly machine: AnyStateMachine;
  readonly snapshot: AnyMachineSnapshot;
  readonly moves: readonly MoveRow[];
  readonly rulesHref: string;
}

type StateNodeLike = { key: string; meta?: unknown; states: Record<string, StateNodeLike> };

function nodesOf(node: StateNodeLike, prefix: string): ChartNode[] {
  return Object.values(node.states).flatMap((child) => {
    const path = prefix ? `${prefix}.${child.key}` : child.key;
    const meta = child.meta as NodeMeta | undefined;
    if (!meta?.label) return []; // transient routing states are not phases
    return [{ path, meta, children: nodesOf(child, path) }];
  });
}

function isActive(snapshot: AnyMachineSnapshot, path: string): boolean {
  const value = path
    .split('.')
    .reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return snapshot.matches(value as never);
}

function PhaseList({
  nodes,
  snapshot,
  rulesHref,
}: {
  nodes: ChartNode[];
  snapshot: AnyMachineSnapshot;
  rulesHref: string;
}) {
  return (
    <ol class="phase-list">
      {nodes.map((n) => {
        const active = isActive(snapshot, n.path);
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
            {n.children.length > 0 && <PhaseList nodes={n.children} snapshot={snapshot} rulesHref={rulesHref} />}
          </li>
        );
      })}
    </ol>
  );
}

export function PhaseChart({ machine, snapshot, moves, rulesHref }: Props) {
  const nodes = nodesOf(machine.root as unknown as StateNodeLike, '');
  return (
    <div class="phase-chart">
      <PhaseList nodes={nodes} snapshot={snapshot} rulesHref={rulesHref} />
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
