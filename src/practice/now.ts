/**
 * "What happens now?" questions: a move the learner's seat may make, applied by the engine to the
 * real position, and one of its consequences (who plays next, how many cards a seat picks up, how
 * many points) as the game's practice module reads it from the states before and after; or a fact
 * of the position the seat sees that a rule decides (the game's `facts`), asked without a move. The kit
 * turns the game's answer and wrong answers into 3 or 4 options; the game never writes an answer.
 */
import type { GameEngine } from '../engine/game';
import { nextInt, type RngState } from '../engine/rng';
import type { Verdict } from '../engine/verdict';
import type { Consequence, GamePractice } from '../games/module';
import { type AskedCounts, leastAsked, NOTHING_ASKED } from './steer';
import { LEARNER, type NowQuestion, type QuestionPlace } from './question';

/** Options a question shows: the answer and up to this many wrong ones. */
const MAX_OPTIONS = 4;
const MIN_OPTIONS = 3;
/** Moves applied in one position: enough for every kind a turn offers, few enough to stay fast. */
const MOVES_LOOKED_AT = 16;

/**
 * The options, in an order from rng: the answer once, and the distinct wrong answers that differ from
 * it, up to MAX_OPTIONS in all; null when fewer than MIN_OPTIONS can be offered.
 */
export function nowOptions(
  answer: number,
  distractors: readonly number[],
  rng: RngState,
): { options: number[]; rng: RngState } | null {
  const wrong = [...new Set(distractors)].filter((d) => d !== answer && Number.isFinite(d)).slice(0, MAX_OPTIONS - 1);
  if (wrong.length + 1 < MIN_OPTIONS) return null;
  const options = [answer, ...wrong];
  let state = rng;
  // Fisher–Yates from the seeded generator, so the right answer is not always first.
  for (let i = options.length - 1; i > 0; i--) {
    const r = nextInt(state, i + 1);
    state = r.state;
    [options[i], options[r.value]] = [options[r.value] as number, options[i] as number];
  }
  return { options, rng: state };
}

interface Asked<M> {
  /** None for a fact of the position. */
  readonly move?: M;
  readonly verdict?: Verdict;
  readonly consequence: Consequence;
}

/**
 * A "What happens now?" question at this position, about the rule asked least so far among those the
 * learner's moves lead to (so rare consequences come up), or null when none of its moves leads to
 * one the learner has met.
 */
export function nowQuestion<S, M, O>(
  game: { readonly engine: GameEngine<S, M, O, string>; readonly practice: GamePractice<S, M, O> },
  position: S,
  base: QuestionPlace<S>,
  isMet: (rules: readonly string[]) => boolean,
  rng: RngState,
  asked: AskedCounts = NOTHING_ASKED,
): { question: NowQuestion<S, M> | null; rng: RngState } {
  const { engine, practice } = game;
  if (practice.consequences === undefined && practice.facts === undefined) return { question: null, rng };
  const seen = base.state;
  const byRule = new Map<string, Asked<M>[]>();
  const add = (asked: Asked<M>) => {
    const { consequence } = asked;
    if (!isMet([consequence.rule, ...(consequence.rules ?? [])])) return;
    // 'who' and 'count' are asked only in the game's own words: the kit has none for them.
    if ((consequence.ask === 'who' || consequence.ask === 'count') && consequence.prompt === undefined) return;
    const group = byRule.get(consequence.rule);
    if (group) group.push(asked);
    else byRule.set(consequence.rule, [asked]);
  };
  for (const consequence of practice.facts?.(seen, LEARNER) ?? []) add({ consequence });
  if (practice.consequences !== undefined) {
    const moves = practice.consequenceMoves?.(seen, LEARNER) ?? engine.movesOf(seen, LEARNER);
    let applied = 0;
    for (const move of moves) {
      const verdict = engine.check(seen, move);
      if (!verdict.ok || !isMet([verdict.rule]) || !engine.check(position, move).ok) continue;
      if (++applied > MOVES_LOOKED_AT) break;
      const consequence = practice.consequences(position, move, engine.apply(position, move), LEARNER);
      if (consequence !== null) add({ move, verdict, consequence });
    }
  }
  if (byRule.size === 0) return { question: null, rng };
  const group = leastAsked([...byRule], ([rule]) => rule, asked, rng);
  const candidates = group.value[1];
  const one = nextInt(group.rng, candidates.length);
  const { move, verdict, consequence: c } = candidates[one.value] as Asked<M>;
  const shown = nowOptions(c.answer, c.distractors, one.state);
  if (shown === null) return { question: null, rng: one.state };
  const question: NowQuestion<S, M> = {
    ...base,
    kind: 'now',
    seat: LEARNER,
    rule: c.rule,
    rules: [c.rule, ...(c.rules ?? []).filter((r) => r !== c.rule)],
    ...(move === undefined ? {} : { move }),
    ...(verdict === undefined ? {} : { verdict }),
    ask: c.ask,
    ...(c.about === undefined ? {} : { about: c.about }),
    ...(c.prompt === undefined ? {} : { prompt: c.prompt }),
    ...(c.args === undefined ? {} : { args: c.args }),
    options: shown.options,
    answer: c.answer,
  };
  return { question, rng: shown.rng };
}
