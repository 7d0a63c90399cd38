/**
 * Mezza's turn statechart. The engine decides what is legal; the chart shows the phase the table
 * is in — the setup swap, the first card, a turn, the refill, the quick-play and snatch windows;
 * beside them what just happened (a skip, a pick-up, a burn and a new pile) and who has finished;
 * then the end of a game and of the match — and sequences the computer players.
 * What every chart does alike (attempts, undo, a restored match, the pace, when a computer player
 * is due) comes from src/engine/session-machine.ts; what is written here is the game's own.
 */
import { not, setup as machineSetup } from 'xstate';
import type { Session } from '../../engine/session';
import { gameOf, kindGuards, seatOf, sessionChart, sessionStates } from '../../engine/session-machine';
import type { SessionContext, SessionEvent, SessionInput } from '../../engine/session-machine';
import type { ZoneRef } from '../../engine/zones';
import { actors, moverOf, nextMover } from './actors';
import type { MezzaCard } from './cards';
import type { MezzaRuleId } from './rule-ids';
import { apply, check, turnCheck } from './rules';
import type { MezzaMove, MezzaOptions, MezzaState, MezzaZone } from './state';

export type MezzaSession = Session<MezzaState, MezzaMove, MezzaRuleId>;

export type MezzaContext = SessionContext<MezzaState, MezzaMove, MezzaRuleId>;

type Cards = { cards: readonly MezzaCard[]; from: ZoneRef<MezzaZone>; seat?: number };

export type MezzaEvent =
  | SessionEvent<MezzaState, MezzaMove, MezzaRuleId, MezzaOptions>
  | { type: 'card.swap'; hand: MezzaCard; faceUp: MezzaCard; seat?: number }
  | { type: 'setup.ready'; seat?: number }
  | ({ type: 'cards.play' } & Cards)
  | { type: 'card.blind'; at: number; seat?: number }
  | { type: 'pile.pickUp'; seat?: number }
  | { type: 'hand.refill'; seat?: number }
  | ({ type: 'cards.quick' } & Cards)
  | ({ type: 'cards.snatch' } & Cards)
  | { type: 'window.decline'; seat?: number }
  | { type: 'game.next' };

export type MezzaInput = SessionInput<MezzaState>;

export const DEFAULT_PACE = 800;

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf, progress: (state: MezzaState) => state.status };

function moveOf(event: MezzaEvent): MezzaMove | null {
  const seat = seatOf(event);
  switch (event.type) {
    case 'card.swap':
      return { type: 'swap', seat, hand: event.hand, faceUp: event.faceUp };
    case 'setup.ready':
      return { type: 'ready', seat };
    case 'cards.play':
      return { type: 'play', cards: event.cards, from: event.from };
    case 'card.blind':
      return { type: 'blind', at: event.at };
    case 'pile.pickUp':
      return { type: 'pick-up' };
    case 'hand.refill':
      return { type: 'draw' };
    case 'cards.quick':
      return { type: 'quick', cards: event.cards, from: event.from };
    case 'cards.snatch':
      return { type: 'snatch', seat, cards: event.cards, from: event.from };
    case 'window.decline':
      return { type: 'decline', seat };
    default:
      return null;
  }
}

const game = (context: MezzaContext): MezzaState | null => gameOf(context);
const { stepIs, eventIs } = kindGuards<MezzaState>();

const types = { context: {} as MezzaContext, events: {} as MezzaEvent, input: {} as MezzaInput };
const chart = sessionChart({ types, rules, moveOf, pace: DEFAULT_PACE });
const session = sessionStates(types, 'mezza', { dealOver: 'gameOver', nextDeal: 'game.next' });
const tryMove = session.move;

export const mezzaMachine = machineSetup({
  types,
  guards: {
    ...chart.guards,
    swap: stepIs('swap'),
    start: stepIs('start'),
    refill: stepIs('refill'),
    quick: stepIs('quick'),
    snatch: stepIs('snatch'),
    skipped: eventIs('skip'),
    pickedUp: eventIs('pick-up'),
    burnt: eventIs('burn'),
    someoneFinished: ({ context }) => (game(context)?.finished.length ?? 0) > 0,
    // A computer player answers an open window too, in turn order (nextMover), not only its turn.
    botToAct: ({ context }) => {
      const g = game(context);
      return g !== null && nextMover(g, context.bots) !== null;
    },
  },
  actions: chart.actions,
  delays: chart.delays,
}).createMachine({
  id: 'mezza',
  context: ({ input }) => chart.context(input),
  on: chart.on,
  initial: 'route',
  states: {
    route: session.route(
      { guard: 'swap', target: '#mezza.game.step.swap' },
      { guard: 'start', target: '#mezza.game.step.start' },
      { guard: 'refill', target: '#mezza.game.step.refill' },
      { guard: 'quick', target: '#mezza.game.step.quickWindow' },
      { guard: 'snatch', target: '#mezza.game.step.snatchWindow' },
      { target: '#mezza.game.step.turn' },
    ),
    setup: session.setup({
      meta: {
        label: 'Deal',
        detail: 'three face down, three face up, three in hand',
        rules: ['MZ-03', 'MZ-05', 'MZ-06'],
      },
    }),
    game: {
      meta: { label: 'A game', detail: 'play goes clockwise until one player is left', rules: ['MZ-11', 'MZ-33'] },
      // Three things are true at once during a game: where play is, what has just happened to the
      // pile or the turn order, and whether anyone has finished. Each region's quiet state has a
      // label of its own, so that the chart marks what is true ("nobody yet"), never a heading alone.
      type: 'parallel',
      states: {
        step: {
          meta: { label: 'Where play is', rules: ['MZ-11'] },
          initial: 'turn',
          states: {
            swap: {
              meta: {
                label: 'Swap',
                detail: 'swap hand cards with your face-up cards, then say you are ready',
                rules: ['MZ-07'],
              },
            },
            start: {
              meta: { label: 'First card', detail: 'the lowest hand card opens the pile', rules: ['MZ-08', 'MZ-A11'] },
            },
            turn: {
              meta: {
                label: 'Play or pick up',
                detail:
                  'play cards of one kind, equal or higher, from the one source you may use; if nothing fits, take the pile',
                rules: ['MZ-12', 'MZ-18', 'MZ-22'],
              },
            },
            refill: {
              meta: {
                label: 'Refill',
                detail: 'draw back up to three cards from the draw pile',
                rules: ['MZ-16', 'MZ-17'],
              },
            },
            quickWindow: {
              meta: {
                label: 'Quick play?',
                detail: 'you drew a card of the kind you just played: play it now, before the next player does',
                rules: ['MZ-61', 'MZ-62', 'MZ-63'],
              },
            },
            snatchWindow: {
              meta: {
                label: 'Snatch with ½?',
                detail: 'a 3½, 6½ or 9½ was played: any other player may add a ½ and take the turn (schnappen)',
                rules: ['MZ-39', 'MZ-40', 'MZ-A5'],
              },
            },
          },
        },
        news: {
          meta: { label: 'What just happened', rules: ['MZ-50', 'MZ-18', 'MZ-53'] },
          initial: 'quiet',
          states: {
            quiet: {
              meta: {
                label: 'Nothing to report',
                detail: 'no skip, pick-up or burn: play goes on clockwise',
                rules: ['MZ-11'],
              },
              always: [
                { guard: 'skipped', target: 'skip' },
                { guard: 'pickedUp', target: 'pickUp' },
                { guard: 'burnt', target: 'burn' },
              ],
            },
            skip: {
              meta: {
                label: 'A turn was skipped',
                detail: 'a 7 passes over the next player',
                rules: ['MZ-50', 'MZ-A7'],
              },
              always: { guard: not('skipped'), target: 'quiet' },
            },
            pickUp: {
              meta: {
                label: 'The pile was picked up',
                detail: 'the next player opens a new pile with any card',
                rules: ['MZ-18', 'MZ-19'],
              },
              always: { guard: not('pickedUp'), target: 'quiet' },
            },
            burn: {
              meta: {
                label: 'Burnt: a new pile',
                detail: 'a 10 or four of a kind set the pile aside; the same player opens a new one',
                rules: ['MZ-53', 'MZ-56', 'MZ-A8'],
              },
              always: { guard: not('burnt'), target: 'quiet' },
            },
          },
        },
        finishers: {
          meta: { label: 'Who has finished', rules: ['MZ-32'] },
          initial: 'none',
          states: {
            none: {
              meta: { label: 'Nobody yet', detail: 'everyone still holds cards', rules: ['MZ-32'] },
              always: { guard: 'someoneFinished', target: 'some' },
            },
            some: {
              meta: {
                label: 'Some have finished',
                detail: 'out of cards: they keep their place and play goes on without them',
                rules: ['MZ-32', 'MZ-33'],
              },
              always: { guard: not('someoneFinished'), target: 'none' },
            },
          },
        },
      },
      on: {
        'card.swap': tryMove,
        'setup.ready': tryMove,
        'cards.play': tryMove,
        'card.blind': tryMove,
        'pile.pickUp': tryMove,
        'hand.refill': tryMove,
        'cards.quick': tryMove,
        'cards.snatch': tryMove,
        'window.decline': tryMove,
        ...session.undo,
      },
      after: session.after(),
    },
    gameOver: session.dealOver({
      meta: {
        label: 'Game over',
        detail: 'one player is left: everyone is placed in finishing order',
        rules: ['MZ-33', 'MZ-A14'],
      },
    }),
    matchOver: session.matchOver({
      meta: {
        label: 'Match over',
        detail: 'the agreed games are played: the lowest total of places wins',
        rules: ['MZ-A14'],
      },
    }),
  },
});
