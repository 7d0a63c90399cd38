/**
 * Mezza's "What happens now?" questions, read from the engine's state after the move: its turn,
 * the event the table shows, the outcome a refill waits on, the pile, the hands and the finishing
 * order. Who plays after a card (clockwise, past a player a 7 skips, the same player again after a
 * burn, the snatcher's left), how many cards a pick-up brings, what the pile counts as after ½s,
 * how many of a kind stay in the hand, how many players a play skips, and the place a player who
 * goes out takes.
 */
import type { Consequence } from '../module';
import { cardsOf, everySeat } from '../../practice/consequence-helpers';
import { type Kind, type MezzaCard, SEVEN, combinedWith } from './cards';
import { combinesWith, pileHalves } from './pile';
import type { MezzaRuleId } from './rule-ids';
import { toAct } from './rules';
import type { MezzaMove, MezzaState } from './state';
import { cardsLeft, faceUpOf, handOf, sourceOf } from './table';

type Played = Extract<MezzaMove, { type: 'play' | 'quick' | 'snatch' }>;

/** Numbers near the answer and these, positive: what a learner might say instead. */
function near(answer: number, also: readonly number[] = []): number[] {
  return [answer - 1, answer + 1, ...also, answer + 2].filter((d) => d >= 0);
}

/** The burn the play led to: set at once, or waiting in the refill's outcome. */
function burnOf(after: MezzaState): 'ten' | 'four' | null {
  if (after.step.kind === 'refill') return after.step.outcome.burn;
  return after.event?.kind === 'burn' ? after.event.cause : null;
}

/** How many players the play passed over: set at once, or waiting in the refill's outcome. */
function skippedBy(after: MezzaState): number {
  if (after.step.kind === 'refill') return after.step.outcome.skipped === null ? 0 : 1;
  return after.event?.kind === 'skip' ? 1 : 0;
}

/** The rule that says who plays after this play, and the rules that answer needs besides. */
function ruleOfTurn(
  before: MezzaState,
  move: Played,
  after: MezzaState,
  seat: number,
): { rule: MezzaRuleId; rules: MezzaRuleId[] } {
  const event = after.event;
  if (event?.kind === 'burn') {
    if (cardsLeft(after, seat) === 0) return { rule: 'MZ-A8', rules: ['MZ-32'] };
    return event.cause === 'ten' ? { rule: 'MZ-54', rules: ['MZ-53'] } : { rule: 'MZ-58', rules: ['MZ-56'] };
  }
  if (move.type === 'snatch') return { rule: 'MZ-41', rules: ['MZ-40'] };
  if (before.step.kind === 'start') return { rule: 'MZ-A11', rules: ['MZ-08'] };
  if (event?.kind === 'skip') return { rule: 'MZ-50', rules: ['MZ-11'] };
  const under = halfOnCombination(before, move);
  if (under !== null) return { rule: 'MZ-44', rules: ['MZ-43'] };
  return { rule: 'MZ-11', rules: [] };
}

/** The half a ½ goes on when ½s already complete it (MZ-43), or null. */
function halfOnCombination(before: MezzaState, move: Played): Kind | null {
  const top = before.pile[before.pile.length - 1]?.kind;
  return move.cards[0]?.kind === '½' && top === '½' ? combinesWith(before.pile) : null;
}

/** MZ-32, MZ-A14: the place the seat takes by going out with this move. */
function finishing(after: MezzaState, seat: number): Consequence {
  const place = after.finished.indexOf(seat) + 1;
  return {
    rule: place === 1 ? 'MZ-32' : 'MZ-A14',
    rules: ['MZ-33'],
    ask: 'count',
    prompt: 'finishing-place',
    answer: place,
    distractors: everySeat(after.hands.length).map((s) => s + 1),
  };
}

/**
 * What a card played leads to, the most telling first: the pile's count after ½s on a half (MZ-42,
 * MZ-43), the cards of that kind left in hand (MZ-14), the players a play passes over (MZ-38,
 * MZ-A7), the pile a 9½ on a ½ leaves (MZ-55), then who plays next.
 */
function afterPlay(before: MezzaState, move: Played, after: MezzaState, seat: number): Consequence | null {
  const kind = (move.cards[0] as MezzaCard).kind;
  const top = before.pile[before.pile.length - 1]?.kind;
  const burnt = burnOf(after) !== null;
  const combining = kind === '½' && top !== 'T' && combinesWith(before.pile) !== null;
  const onCombination = halfOnCombination(before, move);
  // MZ-45: a ½ on a 7 made of 6½ and ½ skips nobody again.
  if (onCombination !== null && combinedWith(onCombination) === SEVEN && after.step.kind !== 'play')
    return {
      rule: 'MZ-45',
      rules: ['MZ-43'],
      ask: 'count',
      prompt: 'players-skipped',
      answer: skippedBy(after),
      distractors: [0, 1, 2],
    };
  // Once the turn is settled, who plays after ½s on a combination is asked instead (MZ-44).
  const settled = after.step.kind === 'play';
  if (combining && !burnt && (onCombination === null ? move.cards.length >= 2 : !settled)) {
    const counts = pileHalves(after.pile) / 2;
    return {
      rule: top === '½' ? 'MZ-43' : 'MZ-42',
      rules: ['MZ-37'],
      ask: 'count',
      prompt: 'pile-counts-as',
      answer: counts,
      distractors: [4, 7, 10, 1, counts - 1],
    };
  }
  if (onCombination !== null) return whoNext(before, move, after, seat);
  if (move.type === 'play' && move.from.kind === 'hand' && move.cards.length === 1) {
    const kept = handOf(after, seat).filter((c) => c.kind === kind).length;
    if (kept > 0)
      return { rule: 'MZ-14', ask: 'count', prompt: 'same-kind-kept', answer: kept, distractors: near(kept, [0]) };
  }
  const sevens = kind === '7' && (move.cards.length >= 2 || move.type === 'quick');
  const halfOnHalf = top === '½' && (kind === '6½' || kind === '3½');
  if (sevens || halfOnHalf)
    return {
      rule: sevens ? 'MZ-A7' : 'MZ-38',
      rules: ['MZ-50'],
      ask: 'count',
      prompt: 'players-skipped',
      answer: skippedBy(after),
      distractors: [0, 1, 2, move.cards.length],
    };
  if (kind === '9½' && top === '½') {
    const n = after.pile.length;
    return { rule: 'MZ-55', ask: 'count', prompt: 'pile-size-after', answer: n, distractors: [0, ...near(n)] };
  }
  return whoNext(before, move, after, seat);
}

/** Who plays after the move, once that is settled. */
function whoNext(before: MezzaState, move: Played, after: MezzaState, seat: number): Consequence | null {
  // Who plays next is settled only once the turn is over: not while the player refills (the cards
  // drawn may be quick-played), nor with a 3½, 6½ or 9½ on top, which another player may snatch
  // with a ½ (MZ-39): both are decided by cards the seat cannot see.
  if (after.step.kind !== 'play') return null;
  const onTop = after.pile[after.pile.length - 1];
  if (onTop !== undefined && combinedWith(onTop.kind) !== undefined) return null;
  const next = toAct(after);
  if (next === null) return null;
  return {
    ...ruleOfTurn(before, move, after, seat),
    ask: 'next',
    answer: next,
    distractors: everySeat(before.hands.length),
  };
}

export function mezzaConsequences(
  before: MezzaState,
  move: MezzaMove,
  after: MezzaState,
  seat: number,
): Consequence | null {
  // A blind card may fit or not, and only the card nobody has seen says which.
  if (move.type === 'blind') return null;
  if (cardsLeft(before, seat) > 0 && cardsLeft(after, seat) === 0) return finishing(after, seat);
  if (after.status !== 'playing') return null;
  if (move.type === 'pick-up') {
    if (sourceOf(before, seat) === 'face-up') {
      // MZ-25: the pile goes into the hand, the face-up cards stay where they lie.
      const up = faceUpOf(after, seat).length;
      return { rule: 'MZ-25', ask: 'count', prompt: 'face-up-after-pick-up', answer: up, distractors: [0, 1, 2, 3] };
    }
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
  if (move.type !== 'play' && move.type !== 'quick' && move.type !== 'snatch') return null;
  return afterPlay(before, move, after, seat);
}
