/**
 * A lesson step read by the engine when the site is built: its position as game state and its
 * success lines as moves. The browser then needs no notation parser. Lessons were already
 * checked by validate.ts, so a failure here is a bug and throws.
 */
import type { LessonAdapter } from './adapter';
import { sequenceOf } from './outcome';
import type { LessonStep } from './schema';

export interface PreparedStep {
  readonly start: unknown;
  readonly lines: readonly (readonly unknown[])[];
}

export function prepareStep(step: LessonStep, game: LessonAdapter<unknown, unknown>): PreparedStep {
  const start = step.position === undefined ? null : game.parsePosition(step.position);
  if (step.kind === 'quiz') return { start, lines: [] };
  const lines = step.success.map((line) => {
    let state = start;
    return sequenceOf(line).map((text) => {
      const move = game.parseMove(text, state);
      if (typeof move === 'object' && move !== null && 'error' in move) {
        throw new Error(`step "${step.id}": ${(move as { error: string }).error}`);
      }
      state = game.apply(state, move);
      return move;
    });
  });
  return { start, lines };
}
