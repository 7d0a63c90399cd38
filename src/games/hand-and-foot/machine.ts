/**
 * Hand and Foot's turn statechart. The engine decides what is legal; the chart shows the phase the
 * table is in — the deal (packets dealt and passed left, each player picking a hand), then a turn:
 * the draw of two or the discard pickup, the melds, the discard; beside it whether the player is on
 * the hand or the foot, whether the partnership has made its first lay-down of the deal, and what
 * just happened (a foot picked up, a player gone out, the piles run out); then the scoring of the
 * deal, the next deal and the end of the match — and sequences the computer players.
 * What every chart does alike (attempts, undo, a restored match, the pace, when a computer player
 * is due) comes from src/engine/session-machine.ts; what is written here is the game's own.
 */
import { not, setup as machineSetup } from 'xstate';
import type { Session } from '../../engine/session';
import {
  gameOf,
  kindGuards,
  seatOf,
  sessionChart,
  sessionStates,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from '../../engine/session-machine';
import { actors, moverOf } from './actors';
import type { HfCard } from './cards';
import type { HandAndFootRuleId } from './rule-ids';
import { apply, check, turnCheck } from './rules';
import type { HfMove, HfOptions, HfState, MeldGroup } from './state';

export type HfSession = Session<HfState, HfMove, HandAndFootRuleId>;

export type HfContext = SessionContext<HfState, HfMove, HandAndFootRuleId>;

export type HfEvent =
  | SessionEvent<HfState, HfMove, HandAndFootRuleId, HfOptions>
  | { type: 'packet.choose'; packet: 0 | 1; seat?: number }
  | { type: 'piles.draw'; piles: readonly [number, number]; seat?: number }
  | {
      type: 'discards.pickup';
      pair: readonly [HfCard, HfCard];
      to: number | null;
      melds: readonly MeldGroup[];
      seat?: number;
    }
  | { type: 'cards.meld'; groups: readonly MeldGroup[]; seat?: number }
  | { type: 'card.discard'; card: HfCard; seat?: number }
  | { type: 'deal.next' };

export type HfInput = SessionInput<HfState>;

export const DEFAULT_PACE = 800;

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf, progress: (state: HfState) => state.status };

/** The engine's move for a move event; null for every other event. */
export function moveOf(event: HfEvent): HfMove | null {
  switch (event.type) {
    case 'packet.choose':
      // Every player picks a packet at the deal, in any order: the move names its seat (HF-08).
      return { type: 'choose', seat: seatOf(event), packet: event.packet };
    case 'piles.draw':
      return { type: 'draw', piles: event.piles };
    case 'discards.pickup':
      return { type: 'pickup', pair: event.pair, to: event.to, melds: event.melds };
    case 'cards.meld':
      return { type: 'meld', groups: event.groups };
    case 'card.discard':
      return { type: 'discard', card: event.card };
    default:
      return null;
  }
}

const game = (context: HfContext): HfState | null => gameOf(context);

type GuardArgs = { context: HfContext };

const { stepIs, eventIs } = kindGuards<HfState>();

/** The partnership of the seat to act has made its first lay-down of this deal (HF-16). */
function laidDown({ context }: GuardArgs): boolean {
  const g = game(context);
  return g !== null && g.opened[g.current % 2] === true;
}

/** The seat to act plays from its foot (HF-18). */
function onFoot({ context }: GuardArgs): boolean {
  const g = game(context);
  return g !== null && g.inFoot[g.current] === true;
}

const types = { context: {} as HfContext, events: {} as HfEvent, input: {} as HfInput };
const chart = sessionChart({ types, rules, moveOf, pace: DEFAULT_PACE });
const session = sessionStates(types, 'handAndFoot', { nextDeal: 'deal.next' });
const tryMove = session.move;

export const handAndFootMachine = machineSetup({
  types,
  guards: {
    ...chart.guards,
    choose: stepIs('choose'),
    draw: stepIs('draw'),
    laidDown,
    onFoot,
    footTaken: eventIs('foot'),
    wentOut: eventIs('out'),
    pilesOut: eventIs('piles-out'),
  },
  actions: chart.actions,
  delays: chart.delays,
}).createMachine({
  id: 'handAndFoot',
  context: ({ input }) => chart.context(input),
  on: chart.on,
  initial: 'route',
  states: {
    route: session.route(
      { guard: 'choose', target: '#handAndFoot.deal.step.choose' },
      { guard: 'draw', target: '#handAndFoot.deal.step.draw' },
      { target: '#handAndFoot.deal.step.play' },
    ),
    setup: session.setup({
      meta: {
        label: 'Setup',
        detail:
          'six packs with jokers shuffled together, two partnerships seated alternately, the owner of the cards named',
        rules: ['HF-01', 'HF-02', 'HF-06', 'HF-07', 'HF-A1', 'HF-A2'],
      },
    }),
    deal: {
      meta: {
        label: 'A deal',
        detail: 'turns go to the left until a player goes out or the draw piles run out',
        rules: ['HF-13', 'HF-A1', 'HF-A4'],
      },
      // Several things are true at once in a deal: where the turn is, whether the player is on the
      // hand or the foot, whether the partnership has laid down, and what has just happened.
      type: 'parallel',
      states: {
        step: {
          meta: { label: 'Where the turn is', rules: ['HF-13'] },
          initial: 'draw',
          states: {
            choose: {
              meta: {
                label: 'Deal: pick your hand',
                detail:
                  'every player dealt two packets of 11 and passed them left; each picks one, unseen, as the hand, and the other is the foot',
                rules: ['HF-03', 'HF-04', 'HF-05', 'HF-08', 'HF-09', 'HF-10', 'HF-A3'],
              },
            },
            draw: {
              meta: {
                label: 'Draw two, or take the discards',
                detail:
                  'one card from each of two draw piles, or the top seven discards with a natural pair of the top card, melded at once',
                rules: [
                  'HF-11',
                  'HF-12',
                  'HF-19',
                  'HF-20',
                  'HF-21',
                  'HF-22',
                  'HF-23',
                  'HF-A4',
                  'HF-A5',
                  'HF-A6',
                  'HF-A7',
                  'HF-A8',
                ],
              },
            },
            play: {
              meta: {
                label: 'Meld, then discard',
                detail:
                  'lay down melds of three or more of a rank and add to your partnership’s melds, then discard one card to end the turn',
                rules: [
                  'HF-14',
                  'HF-15',
                  'HF-24',
                  'HF-25',
                  'HF-26',
                  'HF-27',
                  'HF-28',
                  'HF-29',
                  'HF-30',
                  'HF-31',
                  'HF-A9',
                  'HF-A10',
                  'HF-A11',
                  'HF-A16',
                  'HF-A17',
                ],
              },
            },
          },
        },
        cards: {
          meta: { label: 'Hand or foot', rules: ['HF-18'] },
          initial: 'which',
          states: {
            which: { always: [{ guard: 'onFoot', target: 'foot' }, { target: 'hand' }] },
            hand: {
              meta: {
                label: 'On the hand',
                detail:
                  'the player to act plays the first packet; the foot waits face down until the hand is played out',
                rules: ['HF-09', 'HF-18'],
              },
              always: { guard: 'onFoot', target: 'foot' },
            },
            foot: {
              meta: {
                label: 'On the foot',
                detail:
                  'the hand is played out and the foot picked up; going out needs three red and three black books, so keep a card to discard until then',
                rules: ['HF-18', 'HF-32', 'HF-43', 'HF-A12', 'HF-A13'],
              },
              always: { guard: not('onFoot'), target: 'hand' },
            },
          },
        },
        minimum: {
          meta: { label: 'First lay-down', rules: ['HF-16'] },
          initial: 'which',
          states: {
            which: { always: [{ guard: 'laidDown', target: 'laidDown' }, { target: 'needed' }] },
            needed: {
              meta: {
                label: 'Minimum still to reach',
                detail: 'the partnership’s first lay-down of the deal must count 50, 90, 120 or 150 in deals 1 to 4',
                rules: ['HF-16', 'HF-17', 'HF-A7', 'HF-A15'],
              },
              always: { guard: 'laidDown', target: 'laidDown' },
            },
            laidDown: {
              meta: {
                label: 'Laid down',
                detail:
                  'the partnership has laid down this deal: any meld may follow, and partners add to each other’s melds',
                rules: ['HF-16', 'HF-A17'],
              },
              always: { guard: not('laidDown'), target: 'needed' },
            },
          },
        },
        news: {
          meta: { label: 'What just happened', rules: ['HF-18'] },
          initial: 'quiet',
          states: {
            quiet: {
              meta: {
                label: 'Nothing new',
                detail: 'no foot has been picked up since the last move',
                rules: ['HF-18'],
              },
              always: { guard: 'footTaken', target: 'footTaken' },
            },
            footTaken: {
              meta: {
                label: 'A foot picked up',
                detail:
                  'a player played out the hand and picked up the foot: by melding the last card the turn goes on, by discarding it the turn ends',
                rules: ['HF-18', 'HF-24', 'HF-A12'],
              },
              always: { guard: not('footTaken'), target: 'quiet' },
            },
          },
        },
      },
      on: {
        'packet.choose': tryMove,
        'piles.draw': tryMove,
        'discards.pickup': tryMove,
        'cards.meld': tryMove,
        'card.discard': tryMove,
        ...session.undo,
      },
      after: session.after(),
    },
    dealOver: session.dealOver({
      meta: {
        label: 'Deal over: scoring',
        detail:
          'books count 500 red and 300 black, melded cards their values, cards left in hands and feet against their partnership, a red 3 300',
        rules: ['HF-37', 'HF-38', 'HF-39', 'HF-40', 'HF-41', 'HF-42', 'HF-44', 'HF-46', 'HF-A14', 'HF-33'],
      },
      initial: 'how',
      states: {
        how: {
          always: [
            { guard: 'wentOut', target: 'wentOut' },
            { guard: 'pilesOut', target: 'pilesOut' },
            { target: 'wentOut' },
          ],
        },
        wentOut: {
          meta: {
            label: 'A player went out',
            detail: 'with three red and three black books, one partner played out hand and foot',
            rules: ['HF-32', 'HF-43', 'HF-A13'],
          },
        },
        pilesOut: {
          meta: {
            label: 'The draw piles ran out',
            detail: 'a player could not draw two cards: the deal is scored as it stands',
            rules: ['HF-A4'],
          },
        },
      },
    }),
    matchOver: session.matchOver({
      meta: {
        label: 'Match over',
        detail: 'after the last deal the partnership with the highest total wins',
        rules: ['HF-45', 'HF-33'],
      },
    }),
  },
});
