/** A practice question's outcome once answered: right or not, and each verdict behind it with its rule. */
import type { RuleMessages } from '../../engine/catalogue';
import type { Names } from '../../engine/names';
import type { QuestionKit } from './Questions';
import { useMoveSpeech } from '../../widgets/lesson/describe';
import { VerdictPanel } from '../../widgets/VerdictPanel';
import { explainCards, explainMay, explainNow } from '../explain';
import { useRuleTexts } from '../rule-texts';
import { type Answer, isRight, type Question } from '../question';
import type { PracticeWords } from '../words';

export function QuestionOutcome<S, M>({
  question,
  answer,
  messages,
  rulesHref,
  kit,
  words,
}: {
  question: Question<S, M>;
  answer: Answer | null;
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  kit: QuestionKit<S, M>;
  words: PracticeWords;
}) {
  const right = answer !== null && isRight(question, answer);
  const { describe, names } = useMoveSpeech(kit);
  const verdictWords = { ok: words.page.allowed, no: words.page.notAllowed };
  return (
    <div class="practice-outcome">
      <p role="status" aria-live="polite" class={right ? 'practice-right' : 'practice-wrong'}>
        {answer === null ? '' : right ? words.page.right : words.page.notQuite}
      </p>
      {answer !== null &&
        (question.kind === 'now' ? (
          <NowOutcome
            question={question}
            messages={messages}
            rulesHref={rulesHref}
            describe={describe}
            words={words}
            names={names}
          />
        ) : question.kind === 'may' ? (
          <VerdictPanel
            attempt={describe(question.tried.move)}
            explanation={explainMay(question, messages, names ? { names } : {})}
            rulesHref={rulesHref}
            words={verdictWords}
          />
        ) : (
          <ul class="practice-explained">
            {explainCards(question, messages, names ? { names } : {}).map((c, i) => (
              <li key={c.cardKey}>
                <VerdictPanel
                  attempt={describe((question.cards[i] as (typeof question.cards)[number]).tried.move)}
                  explanation={c.explanation}
                  rulesHref={rulesHref}
                  words={verdictWords}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/** The move's verdict as the lessons give it, then what it led to under the rule asked about. */
function NowOutcome<S, M>({
  question,
  messages,
  rulesHref,
  describe,
  words,
  names,
}: {
  question: Question<S, M> & { kind: 'now' };
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  describe: (move: M) => string;
  words: PracticeWords;
  names: Names | undefined;
}) {
  const texts = useRuleTexts();
  const { move, consequence } = explainNow(question, messages, words, names ? { names } : {}, texts);
  return (
    <ul class="practice-explained">
      {move !== undefined && question.move !== undefined && (
        <li>
          <VerdictPanel
            attempt={describe(question.move)}
            explanation={move}
            rulesHref={rulesHref}
            words={{ ok: words.page.allowed, no: words.page.notAllowed }}
          />
        </li>
      )}
      <li>
        <VerdictPanel
          explanation={consequence}
          rulesHref={rulesHref}
          words={{ ok: words.whatHappens, no: words.whatHappens }}
        />
      </li>
    </ul>
  );
}
