/**
 * A whole Mezza match, against computer players or for several people taking turns on one
 * screen: the Mezza table, setup fields and phase panel inside the generic match frame, which
 * hides each hand between turns when people share the device.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { LEARNER } from '../../../engine/session';
import { firstToMove } from '../actors';
import { botReason } from '../bot';
import { mezza } from '../engine';
import { mezzaLink, type MezzaLink } from '../link';
import { mezzaWords } from '../move-words';
import { DEFAULT_PACE } from '../machine';
import { mezzaMatchMachine } from '../match-machine';
import { toAct } from '../rules';
import { scoreSheet } from '../score-sheet';
import { MAX_PLAYERS, type MezzaState } from '../state';
import { seatName } from '../table';
import { secretMove, view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { matchOpening } from '../../../widgets/match/ResumeOffer';
import { useMatchActor } from '../../../widgets/match/useMatchActor';
import { eventFor } from './events';
import { MezzaPhases } from './MezzaPhases';
import { MezzaSetup } from './MezzaSetup';
import { MezzaTable } from './MezzaTable';
import { windowQuestion } from './windows';
import { pileWords } from './words';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

/** How a match begins, runs and is kept (the kit's useMatchActor). */
const MATCH = {
  game: 'mezza',
  engine: mezza,
  format: mezzaLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: mezzaMatchMachine,
  view,
  shared: (link: MezzaLink | null) => link?.mode === 'pass',
  computerSeats: Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => i + 1),
  seatName,
  nextDeal: { label: 'Next game', event: 'game.next' },
};

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

export default function MezzaMatch({ messages, rulesHref }: Props) {
  const { begin, shared, actor, chart, session, unsaved, controls } = useMatchActor(MATCH);
  const game = session?.game;
  const { nameOf } = controls;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      {...matchOpening(begin, unsaved, <MezzaSetup onStart={begin.start} />)}
      session={session}
      status={game && statusLine(game, nameOf, shared ? firstToMove(game) : LEARNER)}
      table={({ viewer, hidden }) =>
        game && (
          <MezzaTable
            // Drawn from the view of the seat at the screen (nobody's while the device changes
            // hands): the other hands and every face-down card are not in the page at all.
            game={view(game, hidden ? NOBODY : viewer)}
            viewer={viewer}
            hidden={hidden}
            nameOf={nameOf}
            onMove={(move) => actor.send(eventFor(move, viewer))}
          />
        )
      }
      phases={({ viewer, hidden }) => (
        <MezzaPhases
          game={game}
          chart={chart}
          viewer={viewer}
          hidden={hidden}
          messages={messages}
          rulesHref={rulesHref}
          nameOf={nameOf}
        />
      )}
      words={mezzaWords}
      secretMove={secretMove}
      messages={messages}
      rulesHref={rulesHref}
      {...controls}
      scores={
        game && game.status !== 'playing'
          ? {
              sheet: scoreSheet(game, nameOf),
              caption: `${over ? 'Final scores' : `Scores after game ${game.game}`}: places in finishing order`,
              rowsAre: 'Game',
              winsText: ' — wins the match',
            }
          : null
      }
      handOver={shared && game ? { acting: firstToMove(game) } : null}
    />
  );
}
