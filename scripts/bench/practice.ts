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
 * not run the game's code before.
 */
import { READY_GAMES } from '../../src/games/registry';
import { practiceQuestions } from '../../src/practice/generate';

const QUESTIONS = 5_000;
const RUNS = 5;
const TARGET_MS = 5;

export interface PracticeFigures {
  readonly firstMs: number;
  readonly meanMs: number;
  readonly p95Ms: number;
  readonly longestMs: number;
  /** The question behind longestMs: its id in the stream and its kind. */
  readonly slowest: string;
  readonly longestRawMs: number;
  readonly targetMs: number;
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
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      longestMs: round(longest),
      slowest: names[own.indexOf(longest) + 1] ?? '',
      longestRawMs: round(Math.max(...runs.flatMap((r) => r.times.slice(1)))),
      targetMs: TARGET_MS,
    };
  }
  return out;
}
