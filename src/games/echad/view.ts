/**
 * What one seat sees of an Echad table: its own hand and the face-up discard pile; the other
 * hands and the draw pile concealed (view.ts in the engine), sizes kept; no generator state.
 * The card another player has just drawn is theirs alone, so it is concealed with their hand.
 */
import { CONCEALED_RNG, concealOthers } from '../../engine/view';
import type { EchadCard } from './cards';
import { revise, type EchadState, type TurnStep } from './state';

/** A fixed order of the cards: by id. */
export function cardOrder(a: EchadCard, b: EchadCard): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function view(state: EchadState, seat: number): EchadState {
  const seen = concealOthers(seat, state.hands, [state.pile], cardOrder);
  return revise(state, {
    hands: seen.hands,
    pile: seen.faceDown[0] ?? [],
    step: seat === state.current ? state.step : stepSeen(state, seen.hands),
    rng: CONCEALED_RNG,
  });
}

/** The step with a drawn card replaced by the card that lies in its place in the concealed hand. */
function stepSeen(state: EchadState, hands: readonly (readonly EchadCard[])[]): TurnStep {
  const step = state.step;
  if (step.kind !== 'drawn') return step;
  const at = (state.hands[state.current] ?? []).findIndex((c) => c.id === step.card.id);
  const card = hands[state.current]?.[at];
  if (card === undefined) throw new Error('Echad: a drawn card is always in its player’s hand');
  return { ...step, card };
}
