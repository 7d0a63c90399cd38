/**
 * The practice benchmark, for every game in the registry: how long generating one question takes,
 * the seeded deal played on to the learner's next turn included. Each game's figures are under its
 * slug: the mean, p95 and longest time of a question in milliseconds over a stream of questions,
 * the first one (which deals the first deal) apart, against a target of 5 ms.
 */
import { READY_GAMES } from '../../src/games/registry';
import { practiceQuestions } from '../../src/practice/generate';

const QUESTIONS = 5_000;
const TARGET_MS = 5;

export interface PracticeFigures {
  readonly firstMs: number;
  readonly meanMs: number;
  readonly p95Ms: number;
  readonly longestMs: number;
  readonly targetMs: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function benchPractice(): Record<string, PracticeFigures> {
  const out: Record<string, PracticeFigures> = {};
  for (const game of READY_GAMES) {
    const stream = practiceQuestions(game, { seed: 'bench' });
    const times: number[] = [];
    for (let i = 0; i <= QUESTIONS; i++) {
      const start = performance.now();
      if (stream.next().done) break;
      times.push(performance.now() - start);
    }
    const [first = 0, ...rest] = times;
    const sorted = [...rest].sort((a, b) => a - b);
    out[game.slug] = {
      firstMs: round(first),
      meanMs: round(rest.reduce((a, b) => a + b, 0) / rest.length),
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      longestMs: round(sorted[sorted.length - 1] ?? 0),
      targetMs: TARGET_MS,
    };
  }
  return out;
}
