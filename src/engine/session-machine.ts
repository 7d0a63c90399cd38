/**
 * What every game's turn statechart does the same way around its session (session.ts), written
 * once. A game's machine.ts calls `sessionChart` and spreads what it returns into its XState
 * `setup()`: the context fields (session, bots, pace) and their initialiser, the events every
 * chart takes (SessionEvent), the seat an event comes from, the actions `attempt`, `undo`,
 * `restoreMatch`, `newMatch` and `setPace`, the guards `inSetup`, `dealOver`, `matchOver` (where
 * the match stands, by the engine's progress), `canUndo` and `botToAct`, the delay
 * `botDelay` and the root's `pace.set` handler. `sessionStates` writes the states and transitions
 * every chart has alike: the routing state's first entries, the handlers of the setup, deal-over
 * and match-over states, a move's attempt, undo in play and the computer players' turn. The game
 * still writes its own events and how they become moves (moveOf), its own context fields, guards,
 * states, their meta and its own transitions.
 *
 * The three actions only a match needs — `startMatch` (dealing from a seed), `botStep` (a
 * computer player's move) and `nextDeal` — do nothing in the lesson chart, whose steps start from
 * a written position; a game's match-machine.ts gives them with `machine.provide({ actions:
 * matchActions(…) })`.
 */
import { assign, type ActionFunction, type EventObject, type MachineContext } from 'xstate';
import type { GameEngine } from './game';
import {
  LEARNER,
  attempt,
  botSeat,
  botStep,
  mayUndo,
  newSession,
  replaceGame,
  undoLast,
  type BotSeats,
  type Judge,
  type Session,
} from './session';

/** The context every chart has; a game's context extends it with its own fields. */
export interface SessionContext<S, M, R extends string> {
  readonly session: Session<S, M, R> | null;
  /** Seats played by the computer; in lessons and pass-the-device games there are none. */
  readonly bots: readonly number[];
  /** Milliseconds between computer moves, so a person can follow them. */
  readonly pace: number;
}

/** What a guard reads of a chart's context: the game being played, if a match is dealt. */
export interface GameContext<S> {
  readonly session: { readonly game: S } | null;
}

/** The game of a chart's session, or null before a match is dealt. */
export function gameOf<S>(context: GameContext<S>): S | null {
  return context.session?.game ?? null;
}

/** A game whose state names the step of the turn and what just happened, each by its `kind`. */
interface StepsAndEvents {
  readonly status: string;
  readonly step: { readonly kind: string };
  readonly event: { readonly kind: string } | null;
}

/**
 * Guards for a game that names its steps and events by `kind`: `stepIs(kind)` while the game is
 * being played and the turn is at that step, `eventIs(kind)` when that has just happened.
 */
export function kindGuards<S extends StepsAndEvents>() {
  return {
    stepIs:
      (kind: S['step']['kind']) =>
      ({ context }: { context: GameContext<S> }): boolean => {
        const g = gameOf(context);
        return g !== null && g.status === 'playing' && g.step.kind === kind;
      },
    eventIs:
      (kind: NonNullable<S['event']>['kind']) =>
      ({ context }: { context: GameContext<S> }): boolean =>
        gameOf(context)?.event?.kind === kind,
  };
}

/** What a chart is started with: a written position (a lesson step) or nothing (a match to deal). */
export interface SessionInput<S> {
  readonly game?: S;
  readonly bots?: readonly number[];
  readonly botRng?: number;
  readonly pace?: number;
}

/** The events every chart takes, besides the game's own moves and its event for the next deal. */
export type SessionEvent<S, M, R extends string, O> =
  | { type: 'match.start'; options: O; seed: string }
  | { type: 'match.restore'; session: Session<S, M, R> }
  | { type: 'move.undo'; seat?: number }
  | { type: 'match.new' }
  | { type: 'pace.set'; ms: number };

/**
 * What the kit reads of a chart's events: every event has a type, and where an event carries a
 * seat, a session, a pace, or options and a seed (the SessionEvent fields), they have these types.
 */
export interface ChartEvent<S, M, R extends string, O = unknown> extends EventObject {
  readonly seat?: number;
  readonly session?: Session<S, M, R>;
  readonly ms?: number;
  readonly options?: O;
  readonly seed?: string;
}

/** The rules a chart judges attempts and undo with; dealing and computer players come with the match. */
export type ChartRules<S, M, R extends string> = Judge<S, M, unknown, R> &
  Pick<GameEngine<S, M, unknown, R>, 'apply' | 'progress'>;

/** An action of a chart with context C and events E that changes its context. */
export type ChartAction<C extends MachineContext, E extends EventObject> = ActionFunction<
  C,
  E,
  E,
  unknown,
  never,
  never,
  never,
  never,
  never
>;

/** The seat an event comes from: the seat it names, else the learner's. */
export function seatOf(event: { readonly type: string; readonly seat?: number }): number {
  return event.seat ?? LEARNER;
}

/**
 * An action that changes the kit's own fields of a game's context C. C extends SessionContext, so
 * it has these fields with these types; TypeScript cannot see that through the generic Partial<C>.
 */
function changing<C extends SessionContext<S, M, R>, E extends EventObject, S, M, R extends string>(
  fn: (args: { readonly context: C; readonly event: E }) => Partial<SessionContext<S, M, R>>,
): ChartAction<C, E> {
  return assign<C, E, unknown, E, never>((args) => fn(args) as Partial<C>);
}

/** What a game gives sessionChart. */
export interface SessionChartKit<C, E, S, M, R extends string> {
  /**
   * The chart's context and event types: the object the game gives its `setup({ types })`. XState
   * checks every action against a chart's exact context and events, so the kit's are made for them.
   */
  readonly types: { readonly context: C; readonly events: E };
  readonly rules: ChartRules<S, M, R>;
  /** The engine's move for a move event; null for every other event. */
  readonly moveOf: (event: E) => M | null;
  /** The seat an event comes from, where the game's events name it otherwise than by `seat`. */
  readonly seatOf?: (event: E) => number;
  /** Milliseconds between computer moves when the input gives none. */
  readonly pace: number;
}

/** The shared part of a game's turn statechart, to spread into its `setup()` and `createMachine()`. */
export function sessionChart<C extends SessionContext<S, M, R>, E extends ChartEvent<S, M, R>, S, M, R extends string>(
  kit: SessionChartKit<C, E, S, M, R>,
) {
  const { rules, moveOf, pace } = kit;
  const seat = kit.seatOf ?? seatOf;
  type Args = { readonly context: C; readonly event: E };
  const update = changing<C, E, S, M, R>;
  return {
    /** The context at the start: a lesson step's written position, or setup until a match is dealt. */
    context: (input: SessionInput<S>): SessionContext<S, M, R> => ({
      session: input.game ? newSession(input.game, input.botRng ?? 1) : null,
      bots: input.bots ?? [],
      pace: input.pace ?? pace,
    }),
    guards: {
      /** No match dealt yet: a match page before its first deal. */
      inSetup: ({ context }: Args) => context.session === null,
      dealOver: ({ context }: Args) => context.session !== null && rules.progress(context.session.game) === 'deal-over',
      matchOver: ({ context }: Args) =>
        context.session !== null && rules.progress(context.session.game) === 'match-over',
      botToAct: ({ context }: Args) =>
        context.session !== null && botSeat(rules, context.session.game, { bots: context.bots }) !== null,
      canUndo: ({ context, event }: Args) => context.session !== null && mayUndo(rules, context.session, seat(event)),
    },
    actions: {
      // Dealing, computer players and the next deal are provided by the match machine (matchActions):
      // a lesson step starts from a written position and has no computer players.
      startMatch: () => undefined,
      botStep: () => undefined,
      nextDeal: () => undefined,
      attempt: update(({ context, event }) => {
        const move = moveOf(event);
        if (!context.session || !move) return {};
        return { session: attempt(rules, context.session, seat(event), move) };
      }),
      undo: update(({ context, event }) =>
        context.session ? { session: undoLast(rules, context.session, seat(event)) } : {},
      ),
      // A saved match, replayed by the kit (match-record.ts), is taken up where it was left.
      restoreMatch: update(({ event }) =>
        event.type === 'match.restore' && event.session ? { session: event.session } : {},
      ),
      newMatch: update(() => ({ session: null })),
      setPace: update(({ event }) =>
        event.type === 'pace.set' && event.ms !== undefined ? { pace: Math.max(0, event.ms) } : {},
      ),
    },
    delays: {
      botDelay: ({ context }: { readonly context: C }) => context.pace,
    },
    /** The root's handlers: the pace can change in any phase. */
    on: { 'pace.set': { actions: 'setPace' } } as const,
  };
}

/** What a phase state the kit writes must have: a label, so that the phase chart draws it. */
export interface PhaseState {
  readonly meta: { readonly label: string; readonly detail?: string; readonly rules?: readonly string[] };
}

/** How a game's chart names what sessionStates writes for it. */
export interface SessionStatesNames<MatchOver extends string, DealOver extends string, Next extends string> {
  /** The state the chart is in once the match is over; 'matchOver' unless the game names it. */
  readonly matchOver?: MatchOver;
  /** The state the chart is in between deals; 'dealOver' unless the game names it. */
  readonly dealOver?: DealOver;
  /** The event that deals the next deal, taken in the deal-over state. */
  readonly nextDeal: Next;
}

/**
 * The states and transitions every game's chart writes alike, for a chart whose root has id `id`:
 * the routing state's first entries, the setup, deal-over and match-over states' handlers, a
 * move's attempt, undo in play and the computer players' turn. Each returns plain config for the
 * game to place among its own states, so the game's states keep their names, order and meta, and
 * XState checks every guard and action named here against the game's own `setup()`. `_types` is the
 * object the game gives `setup({ types })`: the next-deal event is checked against its events,
 * which XState cannot do for a handler built here.
 */
export function sessionStates<
  E extends EventObject,
  const Id extends string,
  const Next extends E['type'],
  const MatchOver extends string = 'matchOver',
  const DealOver extends string = 'dealOver',
>(_types: { readonly events: E }, id: Id, names: SessionStatesNames<MatchOver, DealOver, Next>) {
  const toRoute = `#${id}.route` as const;
  const matchOver = (names.matchOver ?? 'matchOver') as MatchOver;
  const dealOver = (names.dealOver ?? 'dealOver') as DealOver;
  // Between deals the state routes back by its sibling's name; in play, from inside nested or
  // parallel states, by the route's id.
  const undoBetweenDeals = { 'move.undo': { guard: 'canUndo', actions: 'undo', target: 'route' } } as const;
  const botMove = { guard: 'botToAct', actions: 'botStep', target: toRoute } as const;
  return {
    /**
     * The routing state: before a deal to setup, then the match's end before the deal's (the last
     * deal ends both), then the game's own entries, in order.
     */
    route: <const Own extends readonly unknown[]>(...own: Own) => ({
      always: [
        { guard: 'inSetup', target: 'setup' } as const,
        { guard: 'matchOver', target: matchOver } as const,
        { guard: 'dealOver', target: dealOver } as const,
        ...own,
      ] as const,
    }),
    /** The setup state: a match is dealt from its options, or a saved one taken up. */
    setup: <const T extends PhaseState>(state: T) => ({
      ...state,
      on: {
        'match.start': { actions: 'startMatch', target: 'route' },
        'match.restore': { actions: 'restoreMatch', target: 'route' },
      } as const,
    }),
    /** The deal-over state (which may have states of its own): the next deal, or undo of the last move. */
    dealOver: <const T extends PhaseState>(state: T) => ({
      ...state,
      on: {
        ...({ [names.nextDeal]: { actions: 'nextDeal', target: 'route' } } as {
          readonly [K in Next]: { readonly actions: 'nextDeal'; readonly target: 'route' };
        }),
        ...undoBetweenDeals,
      },
    }),
    /**
     * The match-over state: a new match. No undo: once the match is over it stands (session.ts
     * `mayUndo`).
     */
    matchOver: <const T extends PhaseState>(state: T) => ({
      ...state,
      on: { 'match.new': { actions: 'newMatch', target: 'route' } } as const,
    }),
    /** A move event's transition: the session judges the attempt, then the chart routes. */
    move: { actions: 'attempt', target: toRoute } as const,
    /** The playing state's undo handler. */
    undo: { 'move.undo': { guard: 'canUndo', actions: 'undo', target: toRoute } } as const,
    /**
     * The playing state's `after`: when the pace has passed, a computer player due to act moves,
     * else the game's own entries are tried in order.
     */
    after: <const Own extends readonly unknown[]>(...own: Own) => ({
      botDelay: [botMove, ...own] as const,
    }),
  };
}

/** What a game gives matchActions. */
export interface MatchKit<C, S, M, O, R extends string> {
  readonly engine: GameEngine<S, M, O, R>;
  /** Why a computer player chose its move, for the log. */
  readonly because: (move: M, game: S) => string;
  /** The engine a computer player decides with, where it is not `engine` (it may depend on the context). */
  readonly botEngine?: (context: C) => GameEngine<S, M, O, R>;
  /**
   * The computer-played seats that may act next, where not every seat in `bots` on its turn or
   * decision; null when none may.
   */
  readonly botSeats?: (game: S, bots: readonly number[]) => BotSeats | null;
}

/**
 * The actions a match machine provides to its lesson chart: `startMatch` deals from the event's
 * options and seed (keeping the computer's random state), `botStep` makes the next computer
 * player's move, `nextDeal` deals the next deal. Their context and event types come from the
 * machine they are provided to.
 */
export function matchActions<
  C extends SessionContext<S, M, R>,
  E extends ChartEvent<S, M, R, O>,
  S,
  M,
  O,
  R extends string,
>(
  kit: MatchKit<C, S, M, O, R>,
): { startMatch: ChartAction<C, E>; botStep: ChartAction<C, E>; nextDeal: ChartAction<C, E> } {
  const { engine, because } = kit;
  const update = changing<C, E, S, M, R>;
  return {
    startMatch: update(({ context, event }) =>
      event.type === 'match.start' && event.options !== undefined && event.seed !== undefined
        ? { session: newSession(engine.setup(event.options, event.seed), context.session?.botRng ?? 1) }
        : {},
    ),
    botStep: update(({ context }) => {
      if (!context.session) return {};
      const seats = kit.botSeats ? kit.botSeats(context.session.game, context.bots) : { bots: context.bots };
      if (seats === null) return {};
      return { session: botStep(kit.botEngine?.(context) ?? engine, context.session, seats, because) };
    }),
    nextDeal: update(({ context }) =>
      context.session ? { session: replaceGame(context.session, engine.nextDeal(context.session.game)) } : {},
    ),
  };
}
