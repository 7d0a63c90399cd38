/**
 * MazzelTof's "What happens now?" questions: how many cards the draw that opens a turn (or a new
 * hand of five) brings; who plays after a pass (the teams take turns), after a 10 (the same player
 * goes on), after the learner sits a skipped turn out; who gets the red pawn; how many open or penalty cards the pass
 * leaves; and how many games the team has won once its last card goes. Read from the engine's
 * state after the move.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { near } from './practice-facts';
import { check, legalMoves, toAct } from './rules';
import type { MtCard } from './cards';
import type { MtMove, MtState } from './state';
import { openOf, penaltyOf, pileOf, standsFor, teamOf } from './table';

/** Counts a learner might give for a draw: one card, a refill's usual two or three, a full hand. */
const DRAW_COUNTS = [1, 2, 3, 5, 7];

/** The seat the 10's pawn went to: skipped at once, or choosing whether to cancel with a joker (MT-44). */
function pawnSeat(after: MtState): number | null {
  if (after.event?.kind === 'skipped') return after.event.seat;
  if (after.step.kind === 'skip') return after.current;
  return null;
}

/** A seat to name: 'who' and 'next' need three seats to choose from, so only at a table of four. */
function seatQuestion(rule: string, answer: number, players: number, more: Partial<Consequence> = {}): Consequence | null {
  if (players < 3) return null;
  return { rule, ask: 'next', answer, distractors: everySeat(players), ...more };
}

/** The pass: the pawn after a 10, the penalty stack, the open cards, or who plays next. */
function passed(before: MtState, after: MtState, seat: number): Consequence | null {
  const players = before.hands.length;
  const team = teamOf(seat);
  if (before.flags.ten) {
    const skipped = pawnSeat(after);
    // Who plays next is not asked: a joker in the skipped player's hand, unseen, decides it (MT-44).
    if (skipped === null) return null;
    return seatQuestion('MT-40', skipped, players, { rules: ['MT-43'], ask: 'who', prompt: 'red-pawn-goes-to' });
  }
  const penalty = penaltyOf(after, team).length;
  if (penalty > penaltyOf(before, team).length)
    return { rule: 'MT-A4', ask: 'count', prompt: 'penalty-after-pass', answer: penalty, distractors: near(penalty) };
  const open = openOf(after, seat).length;
  const openCards = (rule: string): Consequence => ({
    rule,
    ask: 'count',
    prompt: 'open-after-pass',
    answer: open,
    distractors: near(open),
  });
  if (before.revealed[team]) return openCards(players === 2 ? 'MT-50' : 'MT-39');
  // Two players: "who plays next?" has only two seats to choose from, so the pass is asked by what it leaves.
  if (players === 2) return openCards('MT-30');
  const next = toAct(after);
  if (next === null || next === seat) return null;
  return seatQuestion('MT-A7', next, players);
}

/** The move that empties the team's draw pile: the games won now (MT-47). */
function won(after: MtState, seat: number): Consequence {
  const games = after.scores[teamOf(seat)] ?? 0;
  return { rule: 'MT-47', ask: 'count', prompt: 'games-won', answer: games, distractors: [0, 1, 2, 3] };
}

export function mazzeltofConsequences(before: MtState, move: MtMove, after: MtState, seat: number): Consequence | null {
  if (before.status !== 'playing') return null;
  if (after.status !== 'playing') return after.winner === teamOf(seat) ? won(after, seat) : null;
  const players = before.hands.length;
  switch (move.type) {
    case 'draw':
    case 'refill': {
      const n = cardsOf(after.hands[seat]) - cardsOf(before.hands[seat]);
      // The engine's own verdict names the rule the draw follows (the first hand, a refill, a short pile).
      return { rule: check(before, move).rule, ask: 'cards', about: seat, answer: n, distractors: DRAW_COUNTS };
    }
    case 'play': {
      // MT-41: a 10 does not end the turn; the same player goes on.
      const card = move.cards[0] as MtCard;
      if (standsFor(card, pileOf(before, move.pile)) !== 10) return null;
      const next = toAct(after);
      return next === null ? null : seatQuestion('MT-41', next, players);
    }
    case 'pass':
      return passed(before, after, seat);
    case 'sit-out': {
      const next = toAct(after);
      return next === null ? null : seatQuestion('MT-A13', next, players);
    }
    default:
      return null;
  }
}

/**
 * The moves asked about: every move but the plays, and of the plays only a 10 and the one that
 * wins; the plays come first in the engine's list and would crowd out the pass.
 */
export function mazzeltofConsequenceMoves(state: MtState, seat: number): MtMove[] {
  if (state.status !== 'playing' || state.current !== seat) return [];
  return legalMoves(state).filter(
    (m) =>
      m.type !== 'play' ||
      standsFor(m.cards[0] as MtCard, pileOf(state, m.pile)) === 10 ||
      (m.from.kind === 'revealed' && (state.draw[teamOf(seat)]?.length ?? 0) === 1),
  );
}
