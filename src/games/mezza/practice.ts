/**
 * Mezza in practice: what a learner might try wherever the seat may act. On its turn each card of
 * its hand and face-up cards played on the pile, every card of a kind at once, a face-down card, a
 * pick-up and a refill; the quick play and the snatch it may think it still has; at the swap before
 * play, a swap; in a window open to it, the quick play or snatch and letting it go. And what a move
 * leads to (consequences.ts), what the position shows (practice-facts.ts), and where the turn stands,
 * said above each question (practice-situation.ts).
 */
import { seatZone } from '../../engine/zones';
import type { GamePractice, PracticeTry } from '../module';
import { combinedWith } from './cards';
import { mezzaConsequences } from './consequences';
import { mezzaFacts, pairsAndMore } from './practice-facts';
import { mezzaSituation } from './practice-situation';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaOptions, type MezzaState, type MezzaZone } from './state';
import { handOf, sourceOf, zoneOf } from './table';

type Try = PracticeTry<MezzaMove>;

/** One card played from the seat's hand or face-up cards: the plays a learner tries first. */
export function singlePlays(state: MezzaState, seat: number): MezzaMove[] {
  const fromHand = seatZone('hand' as const, seat);
  const fromUp = seatZone('face-up' as const, seat);
  return [
    ...(state.hands[seat] ?? []).map((c): MezzaMove => ({ type: 'play', cards: [c], from: fromHand })),
    ...(state.faceUp[seat] ?? []).map((c): MezzaMove => ({ type: 'play', cards: [c], from: fromUp })),
  ];
}

const withCard = (move: MezzaMove): Try => ({
  move,
  card: move.type === 'play' || move.type === 'snatch' || move.type === 'quick' ? move.cards[0] : undefined,
});

/**
 * The seat's own turn: single cards (the "which" question), then moves without a card of their
 * own: all cards of a kind at once (MZ-13), a face-down card (MZ-27, MZ-28), the pick-up (MZ-18,
 * MZ-20), a refill (MZ-16, MZ-17); and with a card of the kind on top in hand, a quick play that is
 * no longer open (MZ-62), with a half on top, a snatch or a decline that is just the own turn
 * (MZ-39, MZ-A5).
 */
function turnTries(state: MezzaState, seat: number): Try[] {
  const tries = singlePlays(state, seat).map(withCard);
  if (state.step.kind === 'refill') return [...tries, { move: { type: 'draw' } }];
  const source = sourceOf(state, seat);
  const zone: MezzaZone = source === 'face-up' ? 'face-up' : 'hand';
  for (const cards of pairsAndMore(zoneOf(state, seat, zone)))
    tries.push({ move: { type: 'play', cards, from: seatZone(zone, seat) } });
  tries.push({ move: { type: 'blind', at: 0 } }, { move: { type: 'pick-up' } }, { move: { type: 'draw' } });
  const top = state.pile[state.pile.length - 1];
  if (top === undefined || state.step.kind !== 'play') return tries;
  const sameAsTop = handOf(state, seat).find((c) => c.kind === top.kind);
  if (sameAsTop) tries.push({ move: { type: 'quick', cards: [sameAsTop], from: seatZone('hand', seat) } });
  const half = handOf(state, seat).find((c) => c.kind === '½');
  if (combinedWith(top.kind) !== undefined) {
    tries.push({ move: { type: 'decline', seat } });
    if (half) tries.push({ move: { type: 'snatch', seat, cards: [half], from: seatZone('hand', seat) } });
  }
  return tries;
}

/** MZ-07: before play, a swap of the first hand card for the first face-up card, and a card played too soon. */
function swapTries(state: MezzaState, seat: number): Try[] {
  const hand = handOf(state, seat)[0];
  const up = state.faceUp[seat]?.find((c) => c.kind !== hand?.kind);
  const swap: Try[] = hand && up ? [{ move: { type: 'swap', seat, hand, faceUp: up } }] : [];
  return [...swap, ...singlePlays(state, seat).map(withCard)];
}

/**
 * A window open to the seat: the quick play of the cards it drew, and of a card of that kind it held
 * already (MZ-61, MZ-63, MZ-A12); the snatch with each card of the place it plays from, a ½ or not,
 * and with all its ½s (MZ-39, MZ-40, MZ-A5); letting the chance go (MZ-21, MZ-A12).
 */
function windowTries(state: MezzaState, seat: number): Try[] {
  const step = state.step;
  const decline: Try = { move: { type: 'decline', seat } };
  if (step.kind === 'quick' && step.seat === seat) {
    const from = seatZone(step.from, seat);
    const same = zoneOf(state, seat, step.from).filter((c) => c.kind === step.of);
    return [...same.map((c) => withCard({ type: 'quick', cards: [c], from })), decline];
  }
  if (step.kind === 'snatch' && step.seats.includes(seat)) {
    const source = sourceOf(state, seat);
    if (source !== 'hand' && source !== 'face-up') return [decline];
    const from = seatZone(source, seat);
    const cards = zoneOf(state, seat, source);
    const halves = cards.filter((c) => c.kind === '½');
    const all: Try[] = halves.length >= 2 ? [{ move: { type: 'snatch', seat, cards: halves, from } }] : [];
    return [...cards.map((c) => withCard({ type: 'snatch', seat, cards: [c], from })), ...all, decline];
  }
  return [];
}

/**
 * What the seat might try now. A play or another move of the turn is judged as the current
 * player's, so it is tried only on the seat's own turn; in a window only the window's moves.
 */
export function mezzaTries(state: MezzaState, seat: number): readonly Try[] {
  if (state.status !== 'playing') return [];
  const step = state.step;
  if (step.kind === 'swap') return step.ready[seat] === false ? swapTries(state, seat) : [];
  const window = windowTries(state, seat);
  const ownTurn = step.kind === 'refill' ? step.seat === seat : state.current === seat;
  return ownTurn ? [...turnTries(state, seat), ...window] : window;
}

/** Why the rules never asked are never asked. */
const MEZZA_NOT_ASKED = {
  secret: 'nothing to decide: nobody ever looks at a face-down card',
  tie: "who ties for the lowest card is told by the other players' hidden hands, which the seat cannot see",
  circle: 'decides only when a game goes round in circles, which the deals almost never do',
} as const;

export const mezzaPractice: GamePractice<MezzaState, MezzaMove, MezzaOptions> = {
  // The short pack (MZ-64) in every fourth deal, with three players, as the sheet suggests.
  deals: [
    { ...DEFAULT_OPTIONS, players: 3 },
    { ...DEFAULT_OPTIONS, players: 4 },
    { ...DEFAULT_OPTIONS, players: 2 },
    { ...DEFAULT_OPTIONS, players: 3, deck: 'short' },
  ],
  tries: mezzaTries,
  asksOutOfTurn: true,
  consequences: mezzaConsequences,
  facts: mezzaFacts,
  situation: mezzaSituation,
  // Rules never asked in practice, and why.
  neverAsked: {
    'MZ-04': MEZZA_NOT_ASKED.secret,
    'MZ-09': MEZZA_NOT_ASKED.tie,
    'MZ-A16': MEZZA_NOT_ASKED.circle,
  },
};
