/**
 * A whole Echad game, against computer players or for several people taking turns on one
 * screen: the Echad table, setup fields and phase panel inside the generic match frame, which
 * hides each hand between turns when people share the device.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { cardLabel } from '../cards';
import { echadWords } from '../move-words';
import { botReason } from '../bot';
import { echad } from '../engine';
import { echadLink, type EchadLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { echadMatchMachine } from '../match-machine';
import { seatName, toAct, topCard } from '../rules';
import type { EchadState } from '../state';
import { secretMove, view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { matchOpening } from '../../../widgets/match/ResumeOffer';
import { useMatchActor } from '../../../widgets/match/useMatchActor';
import { Bidi } from '../../../widgets/Bidi';
import { EchadPhases } from './EchadPhases';
import { EchadSetup } from './EchadSetup';
import { EchadTable } from './EchadTable';
import { eventFor } from './events';
import { scoreSheet } from '../score-sheet';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

function Status({ game, nameOf }: { game: EchadState; nameOf: (seat: number) => string }) {
  const acting = toAct(game);
  return (
    <>
      Round {game.round} · top card <Bidi text={cardLabel(topCard(game))} /> · colour {game.colour ?? 'to be chosen'} ·{' '}
      {acting !== null ? `${nameOf(acting)} to play` : game.status === 'round-over' ? 'round over' : 'game over'}
    </>
  );
}

/** How a match begins, runs and is kept (the kit's useMatchActor). */
const MATCH = {
  game: 'echad',
  engine: echad,
  format: echadLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: echadMatchMachine,
  view,
  shared: (link: EchadLink | null) => link?.mode === 'pass',
  computerSeats: Array.from({ length: 9 }, (_, i) => i + 1),
  // The computer players sometimes forget to say "Echad", unless the link switches it off.
  input: (link: EchadLink | null) => ({ forgetful: link?.forgetful ?? true }),
  seatName,
  nextDeal: { label: 'Next round', event: 'round.next' },
  newMatchLabel: 'New game',
};

export default function EchadMatch({ messages, rulesHref }: Props) {
  const { begin, shared, actor, chart, session, unsaved, controls } = useMatchActor(MATCH);
  const game = session?.game;
  const { nameOf } = controls;
  return (
    <MatchShell
      {...matchOpening(begin, unsaved, <EchadSetup onStart={begin.start} />)}
      session={session}
      status={game && <Status game={game} nameOf={nameOf} />}
      table={({ viewer, hidden }) =>
        game && (
          <EchadTable
            // Drawn from the view of the seat at the screen (nobody's while the device changes
            // hands): the other hands are not in the page at all.
            game={view(game, hidden ? NOBODY : viewer)}
            viewer={viewer}
            hidden={hidden}
            nameOf={nameOf}
            onPlay={(card, echad) => actor.send(eventFor({ type: 'play', card, echad }, viewer))}
            onDraw={() => actor.send(eventFor({ type: 'draw' }, viewer))}
            onKeep={() => actor.send(eventFor({ type: 'keep' }, viewer))}
            onColour={(colour) => actor.send(eventFor({ type: 'choose-colour', colour }, viewer))}
            onChallenge={(by) => actor.send(eventFor({ type: 'challenge', by }, viewer))}
          />
        )
      }
      phases={({ viewer, hidden }) => (
        <EchadPhases
          game={game}
          chart={chart}
          viewer={viewer}
          hidden={hidden}
          messages={messages}
          rulesHref={rulesHref}
          nameOf={nameOf}
        />
      )}
      words={echadWords}
      secretMove={secretMove}
      messages={messages}
      rulesHref={rulesHref}
      {...controls}
      scores={
        game && game.status !== 'playing'
          ? {
              sheet: scoreSheet(game, nameOf),
              caption: game.status === 'game-over' ? 'Final scores' : `Scores after round ${game.round}`,
              rowsAre: 'Round',
              winsText: ' — wins the game',
            }
          : null
      }
      handOver={shared && game ? { acting: toAct(game) } : null}
    />
  );
}
