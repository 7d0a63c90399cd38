/**
 * Mezza's computer player. Its plan, simple but better than chance:
 * - at setup, put its strongest cards face up for later and keep the weak ones to play first;
 * - refill at once, and quick-play every drawn card it may;
 * - snatch when it pays: a ½ on 9½ burns the pile (MZ-53), on 6½ it skips a player (MZ-50);
 * - on its turn, shed the lowest kind that fits, every copy of it, and keep its jokers for need:
 *   one joker only when nothing else fits (MZ-A15), the transparent one first as it keeps the rank;
 * - pick up only when nothing fits (MZ-18), and turn the first face-down card when it must.
 * It reads only its own view: its hand, the face-up cards, the pile and counts.
 *
 * Played this way every time, players can pass the pile round for ever once the draw pile is gone:
 * each picks up what another played and sheds it again in the same order (three 6s and three 8s
 * never burn when the fourth is out of play), or a lone 4 opens each new pile and the next player,
 * held to 4 or lower, takes it back. So with the draw pile gone, a player with a choice of plays
 * now and then makes another one, chosen with its generator: the round changes, and a burn or a
 * finish ends it. One time in eight is enough. Over 2,000 seeded games of each size, one time in
 * three only played worse and made games longer (four players: a median of 220 moves a game
 * against 184; six players: 240 against 193, the longest 410 against 305), and no more games came
 * round until MZ-A16 ended them (9 of 8,000 against 7).
 */
import { nextInt, type RngState } from '../../engine/rng';
import { type Kind, type MezzaCard, KINDS, isJoker, placeOf, valueOf } from './cards';
import { type ZoneRef, seatZone } from '../../engine/zones';
import { firstOfEach, movesFor } from './move-list';
import { fittingKinds } from './pile';
import { MAX_PLAYERS, type MezzaMove, type MezzaState, type MezzaZone } from './state';
import { faceUpOf, handOf, isActive, sourceOf, zoneOf } from './table';

/** How strong a card is to keep for later: the jokers most, then by value. */
const strength = (kind: Kind): number => (isJoker(kind) ? 30 : (valueOf(kind) as number));

/**
 * MZ-07: the swap that gains the most strength face up, of those movesFor lists (the first card of
 * each kind by id, in hand and face up, of different kinds), the first of equal gains; with none
 * that gains, ready.
 */
function setupChoice(state: MezzaState, seat: number): MezzaMove {
  const ups = firstOfEach(faceUpOf(state, seat));
  let best: MezzaMove = { type: 'ready', seat };
  let gain = 0;
  for (const hand of firstOfEach(handOf(state, seat)))
    for (const faceUp of ups) {
      const g = strength(hand.kind) - strength(faceUp.kind);
      if (faceUp.kind !== hand.kind && g > gain) {
        best = { type: 'swap', seat, hand, faceUp };
        gain = g;
      }
    }
  return best;
}

/** How much the bot wants a play: lower is better (the lowest natural kind, the most cards of it). */
function playCost(kind: Kind, count: number): number {
  if (kind === 'T') return 1000 - count * 100;
  if (kind === '0') return 2000 - count * 100;
  return (valueOf(kind) as number) * 10 - count;
}

const costOf = (cards: readonly MezzaCard[]): number => playCost((cards[0] as MezzaCard).kind, cards.length);

type Play = Extract<MezzaMove, { type: 'play' }>;

function choose(state: MezzaState, seat: number, moves: readonly MezzaMove[], plays: readonly Play[]): MezzaMove {
  const step = state.step;
  const draw = moves.find((m) => m.type === 'draw');
  if (draw) return draw;
  const quick = moves.filter((m) => m.type === 'quick').pop();
  if (quick) return quick;
  if (step.kind === 'snatch' && step.seats.includes(seat)) {
    const top = state.pile[state.pile.length - 1]?.kind;
    const snatch = moves.find((m) => m.type === 'snatch');
    if (snatch && (top === '9½' || top === '6½')) return snatch;
  }
  if (plays.length > 0) {
    // A joker is worth keeping: one at a time, and only when nothing else fits.
    const natural = plays.filter((m) => !isJoker((m.cards[0] as MezzaCard).kind));
    const pool = natural.length > 0 ? natural : plays.filter((m) => m.cards.length === 1);
    return pool.reduce((a, b) => (costOf(b.cards) < costOf(a.cards) ? b : a));
  }
  const fallback =
    moves.find((m) => m.type === 'blind') ??
    moves.find((m) => m.type === 'pick-up') ??
    moves.find((m) => m.type === 'decline');
  if (!fallback) throw new Error(`Mezza: seat ${seat} has nothing to do`);
  return fallback;
}

const DRAW: MezzaMove = { type: 'draw' };

/** With the draw pile gone, one time in SHUFFLE a player with a choice plays another card that fits (see above). */
const SHUFFLE = 8;

/** The cards of the kind at `place` in KINDS in this zone, the first `count` by id. */
function firstOfKind(zone: readonly MezzaCard[], place: number, count: number): MezzaCard[] {
  // Sorted by id as they are gathered (an insertion sort): a zone holds a few of each kind.
  const cards: MezzaCard[] = [];
  for (let i = 0; i < zone.length; i++) {
    const card = zone[i] as MezzaCard;
    if (placeOf(card) !== place) continue;
    let at = cards.length;
    cards.push(card);
    for (; at > 0 && (cards[at - 1] as MezzaCard).id > card.id; at--) cards[at] = cards[at - 1] as MezzaCard;
    cards[at] = card;
  }
  return count < cards.length ? cards.slice(0, count) : cards;
}

/** The zones a seat plays its own turn from, made once for every seat: every play names one. */
const FROM_HAND = Array.from({ length: MAX_PLAYERS }, (_, seat) => seatZone<MezzaZone>('hand', seat));
const FROM_FACE_UP = Array.from({ length: MAX_PLAYERS }, (_, seat) => seatZone<MezzaZone>('face-up', seat));

/**
 * Cards of each kind by place in KINDS, in the zone ownTurn weighs; one array for every call, all
 * zeros between calls: ownTurn and nthPlay set each count back to 0 as they read it.
 */
const COUNTS: number[] = KINDS.map(() => 0);

/**
 * The pick-th play of the list movesFor would write: kind by kind in the order of KINDS, of the
 * kinds that fit, one card, two … of each.
 */
function nthPlay(zone: readonly MezzaCard[], fitting: number, pick: number): MezzaCard[] {
  for (let i = 0; i < zone.length; i++) {
    const place = placeOf(zone[i] as MezzaCard);
    COUNTS[place] = (COUNTS[place] as number) + 1;
  }
  let left = pick;
  let chosen = -1;
  for (let place = 0; place < KINDS.length; place++) {
    const count = COUNTS[place] as number;
    COUNTS[place] = 0;
    if (chosen >= 0 || count === 0 || (fitting & (1 << place)) === 0) continue;
    if (left < count) chosen = place;
    else left -= count;
  }
  if (chosen < 0) throw new Error('Mezza: the reshuffle counted past the plays');
  return firstOfKind(zone, chosen, left + 1);
}

/**
 * The bot's own turn in the play step, from the hand or the face-up cards, worked out without
 * listing the moves: this is most of the bot's moves in computer play, and movesFor built a play
 * for one, two … cards of every kind that fits only for choose() to read them once. It picks what
 * choose() and the reshuffle in botMove pick from that list (bot-fingerprint.test.ts holds it to
 * them): of the kinds that fit, in the order of KINDS as movesFor lists them, the natural kind of
 * least playCost, every copy of it (fewer copies cost more); with no natural kind, one transparent
 * joker, else one 0-joker; with nothing that fits, the pick-up. It counts the zone's cards by kind
 * rather than sorting them.
 */
function ownTurn(
  state: MezzaState,
  seat: number,
  source: MezzaZone,
  rng: RngState,
): { move: MezzaMove; rng: RngState } | null {
  const zone = zoneOf(state, seat, source);
  for (let i = 0; i < zone.length; i++) {
    const place = placeOf(zone[i] as MezzaCard);
    COUNTS[place] = (COUNTS[place] as number) + 1;
  }
  const fitting = fittingKinds(state);
  let plays = 0;
  let best = -1;
  let bestCount = 0;
  let bestCost = Infinity;
  let joker = -1;
  for (let place = 0; place < KINDS.length; place++) {
    const count = COUNTS[place] as number;
    if (count === 0) continue;
    COUNTS[place] = 0;
    if ((fitting & (1 << place)) === 0) continue;
    plays += count;
    const kind = KINDS[place] as Kind;
    if (isJoker(kind)) {
      if (joker < 0 || playCost(kind, 1) < playCost(KINDS[joker] as Kind, 1)) joker = place;
    } else {
      const cost = playCost(kind, count);
      if (cost < bestCost) {
        best = place;
        bestCount = count;
        bestCost = cost;
      }
    }
  }
  if (plays === 0) return state.pile.length > 0 ? { move: { type: 'pick-up' }, rng } : null;
  const from = (source === 'hand' ? FROM_HAND : FROM_FACE_UP)[seat] as ZoneRef<MezzaZone>;
  const cards = best >= 0 ? firstOfKind(zone, best, bestCount) : firstOfKind(zone, joker, 1);
  const move: MezzaMove = { type: 'play', cards, from };
  if (plays < 2 || state.drawPile.length > 0) return { move, rng };
  const roll = nextInt(rng, SHUFFLE);
  if (roll.value !== 0) return { move, rng: roll.state };
  const pick = nextInt(roll.state, plays);
  return { move: { type: 'play', cards: nthPlay(zone, fitting, pick.value), from }, rng: pick.state };
}

export function botMove(state: MezzaState, seat: number, rng: RngState): { move: MezzaMove; rng: RngState } {
  const step = state.step;
  if (state.status === 'playing') {
    // MZ-16: a refill is the one move open to the seat that refills.
    if (step.kind === 'refill' && seat === step.seat) return { move: DRAW, rng };
    if (step.kind === 'swap' && step.ready[seat] === false) return { move: setupChoice(state, seat), rng };
    if (step.kind === 'play' && seat === state.current && isActive(state, seat)) {
      const source = sourceOf(state, seat);
      const own = source === 'hand' || source === 'face-up' ? ownTurn(state, seat, source, rng) : null;
      if (own) return own;
    }
  }
  const moves = movesFor(state, seat);
  if (moves.length === 0) throw new Error(`Mezza: seat ${seat} may not act now (MZ-11)`);
  const plays = moves.filter((m): m is Play => m.type === 'play');
  const move = choose(state, seat, moves, plays);
  if (move.type !== 'play' || plays.length < 2 || state.drawPile.length > 0) return { move, rng };
  const roll = nextInt(rng, SHUFFLE);
  if (roll.value !== 0) return { move, rng: roll.state };
  const pick = nextInt(roll.state, plays.length);
  return { move: plays[pick.value] as MezzaMove, rng: pick.state };
}
