/**
 * Echad's "What happens now?" questions: who plays next after a card (in the direction of play,
 * over a Lose a Turn's skipped player, the other way after a Change of Direction), and how many
 * cards a Pick Up 3 makes a player pick up. Every answer is read from the engine's states.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { apply, handOf, toAct } from './rules';
import type { EchadRuleId } from './rule-ids';
import type { EchadMove, EchadState, PickUpCause } from './state';

const PICK_UP_RULE: Readonly<Record<PickUpCause, EchadRuleId>> = {
  'pick-up-3': 'EC-31',
  'wild-pick-up-3': 'EC-44',
  'first-pick-up-3': 'EC-33',
  'first-wild-pick-up-3': 'EC-46',
};

/** What a learner might say instead of the right count: a single draw, a missed Echad's two, one too many. */
const CARD_COUNTS = [1, 2, 3, 4];

/** How many cards `seat` picks up at a pick-up turn: the engine's own draw, counted in the hand. */
function pickedUp(state: EchadState): { seat: number; n: number; rule: EchadRuleId } | null {
  if (state.status !== 'playing' || state.step.kind !== 'pick-up') return null;
  const seat = state.current;
  const n = cardsOf(handOf(apply(state, { type: 'draw' }), seat)) - cardsOf(handOf(state, seat));
  return { seat, n, rule: PICK_UP_RULE[state.step.cause] };
}

function whoIsNext(before: EchadState, move: EchadMove, after: EchadState, seat: number): Consequence | null {
  const next = toAct(after);
  if (move.type !== 'play' || next === null || next === seat) return null;
  const { card } = move;
  const rule: EchadRuleId | null =
    after.skipped !== null
      ? after.skipped.rule
      : card.kind === 'letter'
        ? 'EC-A16'
        : card.kind === 'action' && card.action === 'change-direction'
          ? 'EC-34'
          : null;
  if (rule === null) return null;
  const rules = rule === 'EC-A16' ? [] : ['EC-A16'];
  return { rule, rules, ask: 'next', answer: next, distractors: everySeat(before.hands.length) };
}

export function echadConsequences(
  before: EchadState,
  move: EchadMove,
  after: EchadState,
  seat: number,
): Consequence | null {
  // The learner's own pick-up turn: the cards come into their hand with this move.
  if (move.type === 'draw' && before.step.kind === 'pick-up') {
    const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
    return {
      rule: PICK_UP_RULE[before.step.cause],
      ask: 'cards',
      about: seat,
      answer: n,
      distractors: CARD_COUNTS,
    };
  }
  // A Pick Up 3 (or a Wild Pick Up 3's colour) played: the next player's pick-up, as the engine draws it.
  const pick = pickedUp(after);
  if (pick !== null && pick.seat !== seat)
    return { rule: pick.rule, ask: 'cards', about: pick.seat, answer: pick.n, distractors: CARD_COUNTS };
  return whoIsNext(before, move, after, seat);
}
