/**
 * Who may act in Echad: the current player, in a turn or, after a wild, as the one who chooses its
 * colour (EC-40, EC-43, EC-44, EC-A6); and while a missed "Echad" can be called out, every other
 * player, out of turn (EC-22 until the next turn begins, EC-23).
 */
import type { Actor } from '../../engine/actors';
import { COLOUR_RULE, openCall, turnRule } from './rules';
import type { EchadRuleId } from './rule-ids';
import type { EchadState } from './state';

export function actors(state: EchadState): readonly Actor<EchadRuleId>[] {
  if (state.status !== 'playing') return [];
  const step = state.step;
  const own: Actor<EchadRuleId> =
    step.kind === 'choose-colour'
      ? { seat: state.current, kind: 'decision', rule: COLOUR_RULE[step.cause] }
      : { seat: state.current, kind: 'turn', rule: turnRule(state) };
  const offender = openCall(state);
  if (offender === null) return [own];
  const callers = state.hands.flatMap((_, seat): Actor<EchadRuleId>[] =>
    seat === offender ? [] : [{ seat, kind: 'window', rule: 'EC-22' }],
  );
  return [own, ...callers];
}
