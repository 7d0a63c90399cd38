/**
 * Sharing one device: what the person holding it may see. Between turns nobody may see a hand
 * (the hand-over screen) or a card that only one player saw; once the next player is ready, they
 * see their own hand and every move, except the cards other players saw alone (a kept card, a
 * drawn card, a card tried and refused).
 */
import type { Attempt } from '../../engine/session';

/** The seat whose eyes are on the screen: during the hand-over screen, nobody's. */
export const NOBODY = -1;

export interface HandOver<M> {
  /** The seat that must take the device now, or null when nobody is to act (a deal is over). */
  readonly acting: number | null;
  /** Does this move name a card that only its player saw? */
  readonly secret: (attempt: Attempt<M, string>) => boolean;
}

/** Is the hand-over screen up: someone else must take the device and has not said they are ready? */
export function handingOver(acting: number | null, ready: number | null): boolean {
  return acting !== null && ready !== acting;
}

/** May the viewer read this move and its verdict? */
export function mayRead<M>(handOver: HandOver<M> | null | undefined, viewer: number, attempt: Attempt<M, string>): boolean {
  return !handOver || attempt.seat === viewer || !handOver.secret(attempt);
}
