/**
 * A whole Echad game: against computer players, or for several people taking turns on
 * one screen, where a privacy screen hides the hand until the next player is ready.
 * Every attempt gets a verdict; computer moves are logged with their reasons; the last
 * move can be undone; the link reproduces the deal.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { explain } from '../../../engine/explain';
import { LEARNER } from '../../../engine/session';
import { cardLabel } from '../cards';
import { echadLinkQuery, parseEchadLink, type EchadLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { echadMatchMachine } from '../match-machine';
import { formatMove } from '../moves';
import { seatName, toAct, topCard } from '../rules';
import { gameWinner } from '../scoring';
import type { EchadMove, EchadState } from '../state';
import { useInspector } from '../../../widgets/inspector';
import { useSnapshot } from '../../../widgets/useActor';
import { MatchTools } from '../../../widgets/match/MatchTools';
import { MoveLog } from '../../../widgets/match/MoveLog';
import { ScoreTable } from '../../../widgets/match/ScoreTable';
import { PaceSelect, paceFromAddress } from '../../../widgets/match/PaceSelect';
import { Bidi } from '../../../widgets/Bidi';
import { Notice } from '../../../widgets/Notice';
import { VerdictPanel } from '../../../widgets/VerdictPanel';
import { EchadPhases } from './EchadPhases';
import { EchadSetup } from './EchadSetup';
import { eventFor } from './EchadStep';
import { EchadTable } from './EchadTable';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

function Scores({ game, nameOf }: { game: EchadState; nameOf: (seat: number) => string }) {
  const winner = game.status === 'game-over' ? gameWinner(game) : null;
  return (
    <ScoreTable
      caption={`${game.status === 'game-over' ? 'Final scores' : `Scores after round ${game.round}`}${
        game.wentOut !== null ? ` — ${nameOf(game.wentOut)} went out and scores the others’ cards (EC-25)` : ''
      }`}
      thisPart="This round"
      totalLabel="Game total"
      names={game.scores.map((_, seat) => nameOf(seat))}
      part={game.roundPoints}
      totals={game.scores}
      winners={winner === null ? [] : [winner]}
      winsText=" — wins the game"
    />
  );
}

export default function EchadMatch({ messages, rulesHref }: Props) {
  const inspect = useInspector();
  const [link, setLink] = useState<EchadLink | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  /** In a pass-the-device game: the seat that has said "I'm ready" and may see its cards. */
  const [readySeat, setReadySeat] = useState<number | null>(null);
  const mode = link?.mode ?? 'computer';
  const actor = useMemo(() => {
    const pace = paceFromAddress(DEFAULT_PACE);
    const bots = mode === 'computer' ? Array.from({ length: 9 }, (_, i) => i + 1) : [];
    const forgetful = link?.forgetful ?? true;
    const a = createActor(echadMatchMachine, { input: { bots, pace, forgetful }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [inspect, mode, link?.forgetful]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor);

  useEffect(() => {
    if (link) {
      actor.send({ type: 'match.start', options: link.options, seed: link.seed });
      return;
    }
    const read = parseEchadLink(location.search);
    if (read === null) return;
    if ('error' in read) {
      setNotice(`This game link could not be used: ${read.error}. Choose the options below to start a game.`);
      history.replaceState(null, '', location.pathname);
      return;
    }
    setLink(read);
  }, [actor, link]);

  const start = (l: EchadLink) => {
    history.replaceState(null, '', echadLinkQuery(l));
    setReadySeat(null);
    setLink(l); // the effect above deals it, on the actor for this mode
  };

  const session = snapshot.context.session;
  if (!session || !link) {
    return (
      <div class="match">
        <Notice text={notice} />
        <EchadSetup onStart={start} />
      </div>
    );
  }
  const game = session.game;
  const acting = toAct(game);
  const nameOf = mode === 'pass' ? (seat: number) => `Player ${seat + 1}` : seatName;
  const viewer = mode === 'pass' ? (acting ?? readySeat ?? LEARNER) : LEARNER;
  const private_ = mode === 'pass' && acting !== null && readySeat !== acting;
  const send = (move: EchadMove) => actor.send(eventFor(move, viewer));
  const last = session.last;
  return (
    <div class="match">
      <p class="match-status" aria-live="polite">
        Round {game.round} · top card <Bidi text={cardLabel(topCard(game))} /> · colour {game.colour ?? 'to be chosen'}{' '}
        · {acting !== null ? `${nameOf(acting)} to play` : game.status === 'round-over' ? 'round over' : 'game over'}
      </p>
      {private_ && acting !== null && (
        <div class="privacy" role="dialog" aria-modal="false" aria-labelledby="privacy-title">
          <h2 id="privacy-title">Pass the device to {nameOf(acting)}</h2>
          <p>Everyone else, look away. {nameOf(acting)}, tap the button when only you can see the screen.</p>
          <button type="button" class="action primary" onClick={() => setReadySeat(acting)} autoFocus>
            I’m ready — show {nameOf(acting)}’s cards
          </button>
        </div>
      )}
      <div class="step-body">
        <div class="step-main">
          <EchadTable
            game={game}
            viewer={viewer}
            hidden={private_}
            nameOf={nameOf}
            onPlay={(card, echad) => send({ type: 'play', card, echad })}
            onDraw={() => send({ type: 'draw' })}
            onKeep={() => send({ type: 'keep' })}
            onColour={(colour) => send({ type: 'choose-colour', colour })}
            onChallenge={(by) => send({ type: 'challenge', by })}
          />
          <VerdictPanel
            attempt={last ? formatMove(last.move) : undefined}
            explanation={last ? explain(last.verdict, messages, { you: nameOf(0) }) : null}
            rulesHref={rulesHref}
          />
          <MatchTools
            undoLabel="Undo the last move"
            canUndo={session.undo.length > 0}
            onUndo={() => actor.send({ type: 'move.undo' })}
            next={
              game.status === 'round-over'
                ? { label: 'Next round', onClick: () => actor.send({ type: 'round.next' }) }
                : game.status === 'game-over'
                  ? { label: 'New game', onClick: () => actor.send({ type: 'match.new' }) }
                  : null
            }
            share={{ href: `${location.pathname}${echadLinkQuery(link)}`, seed: link.seed }}
          >
            {mode === 'computer' && (
              <PaceSelect pace={snapshot.context.pace} onPace={(ms) => actor.send({ type: 'pace.set', ms })} />
            )}
          </MatchTools>
          {game.status !== 'playing' && <Scores game={game} nameOf={nameOf} />}
        </div>
        <EchadPhases snapshot={snapshot} viewer={viewer} messages={messages} rulesHref={rulesHref} nameOf={nameOf} />
      </div>
      <MoveLog
        log={session.log}
        formatMove={formatMove}
        nameOf={nameOf}
        messages={messages}
        rulesHref={rulesHref}
        you={nameOf(0)}
      />
    </div>
  );
}
