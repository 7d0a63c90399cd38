/** The phase chart for an Ottawa table: the statechart's phases and which moves are open to the learner now. */
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { LEARNER } from '../../engine/session';
import { ottawaMachine } from '../../games/ottawa/machine';
import { moveAvailability } from '../../games/ottawa/phases';
import { seatName } from '../../games/ottawa/rules';
import { PhaseChart, type MoveRow } from '../PhaseChart';
import type { SnapshotFrom } from 'xstate';

interface Props {
  readonly snapshot: SnapshotFrom<typeof ottawaMachine>;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

const MOVE_LABEL = { draw: 'Draw', play: 'Play a card', pass: 'Pass' } as const;

export function OttawaPhases({ snapshot, messages, rulesHref }: Props) {
  const game = snapshot.context.session?.game;
  const moves: MoveRow[] = game
    ? moveAvailability(game, LEARNER).map((m) => ({
        label: MOVE_LABEL[m.kind],
        open: m.verdict.ok,
        explanation: explain(m.verdict, messages),
      }))
    : [];
  return (
    <details class="phases" open>
      <summary>Turn phases</summary>
      {game && (
        <p class="phase-now">
          {game.status === 'playing'
            ? `Now: ${game.current === LEARNER ? 'your' : `${seatName(game.current)}’s`} turn.`
            : 'Now: no one is to play.'}
        </p>
      )}
      <PhaseChart machine={ottawaMachine} snapshot={snapshot} moves={moves} rulesHref={rulesHref} />
    </details>
  );
}
