/**
 * The practice generator: plays seeded deals with the engine's computer players and, wherever the
 * learner's seat is to act on its turn, asks a question from that seat's view about the moves the
 * game says it might try (its own "which of these cards?" groups among them), or about what one of
 * its moves leads to: about the rule asked least so far among those the position offers, so that a
 * stream goes over every rule the deals reach. Deterministic from the seed; never asks about a rule
 * the learner has not met. Pure TypeScript, no UI.
 */
import type { GameEngine } from '../engine/game';
import { nextInt, seedRng, type RngState } from '../engine/rng';
import { botSeat } from '../engine/session';
import type { GamePractice, PracticeTry } from '../games/module';
import { nowQuestion } from './now';
import {
  type AskedCounts,
  askedTooOften,
  countAsked,
  leastAsked,
  mayAnswerToAsk,
  NOTHING_ASKED,
  pick,
  timesAsked,
} from './steer';
import {
  type CardChoice,
  type GameSentence,
  type JudgedTry,
  LEARNER,
  type MayQuestion,
  type Question,
  type QuestionKind,
  type QuestionPlace,
  type WhichQuestion,
} from './question';

/** What the generator needs of a game: its engine and its practice hook. */
export interface PracticeGame<State, Move, Options> {
  readonly engine: GameEngine<State, Move, Options, string>;
  readonly practice: GamePractice<State, Move, Options>;
  /** The game's lesson check: why no real game reaches a position, or null (the game's impossible.ts). */
  readonly lessons?: { readonly impossible?: (state: State) => string | null };
}

export interface PracticeOptions {
  readonly seed: number | string;
  /** The rules the learner has met; left out, every rule. */
  readonly met?: ReadonlySet<string>;
  /**
   * Positions looked at in a row without a question to ask before the stream gives up: with few
   * rules met, a game may offer none.
   */
  readonly patience?: number;
  /** The kinds of question to ask; left out, every kind the game can ask. */
  readonly kinds?: readonly QuestionKind[];
}

const EVERY_KIND: readonly QuestionKind[] = ['which', 'may', 'now'];

/** A deal ends long before this many moves; one that does not is stuck, and practice moves on. */
const DEAL_CAP = 5_000;

const isMet = (met: ReadonlySet<string> | undefined, rules: readonly string[]) =>
  met === undefined || rules.every((rule) => met.has(rule));

const judge = <S, M, O>(game: PracticeGame<S, M, O>, seen: S, tries: readonly PracticeTry<M>[]): JudgedTry<M>[] =>
  tries.map(({ move, card }) => ({
    move,
    card,
    cardKey: card === undefined ? '' : JSON.stringify(card),
    verdict: game.engine.check(seen, move),
  }));

/** The seat's tries judged from its own view. */
export function judgeTries<S, M, O>(game: PracticeGame<S, M, O>, seen: S, seat: number): JudgedTry<M>[] {
  return judge(game, seen, game.practice.tries(seen, seat));
}

/**
 * The cards a "which" question may be about: the seat's cards among its tries, in the kit's words
 * (`prompt` left out), where every card is asked; or a group the game words itself, "these cards",
 * of which a few may be asked.
 */
export interface WhichGroup<M> {
  readonly prompt?: GameSentence;
  readonly tries: readonly JudgedTry<M>[];
}

/** The game's own "which" groups at this position, each try judged from the seat's view. */
export function judgeWhich<S, M, O>(game: PracticeGame<S, M, O>, seen: S, seat: number): WhichGroup<M>[] {
  return (game.practice.which?.(seen, seat) ?? []).map(({ prompt, args, tries }) => ({
    prompt: args === undefined ? { prompt } : { prompt, args },
    tries: judge(game, seen, tries),
  }));
}

/**
 * "May you play this?": allowed or refused as the stream needs to keep "allowed" near half of the
 * answers (src/practice/steer.ts), then the kind of verdict (its rule) asked least so far, so rare
 * rules come up.
 */
function mayQuestion<S, M>(
  base: QuestionPlace<S>,
  tries: readonly JudgedTry<M>[],
  met: ReadonlySet<string> | undefined,
  asked: AskedCounts,
  rng: RngState,
): { question: MayQuestion<S, M> | null; rng: RngState } {
  const groups = new Map<string, JudgedTry<M>[]>();
  for (const t of tries) {
    if (!isMet(met, [t.verdict.rule])) continue;
    const key = `${t.verdict.ok} ${t.verdict.rule}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  if (groups.size === 0) return { question: null, rng };
  const all = [...groups.values()];
  const allowed = all.filter((g) => (g[0] as JudgedTry<M>).verdict.ok);
  const refused = all.filter((g) => !(g[0] as JudgedTry<M>).verdict.ok);
  const wanted = mayAnswerToAsk(asked, allowed.length > 0, refused.length > 0);
  if (wanted === null) return { question: null, rng };
  const side = wanted ? allowed : refused;
  const group = leastAsked(side, (g) => (g[0] as JudgedTry<M>).verdict.rule, asked, rng);
  const tried = pick(group.value, group.rng);
  const { rule } = tried.value.verdict;
  const question = {
    ...base,
    kind: 'may',
    seat: LEARNER,
    rule,
    rules: [rule],
    tried: tried.value,
    answer: tried.value.verdict.ok,
  } as const;
  return { question, rng: tried.rng };
}

/** Each card once, with a try that is allowed when one is (a card may go to several places); moves without a card left out. */
export function cardChoices<M>(tries: readonly JudgedTry<M>[]): CardChoice<M>[] {
  const byCard = new Map<string, CardChoice<M>>();
  for (const t of tries) {
    if (t.card === undefined) continue;
    const known = byCard.get(t.cardKey);
    if (known === undefined || (!known.allowed && t.verdict.ok))
      byCard.set(t.cardKey, { card: t.card, cardKey: t.cardKey, tried: t, allowed: t.verdict.ok });
  }
  return [...byCard.values()];
}

/**
 * At most `most` of a game's group of cards, some of each verdict: a card of each verdict (allowed
 * or refused, and by which rule) in turn, in the order the game gave them, kept in that order.
 */
export function fewerChoices<M>(cards: readonly CardChoice<M>[], most: number): CardChoice<M>[] {
  if (cards.length <= most) return [...cards];
  const byVerdict = new Map<string, CardChoice<M>[]>();
  for (const c of cards) {
    const key = `${c.allowed} ${c.tried.verdict.rule}`;
    const same = byVerdict.get(key);
    if (same) same.push(c);
    else byVerdict.set(key, [c]);
  }
  const kept = new Set<CardChoice<M>>();
  for (let round = 0; kept.size < most; round++)
    for (const same of byVerdict.values()) {
      const c = same[round];
      if (c !== undefined && kept.size < most) kept.add(c);
    }
  return cards.filter((c) => kept.has(c));
}

/** The rule most of the refused cards are refused by; the allowing rule when none is refused. */
function mainRule<M>(cards: readonly CardChoice<M>[]): string {
  const counts = new Map<string, number>();
  for (const c of cards) if (!c.allowed) counts.set(c.tried.verdict.rule, (counts.get(c.tried.verdict.rule) ?? 0) + 1);
  const refusing = [...counts].sort((a, b) => b[1] - a[1])[0];
  return refusing?.[0] ?? (cards[0] as CardChoice<M>).tried.verdict.rule;
}

/** The fewest and most cards a "which" question offers: fewer is a "may" question, more too many to weigh. */
export const WHICH_CHOICES = { fewest: 3, most: 8 } as const;

/**
 * A "which" question about one group, when every rule deciding a card has been met, it offers 3 to 8
 * cards, and some are allowed and some not: a question answered by "all" or "none" teaches one rule
 * at best, and the learner would soon guess it. "Which of your cards may be played?" asks every card
 * the seat has; a game's own group, "these cards", leaves out those whose rules are not met yet and
 * asks a few of each verdict when it has more than 8.
 */
function groupQuestion<S, M>(
  base: QuestionPlace<S>,
  group: WhichGroup<M>,
  met: ReadonlySet<string> | undefined,
): WhichQuestion<S, M> | null {
  const own = group.prompt !== undefined;
  let cards = cardChoices(group.tries);
  if (own)
    cards = fewerChoices(
      cards.filter((c) => isMet(met, [c.tried.verdict.rule])),
      WHICH_CHOICES.most,
    );
  if (cards.length < WHICH_CHOICES.fewest || cards.length > WHICH_CHOICES.most) return null;
  const rules = [...new Set(cards.map((c) => c.tried.verdict.rule))];
  if (!isMet(met, rules)) return null;
  const answer = cards.filter((c) => c.allowed).map((c) => c.cardKey);
  if (answer.length === 0 || answer.length === cards.length) return null;
  const prompt = group.prompt === undefined ? {} : { prompt: group.prompt };
  return { ...base, kind: 'which', seat: LEARNER, ...prompt, rule: mainRule(cards), rules, cards, answer };
}

/**
 * "Which of your cards may be played?" or one of the game's own "which" questions: of the groups that
 * make a question here, the one whose rule has been asked least so far, picked from rng among equals
 * (rng is left as it was when one group or none does, so a game without groups of its own is asked as
 * before).
 */
function whichQuestion<S, M>(
  base: QuestionPlace<S>,
  groups: readonly WhichGroup<M>[],
  met: ReadonlySet<string> | undefined,
  asked: AskedCounts,
  rng: RngState,
): { question: WhichQuestion<S, M> | null; rng: RngState } {
  const questions = groups.flatMap((g) => groupQuestion(base, g, met) ?? []);
  if (questions.length <= 1) return { question: questions[0] ?? null, rng };
  const chosen = leastAsked(questions, (q) => q.rule, asked, rng);
  return { question: chosen.value, rng: chosen.rng };
}

/**
 * A question at this position: of every kind that can be asked here, the one whose rule has been
 * asked least so far (`asked`), the kinds taken in an order from rng among equals.
 */
export function questionAt<S, M, O>(
  game: PracticeGame<S, M, O>,
  state: S,
  id: string,
  met: ReadonlySet<string> | undefined,
  rng: RngState,
  kinds: readonly QuestionKind[] = EVERY_KIND,
  asked: AskedCounts = NOTHING_ASKED,
): { question: Question<S, M> | null; rng: RngState } {
  const seen = game.engine.view(state, LEARNER);
  // The seat's tries, each judged by the engine, only once a kind that reads them is tried: a
  // "what happens now?" question judges only the moves it applies.
  let tries: JudgedTry<M>[] | undefined;
  const judged = () => (tries ??= judgeTries(game, seen, LEARNER));
  const kindsHere = kinds.filter(
    (k) => k !== 'now' || game.practice.consequences !== undefined || game.practice.facts !== undefined,
  );
  const nothingToTry = () => game.practice.which === undefined && judged().length === 0;
  if (kindsHere.length === 0 || (!kindsHere.includes('now') && nothingToTry())) return { question: null, rng };
  const situation = game.practice.situation?.(seen, LEARNER) ?? null;
  const base = { id, state: seen, ...(situation === null ? {} : { situation }) };
  const first = nextInt(rng, kindsHere.length);
  let next = first.state;
  let best: Question<S, M> | null = null;
  for (let i = 0; i < kindsHere.length; i++) {
    const kind = kindsHere[(first.value + i) % kindsHere.length] as QuestionKind;
    let question: Question<S, M> | null = null;
    if (kind === 'which')
      ({ question, rng: next } = whichQuestion(
        base,
        [{ tries: judged() }, ...judgeWhich(game, seen, LEARNER)],
        met,
        asked,
        next,
      ));
    else if (kind === 'may') ({ question, rng: next } = mayQuestion(base, judged(), met, asked, next));
    else ({ question, rng: next } = nowQuestion(game, state, base, (rules) => isMet(met, rules), next, asked));
    if (question !== null && (best === null || timesAsked(asked, question.rule) < timesAsked(asked, best.rule)))
      best = question;
  }
  return { question: best, rng: next };
}

/** Is the learner's seat to act on its own turn? */
export function learnerOnTurn<S, M, O>(engine: GameEngine<S, M, O, string>, state: S): boolean {
  return (
    engine.progress(state) === 'playing' && engine.actors(state).some((a) => a.seat === LEARNER && a.kind === 'turn')
  );
}

/** May the learner's seat act now in any capacity: its turn, a window out of turn, a decision? */
export function learnerMayAct<S, M, O>(engine: GameEngine<S, M, O, string>, state: S): boolean {
  return engine.progress(state) === 'playing' && engine.actors(state).some((a) => a.seat === LEARNER);
}

/** A question and the real position it was asked at (with the cards the seat cannot see), for tests. */
export interface AskedAt<S, M> {
  readonly question: Question<S, M>;
  readonly position: S;
}

/**
 * Questions without end from seeded deals: deal after deal (the game's practice options in turn),
 * a question at each turn of the learner's seat, at a position the game's lesson check lets through
 * (`impossible`), with the position it was asked at. Ends only when
 * `patience` positions in a row offer nothing the learner has met.
 */
export function* practicePositions<S, M, O>(
  game: PracticeGame<S, M, O>,
  options: PracticeOptions,
): Generator<AskedAt<S, M>> {
  const { engine, practice } = game;
  const patience = options.patience ?? 2_000;
  let rng = seedRng(`practice ${options.seed}`);
  let idle = 0;
  let asked = NOTHING_ASKED;
  for (let deal = 0; ; deal++) {
    let state = engine.setup(practice.deals[deal % practice.deals.length] as O, `practice ${options.seed} ${deal}`);
    const seats = engine.teams(state).teamOf.map((_, seat) => seat);
    for (let moves = 0; engine.progress(state) === 'playing' && moves < DEAL_CAP; moves++) {
      const askable = learnerOnTurn(engine, state) || (practice.asksOutOfTurn === true && learnerMayAct(engine, state));
      // A position the lesson check would refuse is never asked at, however it came about.
      if (askable && !game.lessons?.impossible?.(state)) {
        const here = questionAt(
          game,
          state,
          `${options.seed}:${deal}:${moves}`,
          options.met,
          rng,
          options.kinds,
          asked,
        );
        rng = here.rng;
        const { question } = here;
        if (question && !askedTooOften(asked, question.rule)) {
          idle = 0;
          asked = countAsked(asked, question);
          yield { question, position: state };
        } else if (++idle >= patience) return;
      }
      const seat = botSeat(engine, state, { bots: seats });
      if (seat === null) break;
      const chosen = engine.botMove(engine.view(state, seat), seat, rng);
      rng = chosen.rng;
      state = engine.apply(state, chosen.move);
    }
  }
}

/** The questions alone: what a page asks. */
export function* practiceQuestions<S, M, O>(
  game: PracticeGame<S, M, O>,
  options: PracticeOptions,
): Generator<Question<S, M>> {
  for (const { question } of practicePositions(game, options)) yield question;
}
