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
import { movesFor } from './move-list';
import type { MezzaMove, MezzaState } from './state';

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
function playCost(cards: readonly MezzaCard[]): number {
  const kind = (cards[0] as MezzaCard).kind;
  if (kind === 'T') return 1000 - cards.length * 100;
  if (kind === '0') return 2000 - cards.length * 100;
  return (valueOf(kind) as number) * 10 - cards.length;
}

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
    return pool.reduce((a, b) => (playCost(b.cards) < playCost(a.cards) ? b : a));
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

export function botMove(state: MezzaState, seat: number, rng: RngState): { move: MezzaMove; rng: RngState } {
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
