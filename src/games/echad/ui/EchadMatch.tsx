/**
 * A whole Echad game, against computer players or for several people taking turns on one
 * screen: the Echad table, setup fields and phase panel inside the kit's match wiring
 * (matchIsland), which hides each hand between turns when people share the device.
 */
import { cardLabel } from '../cards';
import { echadWords } from '../move-words';
import { botReason } from '../bot';
import { echad } from '../engine';
import { echadLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { echadMatchMachine } from '../match-machine';
import { seatName, toAct, topCard } from '../rules';
import type { EchadState } from '../state';
import { ECHAD_NAMES } from '../names';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { Bidi } from '../../../widgets/Bidi';
import { EchadPhases } from './EchadPhases';
import { EchadSetup } from './EchadSetup';
import { EchadTable } from './EchadTable';
import { eventFor } from './events';

/** "Round 2 · top card red Gimel ג · colour red · Player 3 to play". */
function status(game: EchadState, nameOf: (seat: number) => string) {
  const acting = toAct(game);
  return (
    <>
      Round {game.round} · top card <Bidi text={cardLabel(topCard(game))} /> · colour {game.colour ?? 'to be chosen'} ·{' '}
      {acting !== null ? `${nameOf(acting)} to play` : game.status === 'round-over' ? 'round over' : 'game over'}
    </>
  );
}

export default matchIsland({
  game: 'echad',
  engine: echad,
  format: echadLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: echadMatchMachine,
  computerSeats: Array.from({ length: 9 }, (_, i) => i + 1),
  // The computer players sometimes forget to say "Echad", unless the link switches it off.
  input: (link) => ({ forgetful: link?.forgetful ?? true }),
  seatName,
  nextDeal: { label: 'Next round', event: 'round.next' },
  newMatchLabel: 'New game',
  words: { ...echadWords, names: ECHAD_NAMES },
  eventFor,
  setup: EchadSetup,
  table: ({ onMove, ...seat }) => (
    <EchadTable
      {...seat}
      onPlay={(card, echad) => onMove({ type: 'play', card, echad })}
      onDraw={() => onMove({ type: 'draw' })}
      onKeep={() => onMove({ type: 'keep' })}
      onColour={(colour) => onMove({ type: 'choose-colour', colour })}
      onChallenge={(by) => onMove({ type: 'challenge', by })}
    />
  ),
  phases: EchadPhases,
  status,
  scores: (game, over) => ({
    caption: over ? 'Final scores' : `Scores after round ${game.round}`,
    rowsAre: 'Round',
    winsText: ' — wins the game',
  }),
});
