/** The phase chart for an Echad table: the statechart's phases and which moves are open to a seat now. */
import { seat } from '../../../engine/verdict';
import { moveAvailability } from '../phases';
import { seatName, toAct } from '../rules';
import type { EchadState } from '../state';
import { echadThings } from '../names';
import { GamePhasePanel, type GamePhaseProps } from '../../../widgets/PhasePanel';
import type { Say } from '../../../widgets/speech';
import { ECHAD_TABLE_WORDS } from './words';

const MOVE_LABEL = {
  play: ECHAD_TABLE_WORDS['move.play'],
  draw: ECHAD_TABLE_WORDS['move.draw'],
  keep: ECHAD_TABLE_WORDS['move.keep'],
  colour: ECHAD_TABLE_WORDS['move.colour'],
} as const;

/** " Player 3 lost a turn (EC-12).", after who is to act. */
const skippedNews = (game: EchadState, say: Say<string>): string =>
  game.skipped ? ` ${say('lost-turn', { player: seat(game.skipped.seat), rule: game.skipped.rule })}` : '';

export function EchadPhases(props: GamePhaseProps<EchadState>) {
  return (
    <GamePhasePanel
      {...props}
      availability={moveAvailability}
      labels={MOVE_LABEL}
      toAct={toAct}
      things={echadThings}
      seatName={seatName}
      news={skippedNews}
      words={ECHAD_TABLE_WORDS}
    />
  );
}
