/**
 * The words the projector shows for a question and its answer. The verdicts and their
 * explanations come from the engine and the rule catalogue; this module only arranges them
 * and adds the few fixed words of the projector (displayWords: words.ts in English, the terms'
 * `ui.classroom.*` in another language; WORDS are the English ones).
 */
import type { RuleMessages } from '../../../engine/catalogue';
import { explain } from '../../../engine/explain';
import type { Colour, EchadCard } from '../cards';
import { handOf } from '../rules';
import type { EchadState } from '../state';
import type { Answer, Table } from './answer';
import type { Question } from './questions';
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';

/** The projector's fixed words for one question, in a language (the English ones by default). */
export function displayWords(s: ClassroomSpeech) {
  const say = s.say;
  return {
    speech: s,
    canPlay: say('classroom.can-play'),
    whatNext: say('classroom.what-next'),
    whatNextWild: (colour: Colour) => say('classroom.what-next-wild', { colour: s.colour(colour) }),
    pickedOn: say('classroom.picked-on'),
    firstCard: say('classroom.first-card'),
    drew: (card: string) => say('classroom.drew', { card }),
    drewInstead: (card: string) => say('classroom.drew-instead', { card }),
    chooseColour: say('classroom.choose-colour'),
    twoCards: say('classroom.two-cards'),
    lastCard: say('classroom.last-card'),
    onTable: say('classroom.on-table'),
    yourCard: say('classroom.your-card'),
    colourInForce: say('classroom.colour-in-force'),
    underIt: say('classroom.under-it'),
    yes: say('classroom.yes'),
    no: say('classroom.no'),
    think: say('classroom.think'),
    next: say('classroom.what-happens'),
    example: say('classroom.example'),
    rule: say('classroom.rule'),
  } as const;
}

export type DisplayWords = ReturnType<typeof displayWords>;

export const WORDS: DisplayWords = displayWords(ENGLISH_CLASSROOM);

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
export function contextOf(
  state: EchadState,
  name: (card: EchadCard) => string = WORDS.speech.card,
  words: DisplayWords = WORDS,
): string | null {
  const step = state.step;
  let moment: string | null = null;
  if (step.kind === 'drawn') moment = step.declined ? words.drewInstead(name(step.card)) : words.drew(name(step.card));
  else if (step.kind === 'pick-up') moment = step.cause.startsWith('first-') ? words.firstCard : words.pickedOn;
  else if (step.kind === 'choose-colour') moment = words.chooseColour;
  const held = handOf(state, state.current).length;
  const playing = step.kind === 'play' || step.kind === 'drawn';
  const hand = !playing ? null : held === 1 ? words.lastCard : held === 2 ? words.twoCards : null;
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

export function tablePrompt(table: Table, words: DisplayWords = WORDS): TablePrompt {
  const s = words.speech;
  return {
    topCaption: s.card(table.top),
    colourInForce: table.wildColour ? s.colourLabel(table.wildColour) : null,
    underCaption: table.beneath ? s.card(table.beneath) : null,
    spoken: present([
      `${words.onTable}: ${s.spoken(table.top)}.`,
      table.wildColour ? `${words.colourInForce}: ${s.colour(table.wildColour)}.` : null,
      table.beneath ? `${words.underIt}: ${s.spoken(table.beneath)}.` : null,
    ]).join(' '),
  };
}

export function promptOf(answer: Answer, kind: Question['kind'], colour?: Colour, words: DisplayWords = WORDS): Prompt {
  const s = words.speech;
  const question =
    kind === 'can-play' ? words.canPlay : colour !== undefined ? words.whatNextWild(colour) : words.whatNext;
  const table = tablePrompt(answer, words);
  const spoken = present([
    question,
    contextOf(answer.state, s.spoken, words),
    table.spoken,
    `${words.yourCard}: ${s.spoken(answer.card)}.`,
  ]).join(' ');
  return {
    question,
    context: contextOf(answer.state, s.card, words),
    topCaption: table.topCaption,
    cardCaption: s.card(answer.card),
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

export function revealOf(answer: Answer, messages: Messages, words: DisplayWords = WORDS): Reveal {
  const names = words.speech.names;
  const e = explain(answer.verdict, messages, { names });
  const verdict = e.fix
    ? { rule: e.rule, title: e.title, reason: e.reason, fix: e.fix }
    : { rule: e.rule, title: e.title, reason: e.reason };
  const exampleRule = answer.cites.find((r) => r === 'EC-14');
  const example = exampleRule ? { rule: exampleRule, title: messages[exampleRule]?.title ?? exampleRule } : null;
  let next: RuleLine | null = null;
  if (answer.effect) {
    const n = explain(answer.effect.verdict, messages, { names });
    const rule = answer.effect.rule;
    next = { rule, title: rule ? (messages[rule]?.title ?? rule) : n.title, reason: n.reason };
  }
  const headline = e.ok ? words.yes : words.no;
  const announcement = present([
    `${headline}.`,
    `${words.rule} ${verdict.rule}, ${verdict.title}.`,
    verdict.reason,
    verdict.fix ?? null,
    example ? `${words.example}, ${example.rule}.` : null,
    next ? `${words.next}: ${next.rule ? `${words.rule} ${next.rule}, ${next.title}. ` : ''}${next.reason}` : null,
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

export function shownOf(
  answer: Answer,
  kind: Question['kind'],
  messages: Messages,
  colour?: Colour,
  words: DisplayWords = WORDS,
): Shown {
  return {
    table: answer,
    card: answer.card,
    prompt: promptOf(answer, kind, colour, words),
    reveal: revealOf(answer, messages, words),
  };
}
