/**
 * A practice question from a real deal, as the projector shows it. "May you play this?" becomes the
 * projector's own "Can you play this card?" (answered by answerMove, as the ready-made questions
 * are); "Which of your cards may be played?" shows the hand, each card under a big label (A, B, C…)
 * the class answers with, and reveals each card's verdict and rule. Every verdict is the engine's.
 */
import type { RuleMessages } from '../../../engine/catalogue';
import type { MayQuestion, NowQuestion, WhichQuestion } from '../../../practice/question';
import { nowAnswer, nowPrompt, optionWords, type QuestionWords, seatWords } from '../../../practice/words';
import type { RoundQuestion } from '../../../practice/round';
import type { EchadCard } from '../cards';
import type { EchadRuleId } from '../rule-ids';
import { check, nextSeat } from '../rules';
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

/** The card a "What happens now?" question plays, which the projector shows as the class's card; none for other moves. */
function cardPlayed(question: NowQuestion<EchadState, EchadMove>): EchadCard | null {
  return question.move?.type === 'play' ? question.move.card : null;
}

/** The cards a question shows: the top of the pile, and the card tried, the card played or the cards to choose from. */
function cardsShown(question: EchadQuestion): EchadCard[] {
  const top = question.state.discard[question.state.discard.length - 1];
  const asked =
    question.kind === 'may'
      ? [question.tried.card]
      : question.kind === 'now'
        ? [cardPlayed(question)]
        : question.cards.map((c) => c.card);
  return [top, ...asked].filter((c): c is EchadCard => typeof c === 'object' && c !== null);
}

/** Whether every card the question shows is of a kind the lessons chosen teach. */
export function showsOnlyCardsTaught(question: EchadQuestion, taught: ReadonlySet<string>): boolean {
  return cardsShown(question).every((card) => taught.has(playedBy(card)));
}

/**
 * Whether the projector shows the question well from the back of a class: every card big enough, and
 * a "What happens now?" question only about a card played, which the screen can show beside the table's.
 */
export function fitsProjector(question: EchadQuestion): boolean {
  if (question.kind === 'may') return true;
  if (question.kind === 'now') return cardPlayed(question) !== null;
  return question.cards.length <= CHOICE_LABELS.length;
}

/** The words of a "which" question, in a language. */
export function choiceWords(s: ClassroomSpeech) {
  const say = s.say;
  const labels = say('classroom.choice-labels').split(' ');
  return {
    labels,
    which: say('classroom.which'),
    think: say('classroom.which-think', { labels: labels.slice(0, 3).join(', ') }),
    nowThink: say('classroom.now-think'),
    options: say('classroom.options'),
    playThis: (echad: boolean) => say(echad ? 'classroom.play-this-echad' : 'classroom.play-this'),
    turnOrder: (seats: readonly string[]) => say('classroom.turn-order', { seats: seats.join(', ') }),
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

/**
 * An option of "What happens now?": said by its own words ("Player 3", "2 cards"), with no label, as
 * labels that are numbers (Hebrew's, Yiddish's) would be mistaken for a number of cards.
 */
export interface NowOption {
  readonly words: string;
  readonly right: boolean;
}

export interface NowView extends Table, TablePrompt {
  readonly card: EchadCard;
  readonly cardCaption: string;
  readonly question: string;
  readonly context: string | null;
  /** Every player in the order their turns come now, where the question is who plays next. */
  readonly turnOrder: string | null;
  readonly options: readonly NowOption[];
  /** The answer in a sentence ("Player 3 plays next."). */
  readonly headline: string;
  /** The rule the answer follows, with its title; then any other rule it rests on. */
  readonly rules: readonly { readonly rule: string; readonly title: string }[];
  readonly spoken: string;
  readonly announcement: string;
}

/** The players from the one playing, in the order their turns come: the direction of play on the real table. */
function seatsInTurn(state: EchadState): number[] {
  const seats = [state.current];
  for (let s = nextSeat(state, state.current); seats.length < state.hands.length && !seats.includes(s); s = nextSeat(state, s))
    seats.push(s);
  return seats;
}

/**
 * "What happens now?" on the projector: the table's card and the card the class plays, the question
 * and its options; who plays next comes with the order of the turns, which the
 * projector's table does not show. The answer is the one the engine's move gives (practice's own).
 */
export function nowView(
  question: NowQuestion<EchadState, EchadMove>,
  messages: Messages,
  asked: QuestionWords,
  words: DisplayWords = WORDS,
  choice: ChoiceWords = CHOICE_WORDS,
): NowView {
  const s = words.speech;
  const card = cardPlayed(question);
  if (card === null) throw new Error('the projector asks "What happens now?" only about a card played');
  const state = question.state;
  const table = tableOf(state);
  const prompt = tablePrompt(table, words);
  const options = question.options.map((value) => ({
    words: optionWords(asked, question, value),
    right: value === question.answer,
  }));
  const turnOrder = question.ask === 'next' ? choice.turnOrder(seatsInTurn(state).map((seat) => seatWords(asked, seat))) : null;
  const rules = [...new Set([question.rule, ...question.rules])].map((rule) => ({
    rule,
    title: messages[rule]?.title ?? rule,
  }));
  const headline = nowAnswer(asked, question);
  const ask = nowPrompt(asked, question, choice.playThis(question.move?.type === 'play' && question.move.echad));
  const context = contextOf(state, s.card, words);
  const spokenOptions = `${choice.options}: ${options.map((o) => o.words).join(', ')}.`;
  return {
    ...table,
    ...prompt,
    card,
    cardCaption: s.card(card),
    question: ask,
    context,
    turnOrder,
    options,
    headline,
    rules,
    // The cards first: the question speaks of "this card", which a listener has then heard named.
    spoken: [prompt.spoken, `${words.yourCard}: ${s.spoken(card)}.`, ask, contextOf(state, s.spoken, words), turnOrder, spokenOptions]
      .filter((part): part is string => part !== null)
      .join(' '),
    announcement: [headline, ...rules.map((r) => `${words.rule} ${r.rule}, ${r.title}.`)].join(' '),
  };
}
