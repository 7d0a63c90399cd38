/**
 * Hand and Foot's rules as pure functions: is a move allowed and by which rule (check), whose turn
 * it is (turnCheck, toAct), what a move does (apply, with flow.ts) and which moves are open
 * (legalMoves, listed by move-list.ts). Every answer cites a public rule number and carries the
 * seats, cards, terms and numbers its message names (verdict-values.ts).
 */
import { allow, refuse, seat as seatOf } from '../../engine/verdict';
import { chosen, discarded, drawn, melded, pickedUp } from './flow';
import { type Judged, judgeChoose, judgeDiscard, judgeDraw, judgeMeld, judgePickup } from './judge';
import type { HfVerdict } from './lay-down';
import { candidateMoves } from './move-list';
import type { HfMove, HfState } from './state';
import { overParam } from './verdict-values';

export type { HfVerdict };

export function toAct(state: HfState): number | null {
  if (state.status !== 'playing') return null;
  return state.step.kind === 'choose' ? (state.step.waiting[0] ?? null) : state.current;
}

const over = (state: HfState): HfVerdict =>
  refuse('HF-45', { case: 'over', over: overParam(state.status === 'match-over' ? 'match' : 'deal') });

/** HF-08, HF-A1: at the deal every seat that has not chosen its hand; then one player at a time, to the left. */
export function turnCheck(state: HfState, seat: number): HfVerdict {
  if (state.status !== 'playing') return over(state);
  const player = seatOf(seat);
  if (state.step.kind === 'choose') {
    if (state.step.waiting.includes(seat)) return allow('HF-08', { player });
    return refuse('HF-08', { case: 'chosen', player });
  }
  if (seat === state.current) return allow('HF-A1', { player });
  return refuse('HF-A1', { player, current: seatOf(state.current) });
}

function judge(state: HfState, move: HfMove): Judged {
  if (state.status !== 'playing') return { verdict: over(state) };
  const player = seatOf(state.current);
  const step = state.step;
  if (step.kind === 'choose') {
    if (move.type === 'choose') return { verdict: judgeChoose(state, move) };
    return { verdict: refuse('HF-08', { case: 'choose-first', waiting: step.waiting.length }) };
  }
  switch (move.type) {
    case 'choose':
      return { verdict: judgeChoose(state, move) };
    case 'draw':
      if (step.kind !== 'draw') return { verdict: refuse('HF-13', { case: 'drawn', player }) };
      return { verdict: judgeDraw(state, move.piles) };
    case 'pickup':
      if (step.kind !== 'draw') return { verdict: refuse('HF-13', { case: 'drawn', player }) };
      return judgePickup(state, move);
    case 'meld':
      if (step.kind !== 'play') return { verdict: refuse('HF-13', { case: 'draw-first', player }) };
      return judgeMeld(state, move);
    case 'discard':
      if (step.kind !== 'play') return { verdict: refuse('HF-13', { case: 'draw-first', player }) };
      return judgeDiscard(state, move.card);
  }
}

/** Is this move allowed now, and why (or why not)? Never throws for a well-formed move. */
export function check(state: HfState, move: HfMove): HfVerdict {
  return judge(state, move).verdict;
}

/** The state after an allowed move. A refused move is a caller's bug, so it throws. */
export function apply(state: HfState, move: HfMove): HfState {
  const judged = judge(state, move);
  if (!judged.verdict.ok)
    throw new Error(`Hand and Foot: move refused by ${judged.verdict.rule}: ${JSON.stringify(move)}`);
  switch (move.type) {
    case 'choose':
      return chosen(state, move);
    case 'draw':
      return drawn(state, move.piles);
    case 'pickup':
      return pickedUp(state, judged);
    case 'meld':
      return melded(state, judged);
    case 'discard':
      return discarded(state, move.card, judged);
  }
}

/** Every allowed move of the seat to act (toAct), in a stable order; see move-list.ts for what is listed. */
export function legalMoves(state: HfState): HfMove[] {
  return candidateMoves(state).filter((m) => check(state, m).ok);
}
