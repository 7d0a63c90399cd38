/**
 * A whole MazzelTof match, against computer players (with four, your partner is one of them) or
 * for several people taking turns on one screen: the MazzelTof table, setup fields and phase panel
 * inside the kit's match wiring (matchIsland), which hides each hand between turns when people
 * share the device.
 */
import { botReason } from '../bot';
import { mazzeltof } from '../engine';
import { mazzeltofLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { mazzeltofMatchMachine } from '../match-machine';
import { mazzeltofWords } from '../move-words';
import { MAZZELTOF_NAMES } from '../names';
import { toAct } from '../rules';
import type { MtState } from '../state';
import { seatName } from '../table';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { phasesWithFacts } from '../../../widgets/match/phase-facts';
import { eventFor } from './events';
import { mtFacts } from './facts';
import { MtPhases } from './MtPhases';
import { MtSetup } from './MtSetup';
import { MtTable } from './MtTable';
import { pilesLine } from './words';

/** "Game 1 of 3 · Red pile at 8 · mixed at 5 · black at jack · Player 2 to play". */
function statusLine(game: MtState, nameOf: (seat: number) => string): string {
  const acting = toAct(game);
  const where =
    acting !== null ? `${nameOf(acting)} to play` : game.status === 'deal-over' ? 'game over' : 'match over';
  return `Game ${game.game} of ${game.options.games} · ${pilesLine(game)} · ${where}`;
}

export default matchIsland({
  game: 'mazzeltof',
  engine: mazzeltof,
  format: mazzeltofLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: mazzeltofMatchMachine,
  // Every seat but the learner's: the opponents and, with four players, the partner.
  computerSeats: [1, 2, 3],
  seatName,
  nextDeal: { label: 'Next game', event: 'game.next' },
  words: { ...mazzeltofWords, names: MAZZELTOF_NAMES },
  eventFor,
  setup: MtSetup,
  table: (seat) => <MtTable {...seat} facts={mtFacts(seat.game, seat.viewer)} />,
  phases: phasesWithFacts(MtPhases, mtFacts),
  status: statusLine,
  scores: (game, over) => ({
    caption: `${over ? 'Final scores' : `Scores after game ${game.game}`}: games won`,
    rowsAre: 'Game',
    winsText: ' — wins the match',
  }),
});
