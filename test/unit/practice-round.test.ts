/**
 * A practice round for a class, for every game: it asks only about the rules of the lessons chosen,
 * spreads its questions over those rules, asks the same questions for the same seed and new ones for
 * a new seed, and every answer it expects is the engine's on the real position; the teacher's count
 * and the round's keys; the round's address.
 */
import { describe, expect, test } from 'vitest';
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';
import { lessonsOfGame } from '../../src/lessons/files';
import { practicePositions, practiceQuestions } from '../../src/practice/generate';
import { LEARNER, type Question } from '../../src/practice/question';
import {
  ROUND_KINDS,
  ROUND_LENGTH,
  type Round,
  type RoundLesson,
  isOver,
  roundLessons,
  roundQuestions,
  roundStep,
  rulesOfLessons,
  startRound,
  tally,
} from '../../src/practice/round';
import { readRoundLink, writeRoundLink } from '../../src/practice/round-link';
import { expectNowAgrees } from './now-agrees';

function lessonsOf(game: GameModule): RoundLesson[] {
  return roundLessons(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
}

const keyOf = (v: unknown) => JSON.stringify(v);

describe('the lessons a round offers', () => {
  test('are numbered from 1 in order, each with the rules its steps teach, once each in order', () => {
    const lessons = roundLessons([
      { title: 'First', steps: [{ teaches: ['XY-02', 'XY-01'] }, { teaches: ['XY-01'] }] },
      { title: 'Second', steps: [{}, { teaches: ['XY-03', 'XY-02'] }] },
    ]);
    expect(lessons).toEqual([
      { n: 1, title: 'First', rules: ['XY-02', 'XY-01'] },
      { n: 2, title: 'Second', rules: ['XY-03', 'XY-02'] },
    ]);
    expect(rulesOfLessons(lessons, [2])).toEqual(['XY-03', 'XY-02']);
    expect(rulesOfLessons(lessons, [1, 2])).toEqual(['XY-02', 'XY-01', 'XY-03']);
    expect(rulesOfLessons(lessons, [])).toEqual([]);
  });
});

describe.each(READY_GAMES.map((game) => [game.slug, game] as const))('%s: a practice round', (_, game) => {
  const lessons = lessonsOf(game);
  const every = lessons.map((l) => l.n);

  test('asks only about the rules of the lessons chosen: each lesson alone, and the lessons up to each', () => {
    let narrowed = false;
    const wide = roundQuestions(game, { seed: 'difficulty', lessons, chosen: every, length: 40 });
    for (const lesson of lessons) {
      for (const chosen of [[lesson.n], every.filter((n) => n <= lesson.n)]) {
        const allowed = new Set(rulesOfLessons(lessons, chosen));
        const questions = roundQuestions(game, { seed: 'difficulty', lessons, chosen });
        expect(questions.length).toBeLessThanOrEqual(ROUND_LENGTH);
        for (const q of questions)
          expect(
            q.rules.filter((r) => !allowed.has(r)),
            `${chosen}: ${q.id}`,
          ).toEqual([]);
        // The same deals with every lesson chosen ask about rules these lessons do not teach.
        if (wide.some((q) => q.rules.some((r) => !allowed.has(r)))) narrowed = true;
      }
    }
    expect(narrowed).toBe(true);
    // With every lesson, a round has its full length.
    expect(roundQuestions(game, { seed: 'difficulty', lessons, chosen: every })).toHaveLength(ROUND_LENGTH);
  });

  test('asks the same questions for the same seed and lessons, and new ones for a new seed', () => {
    const ids = (seed: string) =>
      roundQuestions(game, { seed, lessons, chosen: every }).map((q) => `${keyOf(q.state)} ${q.rule}`);
    const first = ids('class-7b');
    expect(ids('class-7b')).toEqual(first);
    const other = ids('class-7c');
    expect(other).toHaveLength(ROUND_LENGTH);
    expect(other.filter((q) => first.includes(q))).toEqual([]);
  });

  test('every answer it expects is the engine’s on the real position, not only on the seat’s view', () => {
    for (const [seed, chosen] of [
      ['agree-1', every],
      ['agree-2', every.slice(-3)],
      ['agree-3', every.slice(0, Math.ceil(every.length / 2))],
    ] as const) {
      const met = new Set(rulesOfLessons(lessons, chosen));
      const questions = roundQuestions(game, { seed, lessons, chosen });
      // The round draws its questions from the generator's stream for the same seed and rules,
      // which also gives the real position each was asked at.
      const positions = new Map<string, unknown>();
      for (const { question, position } of practicePositions(game, { seed, met, kinds: ROUND_KINDS })) {
        positions.set(question.id, position);
        if (questions.every((q) => positions.has(q.id)) || positions.size > 2_000) break;
      }
      for (const q of questions) {
        const position = positions.get(q.id);
        expect(position, q.id).toBeDefined();
        expect(keyOf(q.state)).toBe(keyOf(game.engine.view(position, LEARNER)));
        expectEngineAnswer(game, q, position, `${seed} ${q.id}`);
      }
    }
  });

  test('spreads a round over the rules: as many as the generator’s first questions, and nearly one rule a question', () => {
    const round = roundQuestions(game, { seed: 'spread', lessons, chosen: every });
    const stream = practiceQuestions(game, {
      seed: 'spread',
      met: new Set(rulesOfLessons(lessons, every)),
      kinds: ROUND_KINDS,
    });
    const first: Question[] = [];
    for (const q of stream) if (first.push(q) >= ROUND_LENGTH) break;
    const distinct = (qs: readonly Question[]) => new Set(qs.map((q) => q.rule)).size;
    expect(distinct(round)).toBeGreaterThanOrEqual(distinct(first));
    // Every game's lessons teach many more rules than a round asks.
    expect(distinct(round)).toBeGreaterThanOrEqual(ROUND_LENGTH - 1);
  });
});

function expectEngineAnswer(game: GameModule, q: Question, position: unknown, where: string) {
  if (q.kind === 'now') {
    const other = game.testing.reshuffleUnseen(position, LEARNER, 7);
    expectNowAgrees(game, q, position, other, where);
    return;
  }
  if (q.kind === 'may') {
    expect(game.engine.check(position, q.tried.move).ok, q.id).toBe(q.answer);
    return;
  }
  const allowed = q.cards.filter((c) => game.engine.check(position, c.tried.move).ok).map((c) => c.cardKey);
  expect([...q.answer].sort(), q.id).toEqual(allowed.sort());
}

describe('a round with the teacher’s count', () => {
  // Any game: the count is the kit's. The first game whose lessons give a round of three.
  const game = READY_GAMES[0] as GameModule;
  const lessons = lessonsOf(game);
  const fresh = () => startRound(game, { seed: 'count', lessons, chosen: [2, 3, 4], length: 3 });
  const run = (round: Round<Question>, ...commands: Parameters<typeof roundStep>[1][]) =>
    commands.reduce((r, c) => roundStep(r, c), round);

  test('starts at the first question, answer hidden, nothing counted, with the lessons chosen', () => {
    const round = fresh();
    expect(round).toMatchObject({ seed: 'count', lessons: [2, 3, 4], at: 0, revealed: false });
    expect(round.questions).toHaveLength(3);
    expect(tally(round)).toEqual({ right: 0, counted: 0 });
    expect(startRound(game, { seed: 'count', lessons, chosen: [4, 2, 99] }).lessons).toEqual([2, 4]);
  });

  test('the answer is shown and hidden again; counting a question shows its answer', () => {
    const round = fresh();
    expect(run(round, 'reveal').revealed).toBe(true);
    expect(run(round, 'reveal', 'reveal').revealed).toBe(false);
    const counted = run(round, 'got');
    expect(counted.revealed).toBe(true);
    expect(tally(counted)).toEqual({ right: 1, counted: 1 });
  });

  test('counts right answers of the questions marked; a mark may be changed, and is kept on going back', () => {
    let round = run(fresh(), 'got', 'next', 'missed', 'next');
    expect(tally(round)).toEqual({ right: 1, counted: 2 });
    expect(round.at).toBe(2);
    expect(round.revealed).toBe(false);
    round = run(round, 'previous');
    expect(round).toMatchObject({ at: 1, revealed: true });
    round = run(round, 'got');
    expect(tally(round)).toEqual({ right: 2, counted: 2 });
    expect(round.marks).toEqual(['got', 'got', null]);
    // A question passed over is not counted either way.
    round = run(round, 'next', 'next');
    expect(isOver(round)).toBe(true);
    expect(tally(round)).toEqual({ right: 2, counted: 2 });
  });

  test('next after the last question ends the round; then only going back does anything', () => {
    let round = run(fresh(), 'next', 'next');
    expect(round.at).toBe(2);
    round = run(round, 'next');
    expect(isOver(round)).toBe(true);
    for (const c of ['next', 'reveal', 'got', 'missed'] as const) expect(roundStep(round, c)).toBe(round);
    expect(run(round, 'previous').at).toBe(2);
    expect(run(fresh(), 'previous')).toEqual(fresh());
  });
});

describe('a round’s address', () => {
  test('reads back as the same round', () => {
    const link = { seed: 'k3x9a2', lessons: [2, 3, 5] };
    expect(writeRoundLink(link)).toBe('?round=k3x9a2&lessons=2,3,5');
    expect(readRoundLink(writeRoundLink(link), 8)).toEqual({ link, problems: [], wrong: [] });
  });

  test('without lessons, every lesson; with none or a wrong one, every lesson and a problem named', () => {
    expect(readRoundLink('?round=abc', 3).link).toEqual({ seed: 'abc', lessons: [1, 2, 3] });
    const wrong = readRoundLink('?round=abc&lessons=2,9', 3);
    expect(wrong.link).toEqual({ seed: 'abc', lessons: [1, 2, 3] });
    expect(wrong.problems).toEqual([expect.stringMatching(/^lessons may list only 1, 2, 3; got “9”/)]);
  });

  test('a round code of the wrong shape names no round', () => {
    const read = readRoundLink('?round=<script>&lessons=1', 3);
    expect(read.link).toBeNull();
    expect(read.problems).toEqual([expect.stringMatching(/^round must be/)]);
    expect(readRoundLink('?seed=abc', 3)).toEqual({ link: null, problems: [], wrong: [] });
  });
});
