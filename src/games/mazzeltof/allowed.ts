/**
 * Whether check() allows a move, answered without the verdict: apply() asks this at every move of
 * computer play, and check() spells out words (the player, the card, the pile) that apply() reads
 * only to throw. allowed.test.ts shows on thousands of positions that this is check(…).ok for every
 * legal move and for every move of every card of the table onto every pile; the rarer moves (the
 * skip step, laying, refilling, ending) ask check() itself.
 */
import { check, jokerPlayable } from './rules';
import { PILES, type MtMove, type MtState } from './state';
import { fits, handOf, openOf, pileOf, revealedTop, teamOf } from './table';

type Play = Extract<MtMove, { type: 'play' }>;

/** checkPlay's conditions, in its order, and judgeCard's: a card is allowed exactly when it fits. */
function playAllowed(state: MtState, move: Play): boolean {
  const seat = state.current;
  const card = move.cards[0];
  if (card === undefined || move.cards.length !== 1 || !PILES.includes(move.pile)) return false;
  const team = teamOf(seat);
  if (move.from.kind === 'revealed') {
    const top = revealedTop(state, team);
    if (top === undefined || state.flags.handled || top.id !== card.id) return false;
  } else {
    const owner = move.from.owner.kind === 'seat' ? move.from.owner.seat : seat;
    if (move.from.kind === 'open' && teamOf(owner) !== team) return false;
    if (move.from.kind === 'hand' && owner !== seat) return false;
    const there = move.from.kind === 'hand' ? handOf(state, owner) : openOf(state, owner);
    if (!there.some((c) => c.id === card.id)) return false;
  }
  return fits(card, move.pile, pileOf(state, move.pile));
}

/** checkPass's refusals: an empty hand, a card not in it, the revealed card unhandled, a joker owed. */
function passAllowed(state: MtState, id: number): boolean {
  const seat = state.current;
  const hand = handOf(state, seat);
  if (!hand.some((c) => c.id === id)) return false;
  const top = revealedTop(state, teamOf(seat));
  if (top !== undefined && !state.flags.handled) return false;
  return !(state.flags.oweJoker && jokerPlayable(state, seat));
}

/** check(state, move).ok. */
export function allowed(state: MtState, move: MtMove): boolean {
  if (state.status !== 'playing' || state.step.kind === 'skip') return check(state, move).ok;
  // MT-33: the draw step takes the draw and nothing else.
  if (state.step.kind === 'draw') return move.type === 'draw';
  if (move.type === 'play') return playAllowed(state, move);
  if (move.type === 'pass') return passAllowed(state, move.card.id);
  return check(state, move).ok;
}
