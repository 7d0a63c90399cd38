/**
 * The engine's answer to a classroom question. Nothing here decides a rule: the verdict is
 * check() on playing the card, and "what happens next" is read from the state apply() leaves,
 * with the verdict the engine gives the next player there.
 */
import { type Colour, type EchadCard, cardCode } from '../cards';
import { parsePosition } from '../position';
import type { EchadRuleId } from '../rule-ids';
import { type EchadVerdict, apply, check, handOf, topCard, turnCheck } from '../rules';
import type { EchadMove, EchadState } from '../state';
import type { Question } from './questions';

/** What follows an allowed play, and the rule that makes it so. */
export interface Effect {
  /** The rule of the card's effect: EC-31, EC-34, EC-37, EC-40, EC-44; null for a plain card. */
  readonly rule: EchadRuleId | null;
  /** The engine's verdict on the next moment of the game (whose turn, what they must do). */
  readonly verdict: EchadVerdict;
}

/** What lies on the table: the card to match, and after a wild, the card under it and the colour in force. */
export interface Table {
  readonly top: EchadCard;
  /** The card under a wild on top, which a ruling (EC-A10) may talk about; otherwise null. */
  readonly beneath: EchadCard | null;
  /** The colour in force after a wild on top; null when the top card has its own colour. */
  readonly wildColour: Colour | null;
}

export function tableOf(state: EchadState): Table {
  const top = topCard(state);
  if (top.kind !== 'wild') return { top, beneath: null, wildColour: null };
  return { top, beneath: state.discard[state.discard.length - 2] ?? null, wildColour: state.colour };
}

export interface Answer extends Table {
  readonly state: EchadState;
  /** The card in question, from the hand. */
  readonly card: EchadCard;
  /** check() on playing the card. */
  readonly verdict: EchadVerdict;
  /** For a what-next question: what the next player faces. */
  readonly effect: Effect | null;
  /** Every rule number the answer cites, the verdict's first. */
  readonly cites: readonly EchadRuleId[];
}

export function playMove(state: EchadState, code: string): EchadMove & { type: 'play' } {
  const hand = handOf(state, state.current);
  const card = hand.find((c) => cardCode(c) === code);
  if (!card) throw new Error(`the card ${code} is not in the hand of the player to act`);
  return { type: 'play', card, echad: false };
}

/**
 * What happens after an allowed play: a wild's colour is chosen (EC-40, EC-44); the next player
 * must pick up (EC-31); is skipped (EC-37); or play turns round (EC-34).
 */
export function effectOf(before: EchadState, move: EchadMove, colour?: Colour): Effect {
  const after = apply(before, move);
  if (after.step.kind === 'choose-colour') {
    if (colour === undefined) throw new Error('a wild was played: say which colour is chosen');
    const choose: EchadMove = { type: 'choose-colour', colour };
    const verdict = check(after, choose);
    return { rule: verdict.rule, verdict };
  }
  if (after.step.kind === 'pick-up') {
    const verdict = check(after, { type: 'draw' });
    return { rule: verdict.rule, verdict };
  }
  if (after.skipped !== null) {
    const verdict = turnCheck(after, after.skipped.seat);
    return { rule: verdict.rule, verdict };
  }
  const verdict = turnCheck(after, after.current);
  return { rule: after.direction !== before.direction ? 'EC-34' : null, verdict };
}

/** The rule book's own example of matching (EC-14) has a blue Gimel on top. */
function isRuleBookExample(top: EchadCard): boolean {
  return cardCode(top) === 'b3';
}

/** Answers a position and a card. Throws a NotationError when the position is not one. */
export function answerPosition(
  position: string,
  code: string,
  kind: Question['kind'] = 'can-play',
  colour?: Colour,
): Answer {
  const state = parsePosition(position);
  return answerMove(state, playMove(state, code), kind, colour);
}

/** Answers a play from a state: a ready-made question's position, or a practice question's view of a real deal. */
export function answerMove(
  state: EchadState,
  move: EchadMove & { type: 'play' },
  kind: Question['kind'] = 'can-play',
  colour?: Colour,
): Answer {
  const verdict = check(state, move);
  const table = tableOf(state);
  let effect: Effect | null = null;
  if (kind === 'what-next') {
    if (!verdict.ok)
      throw new Error(
        `a what-next question needs a card that may be played; ${cardCode(move.card)} may not (${verdict.rule})`,
      );
    effect = effectOf(state, move, colour);
  }
  const cites: EchadRuleId[] = [verdict.rule];
  if (verdict.rule === 'EC-13' && isRuleBookExample(table.top)) cites.push('EC-14');
  if (effect?.rule && !cites.includes(effect.rule)) cites.push(effect.rule);
  return {
    ...table,
    state,
    card: move.card,
    verdict,
    effect,
    cites,
  };
}

export function answerOf(q: Question): Answer {
  return answerPosition(q.position, q.card, q.kind, q.colour);
}
