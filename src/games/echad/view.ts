/**
 * What one seat sees of an Echad table: its own hand and the face-up discard pile; the other
 * hands and the draw pile concealed (view.ts in the engine), sizes kept; no generator state.
 * The card another player has just drawn is theirs alone, so it is concealed with their hand.
 */
import type { RngState } from '../../engine/rng';
import { CONCEALED_RNG, type Refill, conceal, refillUnseen, reshuffle } from '../../engine/view';
import type { EchadCard } from './cards';
import { revise, type EchadMove, type EchadState, type TurnStep } from './state';

/** A fixed order of the cards: by id. */
export function cardOrder(a: EchadCard, b: EchadCard): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The state with the other hands and the draw pile refilled: the cards `seat` cannot see. */
function refilled(state: EchadState, seat: number, refill: Refill<EchadCard>): EchadState {
  const unseen = refillUnseen(seat, state.hands, [state.pile], refill);
  return revise(state, {
    hands: unseen.hands,
    pile: unseen.faceDown[0] ?? [],
    step: seat === state.current ? state.step : drawnIn(state, unseen.hands),
  });
}

/** The step with a drawn card replaced by the card that now lies in its place in the current hand. */
function drawnIn(state: EchadState, hands: readonly (readonly EchadCard[])[]): TurnStep {
  const step = state.step;
  if (step.kind !== 'drawn') return step;
  const at = (state.hands[state.current] ?? []).findIndex((c) => c.id === step.card.id);
  const card = hands[state.current]?.[at];
  if (card === undefined) throw new Error('Echad: a drawn card is always in its player’s hand');
  return { ...step, card };
}

export function view(state: EchadState, seat: number): EchadState {
  return revise(
    refilled(state, seat, (zones) => conceal(zones, cardOrder)),
    { rng: CONCEALED_RNG },
  );
}

/** A state `seat` cannot tell from this one: the cards it cannot see shuffled among their places (for tests). */
export function reshuffleUnseen(state: EchadState, seat: number, seed: RngState): EchadState {
  return refilled(state, seat, (zones) => reshuffle(zones, seed));
}

/**
 * Drawing and keeping are told to the others only as the table saw them: the drawn card is its
 * player's alone, and a draw's verdict says whether the hand held a match (EC-18).
 */
export function secretMove(move: EchadMove): boolean {
  return move.type === 'draw' || move.type === 'keep';
}
