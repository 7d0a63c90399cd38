/** A practice question's answer in the catalogue's words: the verdicts behind it, explained as in the lessons. */
import type { RuleMessages } from '../engine/catalogue';
import { type ExplainOptions, type Explanation, explain } from '../engine/explain';
import type { Question } from './question';
import { nowAnswer, type PracticeWords } from './words';

export interface CardExplanation {
  readonly cardKey: string;
  readonly allowed: boolean;
  readonly explanation: Explanation;
}

/** The verdict of a "may" question, explained. */
export function explainMay(
  question: Question & { kind: 'may' },
  messages: Readonly<Record<string, RuleMessages>>,
  options: ExplainOptions = {},
): Explanation {
  return explain(question.tried.verdict, messages, options);
}

/** Each card of a "which" question, with why it may or may not be played. */
export function explainCards(
  question: Question & { kind: 'which' },
  messages: Readonly<Record<string, RuleMessages>>,
  options: ExplainOptions = {},
): CardExplanation[] {
  return question.cards.map((c) => ({
    cardKey: c.cardKey,
    allowed: c.allowed,
    explanation: explain(c.tried.verdict, messages, options),
  }));
}

/**
 * A "now" question's answer: the engine's verdict on the move, as the lessons give it, and what it
 * led to, under the rule the question is about with its number and title, and the rule's own words
 * when the page has them (a fact of the position is answered by the rule itself).
 */
export function explainNow(
  question: Question & { kind: 'now' },
  messages: Readonly<Record<string, RuleMessages>>,
  words: PracticeWords,
  options: ExplainOptions = {},
  texts: Readonly<Record<string, string>> = {},
): { move?: Explanation; consequence: Explanation } {
  const entry = messages[question.rule];
  const title = entry?.title ?? question.rule;
  const source = entry?.source === undefined ? {} : { source: entry.source };
  return {
    ...(question.verdict === undefined ? {} : { move: explain(question.verdict, messages, options) }),
    consequence: { ok: true, rule: question.rule, title, ...source, reason: consequenceReason(title, nowAnswer(words, question), texts[question.rule]) },
  };
}

/** "Six packs with jokers: The answer: 324. The game is played with …": the rule's words after the answer, where there are any. */
function consequenceReason(title: string, answer: string, text: string | undefined): string {
  const said = `${title}: ${answer}`;
  return text === undefined ? said : `${said} ${text.trim()}`;
}
