/**
 * The words the projector shows for a question and its answer. The verdicts and their
 * explanations come from the engine and the rule catalogue; this module only arranges them
 * and adds the few fixed words of the projector (kept together in WORDS).
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { explain } from '../../../engine/explain';
import { ECHAD_NAMES } from '../names';
import { type Colour, type EchadCard, cardLabel, cardName, colourLabel } from '../cards';
import { handOf } from '../rules';
import type { EchadState } from '../state';
import type { Answer, Table } from './answer';
import type { Question } from './questions';

export const WORDS = {
  canPlay: 'Can you play this card?',
  whatNext: 'You play this card. What happens next?',
  whatNextWild: (colour: Colour) => `You play this card and choose ${colour}. What happens next?`,
  pickedOn: 'The card on the table was just played on you.',
  firstCard: 'The card on the table was turned over to start the pile, and you go first.',
  drew: (card: string) => `You have just drawn ${card} from the pile.`,
  drewInstead: (card: string) => `You drew ${card} from the pile instead of playing a card.`,
  chooseColour: 'You have just played a wild, and its colour is still to be chosen.',
  twoCards: 'You hold two cards.',
  lastCard: 'This is your last card.',
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

const present = (lines: readonly (string | null)[]): string[] => lines.filter((s): s is string => s !== null);

/**
 * The moment of the game, when it is not the start of a plain turn: a card just drawn, a pick-up
 * owed, a colour to choose; and the last two cards, where "Echad" and going out come in. Cards are
 * named by `name`: with their letters on screen, without them for a screen reader.
 */
export function contextOf(state: EchadState, name: (card: EchadCard) => string = cardLabel): string | null {
  const step = state.step;
  let moment: string | null = null;
  if (step.kind === 'drawn') moment = step.declined ? WORDS.drewInstead(name(step.card)) : WORDS.drew(name(step.card));
  else if (step.kind === 'pick-up') moment = step.cause.startsWith('first-') ? WORDS.firstCard : WORDS.pickedOn;
  else if (step.kind === 'choose-colour') moment = WORDS.chooseColour;
  const held = handOf(state, state.current).length;
  const playing = step.kind === 'play' || step.kind === 'drawn';
  const hand = !playing ? null : held === 1 ? WORDS.lastCard : held === 2 ? WORDS.twoCards : null;
  const lines = present([moment, hand]);
  return lines.length > 0 ? lines.join(' ') : null;
}

/** The captions of the table's cards, and the table as a screen reader says it. */
export interface TablePrompt {
  readonly topCaption: string;
  /** "green ▲" when a wild is on top, else null. */
  readonly colourInForce: string | null;
  readonly underCaption: string | null;
  readonly spoken: string;
}

export function tablePrompt(table: Table): TablePrompt {
  return {
    topCaption: cardLabel(table.top),
    colourInForce: table.wildColour ? colourLabel(table.wildColour) : null,
    underCaption: table.beneath ? cardLabel(table.beneath) : null,
    spoken: present([
      `${WORDS.onTable}: ${cardName(table.top)}.`,
      table.wildColour ? `${WORDS.colourInForce}: ${table.wildColour}.` : null,
      table.beneath ? `${WORDS.underIt}: ${cardName(table.beneath)}.` : null,
    ]).join(' '),
  };
}

export function promptOf(answer: Answer, kind: Question['kind'], colour?: Colour): Prompt {
  const question =
    kind === 'can-play' ? WORDS.canPlay : colour !== undefined ? WORDS.whatNextWild(colour) : WORDS.whatNext;
  const table = tablePrompt(answer);
  const spoken = present([
    question,
    contextOf(answer.state, cardName),
    table.spoken,
    `${WORDS.yourCard}: ${cardName(answer.card)}.`,
  ]).join(' ');
  return {
    question,
    context: contextOf(answer.state),
    topCaption: table.topCaption,
    cardCaption: cardLabel(answer.card),
    colourInForce: table.colourInForce,
    underCaption: table.underCaption,
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
  const e = explain(answer.verdict, messages, { names: ECHAD_NAMES });
  const verdict = e.fix
    ? { rule: e.rule, title: e.title, reason: e.reason, fix: e.fix }
    : { rule: e.rule, title: e.title, reason: e.reason };
  const exampleRule = answer.cites.find((r) => r === 'EC-14');
  const example = exampleRule ? { rule: exampleRule, title: messages[exampleRule]?.title ?? exampleRule } : null;
  let next: RuleLine | null = null;
  if (answer.effect) {
    const n = explain(answer.effect.verdict, messages, { names: ECHAD_NAMES });
    const rule = answer.effect.rule;
    next = { rule, title: rule ? (messages[rule]?.title ?? rule) : n.title, reason: n.reason };
  }
  const headline = e.ok ? WORDS.yes : WORDS.no;
  const announcement = present([
    `${headline}.`,
    `${WORDS.rule} ${verdict.rule}, ${verdict.title}.`,
    verdict.reason,
    verdict.fix ?? null,
    example ? `${WORDS.example}, ${example.rule}.` : null,
    next ? `${WORDS.next}: ${next.rule ? `${WORDS.rule} ${next.rule}, ${next.title}. ` : ''}${next.reason}` : null,
  ]).join(' ');
  return { ok: e.ok, headline, verdict, example, next, announcement };
}

/** Everything the projector shows of one card in question: the table, the card, the question and its answer. */
export interface Shown {
  readonly table: Table;
  readonly card: EchadCard;
  readonly prompt: Prompt;
  readonly reveal: Reveal;
}

export function shownOf(answer: Answer, kind: Question['kind'], messages: Messages, colour?: Colour): Shown {
  return {
    table: answer,
    card: answer.card,
    prompt: promptOf(answer, kind, colour),
    reveal: revealOf(answer, messages),
  };
}
