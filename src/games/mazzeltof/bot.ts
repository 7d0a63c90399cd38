/**
 * MazzelTof's computer player. Its plan, simple but sensible:
 * - cancel a skip whenever it holds a joker (MT-44): a turn is worth more than the joker it costs;
 * - draw as it must, and take the refill whenever its hand runs out (MT-34);
 * - play its revealed draw-pile card whenever it fits: that is the race itself (MT-38, MT-47);
 * - play natural cards that fit, the team's open cards first, as they fill the open area
 *   and push later passes onto the penalty stack (MT-28, MT-29); open an empty slot with one;
 * - keep its wilds for need: a 2 or joker goes down only to bridge a gap to a natural card it
 *   holds, or, a 2 only, to stand as a 10 and skip an opponent (MT-42), or when a cancelled skip owes one (MT-46);
 * - pass the hand card farthest from fitting any pile, a wild last.
 * It reads only its own view: its hand, the open cards, the piles and counts. Each play uses up a
 * card and every turn shortens the team's draw pile and penalty stack together, so games end.
 */
import type { RngState } from '../../engine/rng';
import { type MtCard, isJoker, isWild } from './cards';
import { movesOf } from './actors';
import { PILES, type MtMove, type MtState } from './state';
import { fits, handOf, openOf, pileColour, pileOf, revealedTop, standsFor, teamOf, teamSeats, topRank } from './table';

type Play = Extract<MtMove, { type: 'play' }>;

/** The natural cards the seat could play after a wild: hand, team open cards, revealed top. */
function reachable(state: MtState, seat: number): MtCard[] {
  const team = teamOf(seat);
  const top = revealedTop(state, team);
  const cards = [...handOf(state, seat)];
  for (const s of teamSeats(state, team)) cards.push(...openOf(state, s));
  if (top) cards.push(top);
  return cards;
}

/**
 * How much the bot wants this play; 0 or less is a play it would rather not make. `reach` is what
 * reachable() lists, worked out once a move.
 */
function playValue(state: MtState, m: Play, reach: readonly MtCard[]): number {
  const card = m.cards[0] as MtCard;
  const pile = pileOf(state, m.pile);
  if (m.from.kind === 'revealed') return 100;
  if (state.flags.oweJoker && isJoker(card) && m.from.kind === 'hand') return 90;
  const fromOpen = m.from.kind === 'open' ? 10 : 0;
  if (!isWild(card)) return (topRank(pile) === null ? 55 : 70) + fromOpen;
  const stands = standsFor(card, pile);
  // A 2 standing as a 10 skips an opponent (MT-42); a joker is kept to cancel a skip of its own (MT-44).
  if (stands === 10 && !isJoker(card)) return 45 + fromOpen;
  // A wild that bridges to a natural card of the next rank up, of a colour the pile takes.
  const colour = pileColour(m.pile);
  const bridges = reach.some(
    (c) =>
      c.id !== card.id && !isWild(c) && c.rank === stands + 1 && (colour === null || fits(c, m.pile, [...pile, card])),
  );
  if (!bridges) return 0;
  return (isJoker(card) ? 30 : 40) + fromOpen;
}

/** How far a hand card is from fitting any pile: ranks to climb first, or far when it fits nowhere. */
function distance(state: MtState, card: MtCard): number {
  if (isJoker(card)) return -2;
  if (isWild(card)) return -1;
  let best = 20;
  for (const p of PILES) {
    const pile = pileOf(state, p);
    const top = topRank(pile);
    if (top === null) {
      if (fits(card, p, pile)) best = Math.min(best, 1);
      continue;
    }
    const colour = pileColour(p);
    const rank = card.rank as number;
    if (colour !== null && fits(card, p, []) === false) continue;
    if (rank > top) best = Math.min(best, rank - top);
  }
  return best;
}

function firstOf(moves: readonly MtMove[], type: MtMove['type']): MtMove | undefined {
  return moves.find((m) => m.type === type);
}

function choose(state: MtState, seat: number, moves: readonly MtMove[]): MtMove {
  const first = firstOf(moves, 'cancel-skip') ?? firstOf(moves, 'draw') ?? firstOf(moves, 'refill');
  if (first) return first;
  let best: Play | undefined;
  let value = 0;
  const reach = reachable(state, seat);
  for (const m of moves) {
    if (m.type !== 'play') continue;
    const v = playValue(state, m, reach);
    if (v > value) [best, value] = [m, v];
  }
  if (best) return best;
  const owed = state.flags.oweJoker ? moves.find((m) => m.type === 'play' && isJoker(m.cards[0] as MtCard)) : undefined;
  if (owed) return owed;
  const end = firstOf(moves, 'lay') ?? firstOf(moves, 'end');
  if (end) return end;
  const passes = moves.filter((m): m is Extract<MtMove, { type: 'pass' }> => m.type === 'pass');
  if (passes.length > 0) return passes.reduce((a, b) => (distance(state, b.card) > distance(state, a.card) ? b : a));
  const any = moves[0];
  if (!any) throw new Error(`MazzelTof: seat ${seat} has nothing to do`);
  return any;
}

export function botMove(state: MtState, seat: number, rng: RngState): { move: MtMove; rng: RngState } {
  const moves = movesOf(state, seat);
  if (moves.length === 0) throw new Error(`MazzelTof: seat ${seat} may not act now (MT-23)`);
  return { move: choose(state, seat, moves), rng };
}

/** Why the bot chose its move, in the words shown in the game log. */
export function botReason(move: MtMove): string {
  switch (move.type) {
    case 'cancel-skip':
      return 'uses its joker against the skip';
    case 'sit-out':
      return 'sits the turn out';
    case 'draw':
      return 'draws for the turn';
    case 'refill':
      return 'takes new cards for its empty hand';
    case 'play':
      return move.from.kind === 'revealed' ? 'plays from its draw pile' : 'builds on a pile';
    case 'pass':
      return 'passes the card it needs least';
    case 'lay':
      return 'lays its draw-pile card open';
    case 'end':
      return 'has no card left to pass';
  }
}
