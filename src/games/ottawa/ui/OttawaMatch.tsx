/**
 * A whole Ottawa match against computer players: the Ottawa table, setup fields and phase panel
 * inside the generic match frame, driven by Ottawa's match statechart.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { cardLabel } from '../../../engine/french-deck';
import { LEARNER } from '../../../engine/session';
import { botReason } from '../bot';
import { ottawa } from '../engine';
import { ottawaLink } from '../link';
import { DEFAULT_PACE } from '../machine';
import { ottawaMatchMachine } from '../match-machine';
import { ottawaWords } from '../move-words';
import { seatName } from '../rules';
import type { OttawaState } from '../state';
import { secretMove, view } from '../view';
import { MatchShell } from '../../../widgets/match/MatchShell';
import { matchOpening } from '../../../widgets/match/ResumeOffer';
import { useMatchActor } from '../../../widgets/match/useMatchActor';
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
    game.status === 'playing'
      ? `${seatName(game.current)} to play`
      : game.status === 'deal-over'
        ? 'deal over'
        : 'match over';
  return `Deal ${game.deal} · dealer ${seatName(game.dealer)} · top card ${cardLabel(game.discard[game.discard.length - 1]!)} · ${where}`;
}

/** How a match begins, runs and is kept (the kit's useMatchActor). */
const MATCH = {
  game: 'ottawa',
  engine: ottawa,
  format: ottawaLink,
  because: botReason,
  defaultPace: DEFAULT_PACE,
  machine: ottawaMatchMachine,
  view,
  // Every seat of the largest table but the learner's.
  computerSeats: Array.from({ length: 7 }, (_, i) => i).filter((i) => i !== LEARNER),
  seatName,
  nextDeal: { label: 'Next deal', event: 'deal.next' },
};

export default function OttawaMatch({ messages, rulesHref }: Props) {
  const { begin, actor, snapshot, chart, session, unsaved, controls } = useMatchActor(MATCH);
  const { autoPass } = snapshot.context;
  const game = session?.game;
  const over = game?.status === 'match-over';
  return (
    <MatchShell
      {...matchOpening(begin, unsaved, <OttawaSetup onStart={begin.start} />)}
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
      phases={() => <OttawaPhases game={game} chart={chart} messages={messages} rulesHref={rulesHref} />}
      words={ottawaWords}
      secretMove={secretMove}
      messages={messages}
      rulesHref={rulesHref}
      {...controls}
      tools={
        <label>
          <input
            type="checkbox"
            checked={autoPass}
            onChange={() => actor.send({ type: 'autopass.set', on: !autoPass })}
          />{' '}
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
