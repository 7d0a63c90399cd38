/**
 * Who may act now. Most of the time one seat takes its turn; but a game can open a window that
 * other seats may use out of turn (calling out a player who forgot to announce a last card,
 * snatching the turn), or wait
 * for a decision only one seat makes (the colour for a wild). Machines, widgets and bots read
 * these the same way in every game.
 */

/** The capacity in which a seat may act. */
export type ActorKind =
  /** The seat whose turn it is. */
  | 'turn'
  /** A window any listed seat may use out of turn, before play goes on (a call-out, a snatch). */
  | 'window'
  /** A choice that only this seat makes, and that play waits for (a colour, a swap at setup). */
  | 'decision';

export interface Actor<RuleId extends string = string> {
  readonly seat: number;
  readonly kind: ActorKind;
  /** The rule that opens this window or decision (for a turn, the rule of turn order). */
  readonly rule: RuleId;
}

/** May this seat act now, in any capacity? */
export function mayAct(actors: readonly Actor[], seat: number): boolean {
  return actors.some((a) => a.seat === seat);
}

/** The actor entry for this seat, the turn first when a seat has several. */
export function actorFor<R extends string>(actors: readonly Actor<R>[], seat: number): Actor<R> | undefined {
  return actors.find((a) => a.seat === seat && a.kind === 'turn') ?? actors.find((a) => a.seat === seat);
}
