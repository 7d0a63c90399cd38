/** The lessons of a game with the learner's progress, read from the browser's storage. */
import { useEffect, useState } from 'preact/hooks';
import { loadProgress, type Progress } from '../progress/progress';
import { fillIn, pluralOf } from '../i18n/format';
import type { LessonWords } from './lesson/words';
import ProgressNotice from './ProgressNotice';

interface LessonLink {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly string[];
}

interface Props {
  readonly lessons: readonly LessonLink[];
  readonly words: LessonWords;
  /** Whether this list tells of saved progress that could not be read (a page's second list leaves it to the first). */
  readonly notice?: boolean;
}

export default function LessonList({ lessons, words, notice = true }: Props) {
  const [progress, setProgress] = useState<Progress>({});
  useEffect(() => setProgress(loadProgress().progress), []);
  return (
    <div>
      {notice && <ProgressNotice words={words.progress} />}
      <ol class="lesson-list">
        {lessons.map((l) => {
          const done = l.steps.filter((s) => (progress[l.id] ?? []).includes(s)).length;
          const complete = done === l.steps.length;
          return (
            <li key={l.id} class={complete ? 'lesson lesson-complete' : 'lesson'}>
              <a href={l.href}>{l.title}</a>
              <span class="lesson-progress">
                {complete ? <span aria-hidden="true">✓ </span> : null}
                {fillIn(pluralOf(words.stepsDone, l.steps.length, words.lang), { done, n: l.steps.length })}
              </span>
              <p class="lesson-summary">{l.summary}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
