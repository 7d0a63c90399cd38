/**
 * What an allowed move does to the table. A turn is a draw of two or the discard pickup, melds,
 * then the discard (HF-11, HF-13, HF-20, HF-25). A hand played out by melding brings up the foot at
 * once, one played out by the discard from the next turn (HF-18, HF-24, HF-A12); a foot played out
 * goes out and ends the deal (HF-43, HF-A13), and so do draw piles too low for the next turn's draw
 * (HF-A4): that is found at the end of the turn, so a deal never waits on a draw that cannot be made.
 */
import type { HfCard } from './cards';
import type { Judged } from './judge';
import type { Laid } from './lay-down';
import { endDeal } from './scoring';
import { FRESH_TURN, PICKUP_SIZE, type HfMove, type HfState } from './state';
import { footOf, handOf, nextSeat, pileCards, replaced, teamOf, withoutIds } from './table';

/** HF-08, HF-09: the chosen packet is the hand, the other the foot; play starts once every seat has chosen. */
export function chosen(state: HfState, move: Extract<HfMove, { type: 'choose' }>): HfState {
  const packets = state.packets[move.seat];
  if (!packets || state.step.kind !== 'choose') throw new Error('Hand and Foot: no packets to choose from');
  const waiting = state.step.waiting.filter((s) => s !== move.seat);
  return {
    ...state,
    packets: replaced(state.packets, move.seat, null),
    hands: replaced(state.hands, move.seat, packets[move.packet]),
    feet: replaced(state.feet, move.seat, packets[1 - move.packet] as readonly HfCard[]),
    step: waiting.length > 0 ? { kind: 'choose', waiting } : { kind: 'draw' },
    event: null,
  };
}

/** HF-11, HF-12, HF-A4: the top card of each named pile into the hand. */
export function drawn(state: HfState, piles: readonly [number, number]): HfState {
  // Only the piles drawn from are copied: the others are long and unchanged.
  const next = state.piles.slice();
  const cards: HfCard[] = [];
  for (const p of piles) {
    const pile = next[p] as readonly HfCard[];
    cards.push(pile[pile.length - 1] as HfCard);
    next[p] = pile.slice(0, -1);
  }
  const seat = state.current;
  return {
    ...state,
    piles: next,
    hands: replaced(state.hands, seat, [...handOf(state, seat), ...cards]),
    step: PLAY,
    event: null,
  };
}

const DRAW = { kind: 'draw' } as const;
const PLAY = { kind: 'play' } as const;

/** HF-43, HF-A4: the turn is over; the next player draws, unless the piles can no longer give two. */
function endTurn(state: HfState): HfState {
  const next = nextSeat(state, state.current);
  if (pileCards(state) < 2) return endDeal({ ...state, flags: FRESH_TURN }, null, { kind: 'piles-out', seat: next });
  return { ...state, flags: FRESH_TURN, current: next, step: DRAW };
}

/** HF-18, HF-A12: the hand is played out: the foot comes up and is now the hand. */
function footUp(state: HfState, walk: boolean): HfState {
  const seat = state.current;
  return {
    ...state,
    hands: replaced(state.hands, seat, footOf(state, seat)),
    feet: replaced(state.feet, seat, []),
    inFoot: replaced(state.inFoot, seat, true),
    event: { kind: 'foot', seat, walk },
  };
}

/** The cards laid: the melds, the hand, the partnership opened (HF-16), the turn's laid values (HF-A15). */
function laidDown(state: HfState, laid: Laid, hand: readonly HfCard[], next: Judged['next']): HfState {
  const seat = state.current;
  const team = teamOf(seat);
  const s: HfState = {
    ...state,
    melds: replaced(state.melds, team, laid.melds),
    opened: replaced(state.opened, team, true),
    hands: replaced(state.hands, seat, hand),
    flags: { laid: state.flags.laid + laid.laid },
    step: PLAY,
    event: null,
  };
  if (next === 'out') return endDeal(s, seat, { kind: 'out', seat });
  if (next === 'run') return footUp(s, false);
  return s;
}

/** HF-20, HF-22, HF-A6, HF-A8: the top card and pair melded, the rest of the (up to) seven into the hand. */
export function pickedUp(state: HfState, judged: Judged): HfState {
  const laid = judged.laid as Laid;
  const taken = Math.min(PICKUP_SIZE, state.discard.length);
  const rest = state.discard.slice(state.discard.length - taken, state.discard.length - 1);
  const hand = [...withoutIds(handOf(state, state.current), laid.used), ...rest];
  return laidDown({ ...state, discard: state.discard.slice(0, state.discard.length - taken) }, laid, hand, judged.next);
}

export function melded(state: HfState, judged: Judged): HfState {
  const laid = judged.laid as Laid;
  return laidDown(state, laid, withoutIds(handOf(state, state.current), laid.used), judged.next);
}

/** HF-24, HF-25, HF-A12, HF-A13: the card on the discard pile ends the turn; a last card walks into the foot or goes out. */
export function discarded(state: HfState, card: HfCard, judged: Judged): HfState {
  const seat = state.current;
  const hand = handOf(state, seat);
  const real = hand.find((c) => c.id === card.id) as HfCard;
  const s: HfState = {
    ...state,
    hands: replaced(state.hands, seat, withoutIds(hand, [card.id])),
    discard: [...state.discard, real],
    event: null,
  };
  if (judged.next === 'out') return endDeal(s, seat, { kind: 'out', seat });
  return endTurn(judged.next === 'walk' ? footUp(s, true) : s);
}
