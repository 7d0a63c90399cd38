/**
 * Ottawa's turn statechart. The engine decides what is legal; the chart says
 * which phase the table is in (setup, a turn before or after the optional draw,
 * a finished deal, a finished match) and sequences the computer players.
 * What every chart does alike (attempts, undo, a restored match, the pace, when a computer player
 * is due) comes from src/engine/session-machine.ts; what is written here is the game's own.
 */
import { assign, setup as machineSetup } from 'xstate';
import type { Card } from '../../engine/french-deck';
import { LEARNER, attempt, type Session } from '../../engine/session';
import {
  sessionChart,
  sessionStates,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from '../../engine/session-machine';
import { actors, moverOf } from './actors';
import type { OttawaRuleId } from './rule-ids';
import { apply, check, legalMoves, progress, toAct, turnCheck } from './rules';
import type { OttawaMove, OttawaOptions, OttawaState } from './state';

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf, progress };

export type OttawaSession = Session<OttawaState, OttawaMove, OttawaRuleId>;

export interface OttawaContext extends SessionContext<OttawaState, OttawaMove, OttawaRuleId> {
  /** Pass for the learner when no card fits and no draw is required (a convenience in long deals). */
  readonly autoPass: boolean;
}

export type OttawaEvent =
  | SessionEvent<OttawaState, OttawaMove, OttawaRuleId, OttawaOptions>
  | { type: 'card.play'; card: Card; seat?: number }
  | { type: 'stock.draw'; seat?: number }
  | { type: 'turn.pass'; seat?: number }
  | { type: 'deal.next' }
  | { type: 'autopass.set'; on: boolean };

export type OttawaInput = SessionInput<OttawaState>;

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

const types = { context: {} as OttawaContext, events: {} as OttawaEvent, input: {} as OttawaInput };
const chart = sessionChart({ types, rules, moveOf, pace: DEFAULT_PACE });
const session = sessionStates(types, 'ottawa', { nextDeal: 'deal.next' });
const tryMove = session.move;

export const ottawaMachine = machineSetup({
  types,
  guards: {
    ...chart.guards,
    drewThisTurn: ({ context }) => context.session?.game.drewThisTurn === true,
    autoPassLearner: ({ context }) => {
      const game = context.session?.game;
      if (!game || !context.autoPass || toAct(game) !== LEARNER) return false;
      const moves = legalMoves(game);
      return moves.some((m) => m.type === 'pass') && !moves.some((m) => m.type === 'play');
    },
  },
  actions: {
    ...chart.actions,
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
  },
  delays: chart.delays,
}).createMachine({
  id: 'ottawa',
  context: ({ input }) => ({ ...chart.context(input), autoPass: false }),
  on: { ...chart.on, 'autopass.set': { actions: 'setAutoPass' } },
  initial: 'route',
  states: {
    route: session.route({ guard: 'drewThisTurn', target: 'turn.drawn' }, { target: 'turn.open' }),
    setup: session.setup({
      meta: {
        label: 'Setup',
        detail: 'agree the match length, choose the dealer, deal',
        rules: ['OT-06', 'OT-07', 'OT-09'],
      },
    }),
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
        ...session.undo,
      },
      // When no computer player is due, the learner's hopeless turn is passed for them (autoPass).
      after: session.after({ guard: 'autoPassLearner', actions: 'autoPass', target: '#ottawa.route' }),
    },
    dealOver: session.dealOver({
      meta: { label: 'Deal over', detail: 'a player is out: count the cards left', rules: ['OT-22', 'OT-23'] },
    }),
    matchOver: session.matchOver({
      meta: {
        label: 'Match over',
        detail: 'the points limit or the number of deals is reached',
        rules: ['OT-26', 'OT-A9'],
      },
    }),
  },
});
