/**
 * The moves open to a seat now, written out from the table rather than as check() over every
 * candidate, for speed; the property tests assert that every one of them is allowed. Of cards of
 * one kind, which are interchangeable, a play names the first one, two … by id.
 */
import { seatZone } from '../../engine/zones';
import { sortedById } from '../../engine/sorted';
import { type MezzaCard, placeOf } from './cards';
import { fittingKinds } from './pile';
import type { MezzaMove, MezzaState, MezzaZone } from './state';
import { faceDownOf, handOf, isActive, sourceOf, startKind, zoneOf } from './table';

/** Plays from a zone of the kinds `allowed` accepts: one, two … cards of each kind. */
function playsFrom(cards: readonly MezzaCard[], allowed: (c: MezzaCard) => boolean): MezzaCard[][] {
  // A card's id is its kind's place × 12 plus its copy, so sorted by id the cards of a kind lie together.
  const sorted = sortedById(cards);
  const out: MezzaCard[][] = [];
  for (let start = 0; start < sorted.length;) {
    const first = sorted[start] as MezzaCard;
    let end = start + 1;
    while (end < sorted.length && (sorted[end] as MezzaCard).kind === first.kind) end++;
    if (allowed(first)) for (let n = start + 1; n <= end; n++) out.push(sorted.slice(start, n));
    start = end;
  }
  return out;
}

/** Plays of these cards; the moves share one zone reference, as they are plain readonly data. */
function asPlay(seat: number, from: MezzaZone): (cards: MezzaCard[]) => MezzaMove {
  const zone = seatZone(from, seat);
  return (cards) => ({ type: 'play', cards, from: zone });
}

/** The first card of each kind, by id: sorted by id, the cards of a kind lie together. */
export function firstOfEach(cards: readonly MezzaCard[]): MezzaCard[] {
  const sorted = sortedById(cards);
  return sorted.filter((c, i) => i === 0 || (sorted[i - 1] as MezzaCard).kind !== c.kind);
}

/** MZ-07: every swap of a hand kind for a different face-up kind, then "ready". */
function setupMoves(state: MezzaState, seat: number): MezzaMove[] {
  if (state.step.kind !== 'swap' || state.step.ready[seat] !== false) return [];
  const ups = firstOfEach(state.faceUp[seat] ?? []);
  const moves: MezzaMove[] = [];
  for (const hand of firstOfEach(handOf(state, seat)))
    for (const faceUp of ups) if (faceUp.kind !== hand.kind) moves.push({ type: 'swap', seat, hand, faceUp });
  moves.push({ type: 'ready', seat });
  return moves;
}

/** The current player's turn: plays that fit from the one source, a blind card, or the pick-up. */
function turnMoves(state: MezzaState, seat: number): MezzaMove[] {
  const source = sourceOf(state, seat);
  if (source === null) return [];
  if (state.step.kind === 'start') {
    const lowest = startKind(state, seat);
    return playsFrom(handOf(state, seat), (c) => lowest === null || c.kind === lowest).map(asPlay(seat, 'hand'));
  }
  if (source === 'face-down') return faceDownOf(state, seat).map((_, at): MezzaMove => ({ type: 'blind', at }));
  const fitting = fittingKinds(state);
  const plays = playsFrom(zoneOf(state, seat, source), (c) => (fitting & (1 << placeOf(c))) !== 0).map(
    asPlay(seat, source),
  );
  return plays.length > 0 || state.pile.length === 0 ? plays : [{ type: 'pick-up' }];
}

/** Moves in an open window: a quick play (MZ-61, MZ-63), a snatch (MZ-39), or letting it go. */
function windowMoves(state: MezzaState, seat: number): MezzaMove[] {
  const step = state.step;
  if (step.kind === 'quick' && step.seat === seat) {
    const cards = zoneOf(state, seat, step.from).filter((c) => step.cards.includes(c.id));
    const quick = playsFrom(cards, () => true).map((cs): MezzaMove => ({
      type: 'quick',
      cards: cs,
      from: seatZone(step.from, seat),
    }));
    return [...quick, { type: 'decline', seat }];
  }
  if (step.kind === 'snatch' && step.seats.includes(seat)) {
    const source = sourceOf(state, seat);
    if (source === null || source === 'face-down') return [{ type: 'decline', seat }];
    const halves = playsFrom(zoneOf(state, seat, source), (c) => c.kind === '½').map((cards): MezzaMove => ({
      type: 'snatch',
      seat,
      cards,
      from: seatZone(source, seat),
    }));
    return [...halves, { type: 'decline', seat }];
  }
  return [];
}

export function movesFor(state: MezzaState, seat: number): MezzaMove[] {
  if (state.status !== 'playing') return [];
  const step = state.step;
  if (step.kind === 'swap') return setupMoves(state, seat);
  if (step.kind === 'refill') return seat === step.seat ? [{ type: 'draw' }] : [];
  const own = seat === state.current && isActive(state, seat) ? turnMoves(state, seat) : [];
  const window = windowMoves(state, seat);
  return window.length === 0 ? own : [...own, ...window];
}
