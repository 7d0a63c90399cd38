/**
 * The phase chart for an Echad table: the statechart's phases and which moves are open to a seat now,
 * as the table's facts say (facts.ts), so that the panel reads no rule itself.
 */
import { seat } from '../../../engine/verdict';
import { seatName } from '../table';
import type { EchadState } from '../state';
import { echadThings } from '../names';
import { chartFromFacts, GamePhasePanel, type FactsPhaseProps } from '../../../widgets/PhasePanel';
import type { Say } from '../../../widgets/speech';
import type { EchadFacts } from './facts';
import { ECHAD_TABLE_WORDS } from './words';

const MOVE_LABEL = {
  play: ECHAD_TABLE_WORDS['move.play'],
  draw: ECHAD_TABLE_WORDS['move.draw'],
  keep: ECHAD_TABLE_WORDS['move.keep'],
  colour: ECHAD_TABLE_WORDS['move.colour'],
} as const;

/** " Player 3 lost a turn (EC-12).", after who is to act; for children without the rule's number. */
const skippedNews = (game: EchadState, say: Say<string>, cite: (rule: string) => string): string =>
  game.skipped ? ` ${say('lost-turn', { player: seat(game.skipped.seat), rule: cite(game.skipped.rule) })}` : '';

/** `facts`: the game's facts for the viewer (none before the match is dealt). */
export function EchadPhases({ facts, ...props }: FactsPhaseProps<EchadState, EchadFacts>) {
  return (
    <GamePhasePanel
      {...props}
      {...chartFromFacts(facts)}
      labels={MOVE_LABEL}
      things={echadThings}
      seatName={seatName}
      news={skippedNews}
      words={ECHAD_TABLE_WORDS}
    />
  );
}
