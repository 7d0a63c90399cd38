/**
 * Echad's turn statechart. The engine decides what is legal; the chart shows the
 * phase the table is in — setup, a turn (play or draw, a drawn card, picking up
 * three as a penalty, choosing a wild's colour), the end of a round, the end of the
 * game — and sequences the computer players.
 * What every chart does alike (attempts, undo, a restored match, the pace, when a computer player
 * is due) comes from src/engine/session-machine.ts; what is written here is the game's own.
 */
import { not, setup as machineSetup } from 'xstate';
import type { Session } from '../../engine/session';
import { seatOf, sessionChart, sessionStates } from '../../engine/session-machine';
import type { SessionContext, SessionEvent, SessionInput } from '../../engine/session-machine';
import { actors } from './actors';
import type { Colour, EchadCard } from './cards';
import { apply, check, moverOf, openCall, progress, turnCheck } from './rules';
import type { EchadRuleId } from './rule-ids';
import type { EchadMove, EchadOptions, EchadState } from './state';

export type EchadSession = Session<EchadState, EchadMove, EchadRuleId>;

export interface EchadContext extends SessionContext<EchadState, EchadMove, EchadRuleId> {
  /** Computer players sometimes forget to say "Echad", so a learner can call them out. */
  readonly forgetful: boolean;
}

export type EchadEvent =
  | SessionEvent<EchadState, EchadMove, EchadRuleId, EchadOptions>
  | { type: 'card.play'; card: EchadCard; echad: boolean; seat?: number }
  | { type: 'pile.draw'; seat?: number }
  | { type: 'turn.keep'; seat?: number }
  | { type: 'colour.choose'; colour: Colour; seat?: number }
  | { type: 'echad.challenge'; by: number }
  | { type: 'round.next' };

export interface EchadInput extends SessionInput<EchadState> {
  readonly forgetful?: boolean;
}

export const DEFAULT_PACE = 900;

/** The rules the chart needs to judge moves; dealing and computer players come with the match machine. */
const rules = { check, apply, turnCheck, actors, moverOf, progress };

function moveOf(event: EchadEvent): EchadMove | null {
  switch (event.type) {
    case 'card.play':
      return { type: 'play', card: event.card, echad: event.echad };
    case 'pile.draw':
      return { type: 'draw' };
    case 'turn.keep':
      return { type: 'keep' };
    case 'colour.choose':
      return { type: 'choose-colour', colour: event.colour };
    case 'echad.challenge':
      return { type: 'challenge', by: event.by };
    default:
      return null;
  }
}

function stepKind(context: EchadContext): EchadState['step']['kind'] | null {
  return context.session?.game.step.kind ?? null;
}

const types = { context: {} as EchadContext, events: {} as EchadEvent, input: {} as EchadInput };
const chart = sessionChart({
  types,
  rules,
  moveOf,
  // A call-out of a missed "Echad" comes from the seat it names, whoever's turn it is (EC-22): actors() lists it.
  seatOf: (event) => (event.type === 'echad.challenge' ? event.by : seatOf(event)),
  pace: DEFAULT_PACE,
});
const session = sessionStates(types, 'echad', { matchOver: 'gameOver', dealOver: 'roundOver', nextDeal: 'round.next' });
const tryMove = session.move;

export const echadMachine = machineSetup({
  types,
  guards: {
    ...chart.guards,
    drawn: ({ context }) => stepKind(context) === 'drawn',
    pickUp: ({ context }) => stepKind(context) === 'pick-up',
    chooseColour: ({ context }) => stepKind(context) === 'choose-colour',
    callOpen: ({ context }) => (context.session ? openCall(context.session.game) !== null : false),
    someoneSkipped: ({ context }) => context.session?.game.skipped != null,
  },
  actions: chart.actions,
  delays: chart.delays,
}).createMachine({
  id: 'echad',
  context: ({ input }) => ({ ...chart.context(input), forgetful: input.forgetful ?? false }),
  on: chart.on,
  initial: 'route',
  states: {
    route: session.route(
      { guard: 'pickUp', target: '#echad.turn.step.pickUp' },
      { guard: 'chooseColour', target: '#echad.turn.step.chooseColour' },
      { guard: 'drawn', target: '#echad.turn.step.drawn' },
      { target: '#echad.turn.step.play' },
    ),
    setup: session.setup({
      meta: { label: 'Setup', detail: 'deal seven each, turn up the first card', rules: ['EC-09', 'EC-11'] },
    }),
    turn: {
      meta: { label: 'A turn', detail: 'one player acts, then the next in the direction of play', rules: ['EC-A16'] },
      // Three things are true at once during a turn: where the player is in it, whether a
      // missed "Echad" can be called out, and whether the turn passed over someone.
      type: 'parallel',
      states: {
        step: {
          meta: { label: 'The player’s move', rules: ['EC-15'] },
          initial: 'play',
          states: {
            play: {
              meta: {
                label: 'Play or draw',
                detail: 'match colour, letter or action, or draw a card',
                rules: ['EC-13', 'EC-16'],
              },
            },
            drawn: {
              meta: {
                label: 'A card was drawn',
                detail: 'play the drawn card if it fits, or keep it',
                rules: ['EC-16', 'EC-19'],
              },
            },
            pickUp: {
              meta: {
                label: 'Pick up 3 (penalty)',
                detail: 'a Pick Up 3 was played on you: draw three',
                rules: ['EC-31', 'EC-44'],
              },
            },
            chooseColour: {
              meta: {
                label: 'Choose a colour',
                detail: 'a wild was played: say which colour comes next',
                rules: ['EC-40'],
              },
            },
          },
        },
        call: {
          meta: { label: '“Echad!”', rules: ['EC-21'] },
          initial: 'quiet',
          states: {
            quiet: { always: { guard: 'callOpen', target: 'open' } },
            open: {
              meta: {
                label: 'Missed “Echad” (penalty)',
                detail: 'someone is on one card and did not say it: anyone may call it out, and they draw two',
                rules: ['EC-22', 'EC-23'],
              },
              always: { guard: not('callOpen'), target: 'quiet' },
            },
          },
        },
        skip: {
          meta: { label: 'Skips', rules: ['EC-37'] },
          initial: 'none',
          states: {
            none: { always: { guard: 'someoneSkipped', target: 'skipped' } },
            skipped: {
              meta: {
                label: 'A turn was skipped',
                detail: 'a Lose a Turn passed over the next player',
                rules: ['EC-37', 'EC-39'],
              },
              always: { guard: not('someoneSkipped'), target: 'none' },
            },
          },
        },
      },
      on: {
        'card.play': tryMove,
        'pile.draw': tryMove,
        'turn.keep': tryMove,
        'colour.choose': tryMove,
        'echad.challenge': tryMove,
        ...session.undo,
      },
      after: session.after(),
    },
    roundOver: session.dealOver({
      meta: {
        label: 'Round over',
        detail: 'someone has no cards: the winner scores the others’ cards',
        rules: ['EC-24', 'EC-25'],
      },
    }),
    gameOver: session.matchOver({
      meta: { label: 'Game over', detail: 'someone has reached 300 points', rules: ['EC-30', 'EC-A15'] },
    }),
  },
});
