/**
 * Whether check() allows a move, answered without the verdict: apply() asks this at every move of
 * computer play, and check() spells out words (the pile's rank, the kinds, what would fit) that
 * apply() reads only to throw. allowed.test.ts shows on thousands of positions that this is
 * check(…).ok for every legal move and for a wide set of refused ones. Only the turn's own moves in
 * the play step, and the draw in the refill step, are answered here; every other move and step asks
 * check() itself.
 */
import { type MezzaCard, placeOf } from './cards';
import { fittingKinds, fits } from './pile';
import { check } from './rules';
import type { MezzaMove, MezzaState } from './state';
import { cardsLeft, sourceOf, zoneOf } from './table';

type Play = Extract<MezzaMove, { type: 'play' }>;

/**
 * checkPlay's conditions in the play step: one kind (MZ-13), each card in the zone once (MZ-22),
 * the zone the one the seat plays from (MZ-22, MZ-23, MZ-27); then judgeKind, whose verdict is
 * allowed exactly when fittingKinds() says so (pile.test.ts).
 */
function playAllowed(state: MezzaState, seat: number, move: Play): boolean {
  const { cards } = move;
  const first = cards[0];
  if (first === undefined) return false;
  const there = zoneOf(state, seat, move.from.kind);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as MezzaCard;
    if (c.kind !== first.kind) return false;
    for (let j = 0; j < i; j++) if ((cards[j] as MezzaCard).id === c.id) return false;
    let held = false;
    for (let k = 0; k < there.length && !held; k++)
      held = (there[k] as MezzaCard).id === c.id && (there[k] as MezzaCard).kind === c.kind;
    if (!held) return false;
  }
  return sourceOf(state, seat) === move.from.kind && fits(first, state);
}

/** checkPickUp in the play step (MZ-18, MZ-20, MZ-28, MZ-A15): only when nothing in the source fits. */
function pickUpAllowed(state: MezzaState, seat: number): boolean {
  if (state.pile.length === 0) return false;
  const source = sourceOf(state, seat);
  if (source === null || source === 'face-down') return false;
  const fitting = fittingKinds(state);
  return !zoneOf(state, seat, source).some((c) => (fitting & (1 << placeOf(c))) !== 0);
}

/** check(state, move).ok. */
export function allowed(state: MezzaState, move: MezzaMove): boolean {
  // check() refuses every move once the game is over (MZ-33), and allows the draw in the refill step (MZ-16).
  if (state.status !== 'playing') return false;
  if (state.step.kind === 'refill' && move.type === 'draw') return true;
  if (state.step.kind !== 'play') return check(state, move).ok;
  const seat = state.current;
  if (move.type === 'play') return cardsLeft(state, seat) > 0 && playAllowed(state, seat, move);
  if (move.type === 'pick-up') return cardsLeft(state, seat) > 0 && pickUpAllowed(state, seat);
  return check(state, move).ok;
}
