/**
 * The practice round's own words on the projector: the lessons chosen, the count, the round's code.
 */
import { PRACTICE_MODE_WORDS } from './mode-words';

/** "lessons 2–5", "lessons 2, 4 and 6", "lesson 3": runs of three or more written as a range. */
export function lessonsText(lessons: readonly number[]): string {
  const sorted = [...lessons].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  const list = parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${sorted.length === 1 ? 'lesson' : 'lessons'} ${list}`;
}

export const ROUND_WORDS = {
  mode: PRACTICE_MODE_WORDS.mode,
  setupTitle: 'Which lessons has the class done?',
  setupLead: (length: number) =>
    `${length} questions from real games, only about the rules of the lessons ticked. Press a lesson’s number to tick or untick it.`,
  code: 'Round code',
  codeNote: 'A new code gives new questions. Type the code of an earlier round to ask its questions again.',
  start: 'Start the round',
  noLesson: 'Tick at least one lesson.',
  badCode: 'A round code is 1 to 32 letters, digits, “-” or “_”.',
  nothingToAsk: (lessons: readonly number[]) =>
    `There are no questions about playing a card in ${lessonsText(lessons)}. Tick a later lesson as well.`,
  progress: (at: number, of: number) => `Question ${at} of ${of}`,
  score: (right: number, counted: number) => `Right: ${right} of ${counted}`,
  about: (seed: string, lessons: readonly number[]) => `Round ${seed}, ${lessonsText(lessons)}`,
  got: 'The class got it',
  missed: 'Not this time',
  counted: (mark: 'got' | 'missed') => (mark === 'got' ? 'Counted: the class got it.' : 'Counted: not this time.'),
  show: 'Show the answer',
  hide: 'Hide the answer',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish the round',
  again: 'New round',
  lessons: 'Lessons',
  over: 'Round over',
  final: (right: number, asked: number) => `The class got ${right} of ${asked} right.`,
  notCounted: (n: number) => `${n} ${n === 1 ? 'question was' : 'questions were'} not counted.`,
  repeat: (seed: string) =>
    `To ask these questions again, start a round with the code ${seed}, or open this page’s address again.`,
} as const;
