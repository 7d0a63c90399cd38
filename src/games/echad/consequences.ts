/**
 * Echad's "What happens now?" questions: who plays next after a card (one card ends the turn, in
 * the direction of play, over a Lose a Turn's skipped player, the other way after a Change of
 * Direction), after a kept card or a wild's colour; how many cards a Pick Up 3 makes a player pick
 * up, and a draw, a draw from an emptied pile or a missed "Echad" the learner; how many players miss
 * a turn with two at the table; and what going out does. Every answer is read from the engine's
 * states, or from the engine's verdict on the move that would follow.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { near, offersChoice } from './practice-facts';
import { apply, check, handOf, nextSeat, toAct } from './rules';
import type { EchadRuleId } from './rule-ids';
import type { EchadMove, EchadState, PickUpCause } from './state';

const PICK_UP_RULE: Readonly<Record<PickUpCause, EchadRuleId>> = {
  'pick-up-3': 'EC-31',
  'wild-pick-up-3': 'EC-44',
  'first-pick-up-3': 'EC-33',
  'first-wild-pick-up-3': 'EC-46',
};

/**
 * The game's own questions (content/echad/practice.yaml) asked after a card is played: the only ones
 * the classroom projector asks, so its page hands over these alone.
 */
export const PROMPTS_AFTER_A_CARD = ['wins-round', 'left-after-echad', 'caught', 'miss-a-turn'] as const;

/** What a learner might say instead of the right count: a single draw, a missed Echad's two, one too many. */
const CARD_COUNTS = [0, 1, 2, 3, 4];

/** How many cards `seat` picks up at a pick-up turn: the engine's own draw, counted in the hand. */
function pickedUp(state: EchadState): { seat: number; n: number; rule: EchadRuleId } | null {
  if (state.status !== 'playing' || state.step.kind !== 'pick-up') return null;
  const seat = state.current;
  const n = cardsOf(handOf(apply(state, { type: 'draw' }), seat)) - cardsOf(handOf(state, seat));
  return { seat, n, rule: PICK_UP_RULE[state.step.cause] };
}

/** "Who plays next?", asked with three players or more, where three seats can be offered. */
function next(rule: EchadRuleId, before: EchadState, after: EchadState, seat: number): Consequence | null {
  const player = toAct(after);
  if (player === null || player === seat || before.hands.length < 3) return null;
  const rules = rule === 'EC-A16' ? [] : ['EC-A16'];
  return { rule, rules, ask: 'next', answer: player, distractors: everySeat(before.hands.length) };
}

function afterPlay(before: EchadState, move: EchadMove & { type: 'play' }, after: EchadState, seat: number) {
  const { card } = move;
  const players = before.hands.length;
  const held = handOf(before, seat).length;
  if (after.status !== 'playing') {
    // Going out: the round ends at once; on an action card or a wild, nobody picks up (EC-A14).
    const pickUp =
      card.kind === 'wild' ? card.wild === 'wild-pick-up-3' : card.kind === 'action' && card.action === 'pick-up-3';
    if (pickUp) {
      const victim = nextSeat(before, seat);
      const n = cardsOf(handOf(after, victim)) - cardsOf(handOf(before, victim));
      return {
        rule: 'EC-A14',
        rules: ['EC-24'],
        ask: 'cards',
        about: victim,
        answer: n,
        distractors: CARD_COUNTS,
      } as const;
    }
    if (players < 3 || after.wentOut === null) return null;
    const rule: EchadRuleId = card.kind === 'letter' ? 'EC-08' : 'EC-A14';
    return {
      rule,
      rules: ['EC-24'],
      ask: 'who',
      prompt: 'wins-round',
      answer: after.wentOut,
      distractors: everySeat(players),
    } as const;
  }
  if (held === 2 && move.echad) {
    return {
      rule: 'EC-A3',
      rules: ['EC-21'],
      ask: 'count',
      prompt: 'left-after-echad',
      answer: handOf(after, seat).length,
      distractors: [0, 1, 2, 3],
    } as const;
  }
  if (held === 2 && !move.echad && after.step.kind !== 'choose-colour') {
    // Another player calls it out at once: the engine's own call-out on the state after (EC-22).
    const callOut: EchadMove = { type: 'challenge', by: nextSeat(before, seat) };
    if (!check(after, callOut).ok) return null;
    const n = handOf(apply(after, callOut), seat).length - handOf(after, seat).length;
    return {
      rule: 'EC-22',
      rules: ['EC-21'],
      ask: 'count',
      prompt: 'caught',
      answer: n,
      distractors: [0, 1, 2, 3],
    } as const;
  }
  // A Pick Up 3 (or a Wild Pick Up 3's colour) played: the next player's pick-up, as the engine draws it.
  const pick = pickedUp(after);
  if (pick !== null && pick.seat !== seat)
    return { rule: pick.rule, ask: 'cards', about: pick.seat, answer: pick.n, distractors: CARD_COUNTS } as const;
  if (players === 2 && card.kind === 'action' && card.action !== 'pick-up-3') {
    // With two at the table "who plays next?" offers two seats; how many miss a turn says the same.
    const rule: EchadRuleId = card.action === 'lose-a-turn' ? 'EC-37' : 'EC-A13';
    const missed = after.skipped === null ? 0 : 1;
    return { rule, ask: 'count', prompt: 'miss-a-turn', answer: missed, distractors: [0, 1, 2] } as const;
  }
  const rule: EchadRuleId | null =
    after.skipped !== null
      ? after.skipped.rule
      : card.kind === 'letter'
        ? // One card ends the turn (EC-15); once play has turned round, which way it goes is the point (EC-A16).
          after.direction === 'cw'
          ? 'EC-15'
          : 'EC-A16'
        : card.kind === 'action' && card.action === 'change-direction'
          ? 'EC-34'
          : null;
  return rule === null ? null : next(rule, before, after, seat);
}

export function echadConsequences(
  before: EchadState,
  move: EchadMove,
  after: EchadState,
  seat: number,
): Consequence | null {
  // A turn whose hand makes a "which of your cards?" question is asked about its cards (practice-facts.ts).
  if (offersChoice(before, seat)) return null;
  const step = before.step;
  switch (move.type) {
    case 'draw': {
      const n = cardsOf(handOf(after, seat)) - cardsOf(handOf(before, seat));
      // The learner's own pick-up turn: the cards come into their hand with this move.
      if (step.kind === 'pick-up')
        return { rule: PICK_UP_RULE[step.cause], ask: 'cards', about: seat, answer: n, distractors: CARD_COUNTS };
      const rule = check(before, move).rule;
      if (rule === 'EC-20') {
        const fresh = after.pile.length;
        return {
          rule,
          ask: 'count',
          prompt: 'new-draw-pile',
          answer: fresh,
          distractors: [...near(fresh), before.discard.length],
        };
      }
      if (rule === 'EC-18')
        return { rule, ask: 'cards', prompt: 'draw-instead', about: seat, answer: n, distractors: CARD_COUNTS };
      if (rule === 'EC-48') return { rule, ask: 'cards', about: seat, answer: n, distractors: CARD_COUNTS };
      return null;
    }
    case 'keep': {
      const rule = check(before, move).rule;
      return rule === 'EC-A11' || rule === 'EC-17' ? next(rule, before, after, seat) : null;
    }
    case 'choose-colour': {
      if (step.kind !== 'choose-colour') return null;
      const pick = pickedUp(after);
      if (pick !== null && pick.seat !== seat)
        return { rule: pick.rule, ask: 'cards', about: pick.seat, answer: pick.n, distractors: CARD_COUNTS };
      if (step.cause === 'wild') return next('EC-40', before, after, seat);
      if (step.cause === 'first-wild-pick-up-3') return next('EC-A6', before, after, seat);
      return null;
    }
    case 'play':
      return afterPlay(before, move, after, seat);
    case 'challenge':
      return null;
  }
}
