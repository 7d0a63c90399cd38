/**
 * MazzelTof's turn statechart. The engine decides what is legal; the chart shows the phase the
 * table is in — the setup (jokers, blind cards, the marked last six, the three starting cards), then
 * a turn: the red pawn's decision, the draw, the plays; beside it where this turn's pass goes (an
 * open card, a face-down penalty card, or the last six), whether a 10 has sent the pawn to the next
 * player, whether a cancelled skip still owes its joker, and what just happened (a player sat out,
 * a draw pile reached its last six, a pile was completed); then the end of a game and of the
 * match — and sequences the computer players.
 * What every chart does alike (attempts, undo, a restored match, the pace, when a computer player
 * is due) comes from src/engine/session-machine.ts; what is written here is the game's own.
 */
import { not, setup as machineSetup } from 'xstate';
import type { Session } from '../../engine/session';
import {
  gameOf,
  kindGuards,
  sessionChart,
  sessionStates,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from '../../engine/session-machine';
import type { ZoneRef } from '../../engine/zones';
import { actors, moverOf } from './actors';
import type { MtCard } from './cards';
import type { MazzelTofRuleId } from './rule-ids';
import { apply, check, turnCheck } from './rules';
import { OPEN_LIMIT, type MtMove, type MtOptions, type MtState, type MtZone, type PileName } from './state';

export type MtSession = Session<MtState, MtMove, MazzelTofRuleId>;

export type MtContext = SessionContext<MtState, MtMove, MazzelTofRuleId>;

export type MtEvent =
  | SessionEvent<MtState, MtMove, MazzelTofRuleId, MtOptions>
  | { type: 'skip.cancel'; seat?: number }
  | { type: 'skip.sitOut'; seat?: number }
  | { type: 'hand.draw'; seat?: number }
  | { type: 'hand.refill'; seat?: number }
  | { type: 'cards.play'; cards: readonly MtCard[]; from: ZoneRef<MtZone>; pile: PileName; seat?: number }
  | { type: 'card.pass'; card: MtCard; seat?: number }
  | { type: 'revealed.lay'; seat?: number }
  | { type: 'turn.end'; seat?: number }
  | { type: 'game.next' };

export type MtInput = SessionInput<MtState>;

export const DEFAULT_PACE = 800;

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf, progress: (state: MtState) => state.status };

/** The engine's move for a move event; null for every other event. */
export function moveOf(event: MtEvent): MtMove | null {
  switch (event.type) {
    case 'skip.cancel':
      return { type: 'cancel-skip' };
    case 'skip.sitOut':
      return { type: 'sit-out' };
    case 'hand.draw':
      return { type: 'draw' };
    case 'hand.refill':
      return { type: 'refill' };
    case 'cards.play':
      return { type: 'play', pile: event.pile, cards: event.cards, from: event.from };
    case 'card.pass':
      return { type: 'pass', card: event.card };
    case 'revealed.lay':
      return { type: 'lay' };
    case 'turn.end':
      return { type: 'end' };
    default:
      return null;
  }
}

const game = (context: MtContext): MtState | null => gameOf(context);

type GuardArgs = { context: MtContext };

const { stepIs, eventIs } = kindGuards<MtState>();

/** Where the pass of the player to act would go: MT-39 the last six, MT-29 face down, MT-26 face up. */
function passGoes(context: MtContext): 'lastSix' | 'penalty' | 'layoff' | null {
  const g = game(context);
  if (g === null || g.status !== 'playing') return null;
  if (g.revealed[g.current % 2]) return 'lastSix';
  return (g.open[g.current]?.length ?? 0) >= OPEN_LIMIT ? 'penalty' : 'layoff';
}
const passIs =
  (where: 'lastSix' | 'penalty' | 'layoff') =>
  ({ context }: GuardArgs) =>
    passGoes(context) === where;

const types = { context: {} as MtContext, events: {} as MtEvent, input: {} as MtInput };
const chart = sessionChart({ types, rules, moveOf, pace: DEFAULT_PACE });
const session = sessionStates(types, 'mazzeltof', {
  dealOver: 'gameOver',
  nextDeal: 'game.next',
});
const tryMove = session.move;

export const mazzeltofMachine = machineSetup({
  types,
  guards: {
    ...chart.guards,
    skip: stepIs('skip'),
    draw: stepIs('draw'),
    layoffPass: passIs('layoff'),
    penaltyPass: passIs('penalty'),
    lastSixPass: passIs('lastSix'),
    tenPlayed: ({ context }) => game(context)?.flags.ten === true,
    jokerOwed: ({ context }) => game(context)?.flags.oweJoker === true,
    satOut: eventIs('skipped'),
    reachedLastSix: eventIs('revealed'),
    completed: eventIs('completed'),
  },
  actions: chart.actions,
  delays: chart.delays,
}).createMachine({
  id: 'mazzeltof',
  context: ({ input }) => chart.context(input),
  on: chart.on,
  initial: 'route',
  states: {
    route: session.route(
      { guard: 'skip', target: '#mazzeltof.game.step.skip' },
      { guard: 'draw', target: '#mazzeltof.game.step.draw' },
      { target: '#mazzeltof.game.step.play' },
    ),
    setup: session.setup({
      meta: {
        label: 'Setup',
        detail:
          'a joker to each player, blind cards choose the starter, the sixth card from the bottom marks the last six, three starting cards open the red, mixed and black piles',
        rules: ['MT-05', 'MT-06', 'MT-07', 'MT-08', 'MT-09', 'MT-10', 'MT-11', 'MT-12', 'MT-A8'],
      },
    }),
    game: {
      meta: {
        label: 'A game',
        detail: 'the teams take turns until one has played through its draw pile',
        rules: ['MT-03', 'MT-23', 'MT-A7'],
      },
      // Several things are true at once during a game: where the turn is, where its pass will go,
      // the red pawn and the joker it may owe, and what has just happened on the table.
      type: 'parallel',
      states: {
        step: {
          meta: { label: 'Where the turn is', rules: ['MT-23'] },
          initial: 'play',
          states: {
            skip: {
              meta: {
                label: 'Red pawn: skip or cancel',
                detail:
                  'you have the red pawn and a joker in hand: cancel the skip with the joker, or sit the turn out; no drawing first',
                rules: ['MT-43', 'MT-44', 'MT-45', 'MT-A13'],
              },
            },
            draw: {
              meta: {
                label: 'Draw',
                detail:
                  'the turn opens with the draw: five on a first turn, then two, or up to five (seven with two players)',
                rules: ['MT-21', 'MT-22', 'MT-32', 'MT-33', 'MT-49', 'MT-A1', 'MT-A2', 'MT-A16'],
              },
            },
            play: {
              meta: {
                label: 'Play, then pass',
                detail:
                  'play cards one rank up from your hand or your team’s open cards, as many as you like, then end the turn with a pass; an empty hand may take five new cards',
                rules: ['MT-13', 'MT-24', 'MT-25', 'MT-26', 'MT-27', 'MT-34', 'MT-A3', 'MT-A14'],
              },
            },
          },
        },
        pass: {
          meta: { label: 'Where the pass goes', rules: ['MT-30'] },
          initial: 'which',
          states: {
            which: {
              always: [
                { guard: 'layoffPass', target: 'layoff' },
                { guard: 'penaltyPass', target: 'penalty' },
                { guard: 'lastSixPass', target: 'lastSix' },
              ],
            },
            layoff: {
              meta: {
                label: 'Pass to the open cards',
                detail: 'fewer than five open cards: the pass card is laid face up, for you and your teammate to play',
                rules: ['MT-26', 'MT-27', 'MT-28', 'MT-A15'],
              },
              always: { guard: not('layoffPass'), target: 'which' },
            },
            penalty: {
              meta: {
                label: 'Penalty card',
                detail: 'five open cards already: the pass card goes face down with your team’s draw pile',
                rules: ['MT-29', 'MT-30', 'MT-31', 'MT-A4'],
              },
              always: { guard: not('penaltyPass'), target: 'which' },
            },
            lastSix: {
              meta: {
                label: 'Last six',
                detail:
                  'your team’s draw pile is face up: each turn play its top card or lay it among the open cards; no limit on open cards',
                rules: ['MT-37', 'MT-38', 'MT-39', 'MT-50', 'MT-A5', 'MT-A6'],
              },
              always: { guard: not('lastSixPass'), target: 'which' },
            },
          },
        },
        pawn: {
          meta: { label: 'The red pawn', rules: ['MT-40'] },
          initial: 'none',
          states: {
            none: { always: { guard: 'tenPlayed', target: 'nextSkips' } },
            nextSkips: {
              meta: {
                label: 'The next player skips',
                detail:
                  'a 10, or a wild standing as a 10, was played: the pawn goes to the next player; one pawn however many 10s',
                rules: ['MT-40', 'MT-41', 'MT-42', 'MT-43', 'MT-A12'],
              },
              always: { guard: not('tenPlayed'), target: 'none' },
            },
          },
        },
        joker: {
          meta: { label: 'A joker owed', rules: ['MT-46'] },
          initial: 'none',
          states: {
            none: { always: { guard: 'jokerOwed', target: 'owed' } },
            owed: {
              meta: {
                label: 'Play the joker',
                detail:
                  'the skip was cancelled: a joker from your hand must go on a pile this turn, on any pile you choose',
                rules: ['MT-46', 'MT-A13'],
              },
              always: { guard: not('jokerOwed'), target: 'none' },
            },
          },
        },
        news: {
          meta: { label: 'What just happened', rules: ['MT-43', 'MT-37', 'MT-35'] },
          initial: 'quiet',
          states: {
            quiet: {
              always: [
                { guard: 'satOut', target: 'satOut' },
                { guard: 'reachedLastSix', target: 'lastSix' },
                { guard: 'completed', target: 'completed' },
              ],
            },
            satOut: {
              meta: {
                label: 'A turn was skipped',
                detail: 'the player with the red pawn sat the turn out, and the pawn came off',
                rules: ['MT-43', 'MT-A13'],
              },
              always: { guard: not('satOut'), target: 'quiet' },
            },
            lastSix: {
              meta: {
                label: 'The last six reached',
                detail: 'a draw pile reached its marker: the six and the penalty cards below them are turned face up',
                rules: ['MT-31', 'MT-37', 'MT-A5'],
              },
              always: { guard: not('reachedLastSix'), target: 'quiet' },
            },
            completed: {
              meta: {
                label: 'A pile completed',
                detail: 'an ace went on a pile, which leaves the table; its slot takes a new card of its colour',
                rules: ['MT-35', 'MT-36', 'MT-A10', 'MT-A11'],
              },
              always: { guard: not('completed'), target: 'quiet' },
            },
          },
        },
      },
      on: {
        'skip.cancel': tryMove,
        'skip.sitOut': tryMove,
        'hand.draw': tryMove,
        'hand.refill': tryMove,
        'cards.play': tryMove,
        'card.pass': tryMove,
        'revealed.lay': tryMove,
        'turn.end': tryMove,
        ...session.undo,
      },
      after: session.after(),
    },
    gameOver: session.dealOver({
      meta: {
        label: 'Game over',
        detail: 'a team has played through its draw pile and wins the game',
        rules: ['MT-47', 'MT-A6'],
      },
    }),
    matchOver: session.matchOver({
      meta: {
        label: 'Match over',
        detail: 'the agreed games are played: the team that won the most games wins the match',
        rules: ['MT-47'],
      },
    }),
  },
});
