/**
 * One practice question on the game's own table (the learner's view), answered with buttons, then
 * explained with the verdict and its rule; and the source of questions, from seeded deals. A game
 * ties them to its kit, engine and practice hook in its `ui/practice-kit.ts`, which the practice
 * page fetches in one piece when the learner asks for the first question.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleMessages } from '../../engine/catalogue';
import { randomSeed } from '../../engine/rng';
import type { StepKit } from '../../widgets/lesson/LessonStep';
import { useMoveSpeech } from '../../widgets/lesson/describe';
import { fillIn } from '../../i18n/format';
import { type PracticeGame, practiceQuestions } from '../generate';
import { QuestionDeck } from '../order';
import { type Answer, isRight, type Question } from '../question';
import { gameSentence, nowPrompt, optionWords, type PracticeWords, whichPrompt } from '../words';
import { QuestionOutcome } from './QuestionOutcome';

function seedOfPage(): string {
  const seed = new URLSearchParams(globalThis.location?.search ?? '').get('seed');
  return seed && /^[\w-]{1,40}$/.test(seed) ? seed : randomSeed();
}

/** The questions of this visit, from the page's seed: each call serves the ready question first in `priority`. */
export function questionSource<S, M, O>(
  game: PracticeGame<S, M, O>,
  met: ReadonlySet<string>,
): (priority: readonly string[]) => Question<S, M> | null {
  const deck = new QuestionDeck(practiceQuestions(game, { seed: seedOfPage(), met }));
  return (priority) => deck.next(priority);
}

/**
 * A game's lesson step kit as a question uses it: its words for moves, and its table, drawn with the
 * table facts read from the question's position at once (the question's code holds the engine).
 */
export interface QuestionKit<S, M> extends Pick<StepKit<S, M>, 'things' | 'words' | 'describeIn' | 'describeMove'> {
  table(args: { game: S; send: (move: M) => void; hinted: readonly M[]; showAll: boolean }): ComponentChildren;
}

/** A game's questions as its practice page fetches them: their source, and their view on the game's table. */
export interface GameQuestions<S, M> {
  readonly kit: QuestionKit<S, M>;
  readonly View: typeof QuestionView<S, M>;
  /** The questions of this visit about the rules met: each call serves the ready question first in `priority`. */
  source(met: ReadonlySet<string>): (priority: readonly string[]) => Question<S, M> | null;
}

/** `facts`: how the game reads its table facts, when its kit reads them apart (StepKit.loadFacts). */
export function gameQuestions<S, M, O, F = undefined>(
  kit: StepKit<S, M, F>,
  game: PracticeGame<S, M, O>,
  facts?: (game: S) => F,
): GameQuestions<S, M> {
  const table: QuestionKit<S, M>['table'] = (args) => kit.table({ ...args, facts: facts?.(args.game) as F });
  return { kit: { ...kit, table }, View: QuestionView, source: (met) => questionSource(game, met) };
}

export function QuestionView<S, M>({
  question,
  kit,
  messages,
  rulesHref,
  words,
  onAnswer,
  onNext,
  first = false,
}: {
  question: Question<S, M>;
  kit: QuestionKit<S, M>;
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  words: PracticeWords;
  /** The rules the answer was about, and whether it was right: the page keeps the mastery. */
  onAnswer: (rules: readonly string[], right: boolean) => void;
  onNext: () => void;
  /** The visit's first question, asked for with the start button. */
  first?: boolean;
}) {
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { describe } = useMoveSpeech(kit);
  const said = words.page;
  // A new question takes the focus from the button that asked for it, which is gone. The first
  // question of the visit takes the place of the start button: the page scrolls to its table.
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    if (first) section.current?.scrollIntoView({ block: 'start' });
  }, []);

  const answerWith = (given: Answer) => {
    if (answer !== null) return;
    setAnswer(given);
    onAnswer(question.rules, isRight(question, given));
  };
  const toggle = (key: string) => {
    if (answer !== null) return;
    setPicked((was) => (was.includes(key) ? was.filter((k) => k !== key) : [...was, key]));
  };

  // Keys 1–9 pick an answer (a card of "which" is picked or unpicked), Enter checks a "which"
  // answer, N goes on; read by the key's place (event.code), so a Hebrew keyboard works alike. The
  // listener is added once and calls the handler of the latest render, so a key pressed before
  // effects run (they wait for the next frame) still sees the answer just given.
  const choices =
    question.kind === 'which' ? question.cards.length : question.kind === 'now' ? question.options.length : 2;
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1];
    if (digit !== undefined && answer === null) {
      const i = Number(digit) - 1;
      if (i >= choices) return;
      event.preventDefault();
      if (question.kind === 'may') answerWith(i === 0);
      else if (question.kind === 'now') answerWith(question.options[i] as number);
      else toggle((question.cards[i] as (typeof question.cards)[number]).cardKey);
    } else if (event.code === 'Enter' && question.kind === 'which' && answer === null) {
      // A focused button acts on Enter itself.
      if (target?.closest('button, a')) return;
      event.preventDefault();
      answerWith(picked);
    } else if (event.code === 'KeyN' && answer !== null) {
      event.preventDefault();
      onNext();
    }
  };
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const table = useMemo(() => {
    if (question.kind === 'may')
      return kit.table({ game: question.state, send: () => undefined, hinted: [question.tried.move], showAll: false });
    if (question.kind === 'now')
      return kit.table({
        game: question.state,
        send: () => undefined,
        hinted: question.move === undefined ? [] : [question.move],
        showAll: false,
      });
    const send = (move: M) => {
      const card =
        question.cards.find((c) => JSON.stringify(c.tried.move) === JSON.stringify(move)) ??
        question.cards.find((c) => JSON.stringify(move).includes(c.cardKey));
      if (card) toggle(card.cardKey);
    };
    return kit.table({ game: question.state, send, hinted: [], showAll: false });
  }, [question, answer]);

  // The situation is read with the question when the heading takes the focus.
  const describedBy = question.situation === undefined ? undefined : 'practice-situation';
  return (
    <section class="practice-question" aria-labelledby="practice-ask" ref={section}>
      <div class="practice-table">{table}</div>
      <div class="practice-asking">
        {question.situation !== undefined && (
          <p id="practice-situation" class="practice-situation">
            {gameSentence(words, question.situation)}
          </p>
        )}
        {question.kind === 'now' ? (
          <>
            <h2 id="practice-ask" tabIndex={-1} ref={heading} aria-describedby={describedBy}>
              {nowPrompt(words, question, question.move === undefined ? undefined : describe(question.move))}
            </h2>
            <ul class="practice-options">
              {question.options.map((value) => (
                <li key={value}>
                  <button
                    type="button"
                    class="action"
                    disabled={answer !== null}
                    aria-pressed={answer === null ? undefined : answer === value}
                    onClick={() => answerWith(value)}
                  >
                    <KeyNumber n={question.options.indexOf(value) + 1} />
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
            <h2 id="practice-ask" tabIndex={-1} ref={heading} aria-describedby={describedBy}>
              {fillIn(said.mayYou, { move: describe(question.tried.move) })}
            </h2>
            <div class="practice-answers">
              {[true, false].map((value, i) => (
                <button
                  key={String(value)}
                  type="button"
                  class="action"
                  disabled={answer !== null}
                  aria-pressed={answer === null ? undefined : answer === value}
                  onClick={() => answerWith(value)}
                >
                  <KeyNumber n={i + 1} />
                  {value ? said.allowed : said.notAllowed}
                </button>
              ))}
            </div>
          </>
        ) : (
          <>
            <h2 id="practice-ask" tabIndex={-1} ref={heading} aria-describedby={describedBy}>
              {whichPrompt(words, question)}
            </h2>
            <ul class="practice-cards">
              {question.cards.map((c, i) => (
                <li key={c.cardKey}>
                  <button
                    type="button"
                    class="action"
                    aria-pressed={picked.includes(c.cardKey)}
                    disabled={answer !== null}
                    onClick={() => toggle(c.cardKey)}
                  >
                    <KeyNumber n={i + 1} />
                    {describe(c.tried.move)}
                  </button>
                  {answer !== null && <PickMark picked={picked.includes(c.cardKey)} allowed={c.allowed} words={said} />}
                </li>
              ))}
            </ul>
            <button
              type="button"
              class="action practice-check"
              disabled={answer !== null}
              onClick={() => answerWith(picked)}
            >
              {said.check}
            </button>
          </>
        )}
        <QuestionOutcome
          question={question}
          answer={answer}
          messages={messages}
          rulesHref={rulesHref}
          kit={kit}
          words={words}
        />
        {answer !== null && (
          <button type="button" class="action practice-next" onClick={onNext} ref={(b) => b?.focus()}>
            {said.next}
          </button>
        )}
        <p class="practice-keys">{said.keys}</p>
      </div>
    </section>
  );
}

/** The key that picks an answer, shown on its button; the button's name stays its words. */
function KeyNumber({ n }: { n: number }) {
  return (
    <kbd class="practice-key" aria-hidden="true">
      {n}
    </kbd>
  );
}

/**
 * How a card of an answered "which" question was answered: rightly picked, wrongly picked, missed,
 * or rightly left; a sign and words, never a colour alone.
 */
function PickMark({ picked, allowed, words }: { picked: boolean; allowed: boolean; words: PracticeWords['page'] }) {
  const mark = picked ? (allowed ? 'rightPick' : 'wrongPick') : allowed ? 'missed' : 'rightLeft';
  return <span class={`practice-mark practice-mark-${mark}`}>{words.marks[mark]}</span>;
}
