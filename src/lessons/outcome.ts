/**
 * How far a learner's allowed moves in a step have come towards its goal.
 * Free of zod on purpose: the lesson widgets load this in the browser.
 */

/** "draw, play ♥8" → ["draw", "play ♥8"] */
export function sequenceOf(success: string): string[] {
  return success.split(',').map((s) => s.trim());
}

export type StepOutcome = 'done' | 'going' | 'off-track';

/** `moves` are the learner's allowed moves since the step started, written as in the lesson ("play ♠7"). */
export function stepOutcome(success: readonly string[], moves: readonly string[]): StepOutcome {
  let going = false;
  for (const line of success) {
    const target = sequenceOf(line);
    const prefix = moves.every((m, i) => target[i] === m);
    if (prefix && moves.length === target.length) return 'done';
    if (prefix && moves.length < target.length) going = true;
  }
  return going ? 'going' : 'off-track';
}

/** The next move of the first success line that the learner's moves still follow, for a hint. */
export function nextHintMove(success: readonly string[], moves: readonly string[]): string | undefined {
  for (const line of success) {
    const target = sequenceOf(line);
    if (moves.length < target.length && moves.every((m, i) => target[i] === m)) return target[moves.length];
  }
  return undefined;
}

/** How many of the moves it took to reach the goal, if some prefix of them did; later moves do not undo it. */
export function reachedAt(success: readonly string[], moves: readonly string[]): number | null {
  for (let n = 1; n <= moves.length; n++) {
    if (stepOutcome(success, moves.slice(0, n)) === 'done') return n;
  }
  return null;
}
