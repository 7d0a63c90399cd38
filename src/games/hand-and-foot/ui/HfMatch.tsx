/**
 * A whole Hand and Foot match, with a computer partner against computer players or for several
 * people taking turns on one screen: the Hand and Foot table, setup fields and phase panel inside the
 * generic match frame, which hides each hand between turns when people share the device.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { botReason } from '../bot';
import { handAndFoot } from '../engine';
import { handAndFootLink, type HfLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { handAndFootMatchMachine } from '../match-machine';
import { handAndFootWords } from '../move-words';
import { toAct } from '../rules';
import { scoreSheet } from '../score-sheet';
import { MELD_MINIMUMS, type HfState } from '../state';
import { seatName } from '../table';
import { secretMove, view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { matchOpening } from '../../../widgets/match/ResumeOffer';
import { useMatchActor } from '../../../widgets/match/useMatchActor';
import { eventFor } from './events';
import { HfPhases } from './HfPhases';
import { HfSetup } from './HfSetup';
import { HfTable } from './HfTable';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

/** How a match begins, runs and is kept (the kit's useMatchActor). */
const MATCH = {
  game: 'hand-and-foot',
  engine: handAndFoot,
  format: handAndFootLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: handAndFootMatchMachine,
  view,
  shared: (link: HfLink | null) => link?.mode === 'pass',
  // Every seat but the learner's: the opponents and the partner (two partners with six players).
  computerSeats: [1, 2, 3, 4, 5],
  seatName,
  nextDeal: { label: 'Next deal', event: 'deal.next' },
};

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

export default function HfMatch({ messages, rulesHref }: Props) {
  const { begin, shared, actor, chart, session, unsaved, controls } = useMatchActor(MATCH);
  const game = session?.game;
  const { nameOf } = controls;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      {...matchOpening(begin, unsaved, <HfSetup onStart={begin.start} />)}
      session={session}
      status={game && statusLine(game, nameOf)}
      table={({ viewer, hidden }) =>
        game && (
          <HfTable
            // Drawn from the view of the seat at the screen (nobody's while the device changes
            // hands): the other hands, the feet and the draw piles are not in the page at all.
            game={view(game, hidden ? NOBODY : viewer)}
            viewer={viewer}
            hidden={hidden}
            nameOf={nameOf}
            onMove={(move) => actor.send(eventFor(move, viewer))}
          />
        )
      }
      phases={({ viewer, hidden }) => (
        <HfPhases
          game={game}
          chart={chart}
          viewer={viewer}
          hidden={hidden}
          messages={messages}
          rulesHref={rulesHref}
          nameOf={nameOf}
        />
      )}
      words={handAndFootWords}
      secretMove={secretMove}
      messages={messages}
      rulesHref={rulesHref}
      {...controls}
      scores={
        game && game.status !== 'playing'
          ? {
              sheet: scoreSheet(game, nameOf),
              caption: over ? 'Final scores' : `Scores after deal ${game.deal}`,
              rowsAre: 'Deal',
              winsText: ' — wins the match',
            }
          : null
      }
      handOver={shared && game ? { acting: toAct(game) } : null}
    />
  );
}
