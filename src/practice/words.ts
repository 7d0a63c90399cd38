/**
 * What a "What happens now?" or a "which" question says around a game's own words, in the page's
 * language: plain data (templates with {placeholders}, a form per plural category), so a page hands
 * it to the island as JSON. The move ({move}) is said by the game ("play red Lose a Turn").
 */
import { fillIn, pluralOf, type PluralMessage } from '../i18n/format';
import type { ProgressWords } from '../widgets/lesson/words';
import type { GameSentence, NowQuestion, WhichQuestion } from './question';
import { LEARNER } from './question';

export interface PracticeWords {
  /** The language, for its plural rules. */
  readonly lang: string;
  readonly nowHeading: string;
  /** {move} */
  readonly nowMove: string;
  readonly askNext: string;
  readonly askCardsYou: string;
  /** {seat} */
  readonly askCards: string;
  readonly askPoints: string;
  readonly you: string;
  /** {n}: the seat's number, counted from 1 as the tables do. */
  readonly player: string;
  /** {n} */
  readonly cards: PluralMessage;
  readonly points: PluralMessage;
  readonly answerNextYou: string;
  /** {seat} */
  readonly answerNext: string;
  /** {cards}: "3 cards" */
  readonly answerCardsYou: string;
  /** {seat} {cards} */
  readonly answerCards: string;
  /** {points}: "500 points" */
  readonly answerPoints: string;
  /** {answer}: the answer to a question in a game's own words. */
  readonly answerIs: string;
  /** Said of the right option once the question is answered. */
  readonly rightOption: string;
  /** The headline of the explanation. */
  readonly whatHappens: string;
  /** The page around the questions. */
  readonly page: PracticePageWords;
  /** The game's own questions by key, in the page's language (content/<game>/practice.yaml); the page adds them. */
  readonly prompts?: Readonly<Record<string, string>>;
}

/**
 * The words of a question itself, without the page around it: what a classroom's projector needs
 * to ask "What happens now?" in its language.
 */
export type QuestionWords = Omit<PracticeWords, 'page'>;

/** What the practice page says around its questions: starting, asking, answering, the learner's rules. */
export interface PracticePageWords {
  readonly everyRule: string;
  readonly ready: string;
  readonly readyText: string;
  readonly loadFailed: string;
  readonly dealing: string;
  readonly start: string;
  readonly nothingToAsk: string;
  /** {move}: the move as the game says it ("play red Gimel"). */
  readonly mayYou: string;
  readonly allowed: string;
  readonly notAllowed: string;
  readonly whichCards: string;
  readonly check: string;
  /** How each card of an answered "which" question was answered, with its sign. */
  readonly marks: PickMarks;
  /** The keys that answer. */
  readonly keys: string;
  readonly right: string;
  readonly notQuite: string;
  readonly next: string;
  /** The learner's rules. */
  readonly yourRules: string;
  readonly known: string;
  readonly learning: string;
  readonly notMet: string;
  /** {n} */
  readonly answered: string;
  /** {n}: the rules due. */
  readonly practiseDue: PluralMessage;
  readonly byPart: string;
  readonly part: string;
  readonly rules: string;
  readonly due: string;
  /** Saved practice: {lessons} are the rules whose saved entry was reset. */
  readonly saved: ProgressWords;
  /** What a game's home says of the rules due today. */
  readonly dueToday: DueTodayWords;
}

/** A card of a "which" question: picked and allowed, picked but refused, allowed but not picked, rightly left. */
export interface PickMarks {
  readonly rightPick: string;
  readonly wrongPick: string;
  readonly missed: string;
  readonly rightLeft: string;
}

/** A game's home: how many rules are due for practice today ({n}), or that none is. */
export interface DueTodayWords {
  readonly some: PluralMessage;
  readonly none: string;
}

export function seatWords(words: QuestionWords, seat: number): string {
  return seat === LEARNER ? words.you : fillIn(words.player, { n: seat + 1 });
}

/** An option as the learner reads it: a seat, a number of cards, a number of points. */
export function optionWords(words: QuestionWords, question: NowQuestion<unknown, unknown>, value: number): string {
  if (question.ask === 'next' || question.ask === 'who') return seatWords(words, value);
  if (question.ask === 'count') return new Intl.NumberFormat(words.lang).format(value);
  const message = question.ask === 'cards' ? words.cards : words.points;
  return fillIn(pluralOf(message, value, words.lang), { n: value });
}

/** A sentence in the game's own words, its numbers filled in; a key the page was not given is said as it is, and tests find it. */
export function gameSentence(words: QuestionWords, sentence: GameSentence): string {
  return fillIn(words.prompts?.[sentence.prompt] ?? sentence.prompt, sentence.args ?? {});
}

/** A "which" question: the game's own words where it gives them, else the kit's "Which of your cards may be played?". */
export function whichPrompt(words: PracticeWords, question: WhichQuestion<unknown, unknown>): string {
  return question.prompt === undefined ? words.page.whichCards : gameSentence(words, question.prompt);
}

/** A game's own question, where it gives one. */
export function gamePrompt(words: QuestionWords, question: NowQuestion<unknown, unknown>): string | undefined {
  const { prompt, args } = question;
  return prompt === undefined ? undefined : gameSentence(words, { prompt, ...(args === undefined ? {} : { args }) });
}

/**
 * The question: the move, then what is asked about it (a game's own words where it gives them); a
 * fact of the position has no move, only its question.
 */
export function nowPrompt(words: QuestionWords, question: NowQuestion<unknown, unknown>, move?: string): string {
  const ask =
    gamePrompt(words, question) ??
    (question.ask === 'next'
      ? words.askNext
      : question.ask === 'points'
        ? words.askPoints
        : question.about === undefined || question.about === LEARNER
          ? words.askCardsYou
          : fillIn(words.askCards, { seat: seatWords(words, question.about) }));
  if (move === undefined) return ask;
  return `${words.nowHeading} ${fillIn(words.nowMove, { move })} ${ask}`;
}

/** The right answer in a sentence, for the explanation. */
export function nowAnswer(words: QuestionWords, question: NowQuestion<unknown, unknown>): string {
  const value = optionWords(words, question, question.answer);
  if (question.ask === 'next')
    return question.answer === LEARNER ? words.answerNextYou : fillIn(words.answerNext, { seat: value });
  if (question.ask === 'points') return fillIn(words.answerPoints, { points: value });
  if (question.ask === 'who' || question.ask === 'count') return fillIn(words.answerIs, { answer: value });
  const about = question.about ?? LEARNER;
  return about === LEARNER
    ? fillIn(words.answerCardsYou, { cards: value })
    : fillIn(words.answerCards, { seat: seatWords(words, about), cards: value });
}
