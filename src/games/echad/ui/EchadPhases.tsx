/** The phase chart for an Echad table: the statechart's phases and which moves are open to a seat now. */
import type { SnapshotFrom } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { echadMachine } from '../machine';
import { moveAvailability } from '../phases';
import { seatName, toAct } from '../rules';
import { PhasePanel, nowLine } from '../../../widgets/PhasePanel';

interface Props {
  readonly snapshot: SnapshotFrom<typeof echadMachine>;
  readonly viewer: number;
  /** The device is changing hands: which moves are open would tell of the next player's cards. */
  readonly hidden?: boolean;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** How seats are called; seat 0 is "You" unless players share one screen. */
  readonly nameOf?: (seat: number) => string;
}

const MOVE_LABEL = { play: 'Play a card', draw: 'Draw', keep: 'Keep and end turn', colour: 'Choose a colour' } as const;

export function EchadPhases({ snapshot, viewer, hidden, messages, rulesHref, nameOf = seatName }: Props) {
  const game = snapshot.context.session?.game;
  const moves =
    game && !hidden
      ? moveAvailability(game, viewer).map((m) => ({ label: MOVE_LABEL[m.kind], verdict: m.verdict }))
      : [];
  const skipped = game?.skipped ? ` ${nameOf(game.skipped.seat)} lost a turn (${game.skipped.rule}).` : '';
  return (
    <PhasePanel
      machine={echadMachine}
      snapshot={snapshot}
      moves={moves}
      now={nowLine(game ? toAct(game) : null, nameOf, viewer) + skipped}
      you={nameOf(0)}
      messages={messages}
      rulesHref={rulesHref}
    />
  );
}
