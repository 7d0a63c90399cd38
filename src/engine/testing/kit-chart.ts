/**
 * The statechart of the made-up game of kit-game.ts: a chart with no phases of its own, only what
 * every game's chart takes from the kit (session-machine.ts), and its match version. For the tests
 * of the chart kit and of the match wiring; the engine is given, so a test may deal its own way.
 */
import { setup } from 'xstate';
import type { GameEngine } from '../game';
import {
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  matchActions,
  sessionChart,
} from '../session-machine';
import type { KitMove, KitRuleId, KitState } from './kit-table';

export type KitEvent<O> =
  | SessionEvent<KitState, KitMove, KitRuleId, O>
  | { type: 'move'; move: KitMove; seat?: number }
  | { type: 'deal.next' }
  | { type: 'bot.go' };

export function kitCharts<O>(engine: GameEngine<KitState, KitMove, O, KitRuleId>) {
  const types = {
    context: {} as SessionContext<KitState, KitMove, KitRuleId>,
    events: {} as KitEvent<O>,
    input: {} as SessionInput<KitState>,
  };
  const chart = sessionChart({ types, rules: engine, moveOf: (e) => (e.type === 'move' ? e.move : null), pace: 500 });
  const lessonChart = setup({
    types,
    guards: chart.guards,
    actions: chart.actions,
    delays: chart.delays,
  }).createMachine({
    context: ({ input }) => chart.context(input),
    on: {
      ...chart.on,
      'match.start': { actions: 'startMatch' },
      'match.restore': { actions: 'restoreMatch' },
      'match.new': { actions: 'newMatch' },
      move: { actions: 'attempt' },
      'move.undo': { guard: 'canUndo', actions: 'undo' },
      'deal.next': { actions: 'nextDeal' },
      'bot.go': { guard: 'botToAct', actions: 'botStep' },
    },
  });
  const matchChart = lessonChart.provide({ actions: matchActions({ engine, because: () => 'its best card' }) });
  return { chart, lessonChart, matchChart };
}
