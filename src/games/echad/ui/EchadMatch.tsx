/**
 * A whole Echad game, against computer players or for several people taking turns on one
 * screen: the Echad table, setup fields and phase panel inside the kit's match wiring
 * (matchIsland), which hides each hand between turns when people share the device. It speaks
 * English, Hebrew and Yiddish: its words are ECHAD_MATCH_WORDS and the table's, or their `ui.`
 * entries in the page's language.
 */
import { cardCode } from '../cards';
import { botReason, echadWords, reasonIn, seenIn } from '../log-words';
import { describeIn } from '../move-words';
import { echad } from '../engine';
import { echadLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { echadMatchMachine } from '../match-machine';
import { seatName, toAct, topCard } from '../rules';
import type { EchadState } from '../state';
import { ECHAD_NAMES, echadThings } from '../names';
import { card, seat, term } from '../../../engine/verdict';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { phasesWithFacts } from '../../../widgets/match/phase-facts';
import { Bidi } from '../../../widgets/Bidi';
import type { Say } from '../../../widgets/speech';
import { EchadPhases } from './EchadPhases';
import { EchadSetup } from './EchadSetup';
import { EchadTable } from './EchadTable';
import { eventFor } from './events';
import { echadFacts } from './facts';
import { ECHAD_MATCH_WORDS } from './match-words';
import { ECHAD_TABLE_WORDS } from './words';

/** "Round 2 · top card red Gimel ג · colour red · Player 3 to play". */
function status(game: EchadState, say: Say<string>) {
  const acting = toAct(game);
  const who =
    acting !== null
      ? say('match.to-play', { player: seat(acting) })
      : say(game.status === 'round-over' ? 'match.round-over' : 'match.game-over');
  const colour = game.colour === null ? say('match.no-colour') : term(`colour-alone.${game.colour}`);
  return <Bidi text={say('match.status', { round: game.round, card: card(cardCode(topCard(game))), colour, who })} />;
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
  speaks: {
    english: { ...ECHAD_TABLE_WORDS, ...ECHAD_MATCH_WORDS },
    things: echadThings,
    describe: describeIn,
    seen: seenIn,
    reason: reasonIn,
    nextDeal: 'match.next',
    newMatch: 'match.new',
  },
  eventFor,
  setup: EchadSetup,
  table: ({ onMove, ...seat }) => (
    <EchadTable
      {...seat}
      facts={echadFacts(seat.game, seat.viewer)}
      onPlay={(card, echad) => onMove({ type: 'play', card, echad })}
      onDraw={() => onMove({ type: 'draw' })}
      onKeep={() => onMove({ type: 'keep' })}
      onColour={(colour) => onMove({ type: 'choose-colour', colour })}
      onChallenge={(by) => onMove({ type: 'challenge', by })}
    />
  ),
  phases: phasesWithFacts(EchadPhases, echadFacts),
  status: (game, _nameOf, _atScreen, say) => status(game, say),
  scores: (game, over, say) => ({
    caption: over ? say('match.final') : say('match.after', { round: game.round }),
    rowsAre: say('match.rows'),
    rowWord: say('match.row-word'),
    winsText: say('match.wins'),
    rowLabel: (n) => say('match.row', { n }),
    wentOutNote: (s) => say('match.went-out', { player: seat(s) }),
  }),
});
