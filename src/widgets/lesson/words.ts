/**
 * What a lesson step says around the lesson's own words, in the page's language: plain data
 * (templates with {placeholders}, a form per plural category), handed to the step's island as a prop,
 * so a page ships the words of its own language only. The catalogues are src/i18n/words/<lang>.ts.
 */
import type { PluralMessage } from '../../i18n/format';
import type { PhaseWords, TableWords } from '../table/words';

export interface LessonWords {
  /** The language, for its plural rules. */
  readonly lang: string;
  /** {number} */
  readonly step: string;
  /** The step's name for a screen reader. {number} {title} */
  readonly stepLabel: string;
  readonly done: string;
  readonly goal: string;
  readonly hint: string;
  readonly hintLine: string;
  readonly startAgain: string;
  readonly stepComplete: string;
  /** A legal move that is not the step's. {goal} */
  readonly offTrack: string;
  readonly loadFailed: string;
  /** The legend of a quiz's table, for a screen reader. */
  readonly quizTable: string;
  /** The verdict on a move, and on a quiz answer. */
  readonly allowed: string;
  readonly notAllowed: string;
  readonly right: string;
  readonly notQuite: string;
  /** The lesson list: {done} {n} */
  readonly stepsDone: PluralMessage;
  readonly progress: ProgressWords;
  /** What the kit's table widgets and phase chart say. */
  readonly table: TableWords;
  readonly phases: PhaseWords;
}

/**
 * What a lesson for children says in place of some of the lesson words: the class addressed in the
 * plural, and in Hebrew pointed, as schools print for that age. A word it leaves out is the lesson
 * word (lessonWordsFor, src/i18n/kit-words.ts).
 */
export type ChildrenLessonWords = Partial<Omit<LessonWords, 'lang' | 'table' | 'phases' | 'progress' | 'stepsDone'>> & {
  readonly table?: Partial<Omit<TableWords, 'lang'>>;
  readonly phases?: Partial<PhaseWords>;
};

/** What the lessons say when saved progress cannot be kept or read. */
export interface ProgressWords {
  readonly notKept: string;
  readonly unreadable: string;
  /** {lessons}: the lessons whose saved steps could not be read. */
  readonly broken: string;
}
