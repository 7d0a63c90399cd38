/**
 * The questions a practice page asks a new learner, worked out in Node by the kit's own functions
 * as the page works them out (every rule met before any lesson, no mastery yet, the seed of the
 * page's address), with the answers a test means to give: so a browser test knows, before it
 * clicks, which option of a "What happens now?" question is right and which is wrong.
 */
import type { GameModule } from '../../src/games/module';
import { en } from '../../src/i18n/words/en';
import { lessonsOfGame } from '../../src/lessons/files';
import { practiceQuestions } from '../../src/practice/generate';
import { EMPTY_MASTERY } from '../../src/practice/mastery';
import { recordAnswer } from '../../src/practice/schedule';
import { practicePriority, QuestionDeck, rulesByLesson } from '../../src/practice/order';
import { type Answer, isRight, type Question } from '../../src/practice/question';
import { practicePromptsIn } from '../../src/i18n/read-content';
import { nowPrompt, optionWords } from '../../src/practice/words';

/** How the test answers one question: a button by its name, and whether that is the right answer. */
export interface PlannedAnswer {
  readonly kind: Question['kind'];
  /** The button to press: "Allowed", "Check", or an option of a "now" question by its words. */
  readonly button: string;
  readonly right: boolean;
  /** The rule the question is about, which its explanation links to. */
  readonly rule: string;
  /** A "now" question about a fact of the position, asked without a move: its question, as the page says it. */
  readonly fact?: string;
}

/**
 * The answers for the questions up to and including the second "now" question: "Allowed" to every
 * "may" question, nothing picked for "which", a wrong option to the first "now" and the right one to
 * the second. Null when the first `limit` questions do not hold two "now" questions.
 */
export function planWithNow(game: GameModule, seed: string, limit = 30): PlannedAnswer[] | null {
  const byLesson = rulesByLesson(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
  const met = new Set(byLesson.flat());
  const deck = new QuestionDeck(practiceQuestions(game, { seed, met }));
  let mastery = EMPTY_MASTERY;
  const plan: PlannedAnswer[] = [];
  let nows = 0;
  while (plan.length < limit && nows < 2) {
    const q = deck.next(practicePriority(mastery, met, byLesson));
    if (q === null) return null;
    let given: Answer;
    let button: string;
    if (q.kind === 'now') {
      given = nows === 0 ? (q.options.find((o) => o !== q.answer) as number) : q.answer;
      button = optionWords(en.practice, q, given);
      nows++;
    } else if (q.kind === 'may') {
      given = true;
      button = 'Allowed';
    } else {
      given = [];
      button = 'Check';
    }
    const right = isRight(q, given);
    mastery = recordAnswer(mastery, q.rules, right);
    const fact =
      q.kind === 'now' && q.move === undefined
        ? { fact: nowPrompt({ ...en.practice, prompts: practicePromptsIn(game.slug, 'en') }, q) }
        : {};
    plan.push({ kind: q.kind, button, right, rule: q.rule, ...fact });
  }
  return nows === 2 ? plan : null;
}
