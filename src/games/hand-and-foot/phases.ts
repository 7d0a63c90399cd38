/**
 * Which kinds of move are open to a seat right now, for the phase chart, each with the engine's
 * verdict that opens or closes it. A kind is shown open in its own step on the seat's turn without
 * saying whether a particular meld or pickup would pass: finding that out is the learner's job.
 */
import { type HfVerdict, check, turnCheck } from './rules';
import type { HfMove, HfState } from './state';

export type MoveKind = HfMove['type'];

export interface MoveAvailability {
  readonly kind: MoveKind;
  readonly verdict: HfVerdict;
}

/** In the order of a deal: the packet picked as the hand, then a turn's draw or pickup, melds, the discard. */
export const MOVE_KINDS: readonly MoveKind[] = ['choose', 'draw', 'pickup', 'meld', 'discard'];

/** The step each kind of move belongs to (HF-08, HF-11, HF-20, HF-13). */
const STEP_OF: Readonly<Record<MoveKind, HfState['step']['kind']>> = {
  choose: 'choose',
  draw: 'draw',
  pickup: 'draw',
  meld: 'play',
  discard: 'play',
};

/** Stands for "no card" in a probe: a hand that is empty names none. */
const NO_CARD = { id: -1, suit: null, rank: null } as const;

/** A move of the kind, to be judged by the step and the turn before its cards are looked at. */
function probe(state: HfState, seat: number, kind: MoveKind): HfMove {
  const hand = state.hands[seat] ?? [];
  const [a, b, c] = hand;
  switch (kind) {
    case 'choose':
      return { type: 'choose', seat, packet: 0 };
    case 'draw':
      return { type: 'draw', piles: [0, 1] };
    case 'pickup':
      return { type: 'pickup', pair: [a ?? NO_CARD, b ?? NO_CARD], to: null, melds: [] };
    case 'meld':
      return { type: 'meld', groups: [{ cards: [a, b, c].filter((x) => x !== undefined), to: null }] };
    case 'discard':
      return { type: 'discard', card: a ?? NO_CARD };
  }
}

export function moveAvailability(state: HfState, seat: number): MoveAvailability[] {
  const turn = turnCheck(state, seat);
  return MOVE_KINDS.map((kind) => {
    // Not your turn (or not your choice to make), or the deal is over: the turn's verdict.
    if (!turn.ok) return { kind, verdict: turn };
    // Open in its own step, whatever the cards would say (HF-13).
    if (state.step.kind === STEP_OF[kind]) return { kind, verdict: turn };
    return { kind, verdict: check(state, probe(state, seat, kind)) };
  });
}
