/**
 * Whether check() allows a move, answered without the verdict: apply() asks this at every move of
 * computer play, and check() spells out words (the pile's rank, the kinds, what would fit) that
 * apply() reads only to throw. allowed.test.ts shows on thousands of positions that this is
 * check(…).ok for every legal move and for a wide set of refused ones. The turn's own moves in the
 * play step, the draw in the refill step and the moves of the swap step are answered here; every
 * other move and step asks check() itself.
 */
import { type MezzaCard, placeOf } from './cards';
import { fittingKinds, fits } from './pile';
import { check } from './rules';
import type { MezzaMove, MezzaState } from './state';
import { cardsLeft, faceDownOf, faceUpOf, handOf, sourceOf, zoneOf } from './table';

type Play = Extract<MezzaMove, { type: 'play' }>;

/** Does the zone hold this card (by id, of this kind)? A loop: a zone holds a few cards. */
function holds(zone: readonly MezzaCard[], card: MezzaCard): boolean {
  for (let i = 0; i < zone.length; i++)
    if ((zone[i] as MezzaCard).id === card.id && (zone[i] as MezzaCard).kind === card.kind) return true;
  return false;
}

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
    if (!holds(there, c)) return false;
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
  const step = state.step;
  if (step.kind === 'refill' && move.type === 'draw') return true;
  // checkSetup (MZ-07): a seat still deciding says it is ready, or swaps its own hand and face-up cards.
  if (step.kind === 'swap' && (move.type === 'ready' || move.type === 'swap')) {
    if (step.ready[move.seat] !== false) return false;
    return (
      move.type === 'ready' ||
      (handOf(state, move.seat).some((c) => c.id === move.hand.id) &&
        faceUpOf(state, move.seat).some((c) => c.id === move.faceUp.id))
    );
  }
  if (step.kind !== 'play') return check(state, move).ok;
  const seat = state.current;
  if (move.type === 'play') return cardsLeft(state, seat) > 0 && playAllowed(state, seat, move);
  if (move.type === 'pick-up') return cardsLeft(state, seat) > 0 && pickUpAllowed(state, seat);
  // checkTurn (MZ-27, MZ-28): one face-down card, by its place, once the hand and face-up cards are gone.
  if (move.type === 'blind') {
    const left = faceDownOf(state, seat).length;
    return sourceOf(state, seat) === 'face-down' && Number.isInteger(move.at) && move.at >= 0 && move.at < left;
  }
  return check(state, move).ok;
}
