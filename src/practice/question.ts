/**
 * Practice questions: asked of the learner's seat at a position of a real, seeded deal, answered by
 * the engine's own verdicts. Plain data, so a page can show them and a test can check them.
 */
import type { Verdict } from '../engine/verdict';

/** The seat practice asks about: the learner's, seat 0, as at every table of the tutor. */
export const LEARNER = 0;

/** A move the seat might try, its card, and the engine's verdict on it from the seat's view. */
export interface JudgedTry<Move> {
  readonly move: Move;
  /** The card it plays; none for a move that plays no card (a draw, a pass). */
  readonly card?: unknown;
  /** Tells cards apart (copies included): the card's data as text; empty for a move without a card. */
  readonly cardKey: string;
  readonly verdict: Verdict;
}

interface QuestionBase<State> {
  /** Unique for the stream's seed: where in which deal it was asked. */
  readonly id: string;
  readonly seat: number;
  /** What the seat sees: the engine's view of the position, never another seat's hidden cards. */
  readonly state: State;
  /** The rule the question is about. */
  readonly rule: string;
  /** Every rule its answer needs: the learner must have met them all. */
  readonly rules: readonly string[];
  /** What the answer turns on that the table may not make plain (drawn already or not), in the game's words. */
  readonly situation?: GameSentence;
}

/** Where a question is asked, the same for every kind asked there. */
export type QuestionPlace<State> = Pick<QuestionBase<State>, 'id' | 'state' | 'situation'>;

/** A sentence in a game's own words: a key of its practice prompts, and the numbers it says. */
export interface GameSentence {
  readonly prompt: string;
  readonly args?: Readonly<Record<string, number>>;
}

/** "May you play this?": one try, allowed or not. */
export interface MayQuestion<State, Move> extends QuestionBase<State> {
  readonly kind: 'may';
  readonly tried: JudgedTry<Move>;
  readonly answer: boolean;
}

/** One card of a "which may be played?" question, with the verdict that decides it. */
export interface CardChoice<Move> {
  readonly card: unknown;
  readonly cardKey: string;
  /** A try of this card: one that is allowed when there is one. */
  readonly tried: JudgedTry<Move>;
  readonly allowed: boolean;
}

/**
 * "Which of your cards may be played?": every card the seat might try, and which are allowed; or a
 * game's own "which of these cards?" (its `prompt`), about some of the cards of one of its groups.
 */
export interface WhichQuestion<State, Move> extends QuestionBase<State> {
  readonly kind: 'which';
  /** The game's own question, a key of its practice prompts with its numbers; left out, the kit's. */
  readonly prompt?: GameSentence;
  readonly cards: readonly CardChoice<Move>[];
  /** The keys of the cards that may be played. */
  readonly answer: readonly string[];
}

/**
 * What a "What happens now?" question asks: who plays next, how many cards a seat picks up, how many
 * points, or which seat something befalls (in the game's own words: "Who gets the red pawn?").
 */
export type NowAsk = 'next' | 'cards' | 'points' | 'who' | 'count';

/**
 * "What happens now?": a move the seat may make, and one of its consequences as the engine's apply
 * worked it out, to be picked among 3 or 4 options: a seat ('next', 'who'), a number of cards
 * ('cards'), a number of points ('points'), a bare number ('count'). Without a move, a fact of the
 * position the seat sees that a rule decides (how many cards each was dealt, who deals next).
 */
export interface NowQuestion<State, Move> extends QuestionBase<State> {
  readonly kind: 'now';
  /** The move, and the engine's verdict on it (allowed), explained with the answer; none for a fact of the position. */
  readonly move?: Move;
  readonly verdict?: Verdict;
  readonly ask: NowAsk;
  /** The seat the question is about: who picks up the cards. */
  readonly about?: number;
  /** A key of the game's own practice prompts, where the kit's words do not fit ("What is the book worth?"). */
  readonly prompt?: string;
  /** The numbers the prompt says. */
  readonly args?: Readonly<Record<string, number>>;
  /** The options in the order shown, the answer among them once. */
  readonly options: readonly number[];
  readonly answer: number;
}

export type Question<State = unknown, Move = unknown> =
  MayQuestion<State, Move> | WhichQuestion<State, Move> | NowQuestion<State, Move>;

export type QuestionKind = Question['kind'];

/** What a learner answers: a boolean for "may", the picked card keys for "which", an option for "now". */
export type Answer = boolean | readonly string[] | number;

/** Is this answer right? The picked card keys of a "which" question count in any order. */
export function isRight(question: Question, answer: Answer): boolean {
  if (question.kind === 'may') return answer === question.answer;
  if (question.kind === 'now') return answer === question.answer;
  if (typeof answer !== 'object') return false;
  const picked = new Set(answer);
  return picked.size === question.answer.length && question.answer.every((key) => picked.has(key));
}
