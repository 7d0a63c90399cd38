/**
 * A whole Ottawa match against computer players: the Ottawa table, setup fields and phase panel
 * inside the kit's match wiring (matchIsland), driven by Ottawa's match statechart.
 */
import { cardLabel } from '../../../engine/french-deck';
import { botReason } from '../bot';
import { ottawa } from '../engine';
import { ottawaLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { ottawaMatchMachine } from '../match-machine';
import { ottawaWords } from '../move-words';
import { OTTAWA_NAMES } from '../names';
import { seatName } from '../rules';
import type { OttawaState } from '../state';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { eventFor } from './events';
import { OttawaPhases } from './OttawaPhases';
import { OttawaSetup } from './OttawaSetup';
import { OttawaTable } from './OttawaTable';

function statusLine(game: OttawaState): string {
  const where =
    game.status === 'playing'
      ? `${seatName(game.current)} to play`
      : game.status === 'deal-over'
        ? 'deal over'
        : 'match over';
  return `Deal ${game.deal} · dealer ${seatName(game.dealer)} · top card ${cardLabel(game.discard[game.discard.length - 1]!)} · ${where}`;
}

export default matchIsland({
  game: 'ottawa',
  engine: ottawa,
  format: ottawaLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: ottawaMatchMachine,
  // Every seat of the largest table (seven) but the learner's, seat 0.
  computerSeats: [1, 2, 3, 4, 5, 6],
  seatName,
  nextDeal: { label: 'Next deal', event: 'deal.next' },
  words: { ...ottawaWords, names: OTTAWA_NAMES },
  eventFor,
  setup: OttawaSetup,
  table: ({ game, onMove }) => (
    <OttawaTable
      game={game}
      onPlay={(card) => onMove({ type: 'play', card })}
      onDraw={() => onMove({ type: 'draw' })}
      onPass={() => onMove({ type: 'pass' })}
    />
  ),
  phases: OttawaPhases,
  status: statusLine,
  scores: (game, over) => ({ caption: over ? 'Final scores' : `Scores after deal ${game.deal}`, rowsAre: 'Deal' }),
  tools: ({ actor, snapshot }) => (
    <label>
      <input
        type="checkbox"
        checked={snapshot.context.autoPass}
        onChange={() => actor.send({ type: 'autopass.set', on: !snapshot.context.autoPass })}
      />{' '}
      Pass for me when no card fits
    </label>
  ),
});
