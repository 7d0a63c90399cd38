/**
 * A whole Mezza match, against computer players or for several people taking turns on one
 * screen: the Mezza table, setup fields and phase panel inside the kit's match wiring
 * (matchIsland), which hides each hand between turns when people share the device.
 */
import { firstToMove } from '../actors';
import { mezza } from '../engine';
import { mezzaLink } from '../link';
import { botReason, mezzaWords, reasonIn, seenIn } from '../log-words';
import { describeIn } from '../move-words';
import { DEFAULT_PACE } from '../machine';
import { mezzaMatchMachine } from '../match-machine';
import { toAct } from '../rules';
import { MAX_PLAYERS, type MezzaState } from '../state';
import { seatName } from '../table';
import { MEZZA_NAMES, mezzaThings } from '../names';
import { seat } from '../../../engine/verdict';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { phasesWithFacts } from '../../../widgets/match/phase-facts';
import type { Say } from '../../../widgets/speech';
import { eventFor } from './events';
import { MezzaPhases } from './MezzaPhases';
import { MezzaSetup } from './MezzaSetup';
import { MezzaTable } from './MezzaTable';
import { mezzaFacts, pileReading, windowMoves } from './facts';
import { windowQuestion } from './windows';
import { MEZZA_MATCH_WORDS } from './match-words';
import { MEZZA_TABLE_WORDS } from './table-words';
import { pileWords } from './words';

/** "Game 1 of 1 · The pile counts as 3½. · Player 3 to play · Snatch with ½? You answer first". */
function statusLine(game: MezzaState, asked: number | null, say: Say<string>): string {
  const acting = toAct(game);
  const who =
    acting !== null
      ? say('match.to-play', { player: seat(acting) })
      : say(game.status === 'deal-over' ? 'match.game-over' : 'match.match-over');
  const ask = asked === null ? null : windowQuestion(game, windowMoves(game, asked), say);
  const asks = ask && asked !== null ? say('match.asks', { question: ask.question, player: seat(asked) }) : '';
  return say('match.status', {
    game: game.game,
    games: game.options.games,
    pile: pileWords(pileReading(game), say),
    who,
    asks,
  });
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
  speaks: {
    english: { ...MEZZA_TABLE_WORDS, ...MEZZA_MATCH_WORDS },
    things: mezzaThings,
    describe: describeIn,
    seen: seenIn,
    reason: reasonIn,
    nextDeal: 'match.next',
  },
  eventFor,
  setup: MezzaSetup,
  table: (seat) => <MezzaTable {...seat} facts={mezzaFacts(seat.game, seat.viewer)} />,
  phases: phasesWithFacts(MezzaPhases, mezzaFacts),
  // On a shared device the screen goes to whoever answers an open window first; the status line asks them.
  handOverTo: firstToMove,
  status: (game, _nameOf, asked, say) => statusLine(game, asked, say),
  scores: (game, over, say) => ({
    caption: over ? say('match.final') : say('match.after', { game: game.game }),
    rowsAre: say('match.rows'),
    rowWord: say('match.row-word'),
    winsText: say('match.wins'),
    rowLabel: (n) => say('match.row', { n }),
    wentOutNote: (s) => say('match.went-out', { player: seat(s) }),
  }),
});
