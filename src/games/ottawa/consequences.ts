/**
 * Ottawa's "What happens now?" questions, read from the engine's state after the move: who plays
 * after a pass or a card (clockwise, OT-15); how many more cards a seat holding another card of
 * the rank it plays may put down (none, OT-A5); how many cards a draw brings into the hand (one,
 * OT-16; none when the card is turned up, OT-A12) or leaves in a stock made anew (OT-21); and of
 * the last card, that nobody takes another turn (OT-22).
 */
import { sameCard } from '../../engine/french-deck';
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { actors, movesOf } from './actors';
import { check, handOf, toAct } from './rules';
import type { OttawaMove, OttawaState } from './state';

export function ottawaConsequences(
  before: OttawaState,
  move: OttawaMove,
  after: OttawaState,
  seat: number,
): Consequence | null {
  if (move.type === 'draw') return drawn(before, after, seat);
  if (move.type === 'play' && after.status !== 'playing') return wentOut(before, after);
  const next = toAct(after);
  if (next === null || next === seat) return null;
  if (move.type === 'play') {
    const sameRank = handOf(before, seat).filter((c) => c.rank === move.card.rank && !sameCard(c, move.card)).length;
    // Holding another card of the rank just played, a learner may think both go down together.
    if (sameRank > 0) {
      const more = movesOf(after, seat).filter((m) => m.type === 'play').length;
      return {
        rule: 'OT-A5',
        ask: 'count',
        prompt: 'more-cards-this-turn',
        answer: more,
        distractors: [sameRank, 1, 2, 3],
      };
    }
  }
  return { rule: 'OT-15', ask: 'next', answer: next, distractors: everySeat(before.hands.length) };
}

/** What a draw brought: a card into the hand, a card turned up on the pile, a stock made anew. */
function drawn(before: OttawaState, after: OttawaState, seat: number): Consequence | null {
  const { rule } = check(before, { type: 'draw' });
  const came = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
  if (rule === 'OT-A12')
    return { rule, ask: 'cards', about: seat, prompt: 'turn-up-cards', answer: came, distractors: [1, 0, 2] };
  if (rule === 'OT-21') {
    const left = after.stock.length;
    return {
      rule,
      ask: 'count',
      prompt: 'stock-after-reshuffle',
      answer: left,
      // The drawn card not taken off, the top card shuffled in too, nothing left.
      distractors: [left + 1, left + 2, 0],
    };
  }
  return { rule, ask: 'cards', about: seat, answer: came, distractors: [0, 1, 2, 3] };
}

/** The seat's last card ends the deal at once (OT-A6): nobody takes another turn. */
function wentOut(before: OttawaState, after: OttawaState): Consequence {
  const players = before.hands.length;
  return {
    rule: 'OT-22',
    rules: ['OT-A6'],
    ask: 'count',
    prompt: 'turns-after-out',
    answer: actors(after).length,
    distractors: [players - 1, 1, players],
  };
}
