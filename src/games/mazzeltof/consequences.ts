/**
 * MazzelTof's "What happens now?" questions: how many cards the draw that opens a turn (or a new
 * hand of five) brings, who plays after a pass (the teams take turns), and who gets the red pawn
 * after a turn with a 10 in it. Read from the engine's state after the move.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { check, toAct } from './rules';
import type { MtMove, MtState } from './state';

/** Counts a learner might give for a draw: one card, a refill's usual two or three, a full hand. */
const DRAW_COUNTS = [1, 2, 3, 5, 7];

/** The seat the 10's pawn went to: skipped at once, or choosing whether to cancel with a joker (MT-44). */
function pawnSeat(after: MtState): number | null {
  if (after.event?.kind === 'skipped') return after.event.seat;
  if (after.step.kind === 'skip') return after.current;
  return null;
}

export function mazzeltofConsequences(before: MtState, move: MtMove, after: MtState, seat: number): Consequence | null {
  if (after.status !== 'playing') return null;
  const players = before.hands.length;
  if (move.type === 'draw' || move.type === 'refill') {
    const n = cardsOf(after.hands[seat]) - cardsOf(before.hands[seat]);
    // The engine's own verdict names the rule the draw follows (the first hand, a refill, a short pile).
    return { rule: check(before, move).rule, ask: 'cards', about: seat, answer: n, distractors: DRAW_COUNTS };
  }
  if (move.type !== 'pass') return null;
  if (before.flags.ten) {
    const skipped = pawnSeat(after);
    if (skipped === null) return null;
    return {
      rule: 'MT-40',
      rules: ['MT-43'],
      ask: 'who',
      prompt: 'red-pawn-goes-to',
      answer: skipped,
      distractors: everySeat(players),
    };
  }
  const next = toAct(after);
  if (next === null || next === seat) return null;
  return { rule: players === 4 ? 'MT-A7' : 'MT-23', ask: 'next', answer: next, distractors: everySeat(players) };
}
