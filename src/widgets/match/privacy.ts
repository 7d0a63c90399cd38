/**
 * What the person at the screen may read of the moves. A verdict is for the player who made the
 * attempt: nobody else reads it (and while the device changes hands, nobody at all). Of another
 * seat's moves they read what the table saw: a move in full, or for a secret one (a card drawn, a
 * drawn card kept: GameEngine.secretMove) only that it was made; a refused attempt not at all.
 */
import type { Attempt } from '../../engine/session';
import type { Verdict } from '../../engine/verdict';

/** The seat whose eyes are on the screen: during the hand-over screen, nobody's. */
export const NOBODY = -1;

/** The engine's judgement of what a move shows only its own player (GameEngine.secretMove). */
export type SecretMove<M> = (move: M, verdict: Verdict) => boolean;

/** People take turns on one device: the seat that must take it now, or null when nobody is to act (a deal is over). */
export interface HandOver {
  readonly acting: number | null;
}

/** Is the hand-over screen up: someone else must take the device and has not said they are ready? */
export function handingOver(acting: number | null, ready: number | null): boolean {
  return acting !== null && ready !== acting;
}

/** How much of an attempt the reader may see: all of it, only that the move was made, or nothing. */
export type Told = 'all' | 'seen' | 'nothing';

export function toldTo<M>(secret: SecretMove<M>, reader: number, attempt: Attempt<M, string>): Told {
  if (attempt.seat === reader) return 'all';
  if (!attempt.verdict.ok) return 'nothing';
  return secret(attempt.move, attempt.verdict) ? 'seen' : 'all';
}

/** The verdict panel answers the reader's own attempts only. */
export function verdictFor<M>(reader: number, last: Attempt<M, string> | null): Attempt<M, string> | null {
  return last !== null && last.seat === reader ? last : null;
}
