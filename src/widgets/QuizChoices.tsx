/** A multiple-choice question whose answer is explained with its rule, like a move's verdict. */
import { useState } from 'preact/hooks';
import type { Explanation } from '../engine/explain';
import { VerdictPanel } from './VerdictPanel';

interface Props {
  readonly question: string;
  readonly choices: readonly string[];
  readonly answer: number;
  readonly explain: string;
  readonly rule: string;
  readonly ruleTitle: string;
  readonly rulesHref: string;
  readonly onCorrect: () => void;
  /** The verdict's words for a right and a wrong answer, in the page's language. */
  readonly words: { readonly ok: string; readonly no: string };
}

export function QuizChoices({
  question,
  choices,
  answer,
  explain,
  rule,
  ruleTitle,
  rulesHref,
  onCorrect,
  words,
}: Props) {
  const [picked, setPicked] = useState<number | null>(null);
  const explanation: Explanation | null =
    picked === null
      ? null
      : {
          ok: picked === answer,
          rule,
          title: ruleTitle,
          reason: explain,
        };
  return (
    <div class="quiz">
      <p class="quiz-question">{question}</p>
      <div class="quiz-choices" role="group" aria-label={question}>
        {choices.map((c, i) => (
          <button
            type="button"
            key={c}
            class={`action${picked === i ? ' picked' : ''}`}
            aria-pressed={picked === i}
            onClick={() => {
              setPicked(i);
              if (i === answer) onCorrect();
            }}
          >
            {c}
          </button>
        ))}
      </div>
      <VerdictPanel
        explanation={explanation}
        rulesHref={rulesHref}
        attempt={picked === null ? undefined : choices[picked]}
        words={words}
      />
    </div>
  );
}
