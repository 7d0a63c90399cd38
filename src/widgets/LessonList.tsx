/** The lessons of a game with the learner's progress, read from the browser's storage. */
import { useEffect, useState } from 'preact/hooks';
import { loadProgress, type Progress } from '../progress/progress';
import ProgressNotice from './ProgressNotice';

interface LessonLink {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly string[];
}

export default function LessonList({ lessons }: { lessons: readonly LessonLink[] }) {
  const [progress, setProgress] = useState<Progress>({});
  useEffect(() => setProgress(loadProgress().progress), []);
  return (
    <div>
      <ProgressNotice />
      <ol class="lesson-list">
        {lessons.map((l) => {
          const done = l.steps.filter((s) => (progress[l.id] ?? []).includes(s)).length;
          const complete = done === l.steps.length;
          return (
            <li key={l.id} class={complete ? 'lesson lesson-complete' : 'lesson'}>
              <a href={l.href}>{l.title}</a>
              <span class="lesson-progress">
                {complete ? <span aria-hidden="true">✓ </span> : null}
                {done} of {l.steps.length} steps done
              </span>
              <p class="lesson-summary">{l.summary}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
