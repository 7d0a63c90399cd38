/** The phase chart for a MazzelTof table: the statechart's phases and which moves are open to a seat now. */
import type { SnapshotFrom } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { mazzeltofMachine } from '../machine';
import { moveAvailability, type MoveKind } from '../phases';
import { toAct } from '../rules';
import { seatName } from '../table';
import { PhasePanel, nowLine } from '../../../widgets/PhasePanel';

interface Props {
  readonly snapshot: SnapshotFrom<typeof mazzeltofMachine>;
  readonly viewer: number;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** How seats are called; seat 0 is "You" unless players share one screen. */
  readonly nameOf?: (seat: number) => string;
}

const MOVE_LABEL: Readonly<Record<MoveKind, string>> = {
  'cancel-skip': 'Cancel the skip with a joker',
  'sit-out': 'Sit the turn out',
  draw: 'Draw for the turn',
  play: 'Play a card on a pile',
  refill: 'Take new cards for an empty hand',
  pass: 'Pass a card to end the turn',
  lay: 'Lay the revealed card open',
  end: 'End the turn with an empty hand',
};

export function MtPhases({ snapshot, viewer, messages, rulesHref, nameOf = seatName }: Props) {
  const game = snapshot.context.session?.game;
  const moves = game
    ? moveAvailability(game, viewer).map((m) => ({ label: MOVE_LABEL[m.kind], verdict: m.verdict }))
    : [];
  return (
    <PhasePanel
      machine={mazzeltofMachine}
      snapshot={snapshot}
      moves={moves}
      now={nowLine(game ? toAct(game) : null, nameOf, viewer)}
      you={nameOf(0)}
      messages={messages}
      rulesHref={rulesHref}
    />
  );
}
