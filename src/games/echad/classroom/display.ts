/**
 * The words the projector shows for a question and its answer. The verdicts and their
 * explanations come from the engine and the rule catalogue; this module only arranges them
 * and adds the few fixed words of the projector (kept together in WORDS).
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { explain } from '../../../engine/explain';
import { type Colour, cardLabel, cardName, colourLabel } from '../cards';
import type { Answer } from './answer';
import type { Question } from './questions';

export const WORDS = {
  canPlay: 'Can you play this card?',
  whatNext: 'You play this card. What happens next?',
  whatNextWild: (colour: Colour) => `You play this card and choose ${colour}. What happens next?`,
  pickedOn: 'The card on the table was just played on you.',
  onTable: 'On the table',
  yourCard: 'Your card',
  colourInForce: 'Colour in force',
  underIt: 'Under it',
  yes: 'Yes: allowed',
  no: 'No: not allowed',
  think: 'Think, then show the answer.',
  next: 'What happens next',
  example: 'This is the rule book’s own example',
  rule: 'Rule',
} as const;

export interface Prompt {
  readonly question: string;
  /** One line about the moment of the game, or null. */
  readonly context: string | null;
  readonly topCaption: string;
  readonly cardCaption: string;
  /** "green ▲" when a wild is on top, else null. */
  readonly colourInForce: string | null;
  readonly underCaption: string | null;
  /** The same, for a screen reader: card names without letters it may not read. */
  readonly spoken: string;
}

export function promptOf(answer: Answer, kind: Question['kind'], colour?: Colour): Prompt {
  const question =
    kind === 'can-play' ? WORDS.canPlay : colour !== undefined ? WORDS.whatNextWild(colour) : WORDS.whatNext;
  const context = answer.state.step.kind === 'pick-up' ? WORDS.pickedOn : null;
  const colourInForce = answer.wildColour ? colourLabel(answer.wildColour) : null;
  const spoken = [
    question,
    context,
    `${WORDS.onTable}: ${cardName(answer.top)}.`,
    answer.wildColour ? `${WORDS.colourInForce}: ${answer.wildColour}.` : null,
    answer.beneath ? `${WORDS.underIt}: ${cardName(answer.beneath)}.` : null,
    `${WORDS.yourCard}: ${cardName(answer.card)}.`,
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
  return {
    question,
    context,
    topCaption: cardLabel(answer.top),
    cardCaption: cardLabel(answer.card),
    colourInForce,
    underCaption: answer.beneath ? cardLabel(answer.beneath) : null,
    spoken,
  };
}

export interface RuleLine {
  /** The rule number, or null when the next moment follows no special rule. */
  readonly rule: string | null;
  readonly title: string;
  readonly reason: string;
  readonly fix?: string;
}

export interface Reveal {
  readonly ok: boolean;
  readonly headline: string;
  readonly verdict: RuleLine & { readonly rule: string };
  /** EC-14 when the position is the rule book's own example. */
  readonly example: { readonly rule: string; readonly title: string } | null;
  readonly next: RuleLine | null;
  /** Everything above as one text, for the live region. */
  readonly announcement: string;
}

type Messages = Readonly<Record<string, RuleMessages>>;

export function revealOf(answer: Answer, messages: Messages): Reveal {
  const e = explain(answer.verdict, messages);
  const verdict = e.fix
    ? { rule: e.rule, title: e.title, reason: e.reason, fix: e.fix }
    : { rule: e.rule, title: e.title, reason: e.reason };
  const exampleRule = answer.cites.find((r) => r === 'EC-14');
  const example = exampleRule ? { rule: exampleRule, title: messages[exampleRule]?.title ?? exampleRule } : null;
  let next: RuleLine | null = null;
  if (answer.effect) {
    const n = explain(answer.effect.verdict, messages);
    const rule = answer.effect.rule;
    next = { rule, title: rule ? (messages[rule]?.title ?? rule) : n.title, reason: n.reason };
  }
  const headline = e.ok ? WORDS.yes : WORDS.no;
  const announcement = [
    `${headline}.`,
    `${WORDS.rule} ${verdict.rule}, ${verdict.title}.`,
    verdict.reason,
    verdict.fix ?? null,
    example ? `${WORDS.example}, ${example.rule}.` : null,
    next ? `${WORDS.next}: ${next.rule ? `${WORDS.rule} ${next.rule}, ${next.title}. ` : ''}${next.reason}` : null,
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
  return { ok: e.ok, headline, verdict, example, next, announcement };
}
