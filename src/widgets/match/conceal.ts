/**
 * What the inspector may show of a match's statechart (inspector.ts): the session as one seat may
 * see it. Beside the match rather than the inspector, which every lesson step loads too, so that a
 * lesson page carries none of the session's code.
 */
import { seenBy, type Session } from '../../engine/session';
import type { Concealer } from '../inspector';

/** A concealer for a machine whose context holds a session: the session as `seat` may be shown it. */
export function sessionSeenBy<S>(view: (game: S, seat: number) => S, seat: number): Concealer {
  return (context) =>
    context.session
      ? { ...context, session: seenBy(view, context.session as Session<S, unknown, string>, seat) }
      : context;
}
