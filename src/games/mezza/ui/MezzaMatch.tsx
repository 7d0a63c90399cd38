/**
 * A whole Mezza match, against computer players or for several people taking turns on one
 * screen: the Mezza table, setup fields and phase panel inside the generic match frame, which
 * hides each hand between turns when people share the device.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { RuleMessages } from '../../../engine/catalogue';
import { LEARNER, type Attempt } from '../../../engine/session';
import { firstToMove } from '../actors';
import { mezzaLinkQuery, parseMezzaLink, type MezzaLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { mezzaMatchMachine } from '../match-machine';
import { formatMove } from '../moves';
import { toAct } from '../rules';
import { scoreSheet } from '../score-sheet';
import { MAX_PLAYERS, type MezzaMove, type MezzaState } from '../state';
import { seatName } from '../table';
import { view } from '../view';
import { NOBODY } from '../../../widgets/match/privacy';
import { sessionSeenBy, useInspector } from '../../../widgets/inspector';
import { useSnapshot } from '../../../widgets/useActor';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { paceFromAddress } from '../../../widgets/match/PaceSelect';
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

/** A refused try names cards in its player's hand: the others do not see it on a shared screen. */
const secret = (a: Attempt<MezzaMove, string>) => !a.verdict.ok;

/** "Game 1 of 1 · The pile counts as 3½. · Player 3 to play · Snatch with ½? You answer first". */
function statusLine(game: MezzaState, nameOf: (seat: number) => string, asked: number | null): string {
  const acting = toAct(game);
  const where =
    acting !== null ? `${nameOf(acting)} to play` : game.status === 'deal-over' ? 'game over' : 'match over';
  const ask = asked === null ? null : windowQuestion(game, asked);
  const first = ask && asked !== null ? ` · ${ask.question} ${nameOf(asked)} answer${nameOf(asked) === 'You' ? '' : 's'} first` : '';
  return `Game ${game.game} of ${game.options.games} · ${pileWords(game)} · ${where}${first}`;
}

export default function MezzaMatch({ messages, rulesHref }: Props) {
  const [link, setLink] = useState<MezzaLink | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const mode = link?.mode ?? 'computer';
  // The inspector shows the table as the learner sees it; on a shared screen, as nobody's hand.
  const inspect = useInspector(sessionSeenBy(view, mode === 'pass' ? NOBODY : LEARNER));
  const actor = useMemo(() => {
    const pace = paceFromAddress(DEFAULT_PACE);
    const bots = mode === 'computer' ? Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => i + 1) : [];
    const a = createActor(mezzaMatchMachine, { input: { bots, pace }, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
  }, [inspect, mode]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot = useSnapshot(actor);

  useEffect(() => {
    if (link) {
      actor.send({ type: 'match.start', options: link.options, seed: link.seed });
      return;
    }
    const read = parseMezzaLink(location.search);
    if (read === null) return;
    if ('error' in read) {
      setNotice(`This game link could not be used: ${read.error}. Choose the options below to start a match.`);
      history.replaceState(null, '', location.pathname);
      return;
    }
    setLink(read);
  }, [actor, link]);

  const start = (l: MezzaLink) => {
    history.replaceState(null, '', mezzaLinkQuery(l));
    setLink(l); // the effect above deals it, on the actor for this mode
  };

  const session = link ? snapshot.context.session : null;
  const game = session?.game;
  const shared = mode === 'pass';
  const nameOf = shared ? (seat: number) => `Player ${seat + 1}` : seatName;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      notice={notice}
      setup={<MezzaSetup onStart={start} />}
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
      phases={({ viewer }) => (
        <MezzaPhases snapshot={snapshot} viewer={viewer} messages={messages} rulesHref={rulesHref} nameOf={nameOf} />
      )}
      formatMove={formatMove}
      nameOf={nameOf}
      messages={messages}
      rulesHref={rulesHref}
      undoLabel={shared ? 'Undo the last move' : 'Undo my last move'}
      onUndo={() => actor.send({ type: 'move.undo' })}
      next={
        game?.status === 'deal-over'
          ? { label: 'Next game', onClick: () => actor.send({ type: 'game.next' }) }
          : over
            ? { label: 'New match', onClick: () => actor.send({ type: 'match.new' }) }
            : null
      }
      share={link && { href: `${location.pathname}${mezzaLinkQuery(link)}`, seed: link.seed }}
      pace={shared ? null : { ms: snapshot.context.pace, onPace: (ms) => actor.send({ type: 'pace.set', ms }) }}
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
      handOver={shared && game ? { acting: firstToMove(game), secret } : null}
    />
  );
}
