/**
 * A whole Hand and Foot match, with a computer partner against computer players or for several
 * people taking turns on one screen: the Hand and Foot table, setup fields and phase panel inside the
 * kit's match wiring (matchIsland), which hides each hand between turns when people share the device.
 */
import { botReason } from '../bot';
import { handAndFoot } from '../engine';
import { handAndFootLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { handAndFootMatchMachine } from '../match-machine';
import { handAndFootWords } from '../move-words';
import { HAND_AND_FOOT_NAMES } from '../names';
import { toAct } from '../rules';
import { MELD_MINIMUMS, type HfState } from '../state';
import { seatName } from '../table';
import { matchIsland } from '../../../widgets/match/MatchIsland';
import { phasesWithFacts } from '../../../widgets/match/phase-facts';
import { eventFor } from './events';
import { hfFacts } from './facts';
import { HfPhases } from './HfPhases';
import { HfSetup } from './HfSetup';
import { HfTable } from './HfTable';

/** "Deal 2 of 4 · first lay-down 90 · Player 2 to play". */
function statusLine(game: HfState, nameOf: (seat: number) => string): string {
  const acting = toAct(game);
  const where =
    game.status === 'playing'
      ? game.step.kind === 'choose'
        ? 'each player picks a hand'
        : `${nameOf(acting ?? game.current)} to play`
      : game.status === 'deal-over'
        ? 'deal over'
        : 'match over';
  return `Deal ${game.deal} of ${game.options.deals} · first lay-down ${MELD_MINIMUMS[game.deal - 1] ?? ''} · ${where}`;
}

export default matchIsland({
  game: 'hand-and-foot',
  engine: handAndFoot,
  format: handAndFootLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: handAndFootMatchMachine,
  // Every seat but the learner's: the opponents and the partner (two partners with six players).
  computerSeats: [1, 2, 3, 4, 5],
  seatName,
  nextDeal: { label: 'Next deal', event: 'deal.next' },
  words: { ...handAndFootWords, names: HAND_AND_FOOT_NAMES },
  eventFor,
  setup: HfSetup,
  table: (seat) => <HfTable {...seat} />,
  phases: phasesWithFacts(HfPhases, hfFacts),
  status: statusLine,
  scores: (game, over) => ({
    caption: over ? 'Final scores' : `Scores after deal ${game.deal}`,
    rowsAre: 'Deal',
    winsText: ' — wins the match',
  }),
});
