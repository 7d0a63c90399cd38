/**
 * Starts a lesson step's statechart on its starting position. Fetched with the statechart when the
 * learner first reaches for a step (LessonStep.tsx), so that XState's runtime is not part of a
 * lesson page until then.
 */
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { Inspect } from '../inspector';

export function startStepActor(machine: AnyStateMachine, game: unknown, inspect?: Inspect): AnyActorRef {
  const actor = createActor(machine, { input: { game }, ...(inspect ? { inspect } : {}) });
  actor.start();
  return actor;
}
