/**
 * The phase chart at a lesson step's starting position, worked out when the site is built, so that
 * the step shows it before its statechart is fetched (src/widgets/lesson/LessonStep.tsx).
 */
import { createActor, type AnyStateMachine } from 'xstate';
import { chartPicture, type ChartPicture } from '../widgets/chart-picture';

export function startChart(machine: AnyStateMachine, start: unknown): ChartPicture | null {
  if (start === null) return null;
  const actor = createActor(machine, { input: { game: start } });
  actor.start();
  const chart = chartPicture(machine, actor.getSnapshot());
  actor.stop();
  return chart;
}
