/**
 * A practice round for a class: a fixed number of questions from the practice generator, dealt from
 * one seed and asked only about the rules of the lessons the class has done, with a count of right
 * answers the teacher keeps (the class got it, or not this time). Plain data and pure steps, so a
 * projector can show it and a test can check it; the same seed and lessons give the same round.
 */
import { type PracticeGame, practiceQuestions } from './generate';
import { QuestionDeck, ruleOrder, type TeachingLesson } from './order';
import type { MayQuestion, NowQuestion, QuestionKind, WhichQuestion } from './question';

/**
 * The kinds a round asks, which a class answers together from the back of the room: "may you play
 * this?", "which of your cards?" and "what happens now?" (its options called out by their words). A
 * game's screen passes over the questions it cannot show well (`fits`).
 */
export type RoundQuestion<S, M> = MayQuestion<S, M> | WhichQuestion<S, M> | NowQuestion<S, M>;
export const ROUND_KINDS: readonly QuestionKind[] = ['may', 'which', 'now'];
const isRoundQuestion = <S, M>(q: { kind: QuestionKind }): q is RoundQuestion<S, M> => ROUND_KINDS.includes(q.kind);

/** How many questions a round asks. */
export const ROUND_LENGTH = 10;

/** A lesson as a round offers it: its number (1 for the first), its title and the rules it teaches. */
export interface RoundLesson {
  readonly n: number;
  readonly title: string;
  readonly rules: readonly string[];
}

/** The lessons of a game, numbered in their order, each with the rules it teaches in that order. */
export function roundLessons(lessons: readonly (TeachingLesson & { readonly title: string })[]): RoundLesson[] {
  return lessons.map((lesson, i) => ({ n: i + 1, title: lesson.title, rules: ruleOrder([lesson]) }));
}

/** The rules of the lessons chosen, in lesson order: the only rules a round asks about. */
export function rulesOfLessons(lessons: readonly RoundLesson[], chosen: readonly number[]): string[] {
  return [...new Set(lessons.filter((l) => chosen.includes(l.n)).flatMap((l) => l.rules))];
}

export type Mark = 'got' | 'missed';

export interface Round<Q> {
  readonly seed: string;
  /** The numbers of the lessons chosen, in order. */
  readonly lessons: readonly number[];
  readonly questions: readonly Q[];
  /** The question shown; questions.length once the round is over. */
  readonly at: number;
  readonly revealed: boolean;
  /** The teacher's mark for each question; null while it has none. */
  readonly marks: readonly (Mark | null)[];
}

export interface RoundSettings<Q> {
  readonly seed: string;
  readonly lessons: readonly RoundLesson[];
  readonly chosen: readonly number[];
  readonly length?: number;
  /** Questions the screen can show well; the others are passed over. */
  readonly fits?: (question: Q) => boolean;
}

/**
 * The questions of a round. The generator's deck serves first the rule asked least so far in the
 * round (lesson order among equals), so one round goes over the lessons' rules rather than
 * dwelling on the commonest. Fewer than `length` when the lessons give no more to ask.
 */
export function roundQuestions<S, M, O>(
  game: PracticeGame<S, M, O>,
  settings: RoundSettings<RoundQuestion<S, M>>,
): RoundQuestion<S, M>[] {
  const order = rulesOfLessons(settings.lessons, settings.chosen);
  const fits = settings.fits ?? (() => true);
  const stream = practiceQuestions(game, { seed: settings.seed, met: new Set(order), kinds: ROUND_KINDS });
  const deck = new QuestionDeck(filtered(stream, (q): q is RoundQuestion<S, M> => isRoundQuestion(q) && fits(q)));
  const asked = new Map<string, number>();
  const questions: RoundQuestion<S, M>[] = [];
  while (questions.length < (settings.length ?? ROUND_LENGTH)) {
    const priority = [...order].sort((a, b) => (asked.get(a) ?? 0) - (asked.get(b) ?? 0));
    const q = deck.next(priority);
    if (q === null) break;
    asked.set(q.rule, (asked.get(q.rule) ?? 0) + 1);
    questions.push(q);
  }
  return questions;
}

/**
 * How many questions in a row may fail to fit before a round stops looking: lessons whose rules the
 * screen cannot show (the first lesson's letters, asked about only as facts) would otherwise be
 * searched without end.
 */
const FIT_PATIENCE = 300;

function* filtered<T, K extends T>(items: Iterator<T>, keep: (item: T) => item is K): Generator<K> {
  let misses = 0;
  for (let r = items.next(); !r.done && misses < FIT_PATIENCE; r = items.next()) {
    if (!keep(r.value)) {
      misses++;
      continue;
    }
    misses = 0;
    yield r.value;
  }
}

/** A new round: its questions, the first shown, nothing counted yet. */
export function startRound<S, M, O>(
  game: PracticeGame<S, M, O>,
  settings: RoundSettings<RoundQuestion<S, M>>,
): Round<RoundQuestion<S, M>> {
  const questions = roundQuestions(game, settings);
  const lessons = settings.lessons.filter((l) => settings.chosen.includes(l.n)).map((l) => l.n);
  return { seed: settings.seed, lessons, questions, at: 0, revealed: false, marks: questions.map(() => null) };
}

export type RoundCommand = 'reveal' | 'got' | 'missed' | 'next' | 'previous';

export const isOver = (round: Round<unknown>): boolean => round.at >= round.questions.length;

/**
 * A key's effect on the round. Space shows or hides the answer; a mark counts the question (and
 * shows its answer, so the class sees why) and may be changed until the teacher moves on, or
 * after coming back to it; next and previous move between questions, next after the last ends
 * the round. A question come back to shows its answer if it was marked.
 */
export function roundStep<Q>(round: Round<Q>, command: RoundCommand): Round<Q> {
  const last = round.questions.length;
  switch (command) {
    case 'reveal':
      return isOver(round) ? round : { ...round, revealed: !round.revealed };
    case 'got':
    case 'missed':
      if (isOver(round)) return round;
      return { ...round, revealed: true, marks: round.marks.map((m, i) => (i === round.at ? command : m)) };
    case 'next':
      return isOver(round)
        ? round
        : { ...round, at: round.at + 1, revealed: (round.marks[round.at + 1] ?? null) !== null };
    case 'previous': {
      if (round.at === 0) return round;
      const at = Math.min(last, round.at) - 1;
      return { ...round, at, revealed: round.marks[at] !== null };
    }
  }
}

/** The teacher's count: questions the class got, and questions marked either way. */
export function tally(round: Round<unknown>): { readonly right: number; readonly counted: number } {
  return {
    right: round.marks.filter((m) => m === 'got').length,
    counted: round.marks.filter((m) => m !== null).length,
  };
}
