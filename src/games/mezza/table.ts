/**
 * Reading and changing the table: whose cards are where, which source a seat plays from now
 * (MZ-22, MZ-23, MZ-27), who is still in the game and who comes next (MZ-11, MZ-32).
 */
import { type Kind, type MezzaCard, isJoker, valueOf } from './cards';
import { ROW, type MezzaDraft, type MezzaState, type MezzaZone, copyState } from './state';

export type Source = MezzaZone | 'face-down';

export const handOf = (state: MezzaState, seat: number): readonly MezzaCard[] => state.hands[seat] ?? [];
export const faceUpOf = (state: MezzaState, seat: number): readonly MezzaCard[] => state.faceUp[seat] ?? [];
export const faceDownOf = (state: MezzaState, seat: number): readonly MezzaCard[] => state.faceDown[seat] ?? [];

export function zoneOf(state: MezzaState, seat: number, zone: MezzaZone): readonly MezzaCard[] {
  return zone === 'hand' ? handOf(state, seat) : faceUpOf(state, seat);
}

export function cardsLeft(state: MezzaState, seat: number): number {
  return handOf(state, seat).length + faceUpOf(state, seat).length + faceDownOf(state, seat).length;
}

/**
 * Where the seat plays from now: the hand while it holds cards (MZ-22); the face-up cards once the
 * hand and the draw pile are empty (MZ-23); then one face-down card at a time (MZ-27). Null when
 * the seat has no cards.
 */
export function sourceOf(state: MezzaState, seat: number): Source | null {
  if (handOf(state, seat).length > 0 || state.drawPile.length > 0) return 'hand';
  if (faceUpOf(state, seat).length > 0) return 'face-up';
  return faceDownOf(state, seat).length > 0 ? 'face-down' : null;
}

/** Is the seat still in the game? Read on nearly every move, mostly while nobody has finished. */
export const isActive = (state: MezzaState, seat: number): boolean =>
  state.finished.length === 0 || !state.finished.includes(seat);

export function activeSeats(state: MezzaState): number[] {
  return state.hands.flatMap((_, seat) => (isActive(state, seat) ? [seat] : []));
}

/** How many seats are still in the game: activeSeats(state).length without the array. */
export function activeCount(state: MezzaState): number {
  let n = 0;
  for (let seat = 0; seat < state.hands.length; seat++) if (isActive(state, seat)) n++;
  return n;
}

/** The next seat clockwise that is still in the game (MZ-11, MZ-33). */
export function nextActive(state: MezzaState, seat: number): number {
  const n = state.hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (isActive(state, s)) return s;
  }
  return seat;
}

/** The seats in turn order starting from `first`. */
export function seatsFrom(state: MezzaState, first: number): number[] {
  const n = state.hands.length;
  const seats: number[] = [];
  for (let i = 0; i < n; i++) seats.push((first + i) % n);
  return seats;
}

function replaced<T>(rows: readonly (readonly T[])[], seat: number, row: readonly T[]): (readonly T[])[] {
  // A copy with one row swapped, without a callback per row (this runs on nearly every move).
  const out = rows.slice();
  if (seat >= 0 && seat < out.length) out[seat] = row;
  return out;
}

/** Puts these cards in the seat's zone of a fresh copy; the other seats' rows are shared. */
export function setZone(draft: MezzaDraft, seat: number, zone: Source, cards: readonly MezzaCard[]): void {
  if (zone === 'hand') draft.hands = replaced(draft.hands, seat, cards);
  else if (zone === 'face-up') draft.faceUp = replaced(draft.faceUp, seat, cards);
  else draft.faceDown = replaced(draft.faceDown, seat, cards);
}

export function withZone(state: MezzaState, seat: number, zone: Source, cards: readonly MezzaCard[]): MezzaDraft {
  const s = copyState(state);
  setZone(s, seat, zone, cards);
  return s;
}

/**
 * The cards of `under` and then those of `over`, in a new array: a pile with a play on top, a hand
 * with a pile or a refill added. Loops, not spreads: a spread goes through the iterator protocol.
 */
export function stacked(under: readonly MezzaCard[], over: readonly MezzaCard[]): MezzaCard[] {
  const out = under.slice();
  for (let i = 0; i < over.length; i++) out.push(over[i] as MezzaCard);
  return out;
}

/** The cards, in order, less those in `gone`: a loop without callbacks, as nearly every move takes cards from a zone. */
export function without(cards: readonly MezzaCard[], gone: readonly MezzaCard[]): MezzaCard[] {
  const out: MezzaCard[] = [];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as MezzaCard;
    let kept = true;
    for (let j = 0; j < gone.length && kept; j++) kept = (gone[j] as MezzaCard).id !== card.id;
    if (kept) out.push(card);
  }
  return out;
}

/** MZ-16, MZ-17: the hand refilled to three from the draw pile; the cards drawn. */
export function refilled(state: MezzaState, seat: number): { state: MezzaState; drawn: MezzaCard[] } {
  const hand = handOf(state, seat);
  const count = Math.min(Math.max(0, ROW - hand.length), state.drawPile.length);
  const drawn = state.drawPile.slice(state.drawPile.length - count).reverse();
  const after = withZone(state, seat, 'hand', stacked(hand, drawn));
  after.drawPile = state.drawPile.slice(0, state.drawPile.length - count);
  return { state: after, drawn };
}

export function seatName(seat: number): string {
  return seat === 0 ? 'You' : `Player ${seat + 1}`;
}

/** The lowest natural kind in the starter's hand (MZ-08, MZ-10); jokers do not count (MZ-A11). */
export function startKind(state: MezzaState, seat: number): Kind | null {
  let best: Kind | null = null;
  for (const c of handOf(state, seat)) {
    if (isJoker(c.kind)) continue;
    if (best === null || (valueOf(c.kind) as number) < (valueOf(best) as number)) best = c.kind;
  }
  return best;
}
