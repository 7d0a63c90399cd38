/**
 * The practice benchmark, for every game in the registry: how long generating one question takes,
 * the seeded deal played on to the learner's next turn included. Each game's figures are under its
 * slug, in milliseconds, over a stream of questions, the first one (which deals the first deal)
 * apart, against a target of 5 ms.
 *
 * The same seeded stream is generated RUNS times, and each question's time is the median of its
 * times in those runs: a garbage collection, or another process taking the core, lands on a
 * different question each run and is not that question's own cost. `meanMs`, `p95Ms` and
 * `longestMs` are over those medians; `longestRawMs` is the longest single time seen in any run,
 * such pauses included, and `firstMs` the first question of the first run, in a process that has
 * not run the game's code before. `medianMs` and `p99Ms` are over the medians too.
 *
 * `balance` is the stream's balance (src/practice/balance.ts) over BALANCE_QUESTIONS questions of
 * the seed BALANCE_SEED with every rule met: how much of the catalogue it asks, the largest share of
 * one rule, repeats, "may" allowed and "which" answered by all or none. `served` is the same for
 * the questions the page serves from that stream (its deck, due rules first), to a learner who has
 * done every lesson and answers every question right, one every 20 seconds; `firstSitting` the rules
 * and lessons the first 40 of them meet.
 */
import { READY_GAMES } from '../../src/games/registry';
import { catalogueIn } from '../../src/i18n/read-content';
import { type Balance, balanceOf } from '../../src/practice/balance';
import { practiceQuestions } from '../../src/practice/generate';
import { lessonsOfGame } from '../../src/lessons/files';
import { EMPTY_MASTERY } from '../../src/practice/mastery';
import { practicePriority, QuestionDeck, rulesByLesson } from '../../src/practice/order';
import { recordAnswer } from '../../src/practice/schedule';
import type { Question } from '../../src/practice/question';

const QUESTIONS = 5_000;
const RUNS = 5;
const TARGET_MS = 5;
const BALANCE_QUESTIONS = 1_000;
const BALANCE_SEED = 'bar-4';
const FIRST_SITTING = 40;

export interface PracticeFigures {
  readonly firstMs: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly p95Ms: number;
  readonly longestMs: number;
  /** The question behind longestMs: its id in the stream and its kind. */
  readonly slowest: string;
  readonly longestRawMs: number;
  readonly targetMs: number;
  readonly balance: Balance;
  readonly served: Balance;
  /** A learner's first sitting: the first FIRST_SITTING questions served, as in `served`. */
  readonly firstSitting: FirstSitting;
}

/** How far a first sitting reaches: the rules it asks, and the lessons they are taught in. */
export interface FirstSitting {
  readonly questions: number;
  readonly rules: number;
  readonly lessons: number;
  readonly ofLessons: number;
}

/** The first `count` questions the page serves a learner who has done every lesson and answers them all right. */
function servedQuestions(game: (typeof READY_GAMES)[number], count: number): Question<unknown, unknown>[] {
  const byLesson = rulesByLesson(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
  const met = new Set(byLesson.flat());
  const deck = new QuestionDeck(practiceQuestions(game, { seed: BALANCE_SEED, met }));
  let mastery = EMPTY_MASTERY;
  let now = new Date('2026-03-02T09:00:00Z');
  const questions: Question<unknown, unknown>[] = [];
  while (questions.length < count) {
    const q = deck.next(practicePriority(mastery, met, byLesson, now));
    if (q === null) break;
    questions.push(q as Question<unknown, unknown>);
    mastery = recordAnswer(mastery, q.rules, true, now);
    now = new Date(now.getTime() + 20_000);
  }
  return questions;
}

function servedStream(game: (typeof READY_GAMES)[number]): Balance {
  return balanceOf(servedQuestions(game, BALANCE_QUESTIONS), catalogueIn(game.slug, 'en').map((r) => r.id));
}

/** The rules and lessons a first sitting of FIRST_SITTING questions meets. */
function firstSitting(game: (typeof READY_GAMES)[number]): FirstSitting {
  const lessons = lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson);
  const rules = new Set(servedQuestions(game, FIRST_SITTING).map((q) => q.rule));
  const taught = lessons.filter((l) => l.steps.some((s) => s.teaches?.some((r) => rules.has(r))));
  return { questions: FIRST_SITTING, rules: rules.size, lessons: taught.length, ofLessons: lessons.length };
}

/** The first BALANCE_QUESTIONS questions of the balance seed's stream, every rule met. */
function balanceStream(game: (typeof READY_GAMES)[number]): Balance {
  const stream = practiceQuestions(game, { seed: BALANCE_SEED });
  const questions: Question<unknown, unknown>[] = [];
  for (let next = stream.next(); !next.done && questions.length < BALANCE_QUESTIONS; next = stream.next())
    questions.push(next.value as Question<unknown, unknown>);
  return balanceOf(questions, catalogueIn(game.slug, 'en').map((r) => r.id));
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** The time of each question of one run of the game's stream, and each question's id and kind. */
function timeStream(game: (typeof READY_GAMES)[number]): { times: number[]; names: string[] } {
  const stream = practiceQuestions(game, { seed: 'bench' });
  const times: number[] = [];
  const names: string[] = [];
  for (let i = 0; i <= QUESTIONS; i++) {
    const start = performance.now();
    const next = stream.next();
    if (next.done) break;
    times.push(performance.now() - start);
    names.push(`${next.value.id} ${next.value.kind}`);
  }
  return { times, names };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function benchPractice(): Record<string, PracticeFigures> {
  const out: Record<string, PracticeFigures> = {};
  for (const game of READY_GAMES) {
    const runs = Array.from({ length: RUNS }, () => timeStream(game));
    const { names } = runs[0] as { names: string[] };
    const first = runs[0]?.times[0] ?? 0;
    const own = names.slice(1).map((_, i) => median(runs.map((r) => r.times[i + 1] ?? 0)));
    const sorted = [...own].sort((a, b) => a - b);
    const longest = sorted[sorted.length - 1] ?? 0;
    out[game.slug] = {
      firstMs: round(first),
      meanMs: round(own.reduce((a, b) => a + b, 0) / own.length),
      medianMs: round(median(own)),
      p99Ms: round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      longestMs: round(longest),
      slowest: names[own.indexOf(longest) + 1] ?? '',
      longestRawMs: round(Math.max(...runs.flatMap((r) => r.times.slice(1)))),
      targetMs: TARGET_MS,
      balance: balanceStream(game),
      served: servedStream(game),
      firstSitting: firstSitting(game),
    };
  }
  return out;
}
