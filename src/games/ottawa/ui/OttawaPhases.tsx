/** The phase chart for an Ottawa table: the statechart's phases and which moves are open to the learner now. */
import type { SnapshotFrom } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { LEARNER } from '../../../engine/session';
import { ottawaMachine } from '../machine';
import { moveAvailability } from '../phases';
import { seatName, toAct } from '../rules';
import { PhasePanel, nowLine } from '../../../widgets/PhasePanel';

interface Props {
  readonly snapshot: SnapshotFrom<typeof ottawaMachine>;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

const MOVE_LABEL = { draw: 'Draw', play: 'Play a card', pass: 'Pass' } as const;

export function OttawaPhases({ snapshot, messages, rulesHref }: Props) {
  const game = snapshot.context.session?.game;
  const moves = game
    ? moveAvailability(game, LEARNER).map((m) => ({ label: MOVE_LABEL[m.kind], verdict: m.verdict }))
    : [];
  return (
    <PhasePanel
      machine={ottawaMachine}
      snapshot={snapshot}
      moves={moves}
      now={nowLine(game ? toAct(game) : null, seatName)}
      messages={messages}
      rulesHref={rulesHref}
    />
  );
}
