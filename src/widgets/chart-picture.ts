/**
 * A statechart as the phase chart draws it: its phases (the state nodes that have a label in their
 * meta) and which of them are current. Plain data, so a lesson page can bring the chart of its
 * starting position from the build and load the statechart itself only when the learner acts.
 * Only xstate's types are used here: nothing of its runtime.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

export interface PhaseMeta {
  readonly label: string;
  readonly detail?: string;
  readonly rules?: readonly string[];
}

export interface PhaseNode {
  /** The node's path from the root, "game.turn.draw". */
  readonly path: string;
  readonly meta: PhaseMeta;
  readonly children: readonly PhaseNode[];
}

export interface ChartPicture {
  readonly phases: readonly PhaseNode[];
  /** The paths of the current phases: one per level, and one per parallel region. */
  readonly current: readonly string[];
}

type StateNodeLike = { key: string; meta?: unknown; states: Record<string, StateNodeLike> };

function nodesOf(node: StateNodeLike, prefix: string): PhaseNode[] {
  return Object.values(node.states).flatMap((child) => {
    const path = prefix ? `${prefix}.${child.key}` : child.key;
    const meta = child.meta as PhaseMeta | undefined;
    if (!meta?.label) return []; // transient routing states are not phases
    return [{ path, meta, children: nodesOf(child, path) }];
  });
}

const phasesByMachine = new WeakMap<AnyStateMachine, readonly PhaseNode[]>();

/** The machine's phases, worked out once per machine. */
export function phasesOf(machine: AnyStateMachine): readonly PhaseNode[] {
  let phases = phasesByMachine.get(machine);
  if (!phases) {
    phases = nodesOf(machine.root as unknown as StateNodeLike, '');
    phasesByMachine.set(machine, phases);
  }
  return phases;
}

function flatten(nodes: readonly PhaseNode[]): PhaseNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** "game.turn.draw" as the state value { game: { turn: 'draw' } } that snapshot.matches takes. */
function valueOf(path: string): unknown {
  return path
    .split('.')
    .reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
}

/** The chart of a machine in the state of this snapshot. */
export function chartPicture(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): ChartPicture {
  const phases = phasesOf(machine);
  const current = flatten(phases)
    .filter((n) => snapshot.matches(valueOf(n.path) as never))
    .map((n) => n.path);
  return { phases, current };
}
