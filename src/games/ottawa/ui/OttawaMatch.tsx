/**
 * A whole Ottawa match against computer players: setup, every deal, scoring and
 * the match result. The learner's attempts get verdicts; the computer's moves are
 * logged with their reasons; the last move can be undone; the link reproduces the deal.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { cardLabel } from '../../../engine/french-deck';
import { explain } from '../../../engine/explain';
import { LEARNER } from '../../../engine/session';
import { gameLinkQuery, parseGameLink, type GameLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { ottawaMatchMachine } from '../match-machine';
import { formatMove } from '../moves';
import { seatName } from '../rules';
import { winners } from '../scoring';
import type { OttawaState } from '../state';
import { useInspector } from '../../../widgets/inspector';
import { useSnapshot } from '../../../widgets/useActor';
import { MatchTools } from '../../../widgets/match/MatchTools';
import { MoveLog } from '../../../widgets/match/MoveLog';
import { ScoreTable } from '../../../widgets/match/ScoreTable';
import { PaceSelect, paceFromAddress } from '../../../widgets/match/PaceSelect';
import { Notice } from '../../../widgets/Notice';
import { VerdictPanel } from '../../../widgets/VerdictPanel';
import { MatchSetup } from './MatchSetup';
import { OttawaPhases } from './OttawaPhases';
import { OttawaTable } from './OttawaTable';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

function Scores({ game }: { game: OttawaState }) {
  const over = game.status === 'match-over';
  return (
    <ScoreTable
      caption={`${over ? 'Final scores' : `Scores after deal ${game.deal}`}${
        game.wentOut !== null ? ` — ${seatName(game.wentOut)} went out (OT-22)` : ''
      }`}
      thisPart="This deal"
      totalLabel="Match total"
      names={game.scores.map((_, seat) => seatName(seat))}
      part={game.dealPoints}
      totals={game.scores}
      winners={over ? winners(game) : []}
      winsText=" — wins"
    />
  );
}

export default function OttawaMatch({ messages, rulesHref }: Props) {
  const inspect = useInspector();
  const actor = useMemo(() => {
    const seats = Array.from({ length: 7 }, (_, i) => i).filter((i) => i !== LEARNER);
    const pace = paceFromAddress(DEFAULT_PACE);
    const a = createActor(ottawaMatchMachine, { input: { bots: seats, pace }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [inspect]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor);
  const [notice, setNotice] = useState<string | undefined>();
  const [link, setLink] = useState<GameLink | null>(null);

  const start = (l: GameLink) => {
    setLink(l);
    history.replaceState(null, '', gameLinkQuery(l));
    actor.send({ type: 'match.start', options: l.options, seed: l.seed });
  };

  useEffect(() => {
    const read = parseGameLink(location.search);
    if (read === null) return;
    if ('error' in read) {
      setNotice(`This game link could not be used: ${read.error}. Choose the options below to start a match.`);
      history.replaceState(null, '', location.pathname);
      return;
    }
    start(read);
  }, [actor]);

  const session = snapshot.context.session;
  if (!session) {
    return (
      <div class="match">
        <Notice text={notice} />
        <MatchSetup onStart={start} />
      </div>
    );
  }
  const game = session.game;
  const last = session.last;
  const shareHref = link ? `${location.pathname}${gameLinkQuery(link)}` : '';
  return (
    <div class="match">
      <p class="match-status" aria-live="polite">
        Deal {game.deal} · dealer {seatName(game.dealer)} · top card {cardLabel(game.discard[game.discard.length - 1]!)}{' '}
        ·{' '}
        {game.status === 'playing'
          ? `${seatName(game.current)} to play`
          : game.status === 'deal-over'
            ? 'deal over'
            : 'match over'}
      </p>
      <div class="step-body">
        <div class="step-main">
          <OttawaTable
            game={game}
            onPlay={(card) => actor.send({ type: 'card.play', card, seat: LEARNER })}
            onDraw={() => actor.send({ type: 'stock.draw', seat: LEARNER })}
            onPass={() => actor.send({ type: 'turn.pass', seat: LEARNER })}
          />
          <VerdictPanel
            attempt={last ? formatMove(last.move) : undefined}
            explanation={last ? explain(last.verdict, messages) : null}
            rulesHref={rulesHref}
          />
          <MatchTools
            undoLabel="Undo my last move"
            canUndo={session.undo.length > 0}
            onUndo={() => actor.send({ type: 'move.undo' })}
            next={
              game.status === 'deal-over'
                ? { label: 'Next deal', onClick: () => actor.send({ type: 'deal.next' }) }
                : game.status === 'match-over'
                  ? { label: 'New match', onClick: () => actor.send({ type: 'match.new' }) }
                  : null
            }
            share={link ? { href: shareHref, seed: link.seed } : null}
          >
            <PaceSelect pace={snapshot.context.pace} onPace={(ms) => actor.send({ type: 'pace.set', ms })} />
            <label>
              <input
                type="checkbox"
                checked={snapshot.context.autoPass}
                onChange={() => actor.send({ type: 'autopass.set', on: !snapshot.context.autoPass })}
              />{' '}
              Pass for me when no card fits
            </label>
          </MatchTools>
          {game.status !== 'playing' && <Scores game={game} />}
        </div>
        <OttawaPhases snapshot={snapshot} messages={messages} rulesHref={rulesHref} />
      </div>
      <MoveLog log={session.log} formatMove={formatMove} nameOf={seatName} messages={messages} rulesHref={rulesHref} />
    </div>
  );
}
