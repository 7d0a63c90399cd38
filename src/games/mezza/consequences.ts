/**
 * Mezza's "What happens now?" questions: who plays after a card (clockwise, past a player a 7
 * skips, or the same player again after a burn by a 10 or four of a kind), and how many cards a
 * player who takes the pile picks up. Read from the engine's state after the move: its turn and the
 * event the table shows.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { combinedWith } from './cards';
import type { MezzaRuleId } from './rule-ids';
import { toAct } from './rules';
import type { MezzaMove, MezzaState } from './state';

/** The rule that says who plays after this play, and the rules that answer needs besides. */
function ruleOfTurn(after: MezzaState): { rule: MezzaRuleId; rules: MezzaRuleId[] } {
  const event = after.event;
  if (event?.kind === 'burn')
    return event.cause === 'ten' ? { rule: 'MZ-54', rules: ['MZ-53'] } : { rule: 'MZ-58', rules: ['MZ-56'] };
  if (event?.kind === 'skip') return { rule: 'MZ-50', rules: ['MZ-11'] };
  return { rule: 'MZ-11', rules: [] };
}

export function mezzaConsequences(
  before: MezzaState,
  move: MezzaMove,
  after: MezzaState,
  seat: number,
): Consequence | null {
  if (after.status !== 'playing') return null;
  if (move.type === 'pick-up') {
    const n = cardsOf(after.hands[seat]) - cardsOf(before.hands[seat]);
    // Only the top card, a refill's three, one too few or too many: what a learner might think.
    return {
      rule: 'MZ-18',
      ask: 'cards',
      about: seat,
      answer: n,
      distractors: [1, 3, n - 1, n + 1].filter((d) => d > 0),
    };
  }
  // Who plays next is settled only once the turn is over: not while the player refills (the cards
  // drawn may be quick-played), nor with a 3½, 6½ or 9½ on top, which another player may snatch
  // with a ½ (MZ-39): both are decided by cards the seat cannot see.
  if (move.type !== 'play' || after.step.kind !== 'play') return null;
  const top = after.pile[after.pile.length - 1];
  if (top !== undefined && combinedWith(top.kind) !== undefined) return null;
  const next = toAct(after);
  if (next === null) return null;
  return { ...ruleOfTurn(after), ask: 'next', answer: next, distractors: everySeat(before.hands.length) };
}
