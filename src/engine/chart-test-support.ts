/**
 * For each game's statechart tests: the states its phase chart draws. Every state with a label is
 * drawn, and must cite at least one of the game's rule numbers.
 */
import type { AnyStateMachine, StateNode } from 'xstate';
import { expect } from 'vitest';

interface PhaseMeta {
  readonly label?: string;
  readonly rules?: readonly string[];
}

/**
 * The keys of the chart's labelled states, in document order, once each is checked to cite rule
 * numbers of the game with this prefix only ("HF" for HF-12 and HF-A3).
 */
export function labelledStates(machine: AnyStateMachine, prefix: string): string[] {
  const pattern = new RegExp(`^${prefix}-(\\d\\d|A\\d+)$`);
  const keys: string[] = [];
  const walk = (node: StateNode) => {
    const meta = node.meta as PhaseMeta | undefined;
    if (meta?.label) {
      keys.push(node.key);
      expect(meta.rules?.length ?? 0, `${node.key} cites no rule`).toBeGreaterThan(0);
      for (const rule of meta.rules ?? []) expect(rule, `${node.key}`).toMatch(pattern);
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return keys;
}
