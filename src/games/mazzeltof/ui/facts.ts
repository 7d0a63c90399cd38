/**
 * What MazzelTof's rules say about a position that its table and phase panel show, for one seat:
 * who is to act, whether the seat has a move, whether each control's move may be made now (and if
 * not, why) and how each kind of move stands. The table and phase panel are drawn from these and
 * never read the rules themselves, so a lesson page carries none of the rule code: its steps get the
 * starting position's facts from the build and this reading with the statechart (StepKit.loadFacts).
 */
import { LEARNER } from '../../../engine/learner';
import type { PhaseFacts } from '../../../widgets/PhasePanel';
import { movesOf } from '../actors';
import { moveAvailability, type MoveKind } from '../phases';
import { check, toAct, turnCheck } from '../rules';
import type { MtMove, MtState } from '../state';
import { handOf } from '../table';
import { whyNot, type Offer } from './offers';

/** The controls whose move names no card, or whose card does not change the answer. */
export type Control = 'draw' | 'lay' | 'refill' | 'end' | 'cancel-skip' | 'sit-out' | 'pass';

export interface MtFacts extends PhaseFacts<MoveKind> {
  /** Whether the seat has any move now: its hand is then its turn's. */
  readonly toMove: boolean;
  /**
   * Whether each control's move may be made now, and if not, why. The pass is judged with the
   * first card of the hand: which of its own cards a seat passes never changes the answer (MT-26).
   */
  readonly offers: Readonly<Record<Control, Offer>>;
  /** Whether the revealed card may be picked now: while some play of it, or laying it, would be allowed (MT-38, MT-A5). */
  readonly revealed: Offer;
}

/** Whether `viewer` may make this move now, as the engine judges it. */
export function offer(game: MtState, viewer: number, move: MtMove): Offer {
  const turn = turnCheck(game, viewer);
  const verdict = turn.ok ? check(game, move) : turn;
  return verdict.ok ? { open: true } : { open: false, why: whyNot(verdict) };
}

const OPEN: Offer = { open: true };

export function mtFacts(game: MtState, seat: number = LEARNER): MtFacts {
  const open = movesOf(game, seat);
  const card = handOf(game, seat)[0];
  const of = (move: MtMove) => offer(game, seat, move);
  const offers: Record<Control, Offer> = {
    draw: of({ type: 'draw' }),
    lay: of({ type: 'lay' }),
    refill: of({ type: 'refill' }),
    end: of({ type: 'end' }),
    'cancel-skip': of({ type: 'cancel-skip' }),
    'sit-out': of({ type: 'sit-out' }),
    // An empty hand has no card to pass: its pass control is not shown.
    pass: card ? of({ type: 'pass', card }) : OPEN,
  };
  return {
    acting: toAct(game),
    moves: moveAvailability(game, seat),
    toMove: open.length > 0,
    offers,
    revealed: open.some((m) => m.type === 'play' && m.from.kind === 'revealed') ? OPEN : offers.lay,
  };
}
