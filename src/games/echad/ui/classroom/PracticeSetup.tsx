/** Before a practice round: the lessons the class has done (a number key ticks each), and the round's code. */
import { ROUND_LENGTH, type RoundLesson } from '../../../../practice/round';
import { clicked } from './clicked';
import { useClassroom } from './speech';

interface Props {
  readonly lessons: readonly RoundLesson[];
  readonly chosen: readonly number[];
  readonly code: string;
  readonly problem: string | null;
  readonly onToggle: (lesson: number) => void;
  readonly onCode: (code: string) => void;
  /** Starts the round with the code as typed (read from the form: Enter may come before the page redraws). */
  readonly onStart: (code: string) => void;
}

export function PracticeSetup({ lessons, chosen, code, problem, onToggle, onCode, onStart }: Props) {
  const { round: ROUND_WORDS } = useClassroom();
  return (
    <form
      class="pj-setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(String(new FormData(e.currentTarget).get('code') ?? code));
      }}
    >
      <h2 class="pj-question">{ROUND_WORDS.setupTitle}</h2>
      <p class="pj-setup-lead">{ROUND_WORDS.setupLead(ROUND_LENGTH)}</p>
      <ul class="pj-lessons">
        {lessons.map((l) => (
          <li key={l.n}>
            <button
              type="button"
              class="pj-button pj-lesson"
              aria-pressed={chosen.includes(l.n)}
              onClick={clicked(() => onToggle(l.n))}
            >
              <kbd>{l.n}</kbd> <span class="pj-lesson-title">{l.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <div class="pj-code">
        <label>
          {ROUND_WORDS.code}{' '}
          <input
            name="code"
            value={code}
            maxLength={32}
            autoComplete="off"
            dir="ltr"
            spellcheck={false}
            aria-describedby="pj-code-note"
            onInput={(e) => onCode(e.currentTarget.value)}
          />
        </label>
        <p id="pj-code-note" class="pj-note">
          {ROUND_WORDS.codeNote}
        </p>
      </div>
      {problem && (
        <p class="pj-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" class="pj-button pj-primary">
        <kbd>{ROUND_WORDS.enter}</kbd> {ROUND_WORDS.start}
      </button>
    </form>
  );
}
