/** The phase chart for an Ottawa table: the statechart's phases and which moves are open to the learner now. */
import { moveAvailability } from '../phases';
import { ottawaThings } from '../names';
import { seatName, toAct } from '../rules';
import type { OttawaState } from '../state';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

const MOVE_LABEL = { draw: 'Draw', play: 'Play a card', pass: 'Pass' } as const;

export function OttawaPhases(props: GamePhaseProps<OttawaState>) {
  return (
    <GamePhasePanel
      {...props}
      availability={moveAvailability}
      labels={MOVE_LABEL}
      toAct={toAct}
      things={ottawaThings}
      seatName={seatName}
    />
  );
}
