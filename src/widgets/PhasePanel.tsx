/** The phase chart in its fold-out panel, with who is to act and which moves are open now. */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { RuleMessages } from '../engine/catalogue';
import { explain } from '../engine/explain';
import type { Verdict } from '../engine/verdict';
import { useEffect, useRef } from 'preact/hooks';
import { PhaseChart, type MoveRow } from './PhaseChart';

/** The width from which the chart sits beside the table (the layout's breakpoint in global.css). */
const BESIDE_THE_TABLE = '(min-width: 56rem)';

interface Props {
  readonly machine: AnyStateMachine;
  readonly snapshot: AnyMachineSnapshot;
  /** Each kind of move with the verdict that opens or closes it. */
  readonly moves: readonly { readonly label: string; readonly verdict: Verdict }[];
  /** "Now: your turn." */
  readonly now: string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** What to call seat 0 in the explanations, when it is not "You". */
  readonly you?: string;
}

export function PhasePanel({ machine, snapshot, moves, now, messages, rulesHref, you }: Props) {
  const rows: MoveRow[] = moves.map((m) => ({
    label: m.label,
    open: m.verdict.ok,
    explanation: explain(m.verdict, messages, { you }),
  }));
  const panel = useRef<HTMLDetailsElement>(null);
  // Beside the table there is room for the chart; below it, on a phone, an open chart makes every
  // step several screens long, so there it starts folded (once, before the person touches it).
  useEffect(() => {
    if (panel.current && matchMedia(BESIDE_THE_TABLE).matches === false) panel.current.open = false;
  }, []);
  return (
    <details class="phases" open ref={panel}>
      <summary>Turn phases</summary>
      <p class="phase-now">{now}</p>
      <PhaseChart machine={machine} snapshot={snapshot} moves={rows} rulesHref={rulesHref} />
    </details>
  );
}

/** "Now: your turn." / "Now: Player 3’s turn." / "Now: no one is to play." */
export function nowLine(acting: number | null, name: (seat: number) => string, learner = 0): string {
  if (acting === null) return 'Now: no one is to play.';
  return `Now: ${acting === learner ? 'your' : `${name(acting)}’s`} turn.`;
}
