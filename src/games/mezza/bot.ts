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
 * sometimes makes another one, chosen with its generator: the round changes, and a burn or a
 * finish ends it.
 */
import { nextInt, type RngState } from '../../engine/rng';
import { type Kind, type MezzaCard, isJoker, valueOf } from './cards';
import { sortedById } from '../../engine/sorted';
import { seatZone } from '../../engine/zones';
import { movesFor } from './move-list';
import { fits } from './pile';
import type { MezzaMove, MezzaState, MezzaZone } from './state';
import { sourceOf, zoneOf } from './table';

/** How strong a card is to keep for later: the jokers most, then by value. */
const strength = (kind: Kind): number => (isJoker(kind) ? 30 : (valueOf(kind) as number));

function bestSwap(moves: readonly MezzaMove[]): MezzaMove | undefined {
  let best: MezzaMove | undefined;
  let gain = 0;
  for (const m of moves) {
    if (m.type !== 'swap') continue;
    const g = strength(m.hand.kind) - strength(m.faceUp.kind);
    if (g > gain) [best, gain] = [m, g];
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
  if (step.kind === 'swap') return bestSwap(moves) ?? (moves.find((m) => m.type === 'ready') as MezzaMove);
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

/** With the draw pile gone, one time in SHUFFLE a player with a choice plays another card that fits. */
const SHUFFLE = 3;

/**
 * The bot's own turn in the play step, from the hand or the face-up cards, worked out without
 * listing the moves: this is most of the bot's moves in computer play, and movesFor built a play
 * for one, two … cards of every kind that fits only for choose() to read them once. It picks what
 * choose() and the reshuffle in botMove pick from that list (bot-fingerprint.test.ts holds it to
 * them): of the kinds that fit, taken by id as movesFor lists them, the natural kind of least
 * playCost, every copy of it (fewer copies cost more); with no natural kind, one transparent joker,
 * else one 0-joker; with nothing that fits, the pick-up.
 */
function ownTurn(
  state: MezzaState,
  seat: number,
  source: MezzaZone,
  rng: RngState,
): { move: MezzaMove; rng: RngState } | null {
  const sorted = sortedById(zoneOf(state, seat, source));
  // Each kind that fits as [start, end) in `sorted`: a card's id is its kind's place × 12 plus its copy.
  const groups: number[] = [];
  let plays = 0;
  let best = -1;
  let bestCost = Infinity;
  let joker = -1;
  for (let start = 0; start < sorted.length;) {
    const kind = (sorted[start] as MezzaCard).kind;
    let end = start + 1;
    while (end < sorted.length && (sorted[end] as MezzaCard).kind === kind) end++;
    if (fits(kind, state)) {
      groups.push(start, end);
      plays += end - start;
      if (isJoker(kind)) {
        if (joker < 0 || playCost(kind, 1) < playCost((sorted[joker] as MezzaCard).kind, 1)) joker = start;
      } else {
        const cost = playCost(kind, end - start);
        if (cost < bestCost) [best, bestCost] = [groups.length - 2, cost];
      }
    }
    start = end;
  }
  if (plays === 0) return state.pile.length > 0 ? { move: { type: 'pick-up' }, rng } : null;
  const from = seatZone(source, seat);
  const cards =
    best >= 0 ? sorted.slice(groups[best] as number, groups[best + 1] as number) : sorted.slice(joker, joker + 1);
  const move: MezzaMove = { type: 'play', cards, from };
  if (plays < 2 || state.drawPile.length > 0) return { move, rng };
  const roll = nextInt(rng, SHUFFLE);
  if (roll.value !== 0) return { move, rng: roll.state };
  // The pick-th play of the list: kind by kind, one card, two … of each.
  const pick = nextInt(roll.state, plays);
  let left = pick.value;
  for (let g = 0; g < groups.length; g += 2) {
    const start = groups[g] as number;
    const count = (groups[g + 1] as number) - start;
    if (left < count)
      return { move: { type: 'play', cards: sorted.slice(start, start + left + 1), from }, rng: pick.state };
    left -= count;
  }
  throw new Error('Mezza: the reshuffle counted past the plays');
}

export function botMove(state: MezzaState, seat: number, rng: RngState): { move: MezzaMove; rng: RngState } {
  if (
    state.status === 'playing' &&
    state.step.kind === 'play' &&
    seat === state.current &&
    !state.finished.includes(seat)
  ) {
    const source = sourceOf(state, seat);
    const own = source === 'hand' || source === 'face-up' ? ownTurn(state, seat, source, rng) : null;
    if (own) return own;
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

/** Why the bot chose its move, in the words shown in the game log. */
export function botReason(move: MezzaMove): string {
  switch (move.type) {
    case 'swap':
      return 'puts its stronger card face up for later';
    case 'ready':
      return 'is happy with its cards';
    case 'draw':
      return 'refills to three';
    case 'quick':
      return 'drew the same kind and plays it at once';
    case 'snatch':
      return 'snatches: the ½ completes the half, and the turn is its own';
    case 'decline':
      return 'lets it go';
    case 'play':
      return isJoker((move.cards[0] as MezzaCard).kind)
        ? 'nothing else fits, so a joker'
        : 'sheds the lowest kind that fits';
    case 'blind':
      return 'turns a face-down card';
    case 'pick-up':
      return 'has nothing that fits, so takes the pile';
  }
}
