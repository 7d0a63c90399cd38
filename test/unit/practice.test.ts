/**
 * Practice questions for every game: over many questions from seeded deals, the expected answer
 * agrees with the engine (check, and apply on the real position), is the same in every state the
 * learner's seat cannot tell apart (no hidden card decides it), names only rules the learner has
 * met, comes in the lessons' order, and is the same for the same seed. Every rule of the catalogue is
 * asked about, or listed in the game's practice module with the reason it never is.
 */
import { describe, expect, test } from 'vitest';
import { messagesOf, catalogueSchema } from '../../src/engine/catalogue';
import type { Verdict } from '../../src/engine/verdict';
import type { GameModule } from '../../src/games/module';
import { READY_GAMES } from '../../src/games/registry';
import { lessonsOfGame } from '../../src/lessons/files';
import { explainCards, explainMay, explainNow } from '../../src/practice/explain';
import { en } from '../../src/i18n/words/en';
import { judgeTries, judgeWhich, practicePositions, practiceQuestions } from '../../src/practice/generate';
import { QuestionDeck, ruleOrder } from '../../src/practice/order';
import { isRight, LEARNER, type Question } from '../../src/practice/question';
import { expectNowAgrees } from './now-agrees';
import { readFileSync } from 'node:fs';
import { languagesOf } from '../../src/i18n/game-languages';
import { practicePromptsIn } from '../../src/i18n/read-content';
import { parse } from 'yaml';

// Enough for every rule each game asks to come up (the log below shows the spread of the rarest).
const QUESTIONS = 2_000;

const keyOf = (v: unknown) => JSON.stringify(v);
const judged = (v: Verdict) => `${v.ok} ${v.rule}`;

function messagesFor(game: GameModule) {
  return messagesOf(catalogueSchema.parse(parse(readFileSync(`content/${game.slug}/rules.yaml`, 'utf8'))));
}

function lessonOrder(game: GameModule): string[] {
  return ruleOrder(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
}

/** Every rule a question's answer turns on a refusal of; a "now" question asks about its rule's consequence. */
function refusalsAsked(q: Question): string[] {
  if (q.kind === 'now') return [q.rule];
  if (q.kind === 'may') return q.answer ? [] : [q.rule];
  return q.cards.filter((c) => !c.allowed).map((c) => c.tried.verdict.rule);
}

describe.each(READY_GAMES.map((game) => [game.slug, game] as const))('%s: practice', (_, game) => {
  const { engine, testing } = game;

  test(`${QUESTIONS} questions agree with the engine, on the real position and on any the seat cannot tell from it`, () => {
    const asked = new Set<string>();
    let n = 0;
    const nowAsked = new Map<string, number>();
    for (const { question: q, position } of practicePositions(game, { seed: 'agree' })) {
      const where = `${game.slug} question ${q.id}`;
      expect(keyOf(q.state), where).toBe(keyOf(engine.view(position, LEARNER)));
      const other = testing.reshuffleUnseen(position, LEARNER, n);
      // The game's own "which" groups where one is asked: only there do their verdicts answer.
      const ownWhich = q.kind === 'which' ? judgeWhich(game, q.state, LEARNER).flatMap((g) => g.tries) : [];
      for (const t of [...judgeTries(game, q.state, LEARNER), ...ownWhich]) {
        const real = engine.check(position, t.move);
        expect(judged(real), `${where}: ${keyOf(t.move)} on the real position`).toBe(judged(t.verdict));
        expect(judged(engine.check(other, t.move)), `${where}: ${keyOf(t.move)} with unseen cards reshuffled`).toBe(
          judged(t.verdict),
        );
      }
      if (q.kind === 'now') {
        expectNowAgrees(game, q, position, other, where);
        nowAsked.set(q.rule, (nowAsked.get(q.rule) ?? 0) + 1);
      } else if (q.kind === 'may') {
        expect(engine.check(position, q.tried.move).ok, where).toBe(q.answer);
        if (q.answer) expect(() => engine.apply(position, q.tried.move), where).not.toThrow();
        else expect(() => engine.apply(position, q.tried.move), where).toThrow();
        expect(isRight(q, q.answer) && !isRight(q, !q.answer), where).toBe(true);
      } else {
        // The cards' tries as the game gives them on the real position: the seat's own for the kit's
        // question, the game's group of the same words for its own (of which some cards are shown).
        const tries =
          q.prompt === undefined
            ? game.practice.tries(position, LEARNER)
            : ((game.practice.which?.(position, LEARNER) ?? []).find(
                (g) => g.prompt === q.prompt?.prompt && keyOf(g.args) === keyOf(q.prompt?.args),
              )?.tries ?? []);
        const shown = new Set(q.cards.map((c) => c.cardKey));
        if (q.prompt === undefined)
          expect([...shown].sort(), where).toEqual(
            [...new Set(tries.flatMap((t) => (t.card === undefined ? [] : [keyOf(t.card)])))].sort(),
          );
        const allowed = new Set(
          tries
            .filter((t) => t.card !== undefined && shown.has(keyOf(t.card)) && engine.check(position, t.move).ok)
            .map((t) => keyOf(t.card)),
        );
        expect([...q.answer].sort(), where).toEqual([...allowed].sort());
        expect(isRight(q, [...q.answer].reverse()), where).toBe(true);
      }
      asked.add(q.rule);
      for (const rule of refusalsAsked(q)) asked.add(rule);
      const sentences = [
        ...(q.kind === 'now' && q.prompt !== undefined ? [q.prompt] : []),
        ...(q.kind === 'which' && q.prompt !== undefined ? [q.prompt.prompt] : []),
        ...(q.situation ? [q.situation.prompt] : []),
      ];
      for (const key of sentences)
        for (const lang of languagesOf(game))
          expect(practicePromptsIn(game.slug, lang)[key], `${where}: "${key}" in ${lang}`).toBeDefined();
      // The situation said above the question is read alike where the seat cannot tell the positions apart.
      expect(keyOf(game.practice.situation?.(engine.view(other, LEARNER), LEARNER) ?? null), where).toBe(
        keyOf(q.situation ?? null),
      );
      if (++n >= QUESTIONS) break;
    }
    expect(n).toBe(QUESTIONS);
    if (game.practice.consequences) expect(nowAsked.size, 'rules asked "What happens now?"').toBeGreaterThan(0);

    // Every rule and ruling of the catalogue is asked, or listed with the reason it never is; the
    // list stays under a tenth of the catalogue.
    const titles = messagesFor(game);
    const catalogue = Object.keys(titles);
    const never = catalogue.filter((rule) => !asked.has(rule)).sort();
    const reasons = game.practice.neverAsked;
    console.log(
      `${game.slug}: ${catalogue.length - never.length} of ${catalogue.length} rules asked in ${QUESTIONS} questions; ` +
        `"What happens now?" by rule: ${[...nowAsked].map(([rule, count]) => `${rule} ${count}`).join(', ')}; never asked:\n` +
        never
          .map((rule) => `  ${rule} ${titles[rule]?.title ?? ''}: ${reasons[rule] ?? '(no reason given)'}`)
          .join('\n'),
    );
    expect(never.filter((rule) => reasons[rule] === undefined)).toEqual([]);
    // The list says only what is true: a rule it gives a reason for is indeed never asked.
    expect(Object.keys(reasons).filter((rule) => asked.has(rule))).toEqual([]);
    expect(Object.keys(reasons).length, 'rules left out of practice').toBeLessThanOrEqual(catalogue.length * 0.1);
  }, 300_000);

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
        q.kind === 'now'
          ? Object.values(explainNow(q, messages, en.practice))
          : q.kind === 'may'
            ? [explainMay(q, messages)]
            : explainCards(q, messages).map((c) => c.explanation);
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
