/**
 * A whole Ottawa match against computer players: the Ottawa table, setup fields and phase panel
 * inside the generic match frame, driven by Ottawa's match statechart.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { cardLabel } from '../../../engine/french-deck';
import { LEARNER } from '../../../engine/session';
import { gameLinkQuery, parseGameLink, type GameLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { ottawaMatchMachine } from '../match-machine';
import { ottawaWords } from '../move-words';
import { seatName } from '../rules';
import type { OttawaState } from '../state';
import { secretMove, view } from '../view';
import { sessionSeenBy, useInspector } from '../../../widgets/inspector';
import { useSnapshot } from '../../../widgets/useActor';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { paceFromAddress } from '../../../widgets/match/PaceSelect';
import { scoreSheet } from '../score-sheet';
import { OttawaPhases } from './OttawaPhases';
import { OttawaSetup } from './OttawaSetup';
import { OttawaTable } from './OttawaTable';

interface Props {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
}

function statusLine(game: OttawaState): string {
  const where =
    game.status === 'playing' ? `${seatName(game.current)} to play` : game.status === 'deal-over' ? 'deal over' : 'match over';
  return `Deal ${game.deal} · dealer ${seatName(game.dealer)} · top card ${cardLabel(game.discard[game.discard.length - 1]!)} · ${where}`;
}

export default function OttawaMatch({ messages, rulesHref }: Props) {
  // The inspector shows the table as the learner sees it.
  const inspect = useInspector(sessionSeenBy(view, LEARNER));
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

  const { session, pace, autoPass } = snapshot.context;
  const game = session?.game;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      notice={notice}
      setup={<OttawaSetup onStart={start} />}
      session={session}
      status={game && statusLine(game)}
      table={() =>
        game && (
          <OttawaTable
            // The table is drawn from the learner's view: the other hands are not in the page at all.
            game={view(game, LEARNER)}
            onPlay={(card) => actor.send({ type: 'card.play', card, seat: LEARNER })}
            onDraw={() => actor.send({ type: 'stock.draw', seat: LEARNER })}
            onPass={() => actor.send({ type: 'turn.pass', seat: LEARNER })}
          />
        )
      }
      phases={() => <OttawaPhases snapshot={snapshot} messages={messages} rulesHref={rulesHref} />}
      words={ottawaWords}
      secretMove={secretMove}
      nameOf={seatName}
      messages={messages}
      rulesHref={rulesHref}
      undoLabel="Undo my last move"
      onUndo={() => actor.send({ type: 'move.undo' })}
      next={
        game?.status === 'deal-over'
          ? { label: 'Next deal', onClick: () => actor.send({ type: 'deal.next' }) }
          : over
            ? { label: 'New match', onClick: () => actor.send({ type: 'match.new' }) }
            : null
      }
      share={link ? { href: `${location.pathname}${gameLinkQuery(link)}`, seed: link.seed } : null}
      pace={{ ms: pace, onPace: (ms) => actor.send({ type: 'pace.set', ms }) }}
      tools={
        <label>
          <input type="checkbox" checked={autoPass} onChange={() => actor.send({ type: 'autopass.set', on: !autoPass })} />{' '}
          Pass for me when no card fits
        </label>
      }
      scores={
        game && game.status !== 'playing'
          ? {
              sheet: scoreSheet(game),
              caption: over ? 'Final scores' : `Scores after deal ${game.deal}`,
              rowsAre: 'Deal',
            }
          : null
      }
    />
  );
}
