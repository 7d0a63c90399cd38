/**
 * A practice question from a real deal, as the projector shows it. "May you play this?" becomes the
 * projector's own "Can you play this card?" (answered by answerMove, as the ready-made questions
 * are); "Which of your cards may be played?" shows the hand, each card under a big label (A, B, C…)
 * the class answers with, and reveals each card's verdict and rule. Every verdict is the engine's.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import type { MayQuestion, WhichQuestion } from '../../../practice/question';
import type { RoundQuestion } from '../../../practice/round';
import { type EchadCard, cardName } from '../cards';
import type { EchadRuleId } from '../rule-ids';
import { check } from '../rules';
import type { EchadMove, EchadState } from '../state';
import { type Answer, type Table, answerMove, tableOf } from './answer';
import { type TablePrompt, WORDS, contextOf, tablePrompt } from './display';

export type EchadQuestion = RoundQuestion<EchadState, EchadMove>;

/** The labels of the cards of a "which" question: a hand with more cards is not asked on the projector. */
export const CHOICE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** Whether the projector shows the question with every card big enough to read from the back of a class. */
export function fitsProjector(question: EchadQuestion): boolean {
  return question.kind === 'may' || question.cards.length <= CHOICE_LABELS.length;
}

export const CHOICE_WORDS = {
  which: 'Which of your cards can you play?',
  think: 'Name the cards you can play by their labels: A, B, C …',
  yourCards: 'Your cards',
  justDrawn: 'just drawn',
  canPlay: (labels: readonly string[]) =>
    labels.length === 0 ? 'You cannot play any of them.' : `You can play ${listed(labels)}.`,
  yes: 'yes',
  no: 'no',
} as const;

function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A "may" question answered as the projector answers its own: the play of the card, from the seat's view. */
export function mayAnswer(question: MayQuestion<EchadState, EchadMove>): Answer {
  const move = question.tried.move;
  if (move.type !== 'play') throw new Error('practice asks only about playing a card');
  return answerMove(question.state, move);
}

export interface Choice {
  readonly label: string;
  readonly card: EchadCard;
  /** The card drawn this turn, the only one that may then be played (EC-16). */
  readonly justDrawn: boolean;
  readonly ok: boolean;
  readonly rule: EchadRuleId;
}

export interface WhichView extends Table, TablePrompt {
  readonly question: string;
  readonly context: string | null;
  readonly choices: readonly Choice[];
  /** Each rule that decides a card, once, with its title, in the order of the cards. */
  readonly rules: readonly { readonly rule: string; readonly title: string }[];
  readonly headline: string;
  /** The question as a screen reader says it. */
  readonly spoken: string;
  /** The answer as a screen reader says it. */
  readonly announcement: string;
}

type Messages = Readonly<Record<string, RuleMessages>>;

export function whichView(question: WhichQuestion<EchadState, EchadMove>, messages: Messages): WhichView {
  const state = question.state;
  const table = tableOf(state);
  const drawn = state.step.kind === 'drawn' ? state.step.card.id : null;
  const choices = question.cards.map((c, i): Choice => {
    const move = c.tried.move;
    if (move.type !== 'play') throw new Error('practice asks only about playing a card');
    // The engine's verdict from the seat's view, as the practice page explains it.
    const verdict = check(state, move);
    return {
      label: CHOICE_LABELS[i] ?? '?',
      card: move.card,
      justDrawn: move.card.id === drawn,
      ok: verdict.ok,
      rule: verdict.rule,
    };
  });
  const rules = [...new Set(choices.map((c) => c.rule))].map((rule) => ({
    rule,
    title: messages[rule]?.title ?? rule,
  }));
  const headline = CHOICE_WORDS.canPlay(choices.filter((c) => c.ok).map((c) => c.label));
  const prompt = tablePrompt(table);
  const spokenCards = choices.map((c) => `${c.label}: ${cardName(c.card)}.`).join(' ');
  return {
    ...table,
    ...prompt,
    question: CHOICE_WORDS.which,
    context: contextOf(state),
    choices,
    rules,
    headline,
    spoken: [CHOICE_WORDS.which, contextOf(state, cardName), prompt.spoken, `${CHOICE_WORDS.yourCards}: ${spokenCards}`]
      .filter((s): s is string => s !== null)
      .join(' '),
    announcement: [
      headline,
      ...choices.map(
        (c) =>
          `${c.label}, ${cardName(c.card)}: ${c.ok ? CHOICE_WORDS.yes : CHOICE_WORDS.no}, ${WORDS.rule} ${c.rule}, ${messages[c.rule]?.title ?? c.rule}.`,
      ),
    ].join(' '),
  };
}
