/**
 * The running match of a play page, the same for every game: begun from a saved match, a shared
 * link or the setup form (useMatchStart); its statechart actor with the computer players in the
 * seats the game gives it for the chosen link; the inspector seeing the table as the page's viewer
 * may (nobody's hand when people share the device); the match kept after every move; and the frame's
 * seat names and controls that only send the chart its events (undo, the next deal or a new match,
 * the computer's pace, the link to share).
 */
import { useEffect, useMemo } from 'preact/hooks';
import {
  createActor,
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import type { MatchLink } from '../../engine/match-link';
import { LEARNER, type Session } from '../../engine/session';
import { chartPicture } from '../chart-picture';
import { useInspector } from '../inspector';
import { playerName } from '../../engine/names';
import { useSnapshot } from '../useActor';
import { sessionSeenBy } from './conceal';
import { NOBODY } from './privacy';
import { useBegin, useMatchSaving, useMatchStart, type MatchStartConfig } from './useMatchStart';
import { useMatchWords } from './words';

export interface MatchActorConfig<
  S,
  M,
  O,
  R extends string,
  L extends MatchLink<O>,
  TMachine extends AnyStateMachine,
> extends MatchStartConfig<S, M, O, R, L> {
  /** The game's match statechart (its lesson chart with dealing, computer players and the next deal). */
  readonly machine: TMachine;
  /** The seats the computer plays when people do not share the device. */
  readonly computerSeats: readonly number[];
  /** More of the chart's input read from the link (a house rule of the computer players). */
  readonly input?: (link: L | null) => Readonly<Record<string, unknown>>;
  /** A seat's name beside computer players ("You", "Player 2"); on a shared device the name typed, else `playerName`'s. */
  readonly seatName: (seat: number) => string;
  /** A seat's name on a shared device ("Player 1"), in the page's language; English unless given. */
  readonly playerName?: (seat: number) => string;
  /** Once a deal is over: the button's words and the chart's event that deals the next. */
  readonly nextDeal: { readonly label: string; readonly event: string };
  /** The words of the button that starts over once the match is over; "New match" unless the game says otherwise. */
  readonly newMatchLabel?: string;
}

type Context<S, M, R extends string> = { readonly session: Session<S, M, R> | null; readonly pace: number };

export function useMatchActor<S, M, O, R extends string, L extends MatchLink<O>, TMachine extends AnyStateMachine>(
  config: MatchActorConfig<S, M, O, R, L, TMachine>,
) {
  const begin = useMatchStart(config);
  const link = begin.begun?.link ?? null;
  // People share one device when the link says so: then no seat is the computer's and every hand
  // is hidden between turns.
  const shared = link?.mode === 'pass';
  const extra = config.input?.(link) ?? {};
  // The inspector shows the table as the learner sees it; on a shared screen, as nobody's hand.
  const inspect = useInspector(sessionSeenBy(config.engine.view, shared ? NOBODY : LEARNER));
  const actor = useMemo(() => {
    const input = { bots: shared ? [] : config.computerSeats, pace: begin.pace, ...extra };
    // Every game's chart, read by what all have in common (SessionInput, SessionEvent of the engine's session-machine.ts).
    const a = createActor(config.machine as AnyStateMachine, { input, ...(inspect ? { inspect } : {}) });
    a.start();
    return a;
    // A new actor when the inspector connects or the kind of match changes: who plays, and what the computer does.
  }, [inspect, shared, JSON.stringify(extra)]);
  useEffect(() => () => actor.stop(), [actor]);
  const snapshot: AnyMachineSnapshot = useSnapshot(actor);

  // Deals the chosen game, or takes up the saved one, on the actor for its mode.
  useBegin(actor, begin.begun);

  const context = snapshot.context as Context<S, M, R>;
  const session = link ? context.session : null;
  const unsaved = useMatchSaving(config, link, session, context.pace);
  const progress = session ? config.engine.progress(session.game) : 'playing';
  const words = useMatchWords();
  // On a shared device each seat is called by the name typed for it at the setup, or by its number.
  const numbered = config.playerName ?? playerName;
  const typed = link?.names ?? [];
  const nameOf = shared ? (seat: number) => typed[seat] || numbered(seat) : config.seatName;
  /**
   * What the match frame's seat names, undo, next-deal, pace and share controls are: the controls
   * only send the chart events.
   */
  const controls = {
    nameOf,
    // On a shared device the last move may be anyone's; beside computer players it is the learner's.
    undoLabel: shared ? words.undoLast : words.undoMine,
    mayUndo: (seat: number) => snapshot.can({ type: 'move.undo', seat }),
    onUndo: (seat: number) => actor.send({ type: 'move.undo', seat }),
    next:
      progress === 'deal-over'
        ? { label: config.nextDeal.label, onClick: () => actor.send({ type: config.nextDeal.event }) }
        : progress === 'match-over'
          ? { label: config.newMatchLabel ?? words.newMatch, onClick: () => actor.send({ type: 'match.new' }) }
          : null,
    pace: shared ? null : { ms: context.pace, onPace: (ms: number) => actor.send({ type: 'pace.set', ms }) },
    share: link && { href: `${location.pathname}${config.format.write(link)}`, seed: link.seed },
  };
  return {
    begin,
    shared,
    actor: actor as ActorRefFrom<TMachine>,
    snapshot: snapshot as SnapshotFrom<TMachine>,
    /** The phase chart of the match as it stands. */
    chart: chartPicture(config.machine, snapshot),
    session,
    /** Where the match stands ('playing' before the first deal). */
    progress,
    unsaved,
    controls,
  };
}
