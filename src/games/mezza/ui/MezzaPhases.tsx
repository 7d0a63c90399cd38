/** The phase chart for a Mezza table: the statechart's phases and which moves are open to a seat now. */
import type { SnapshotFrom } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { mezzaMachine } from '../machine';
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import { PhasePanel, nowLine } from '../../../widgets/PhasePanel';

interface Props {
  readonly snapshot: SnapshotFrom<typeof mezzaMachine>;
  readonly viewer: number;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** How seats are called; seat 0 is "You" unless players share one screen. */
  readonly nameOf?: (seat: number) => string;
}

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  swap: 'Swap and get ready',
  play: 'Play cards of one kind',
  blind: 'Play a face-down card blind',
  'pick-up': 'Pick up the pile',
  draw: 'Refill to three',
  quick: 'Quick play',
  snatch: 'Snatch with ½',
};

export function MezzaPhases({ snapshot, viewer, messages, rulesHref, nameOf = seatName }: Props) {
  const game = snapshot.context.session?.game;
  const moves = game
    ? moveAvailability(game, viewer).map((m) => ({ label: MOVE_LABEL[m.kind], verdict: m.verdict }))
    : [];
  return (
    <PhasePanel
      machine={mezzaMachine}
      snapshot={snapshot}
      moves={moves}
      now={nowLine(game ? toAct(game) : null, nameOf, viewer)}
      you={nameOf(0)}
      messages={messages}
      rulesHref={rulesHref}
    />
  );
}
