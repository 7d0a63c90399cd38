/** The phase chart for an Echad table: the statechart's phases and which moves are open to a seat now. */
import { moveAvailability } from '../phases';
import { seatName, toAct } from '../rules';
import type { EchadState } from '../state';
import { ECHAD_NAMES } from '../names';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';

const MOVE_LABEL = { play: 'Play a card', draw: 'Draw', keep: 'Keep and end turn', colour: 'Choose a colour' } as const;

/** " Player 3 lost a turn (EC-12).", after who is to act. */
const skippedNews = (game: EchadState, nameOf: (seat: number) => string): string =>
  game.skipped ? ` ${nameOf(game.skipped.seat)} lost a turn (${game.skipped.rule}).` : '';

export function EchadPhases(props: GamePhaseProps<EchadState>) {
  return (
    <GamePhasePanel
      {...props}
      availability={moveAvailability}
      labels={MOVE_LABEL}
      toAct={toAct}
      names={ECHAD_NAMES}
      seatName={seatName}
      news={skippedNews}
    />
  );
}
