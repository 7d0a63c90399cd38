/**
 * The practice island of every game: one question at a time on the game's own table (the learner's
 * view), answered with buttons, then explained with the verdict and its rule; and the learner's
 * rules at a glance (not met, learning, known), kept in the browser. A game gives its lesson step
 * kit (its table and its words for moves) and its practice hook.
 */
import { useMemo, useState } from 'preact/hooks';
import type { RuleMessages } from '../../engine/catalogue';
import type { Names } from '../../engine/names';
import { randomSeed } from '../../engine/rng';
import { loadProgress } from '../../progress/progress';
import { namesIn } from '../../widgets/speech';
import type { StepKit } from '../../widgets/lesson/LessonStep';
import { Notice } from '../../widgets/Notice';
import { VerdictPanel } from '../../widgets/VerdictPanel';
import { explainCards, explainMay, explainNow } from '../explain';
import { type PracticeGame, practiceQuestions } from '../generate';
import { dueRules, loadMastery, recordAnswer, saveMastery, MASTERY_NOT_KEPT } from '../mastery';
import { QuestionDeck } from '../order';
import { type Answer, isRight, type Question } from '../question';
import { nowPrompt, optionWords, type PracticeWords } from '../words';
import { MasteryView } from './MasteryView';

/** A lesson step and the rules it teaches: doing it is meeting them. */
export interface Teaching {
  readonly lesson: string;
  readonly step: string;
  readonly teaches: readonly string[];
}

export interface PracticeProps {
  readonly slug: string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** Every rule the lessons teach, in their order. */
  readonly order: readonly string[];
  readonly teaching: readonly Teaching[];
  /** The part of the game each rule belongs to (its phase, in the page's words), in the order the parts come. */
  readonly parts: readonly { readonly name: string; readonly rules: readonly string[] }[];
  /** The words of "What happens now?" questions, in the page's language. */
  readonly words: PracticeWords;
}

/** The rules of the lesson steps done. */
function lessonRules(teaching: readonly Teaching[]): Set<string> {
  const { progress } = loadProgress();
  const met = new Set<string>();
  for (const t of teaching) if ((progress[t.lesson] ?? []).includes(t.step)) for (const r of t.teaches) met.add(r);
  return met;
}

function seedOfPage(): string {
  const seed = new URLSearchParams(globalThis.location?.search ?? '').get('seed');
  return seed && /^[\w-]{1,40}$/.test(seed) ? seed : randomSeed();
}

export function PracticeRound<S, M, O>({
  slug,
  messages,
  rulesHref,
  order,
  teaching,
  parts,
  words,
  kit,
  game,
}: PracticeProps & { kit: StepKit<S, M>; game: PracticeGame<S, M, O> }) {
  const [start] = useState(() => {
    const read = loadMastery(slug);
    const lessonsMet = lessonRules(teaching);
    // Before any lesson, practice asks about every rule rather than nothing; after, the rules of
    // the lessons done and those already practised.
    const met = lessonsMet.size > 0 ? new Set([...lessonsMet, ...Object.keys(read.mastery.rules)]) : new Set(order);
    const deck = new QuestionDeck(practiceQuestions(game, { seed: seedOfPage(), met }));
    return { read, met, everyRule: lessonsMet.size === 0, deck };
  });
  const [mastery, setMastery] = useState(start.read.mastery);
  const [notice, setNotice] = useState(start.read.notice);
  const next = () => start.deck.next(dueRules(mastery, start.met, order));
  const [question, setQuestion] = useState<Question<S, M> | null>(() =>
    start.deck.next(dueRules(mastery, start.met, order)),
  );
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const answerWith = (given: Answer) => {
    if (question === null || answer !== null) return;
    setAnswer(given);
    const updated = recordAnswer(mastery, question.rules, isRight(question, given));
    setMastery(updated);
    if (!saveMastery(slug, updated)) setNotice(MASTERY_NOT_KEPT);
  };
  const nextQuestion = () => {
    setQuestion(next());
    setPicked([]);
    setAnswer(null);
  };
  const toggle = (key: string) => {
    if (answer !== null) return;
    setPicked((was) => (was.includes(key) ? was.filter((k) => k !== key) : [...was, key]));
  };

  const table = useMemo(() => {
    if (question === null) return null;
    if (question.kind === 'may')
      return kit.table({ game: question.state, send: () => undefined, hinted: [question.tried.move], showAll: false });
    if (question.kind === 'now')
      return kit.table({ game: question.state, send: () => undefined, hinted: [question.move], showAll: false });
    const send = (move: M) => {
      const card =
        question.cards.find((c) => JSON.stringify(c.tried.move) === JSON.stringify(move)) ??
        question.cards.find((c) => JSON.stringify(move).includes(c.cardKey));
      if (card) toggle(card.cardKey);
    };
    return kit.table({ game: question.state, send, hinted: [], showAll: false });
  }, [question, answer]);

  return (
    <div class="practice">
      <Notice text={notice} quiet />
      {start.everyRule && (
        <p class="practice-all">You have not done any lessons yet, so questions come from every rule of the game.</p>
      )}
      {question === null ? (
        <p>There is no question to ask about the rules you have met yet. Do a lesson first.</p>
      ) : (
        <section class="practice-question" aria-labelledby="practice-ask">
          <div class="practice-table">{table}</div>
          {question.kind === 'now' ? (
            <>
              <h2 id="practice-ask">{nowPrompt(words, question, kit.describeMove(question.move))}</h2>
              <ul class="practice-options">
                {question.options.map((value) => (
                  <li key={value}>
                    <button
                      type="button"
                      disabled={answer !== null}
                      aria-pressed={answer === null ? undefined : answer === value}
                      onClick={() => answerWith(value)}
                    >
                      {optionWords(words, question, value)}
                      {answer !== null && value === question.answer && (
                        <>
                          {' '}
                          <span aria-hidden="true">✓</span>
                          <span class="visually-hidden">({words.rightOption})</span>
                        </>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : question.kind === 'may' ? (
            <>
              <h2 id="practice-ask">May you {kit.describeMove(question.tried.move)}?</h2>
              <div class="practice-answers">
                <button type="button" disabled={answer !== null} onClick={() => answerWith(true)}>
                  Allowed
                </button>
                <button type="button" disabled={answer !== null} onClick={() => answerWith(false)}>
                  Not allowed
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="practice-ask">Which of your cards may be played? Pick every one that fits, then check.</h2>
              <ul class="practice-cards">
                {question.cards.map((c) => (
                  <li key={c.cardKey}>
                    <button
                      type="button"
                      aria-pressed={picked.includes(c.cardKey)}
                      disabled={answer !== null}
                      onClick={() => toggle(c.cardKey)}
                    >
                      {kit.describeMove(c.tried.move)}
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" disabled={answer !== null} onClick={() => answerWith(picked)}>
                Check
              </button>
            </>
          )}
          <Outcome
            question={question}
            answer={answer}
            messages={messages}
            rulesHref={rulesHref}
            describe={kit.describeMove}
            names={kit.things && namesIn(kit.things, undefined)}
            words={words}
          />
          {answer !== null && (
            <button type="button" class="practice-next" onClick={nextQuestion} ref={(b) => b?.focus()}>
              Next question
            </button>
          )}
        </section>
      )}
      <MasteryView
        mastery={mastery}
        met={start.met}
        order={order}
        parts={parts}
        messages={messages}
        rulesHref={rulesHref}
        onPractiseDue={nextQuestion}
      />
    </div>
  );
}

function Outcome<S, M>({
  question,
  answer,
  messages,
  rulesHref,
  describe,
  names,
  words,
}: {
  question: Question<S, M>;
  answer: Answer | null;
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  describe: (move: M) => string;
  names: Names | undefined;
  words: PracticeWords;
}) {
  const right = answer !== null && isRight(question, answer);
  return (
    <div class="practice-outcome">
      <p role="status" aria-live="polite" class={right ? 'practice-right' : 'practice-wrong'}>
        {answer === null ? '' : right ? '✓ Right.' : '✗ Not quite.'}
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
            explanation={explainMay(question, messages, { names })}
            rulesHref={rulesHref}
          />
        ) : (
          <ul class="practice-explained">
            {explainCards(question, messages, { names }).map((c, i) => (
              <li key={c.cardKey}>
                <VerdictPanel
                  attempt={describe((question.cards[i] as (typeof question.cards)[number]).tried.move)}
                  explanation={c.explanation}
                  rulesHref={rulesHref}
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
  const { move, consequence } = explainNow(question, messages, words, names ? { names } : {});
  return (
    <ul class="practice-explained">
      <li>
        <VerdictPanel attempt={describe(question.move)} explanation={move} rulesHref={rulesHref} />
      </li>
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
