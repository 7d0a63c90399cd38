/**
 * Which kinds of move are open to a seat right now, for the phase chart. A closed move carries the
 * verdict that closes it. Playing is shown as open on your turn without saying whether a card
 * fits: finding that out is the learner's job.
 */
import { allow } from '../../engine/verdict';
import { seatZone } from '../../engine/zones';
import { movesOf } from './actors';
import { type MezzaVerdict, check, turnCheck } from './rules';
import type { MezzaState } from './state';

export type MoveKind = 'swap' | 'play' | 'blind' | 'pick-up' | 'draw' | 'quick' | 'snatch';

export interface MoveAvailability {
  readonly kind: MoveKind;
  readonly verdict: MezzaVerdict;
}

const KINDS: readonly MoveKind[] = ['swap', 'play', 'blind', 'pick-up', 'draw', 'quick', 'snatch'];

/** The rule under which each kind of move is open, when it is. */
const OPEN_RULE = {
  swap: 'MZ-07',
  play: 'MZ-12',
  blind: 'MZ-28',
  'pick-up': 'MZ-18',
  draw: 'MZ-16',
  quick: 'MZ-61',
  snatch: 'MZ-39',
} as const;

export function moveAvailability(state: MezzaState, seat: number): MoveAvailability[] {
  const open = new Set(
    movesOf(state, seat).map((m) => (m.type === 'ready' ? 'swap' : m.type === 'decline' ? state.step.kind : m.type)),
  );
  const turn = turnCheck(state, seat);
  return KINDS.map((kind) => {
    if (open.has(kind)) return { kind, verdict: allow(OPEN_RULE[kind]) };
    if (kind === 'pick-up' || kind === 'draw') return { kind, verdict: turn.ok ? check(state, { type: kind }) : turn };
    // Playing is open on your turn even when nothing fits: the pick-up's verdict says why.
    if (kind === 'play' && turn.ok && state.step.kind !== 'swap' && state.step.kind !== 'refill')
      return { kind, verdict: allow('MZ-12') };
    if (kind === 'swap') return { kind, verdict: check(state, { type: 'ready', seat }) };
    // Not your turn: the turn's verdict; the swap or a refill first: the step's own verdict.
    if (kind === 'play') return { kind, verdict: turn.ok ? check(state, { type: 'pick-up' }) : turn };
    if (kind === 'blind') return { kind, verdict: turn.ok ? check(state, { type: 'blind', at: 0 }) : turn };
    // A window of this kind open to others only: the verdict on letting it go says there is nothing
    // to let go. No window of this kind at all: the verdict on a move into it says it is closed.
    if (state.step.kind === kind) return { kind, verdict: check(state, { type: 'decline', seat }) };
    const from = seatZone('hand', seat);
    return {
      kind,
      verdict: check(state, kind === 'quick' ? { type: kind, cards: [], from } : { type: kind, seat, cards: [], from }),
    };
  });
}
