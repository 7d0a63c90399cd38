/**
 * A practice question from a real deal, as the projector shows it. "May you play this?" becomes the
 * projector's own "Can you play this card?" (answered by answerMove, as the ready-made questions
 * are); "Which of your cards may be played?" shows the hand, each card under a big label (A, B, C…)
 * the class answers with, and reveals each card's verdict and rule. Every verdict is the engine's.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import type { MayQuestion, WhichQuestion } from '../../../practice/question';
import type { RoundQuestion } from '../../../practice/round';
import type { EchadCard } from '../cards';
import type { EchadRuleId } from '../rule-ids';
import { check } from '../rules';
import type { EchadMove, EchadState } from '../state';
import { type Answer, type Table, answerMove, tableOf } from './answer';
import { type DisplayWords, type TablePrompt, WORDS, contextOf, tablePrompt } from './display';
import type { ClassroomSpeech } from './speech';
import { gameWordsIn } from '../../../widgets/speech';
import { ECHAD_TABLE_WORDS } from '../ui/words';

export type EchadQuestion = RoundQuestion<EchadState, EchadMove>;

/** The labels of the cards of a "which" question: a hand with more cards is not asked on the projector. */
export const CHOICE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
// In another language the labels are its own (`ui.classroom.choice-labels`), as many as these.

/**
 * The rule that teaches how each kind of card plays: a card is shown on the projector only once the
 * class has done the lesson that teaches it, so a round for the first lessons shows no Wild Pick Up 3.
 */
function playedBy(card: EchadCard): EchadRuleId {
  if (card.kind === 'letter') return 'EC-13';
  if (card.kind === 'action')
    return card.action === 'pick-up-3' ? 'EC-31' : card.action === 'change-direction' ? 'EC-34' : 'EC-37';
  return card.wild === 'wild-pick-up-3' ? 'EC-44' : 'EC-40';
}

/** The cards a question shows: the top of the pile, and the card tried or the cards to choose from. */
function cardsShown(question: EchadQuestion): EchadCard[] {
  const top = question.state.discard[question.state.discard.length - 1];
  const asked = question.kind === 'may' ? [question.tried.card] : question.cards.map((c) => c.card);
  return [top, ...asked].filter((c): c is EchadCard => typeof c === 'object' && c !== null);
}

/** Whether every card the question shows is of a kind the lessons chosen teach. */
export function showsOnlyCardsTaught(question: EchadQuestion, taught: ReadonlySet<string>): boolean {
  return cardsShown(question).every((card) => taught.has(playedBy(card)));
}

/** Whether the projector shows the question with every card big enough to read from the back of a class. */
export function fitsProjector(question: EchadQuestion): boolean {
  return question.kind === 'may' || question.cards.length <= CHOICE_LABELS.length;
}

/** The words of a "which" question, in a language. */
export function choiceWords(s: ClassroomSpeech) {
  const say = s.say;
  const labels = say('classroom.choice-labels').split(' ');
  return {
    labels,
    which: say('classroom.which'),
    think: say('classroom.which-think', { labels: labels.slice(0, 3).join(', ') }),
    yourCards: say('classroom.your-cards'),
    // The table's own words for the card drawn this turn.
    justDrawn: gameWordsIn(ECHAD_TABLE_WORDS, s.language)('just-drawn'),
    canPlay: (chosen: readonly string[]) =>
      chosen.length === 0 ? say('classroom.can-play-none') : say('classroom.can-play-some', { labels: s.list(chosen) }),
    yes: say('classroom.choice-yes'),
    no: say('classroom.choice-no'),
  } as const;
}

export type ChoiceWords = ReturnType<typeof choiceWords>;

export const CHOICE_WORDS: ChoiceWords = choiceWords(WORDS.speech);

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

export function whichView(
  question: WhichQuestion<EchadState, EchadMove>,
  messages: Messages,
  words: DisplayWords = WORDS,
  choice: ChoiceWords = CHOICE_WORDS,
): WhichView {
  const s = words.speech;
  const state = question.state;
  const table = tableOf(state);
  const drawn = state.step.kind === 'drawn' ? state.step.card.id : null;
  const choices = question.cards.map((c, i): Choice => {
    const move = c.tried.move;
    if (move.type !== 'play') throw new Error('practice asks only about playing a card');
    // The engine's verdict from the seat's view, as the practice page explains it.
    const verdict = check(state, move);
    return {
      label: choice.labels[i] ?? '?',
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
  const headline = choice.canPlay(choices.filter((c) => c.ok).map((c) => c.label));
  const prompt = tablePrompt(table, words);
  const spokenCards = choices.map((c) => `${c.label}: ${s.spoken(c.card)}.`).join(' ');
  return {
    ...table,
    ...prompt,
    question: choice.which,
    context: contextOf(state, s.card, words),
    choices,
    rules,
    headline,
    spoken: [choice.which, contextOf(state, s.spoken, words), prompt.spoken, `${choice.yourCards}: ${spokenCards}`]
      .filter((s): s is string => s !== null)
      .join(' '),
    announcement: [
      headline,
      ...choices.map(
        (c) =>
          `${c.label}, ${s.spoken(c.card)}: ${c.ok ? choice.yes : choice.no}, ${words.rule} ${c.rule}, ${messages[c.rule]?.title ?? c.rule}.`,
      ),
    ].join(' '),
  };
}
