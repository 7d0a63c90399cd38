/**
 * Whether a control's move can succeed now, and if not, why. The engine answers (is it the seat's
 * turn, then the move's own check: `offer` in facts.ts); this file only words its refusal for a
 * control that is not offered, with the rule that decides: a control that cannot succeed is
 * disabled and says why, rather than pressed and refused.
 */
import type { Verdict } from '../../../engine/verdict';

export type Offer = { readonly open: true } | { readonly open: false; readonly why: string };

/** Why a control is not offered, by the refusing rule and its case ("MT-37 last-six"), or by the rule alone. */
const WHY: Readonly<Record<string, string>> = {
  'MT-47': 'the game is over',
  'MT-23': 'wait for your turn',
  'MT-33': 'draw for your turn first',
  'MT-32': 'you have drawn for this turn',
  'MT-37 last-six': 'the last six are never drawn into the hand',
  'MT-37 not-reached': 'your draw pile has not reached its last six',
  'MT-34': 'only once your hand is empty',
  'MT-38': 'play or lay the revealed card first',
  'MT-46': 'play the joker from your hand first',
  'MT-A5': 'one revealed card a turn, and this turn’s is handled: the next one is for your next turn',
  'MT-26': 'pass a card from your hand to end the turn',
  'MT-A3': 'your hand is empty: end the turn instead',
  'MT-44': 'only a joker in your hand cancels the skip',
  'MT-43': 'you do not have the red pawn',
  'MT-A13': 'cancel the skip or sit out first',
  'MT-45': 'cancel the skip or sit out first',
};

/** "wait for your turn (MT-23)": a refusal in a few words, with its rule. */
export function whyNot(verdict: Verdict): string {
  const kind = verdict.params['case'];
  const words =
    (kind !== undefined ? WHY[`${verdict.rule} ${String(kind)}`] : undefined) ?? WHY[verdict.rule] ?? 'not now';
  return `${words} (${verdict.rule})`;
}

/** A control's words: its label, and when it is not offered, why not ("End the turn: wait for your turn (MT-23)"). */
export function offerLabel(label: string, o: Offer): string {
  return o.open ? label : `${label}: ${o.why}`;
}
