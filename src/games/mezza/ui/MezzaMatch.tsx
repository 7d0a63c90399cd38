/**
 * A whole Mezza match, against computer players or for several people taking turns on one
 * screen: the Mezza table, setup fields and phase panel inside the kit's match wiring
 * (matchIsland), which hides each hand between turns when people share the device.
 */
import { firstToMove } from '../actors';
import { botReason } from '../bot';
import { mezza } from '../engine';
import { mezzaLink } from '../link';
import { mezzaWords } from '../move-words';
import { DEFAULT_PACE } from '../machine';
import { mezzaMatchMachine } from '../match-machine';
import { toAct } from '../rules';
import { MAX_PLAYERS, type MezzaState } from '../state';
import { seatName } from '../table';
import { MEZZA_NAMES } from '../names';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { eventFor } from './events';
import { MezzaPhases } from './MezzaPhases';
import { MezzaSetup } from './MezzaSetup';
import { MezzaTable } from './MezzaTable';
import { windowQuestion } from './windows';
import { pileWords } from './words';

/** "Game 1 of 1 · The pile counts as 3½. · Player 3 to play · Snatch with ½? You answer first". */
function statusLine(game: MezzaState, nameOf: (seat: number) => string, asked: number | null): string {
  const acting = toAct(game);
  const where =
    acting !== null ? `${nameOf(acting)} to play` : game.status === 'deal-over' ? 'game over' : 'match over';
  const ask = asked === null ? null : windowQuestion(game, asked);
  const first =
    ask && asked !== null
      ? ` · ${ask.question} ${nameOf(asked)} answer${nameOf(asked) === 'You' ? '' : 's'} first`
      : '';
  return `Game ${game.game} of ${game.options.games} · ${pileWords(game)} · ${where}${first}`;
}

export default matchIsland({
  game: 'mezza',
  engine: mezza,
  format: mezzaLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: mezzaMatchMachine,
  computerSeats: Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => i + 1),
  seatName,
  nextDeal: { label: 'Next game', event: 'game.next' },
  words: { ...mezzaWords, names: MEZZA_NAMES },
  eventFor,
  setup: MezzaSetup,
  table: (seat) => <MezzaTable {...seat} />,
  phases: MezzaPhases,
  // On a shared device the screen goes to whoever answers an open window first; the status line asks them.
  handOverTo: firstToMove,
  status: statusLine,
  scores: (game, over) => ({
    caption: `${over ? 'Final scores' : `Scores after game ${game.game}`}: places in finishing order`,
    rowsAre: 'Game',
    winsText: ' — wins the match',
  }),
});
