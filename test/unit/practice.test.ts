/**
 * Practice questions for every game: over many questions from seeded deals, the expected answer
 * agrees with the engine (check, and apply on the real position), is the same in every state the
 * learner's seat cannot tell apart (no hidden card decides it), names only rules the learner has
 * met, comes in the lessons' order, and is the same for the same seed. Every rule that can refuse a
 * move is asked about, or listed here with the reason it never is.
 */
import { describe, expect, test } from 'vitest';
import { messagesOf, catalogueSchema } from '../../src/engine/catalogue';
import type { Verdict } from '../../src/engine/verdict';
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';
import { lessonsOfGame } from '../../src/lessons/files';
import { explainCards, explainMay } from '../../src/practice/explain';
import { judgeTries, practicePositions, practiceQuestions } from '../../src/practice/generate';
import { QuestionDeck, ruleOrder } from '../../src/practice/order';
import { isRight, LEARNER, type Question } from '../../src/practice/question';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const QUESTIONS = 10_000;

/**
 * Rules that refuse some move but are never asked in practice, and why: practice asks about the
 * learner's own cards played on their turn, so rules that refuse only other moves (a draw, a pass,
 * a call-out, the options of a match) or a seat acting out of turn are for "What happens now?"
 * questions, still to come.
 */
const OPTION = 'a match option, refused at the setup form before any deal';
const TURN = "a seat acting out of turn, skipped or in a window; practice asks on the learner's own turn";
const OTHER = 'refuses only moves other than playing a card of the seat (a draw, a pass, a pick-up, a call, a choice)';
const OVER = 'refuses moves once the deal or the match is over; practice asks during a deal';
const SINGLE = 'practice tries one card at a time';
const UNMET = "not the verdict on any card of the seat's in these questions' positions";
const NEVER_ASKED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ottawa: {
    'OT-03': OPTION,
    'OT-06': OPTION,
    'OT-15': TURN,
    'OT-22': OVER,
    'OT-A1': OTHER,
    'OT-A12': OTHER,
    'OT-A2': OTHER,
    'OT-A5': OTHER,
    'OT-A7': OTHER,
  },
  echad: {
    'EC-12': TURN,
    'EC-15': OTHER,
    'EC-21': 'practice tries say "Echad" whenever the card leaves one',
    'EC-22': TURN,
    'EC-24': OVER,
    'EC-30': OPTION,
    'EC-33': UNMET,
    'EC-36': UNMET,
    'EC-37': TURN,
    'EC-39': UNMET,
    'EC-40': OTHER,
    'EC-43': UNMET,
    'EC-46': UNMET,
    'EC-48': OTHER,
    'EC-A13': TURN,
    'EC-A16': TURN,
    'EC-A3': 'practice tries say "Echad" whenever the card leaves one',
    'EC-A4': OPTION,
  },
  mezza: {
    'MZ-07': OTHER,
    'MZ-11': TURN,
    'MZ-50': TURN,
    'MZ-13': SINGLE,
    'MZ-14': OTHER,
    'MZ-17': OTHER,
    'MZ-18': OTHER,
    'MZ-20': OTHER,
    'MZ-23': UNMET,
    'MZ-27': OTHER,
    'MZ-28': OTHER,
    'MZ-32': OVER,
    'MZ-33': OVER,
    'MZ-39': TURN,
    'MZ-40': TURN,
    'MZ-52': UNMET,
    'MZ-61': TURN,
    'MZ-62': TURN,
    'MZ-63': UNMET,
    'MZ-A14': OVER,
    'MZ-A15': UNMET,
    'MZ-A2': OPTION,
    'MZ-A5': TURN,
  },
  mazzeltof: {
    'MT-02': OPTION,
    'MT-23': TURN,
    'MT-24': UNMET,
    'MT-26': OTHER,
    'MT-27': UNMET,
    'MT-32': OTHER,
    'MT-34': OTHER,
    'MT-37': UNMET,
    'MT-38': 'practice tries cards of the hand and open cards, not the revealed draw pile',
    'MT-43': TURN,
    'MT-44': OTHER,
    'MT-45': OTHER,
    'MT-46': UNMET,
    'MT-47': OVER,
    'MT-A13': OTHER,
    'MT-A3': OTHER,
    'MT-A5': OTHER,
  },
  'hand-and-foot': {
    'HF-02': OPTION,
    'HF-04': OPTION,
    'HF-06': TURN,
    'HF-08': OTHER,
    'HF-11': OTHER,
    'HF-12': OTHER,
    'HF-16': SINGLE,
    'HF-18': UNMET,
    'HF-20': OTHER,
    'HF-21': OTHER,
    'HF-22': OTHER,
    'HF-23': OTHER,
    'HF-25': OTHER,
    'HF-28': UNMET,
    'HF-32': UNMET,
    'HF-45': OVER,
    'HF-A1': TURN,
    'HF-A11': UNMET,
    'HF-A17': "practice lays cards only on the partnership's own melds",
    'HF-A5': OTHER,
    'HF-A7': OTHER,
    'HF-A8': OTHER,
  },
};

const keyOf = (v: unknown) => JSON.stringify(v);
const judged = (v: Verdict) => `${v.ok} ${v.rule}`;

function messagesFor(game: GameModule) {
  return messagesOf(catalogueSchema.parse(parse(readFileSync(`content/${game.slug}/rules.yaml`, 'utf8'))));
}

function lessonOrder(game: GameModule): string[] {
  return ruleOrder(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
}

/** Every rule a question's answer turns on a refusal of. */
function refusalsAsked(q: Question): string[] {
  if (q.kind === 'may') return q.answer ? [] : [q.rule];
  return q.cards.filter((c) => !c.allowed).map((c) => c.tried.verdict.rule);
}

describe.each(READY_GAMES.map((game) => [game.slug, game] as const))('%s: practice', (_, game) => {
  const { engine, testing } = game;

  test(`${QUESTIONS} questions agree with the engine, on the real position and on any the seat cannot tell from it`, () => {
    const asked = new Set<string>();
    let n = 0;
    for (const { question: q, position } of practicePositions(game, { seed: 'agree' })) {
      const where = `${game.slug} question ${q.id}`;
      expect(keyOf(q.state), where).toBe(keyOf(engine.view(position, LEARNER)));
      const other = testing.reshuffleUnseen(position, LEARNER, n);
      for (const t of judgeTries(game, q.state, LEARNER)) {
        const real = engine.check(position, t.move);
        expect(judged(real), `${where}: ${keyOf(t.move)} on the real position`).toBe(judged(t.verdict));
        expect(judged(engine.check(other, t.move)), `${where}: ${keyOf(t.move)} with unseen cards reshuffled`).toBe(
          judged(t.verdict),
        );
      }
      if (q.kind === 'may') {
        expect(engine.check(position, q.tried.move).ok, where).toBe(q.answer);
        if (q.answer) expect(() => engine.apply(position, q.tried.move), where).not.toThrow();
        else expect(() => engine.apply(position, q.tried.move), where).toThrow();
        expect(isRight(q, q.answer) && !isRight(q, !q.answer), where).toBe(true);
      } else {
        const allowed = new Set(
          game.practice
            .tries(position, LEARNER)
            .filter((t) => engine.check(position, t.move).ok)
            .map((t) => keyOf(t.card)),
        );
        expect([...q.answer].sort(), where).toEqual([...allowed].sort());
        expect(isRight(q, [...q.answer].reverse()), where).toBe(true);
      }
      for (const rule of refusalsAsked(q)) asked.add(rule);
      if (++n >= QUESTIONS) break;
    }
    expect(n).toBe(QUESTIONS);

    const refusing = new Set<string>();
    for (const v of testing.verdictSamples()) if (!v.ok) refusing.add(v.rule);
    const never = [...refusing].filter((rule) => !asked.has(rule)).sort();
    const titles = messagesFor(game);
    const reasons = NEVER_ASKED[game.slug] ?? {};
    console.log(
      `${game.slug}: ${asked.size} refusing rules asked in ${QUESTIONS} questions; never asked:\n` +
        never
          .map((rule) => `  ${rule} ${titles[rule]?.title ?? ''}: ${reasons[rule] ?? '(no reason given)'}`)
          .join('\n'),
    );
    expect(never.filter((rule) => reasons[rule] === undefined)).toEqual([]);
  }, 120_000);

  test('is the same for the same seed, and differs for another', () => {
    const first = (seed: string) => [...take(practiceQuestions(game, { seed }), 50)].map(keyOf);
    expect(first('same')).toEqual(first('same'));
    expect(first('same')).not.toEqual(first('other'));
  });

  test('never asks about a rule the learner has not met', () => {
    const order = lessonOrder(game);
    const met = new Set(order.slice(0, Math.ceil(order.length / 2)));
    const questions = [...take(practiceQuestions(game, { seed: 'met', met }), 300)];
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions)
      expect(
        q.rules.filter((r) => !met.has(r)),
        q.id,
      ).toEqual([]);
  });

  test('serves first the question whose rule the lessons teach first', () => {
    const order = lessonOrder(game);
    const ready = [...take(practiceQuestions(game, { seed: 'order' }), 24)];
    const deck = new QuestionDeck(practiceQuestions(game, { seed: 'order' }));
    const rank = (q: Question) => (order.includes(q.rule) ? order.indexOf(q.rule) : order.length);
    const served = deck.next(order) as Question;
    expect(rank(served)).toBe(Math.min(...ready.map(rank)));
  });

  test("explains every answer in the catalogue's words", () => {
    const messages = messagesFor(game);
    for (const q of take(practiceQuestions(game, { seed: 'words' }), 300)) {
      const explanations =
        q.kind === 'may' ? [explainMay(q, messages)] : explainCards(q, messages).map((c) => c.explanation);
      for (const e of explanations) {
        expect(e.title, q.id).not.toBe(e.rule);
        expect(`${e.reason} ${e.fix ?? ''}`, q.id).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

test('the lessons order rules by where they are first taught', () => {
  const lessons = [{ steps: [{ teaches: ['XY-02', 'XY-01'] }, {}] }, { steps: [{ teaches: ['XY-01', 'XY-03'] }] }];
  expect(ruleOrder(lessons)).toEqual(['XY-02', 'XY-01', 'XY-03']);
});

function* take<T>(items: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  let i = 0;
  for (const item of items) {
    yield item;
    if (++i >= n) return;
  }
}
