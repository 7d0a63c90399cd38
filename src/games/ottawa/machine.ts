/**
 * Ottawa's turn statechart. The engine decides what is legal; the chart says
 * which phase the table is in (setup, a turn before or after the optional draw,
 * a finished deal, a finished match) and sequences the computer players.
 * Guards and actions are one-line wrappers over the engine and the session.
 */
import { assign, setup as machineSetup } from 'xstate';
import type { Card } from '../../engine/french-deck';
import { LEARNER, attempt, botSeat, newSession, undoLast, type Session } from '../../engine/session';
import { actors, moverOf } from './actors';
import type { OttawaRuleId } from './rule-ids';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import type { OttawaMove, OttawaOptions, OttawaState } from './state';

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf };

export type OttawaSession = Session<OttawaState, OttawaMove, OttawaRuleId>;

export interface OttawaContext {
  readonly session: OttawaSession | null;
  /** Seats played by the computer; in lessons there are none. */
  readonly bots: readonly number[];
  /** Milliseconds between computer moves, so a person can follow them. */
  readonly pace: number;
  /** Pass for the learner when no card fits and no draw is required (a convenience in long deals). */
  readonly autoPass: boolean;
}

export type OttawaEvent =
  | { type: 'match.start'; options: OttawaOptions; seed: string }
  | { type: 'card.play'; card: Card; seat?: number }
  | { type: 'stock.draw'; seat?: number }
  | { type: 'turn.pass'; seat?: number }
  | { type: 'move.undo' }
  | { type: 'deal.next' }
  | { type: 'match.new' }
  | { type: 'pace.set'; ms: number }
  | { type: 'autopass.set'; on: boolean };

export interface OttawaInput {
  readonly game?: OttawaState;
  readonly bots?: readonly number[];
  readonly botRng?: number;
  readonly pace?: number;
}

export const DEFAULT_PACE = 700;

function moveOf(event: OttawaEvent): OttawaMove | null {
  switch (event.type) {
    case 'card.play':
      return { type: 'play', card: event.card };
    case 'stock.draw':
      return { type: 'draw' };
    case 'turn.pass':
      return { type: 'pass' };
    default:
      return null;
  }
}

function seatOf(event: OttawaEvent): number {
  return 'seat' in event && event.seat !== undefined ? event.seat : LEARNER;
}

function status(context: OttawaContext): OttawaState['status'] | 'setup' {
  return context.session ? context.session.game.status : 'setup';
}

const tryMove = { actions: 'attempt', target: '#ottawa.route' } as const;

export const ottawaMachine = machineSetup({
  types: {
    context: {} as OttawaContext,
    events: {} as OttawaEvent,
    input: {} as OttawaInput,
  },
  guards: {
    inSetup: ({ context }) => status(context) === 'setup',
    matchOver: ({ context }) => status(context) === 'match-over',
    dealOver: ({ context }) => status(context) === 'deal-over',
    drewThisTurn: ({ context }) => context.session?.game.drewThisTurn === true,
    botToAct: ({ context }) =>
      context.session !== null && botSeat(rules, context.session.game, { bots: context.bots }) !== null,
    canUndo: ({ context }) => (context.session?.undo.length ?? 0) > 0,
    autoPassLearner: ({ context }) => {
      const game = context.session?.game;
      if (!game || !context.autoPass || toAct(game) !== LEARNER) return false;
      const moves = legalMoves(game);
      return moves.some((m) => m.type === 'pass') && !moves.some((m) => m.type === 'play');
    },
  },
  actions: {
    // Dealing, computer players and the next deal are provided by the match machine (match-machine.ts):
    // a lesson step starts from a written position and has no computer players.
    startMatch: () => undefined,
    attempt: assign(({ context, event }) => {
      const move = moveOf(event);
      if (!context.session || !move) return {};
      return { session: attempt(rules, context.session, seatOf(event), move) };
    }),
    botStep: () => undefined,
    autoPass: assign(({ context }) =>
      context.session
        ? {
            session: attempt(
              rules,
              context.session,
              LEARNER,
              { type: 'pass' },
              { because: 'passed for you: no card fits' },
            ),
          }
        : {},
    ),
    setAutoPass: assign(({ event }) => (event.type === 'autopass.set' ? { autoPass: event.on } : {})),
    undo: assign(({ context }) => (context.session ? { session: undoLast(context.session) } : {})),
    nextDeal: () => undefined,
    newMatch: assign({ session: null }),
    setPace: assign(({ event }) => (event.type === 'pace.set' ? { pace: Math.max(0, event.ms) } : {})),
  },
  delays: {
    botDelay: ({ context }) => context.pace,
  },
}).createMachine({
  id: 'ottawa',
  context: ({ input }) => ({
    session: input.game ? newSession(input.game, input.botRng ?? 1) : null,
    bots: input.bots ?? [],
    pace: input.pace ?? DEFAULT_PACE,
    autoPass: false,
  }),
  on: { 'pace.set': { actions: 'setPace' }, 'autopass.set': { actions: 'setAutoPass' } },
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'inSetup', target: 'setup' },
        { guard: 'matchOver', target: 'matchOver' },
        { guard: 'dealOver', target: 'dealOver' },
        { guard: 'drewThisTurn', target: 'turn.drawn' },
        { target: 'turn.open' },
      ],
    },
    setup: {
      meta: {
        label: 'Setup',
        detail: 'agree the match length, choose the dealer, deal',
        rules: ['OT-06', 'OT-07', 'OT-09'],
      },
      on: { 'match.start': { actions: 'startMatch', target: 'route' } },
    },
    turn: {
      meta: { label: 'A turn', detail: 'one player acts, then play moves clockwise', rules: ['OT-15'] },
      initial: 'open',
      states: {
        open: {
          meta: {
            label: 'Draw or play',
            detail: 'take one card if you like, or play, or pass',
            rules: ['OT-16', 'OT-17'],
          },
          tags: ['draw-open'],
        },
        drawn: {
          meta: {
            label: 'Play or pass',
            detail: 'you have drawn or turned up a card: play a card that fits, or pass',
            rules: ['OT-A1', 'OT-A2', 'OT-A12'],
          },
        },
      },
      on: {
        'card.play': tryMove,
        'stock.draw': tryMove,
        'turn.pass': tryMove,
        'move.undo': { guard: 'canUndo', actions: 'undo', target: '#ottawa.route' },
      },
      after: {
        botDelay: [
          { guard: 'botToAct', actions: 'botStep', target: '#ottawa.route' },
          { guard: 'autoPassLearner', actions: 'autoPass', target: '#ottawa.route' },
        ],
      },
    },
    dealOver: {
      meta: { label: 'Deal over', detail: 'a player is out: count the cards left', rules: ['OT-22', 'OT-23'] },
      on: {
        'deal.next': { actions: 'nextDeal', target: 'route' },
        'move.undo': { guard: 'canUndo', actions: 'undo', target: 'route' },
      },
    },
    matchOver: {
      meta: {
        label: 'Match over',
        detail: 'the points limit or the number of deals is reached',
        rules: ['OT-26', 'OT-A9'],
      },
      on: {
        'match.new': { actions: 'newMatch', target: 'route' },
        'move.undo': { guard: 'canUndo', actions: 'undo', target: 'route' },
      },
    },
  },
});
