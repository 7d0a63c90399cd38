/**
 * A whole MazzelTof match, against computer players (with four, your partner is one of them) or
 * for several people taking turns on one screen: the MazzelTof table, setup fields and phase panel
 * inside the generic match frame, which hides each hand between turns when people share the device.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { botReason } from '../bot';
import { mazzeltof } from '../engine';
import { mazzeltofLink, type MtLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { mazzeltofMatchMachine } from '../match-machine';
import { mazzeltofWords } from '../move-words';
import { toAct } from '../rules';
import { scoreSheet } from '../score-sheet';
import type { MtState } from '../state';
import { seatName } from '../table';
import { secretMove, view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { matchOpening } from '../../../widgets/match/ResumeOffer';
import { useMatchActor } from '../../../widgets/match/useMatchActor';
import { eventFor } from './events';
import { MtPhases } from './MtPhases';
import { MtSetup } from './MtSetup';
import { MtTable } from './MtTable';
import { pilesLine } from './words';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

/** How a match begins, runs and is kept (the kit's useMatchActor). */
const MATCH = {
  game: 'mazzeltof',
  engine: mazzeltof,
  format: mazzeltofLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: mazzeltofMatchMachine,
  view,
  shared: (link: MtLink | null) => link?.mode === 'pass',
  // Every seat but the learner's: the opponents and, with four players, the partner.
  computerSeats: [1, 2, 3],
  seatName,
  nextDeal: { label: 'Next game', event: 'game.next' },
};

/** "Game 1 of 3 · Red pile at 8 · mixed at 5 · black at jack · Player 2 to play". */
function statusLine(game: MtState, nameOf: (seat: number) => string): string {
  const acting = toAct(game);
  const where =
    acting !== null ? `${nameOf(acting)} to play` : game.status === 'deal-over' ? 'game over' : 'match over';
  return `Game ${game.game} of ${game.options.games} · ${pilesLine(game)} · ${where}`;
}

export default function MtMatch({ messages, rulesHref }: Props) {
  const { begin, shared, actor, chart, session, unsaved, controls } = useMatchActor(MATCH);
  const game = session?.game;
  const { nameOf } = controls;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      {...matchOpening(begin, unsaved, <MtSetup onStart={begin.start} />)}
      session={session}
      status={game && statusLine(game, nameOf)}
      table={({ viewer, hidden }) =>
        game && (
          <MtTable
            // Drawn from the view of the seat at the screen (nobody's while the device changes
            // hands): the other hands, the draw piles and the penalty cards are not in the page at all.
            game={view(game, hidden ? NOBODY : viewer)}
            viewer={viewer}
            hidden={hidden}
            nameOf={nameOf}
            onMove={(move) => actor.send(eventFor(move, viewer))}
          />
        )
      }
      phases={({ viewer, hidden }) => (
        <MtPhases
          game={game}
          chart={chart}
          viewer={viewer}
          hidden={hidden}
          messages={messages}
          rulesHref={rulesHref}
          nameOf={nameOf}
        />
      )}
      words={mazzeltofWords}
      secretMove={secretMove}
      messages={messages}
      rulesHref={rulesHref}
      {...controls}
      scores={
        game && game.status !== 'playing'
          ? {
              sheet: scoreSheet(game, nameOf),
              caption: `${over ? 'Final scores' : `Scores after game ${game.game}`}: games won`,
              rowsAre: 'Game',
              winsText: ' — wins the match',
            }
          : null
      }
      handOver={shared && game ? { acting: toAct(game) } : null}
    />
  );
}
