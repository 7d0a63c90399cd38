/**
 * What one seat sees of a MazzelTof table: its own hand, every open card, the piles, the removed
 * piles and the marker card of each draw pile (MT-07); a draw pile in its last six is face up
 * (MT-37). The other hands, the draw piles above and below the marker and every penalty stack
 * (face down, MT-29) are concealed (view.ts in the engine), sizes kept; no generator state.
 */
import type { RngState } from '../../engine/rng';
import { CONCEALED_RNG, type Refill, concealNumbered, reshuffle } from '../../engine/view';
import type { MtCard } from './cards';
import { LAST_SIX, type MtMove, type MtState } from './state';
import type { Verdict } from '../../engine/verdict';

const MARK = LAST_SIX - 1;

function refilled(state: MtState, seat: number, refill: Refill<MtCard>): MtState {
  const hidden: (readonly MtCard[])[] = [];
  state.hands.forEach((h, s) => {
    if (s !== seat) hidden.push(h);
  });
  state.draw.forEach((pile, team) => {
    if (!state.revealed[team]) hidden.push(pile.slice(0, MARK), pile.slice(MARK + 1));
  });
  state.penalty.forEach((p) => hidden.push(p));
  const back = refill(hidden);
  let next = 0;
  const take = () => back[next++] ?? [];
  const hands = state.hands.map((h, s) => (s === seat ? h : take()));
  const draw = state.draw.map((pile, team) => {
    if (state.revealed[team]) return pile;
    const below = take();
    const above = take();
    const mark = pile[MARK];
    return mark === undefined ? [...below, ...above] : [...below, mark, ...above];
  });
  const penalty = state.penalty.map(() => take());
  return { ...state, hands, draw, penalty };
}

export function view(state: MtState, seat: number): MtState {
  return { ...refilled(state, seat, (zones) => concealNumbered(zones, (card) => card.id)), rng: CONCEALED_RNG };
}

/** A state `seat` cannot tell from this one: the cards it cannot see shuffled among their places (for tests). */
export function reshuffleUnseen(state: MtState, seat: number, seed: RngState): MtState {
  return refilled(state, seat, (zones) => reshuffle(zones, seed));
}

/**
 * The draw and the refill put cards only their player sees into the hand; a pass onto the
 * penalty stack goes face down (MT-29). The other seats are told only that it happened.
 */
export function secretMove(move: MtMove, verdict: Verdict): boolean {
  return move.type === 'draw' || move.type === 'refill' || (move.type === 'pass' && verdict.rule === 'MT-29');
}
