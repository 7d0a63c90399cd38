/**
 * A whole Echad game, against computer players or for several people taking turns on one
 * screen: the Echad table, setup fields and phase panel inside the generic match frame, which
 * hides each hand between turns when people share the device.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { LEARNER } from '../../../engine/session';
import { cardLabel } from '../cards';
import { echadWords } from '../move-words';
import { botReason } from '../bot';
import { echad } from '../engine';
import { echadLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { echadMatchMachine } from '../match-machine';
import { seatName, toAct, topCard } from '../rules';
import type { EchadState } from '../state';
import { secretMove, view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { sessionSeenBy, useInspector } from '../../../widgets/inspector';
import { useSnapshot } from '../../../widgets/useActor';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { MatchNotices, StartOrResume } from '../../../widgets/match/ResumeOffer';
import { useBegin, useMatchSaving, useMatchStart } from '../../../widgets/match/useMatchStart';
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

/** How a game begins and is kept (the kit's useMatchStart). */
const MATCH = { game: 'echad', engine: echad, format: echadLink, because: botReason, defaultPace: DEFAULT_PACE };

export default function EchadMatch({ messages, rulesHref }: Props) {
  const begin = useMatchStart(MATCH);
  const link = begin.begun?.link ?? null;
  const mode = link?.mode ?? 'computer';
  // The inspector shows the table as the learner sees it; on a shared screen, as nobody's hand.
  const inspect = useInspector(sessionSeenBy(view, mode === 'pass' ? NOBODY : LEARNER));
  const actor = useMemo(() => {
    const pace = begin.pace;
    const bots = mode === 'computer' ? Array.from({ length: 9 }, (_, i) => i + 1) : [];
    const forgetful = link?.forgetful ?? true;
    const a = createActor(echadMatchMachine, { input: { bots, pace, forgetful }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [inspect, mode, link?.forgetful]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor);

  // Deals the chosen game, or takes up the saved one, on the actor for its mode.
  useBegin(actor, begin.begun);

  const session = link ? snapshot.context.session : null;
  const unsaved = useMatchSaving(MATCH, link, session);
  const game = session?.game;
  const shared = mode === 'pass';
  const nameOf = shared ? (seat: number) => `Player ${seat + 1}` : seatName;
  return (
    <MatchShell
      notices={<MatchNotices address={begin.addressNotice} quiet={[begin.savedNotice, unsaved]} />}
      setup={
        <StartOrResume resume={begin.resume}>
          <EchadSetup onStart={begin.start} />
        </StartOrResume>
      }
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
          snapshot={snapshot}
          viewer={viewer}
          hidden={hidden}
          messages={messages}
          rulesHref={rulesHref}
          nameOf={nameOf}
        />
      )}
      words={echadWords}
      secretMove={secretMove}
      nameOf={nameOf}
      messages={messages}
      rulesHref={rulesHref}
      undoLabel="Undo the last move"
      mayUndo={(seat) => snapshot.can({ type: 'move.undo', seat })}
      onUndo={(seat) => actor.send({ type: 'move.undo', seat })}
      next={
        game?.status === 'round-over'
          ? { label: 'Next round', onClick: () => actor.send({ type: 'round.next' }) }
          : game?.status === 'game-over'
            ? { label: 'New game', onClick: () => actor.send({ type: 'match.new' }) }
            : null
      }
      share={link && { href: `${location.pathname}${echadLink.write(link)}`, seed: link.seed }}
      pace={shared ? null : { ms: snapshot.context.pace, onPace: (ms) => actor.send({ type: 'pace.set', ms }) }}
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
