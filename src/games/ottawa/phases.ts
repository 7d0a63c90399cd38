/**
 * Which kinds of move are open to a seat right now, for the phase chart.
 * A closed move carries the verdict that closes it. Playing and passing are
 * shown as open on your turn without saying whether a card fits: finding
 * that out is the learner's job.
 */
import { allow } from '../../engine/verdict';
import { check, mustDraw, turnCheck, type OttawaVerdict } from './rules';
import type { OttawaState } from './state';

export type MoveKind = 'draw' | 'play' | 'pass';

export interface MoveAvailability {
  readonly kind: MoveKind;
  readonly verdict: OttawaVerdict;
}

export function moveAvailability(state: OttawaState, seat: number): MoveAvailability[] {
  const turn = turnCheck(state, seat);
  if (!turn.ok) return (['draw', 'play', 'pass'] as const).map((kind) => ({ kind, verdict: turn }));
  const draw = check(state, { type: 'draw' });
  const play: OttawaVerdict = allow('OT-17');
  const pass: OttawaVerdict = mustDraw(state) ? check(state, { type: 'pass' }) : allow('OT-A2');
  return [
    { kind: 'draw', verdict: draw },
    { kind: 'play', verdict: play },
    { kind: 'pass', verdict: pass },
  ];
}
