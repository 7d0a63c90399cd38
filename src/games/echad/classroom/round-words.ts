/**
 * The practice round's own words on the projector: the lessons chosen, the count, the round's code,
 * in a language (roundWords; ROUND_WORDS are the English ones).
 */
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';

/** "lessons 2–5", "lessons 2, 4 and 6", "lesson 3": runs of three or more written as a range. */
export function lessonsText(lessons: readonly number[], s: ClassroomSpeech = ENGLISH_CLASSROOM): string {
  const sorted = [...lessons].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return s.count('classroom.lessons', sorted.length, { list: s.list(parts) });
}

export function roundWords(s: ClassroomSpeech) {
  const say = s.say;
  return {
    mode: say('classroom.mode.practice'),
    loading: say('classroom.loading'),
    loadFailed: say('classroom.load-failed'),
    setupTitle: say('classroom.setup-title'),
    setupLead: (length: number) => say('classroom.setup-lead', { n: length }),
    code: say('classroom.code'),
    codeNote: say('classroom.code-note'),
    start: say('classroom.start'),
    noLesson: say('classroom.no-lesson'),
    badCode: say('classroom.bad-code'),
    nothingToAsk: (lessons: readonly number[]) => say('classroom.nothing-to-ask', { lessons: lessonsText(lessons, s) }),
    progress: (at: number, of: number) => say('classroom.question-of', { at, of }),
    score: (right: number, counted: number) => say('classroom.score', { right, counted }),
    about: (seed: string, lessons: readonly number[]) =>
      say('classroom.about', { seed, lessons: lessonsText(lessons, s) }),
    got: say('classroom.got'),
    missed: say('classroom.missed'),
    counted: (mark: 'got' | 'missed') => say(mark === 'got' ? 'classroom.counted-got' : 'classroom.counted-missed'),
    show: say('classroom.show'),
    hide: say('classroom.hide'),
    previous: say('classroom.previous'),
    next: say('classroom.next'),
    finish: say('classroom.finish'),
    again: say('classroom.again'),
    lessons: say('classroom.lessons'),
    over: say('classroom.over'),
    final: (right: number, asked: number) => say('classroom.final', { right, asked }),
    /** The end of a round in which the teacher marked no answer: no score, rather than "0 of 10". */
    notScored: say('classroom.not-scored'),
    notCounted: (n: number) => s.count('classroom.not-counted', n),
    repeat: (seed: string) => say('classroom.repeat', { seed }),
    /** The name of a key on the keyboard, for the buttons' key hints. */
    space: say('classroom.key.space'),
    enter: say('classroom.key.enter'),
  } as const;
}

export type RoundWords = ReturnType<typeof roundWords>;

export const ROUND_WORDS: RoundWords = roundWords(ENGLISH_CLASSROOM);
