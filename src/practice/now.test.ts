/**
 * The kit's "What happens now?" questions with a made-up game of its own: a ring of seats where a
 * move passes the turn on by some seats (a skip passes it two), so that every answer is what the
 * made-up engine's apply did, and the options, the rules met and the words are the kit's.
 */
import { describe, expect, test } from 'vitest';
import type { GameEngine } from '../engine/game';
import { seedRng } from '../engine/rng';
import type { Verdict } from '../engine/verdict';
import type { Consequence, GamePractice } from '../games/module';
import { en } from '../i18n/words/en';
import { nowOptions, nowQuestion } from './now';
import { isRight, type NowQuestion } from './question';
import { explainNow } from './explain';
import { nowAnswer, nowPrompt, optionWords } from './words';

interface Ring {
  readonly players: number;
  readonly current: number;
  readonly hands: readonly number[];
}
type Step = { readonly by: number } | { readonly draw: number };

const allow = (rule: string): Verdict => ({ ok: true, rule, params: {} });

/** Only what nowQuestion reads of an engine; the rest is never called. */
const engine = {
  check: (_: Ring, m: Step) => ('by' in m && m.by > 2 ? { ok: false, rule: 'RG-02', params: {} } : allow('RG-01')),
  apply: (s: Ring, m: Step): Ring =>
    'by' in m
      ? { ...s, current: (s.current + m.by) % s.players }
      : { ...s, hands: s.hands.map((h, seat) => (seat === s.current ? h + m.draw : h)) },
  movesOf: (): Step[] => [{ by: 1 }, { by: 2 }, { by: 3 }, { draw: 2 }],
} as unknown as GameEngine<Ring, Step, unknown, string>;

function ringGame(consequences: GamePractice<Ring, Step, unknown>['consequences']) {
  const practice: GamePractice<Ring, Step, unknown> = { deals: [], tries: () => [], neverAsked: {}, consequences };
  return { engine, practice };
}

/** Who plays next, read from the state after the move; a skip is its own rule. */
const nextOf = (before: Ring, m: Step, after: Ring): Consequence | null =>
  'by' in m
    ? {
        rule: m.by === 2 ? 'RG-SKIP' : 'RG-TURN',
        ask: 'next',
        answer: after.current,
        distractors: [0, 1, 2, 3].slice(0, before.players),
      }
    : {
        rule: 'RG-DRAW',
        ask: 'cards',
        about: before.current,
        answer: (after.hands[before.current] ?? 0) - (before.hands[before.current] ?? 0),
        distractors: [1, 2, 3, 4],
      };

const table: Ring = { players: 4, current: 0, hands: [5, 5, 5, 5] };
const base = { id: 'q', state: table };
const every = () => true;

describe('a fact of the position', () => {
  // How many cards the seat holds: read from the view the seat is given, asked without a move.
  const handSize = (seen: Ring, seat: number): Consequence[] => [
    { rule: 'RG-HAND', ask: 'count', prompt: 'hand-size', answer: seen.hands[seat] ?? 0, distractors: [4, 5, 6, 7] },
  ];
  const practice: GamePractice<Ring, Step, unknown> = { deals: [], tries: () => [], neverAsked: {}, facts: handSize };

  test("is asked without a move, its answer the game's reading of the seat's view", () => {
    const { question: q } = nowQuestion({ engine, practice }, table, base, every, seedRng('f'));
    expect(q?.move).toBeUndefined();
    expect(q?.verdict).toBeUndefined();
    expect(q?.rule).toBe('RG-HAND');
    expect(q?.answer).toBe(5);
    expect(q?.options.filter((o) => o === 5)).toHaveLength(1);
  });

  test('is not asked before its rule is met, nor in kit words it has none for', () => {
    expect(nowQuestion({ engine, practice }, table, base, () => false, seedRng('f')).question).toBeNull();
    const unworded: GamePractice<Ring, Step, unknown> = {
      ...practice,
      facts: (seen, seat) => handSize(seen, seat).map(({ prompt: _, ...fact }) => fact),
    };
    expect(nowQuestion({ engine, practice: unworded }, table, base, every, seedRng('f')).question).toBeNull();
  });
});

describe('the options of a "What happens now?" question', () => {
  test('hold the answer once among the wrong answers that differ from it, at most four', () => {
    const shown = nowOptions(2, [2, 1, 1, 3, 0, 5], seedRng('o'));
    expect(shown).not.toBeNull();
    const options = shown?.options ?? [];
    expect(options.filter((o) => o === 2)).toHaveLength(1);
    expect(new Set(options).size).toBe(options.length);
    expect(options.length).toBe(4);
    expect([...options].sort()).toEqual([0, 1, 2, 3]);
  });

  test('are not offered with fewer than three', () => {
    expect(nowOptions(1, [1, 0], seedRng('o'))).toBeNull();
    expect(nowOptions(1, [0, 2], seedRng('o'))?.options).toHaveLength(3);
  });

  test('put the answer in a place the seed chooses, not always first', () => {
    const places = new Set(
      Array.from({ length: 40 }, (_, i) => nowOptions(9, [1, 2, 3], seedRng(`p${i}`))?.options.indexOf(9)),
    );
    expect(places.size).toBeGreaterThan(1);
  });
});

describe('a "What happens now?" question', () => {
  test("answers with what the engine's apply did, among the moves the seat may make", () => {
    for (let i = 0; i < 30; i++) {
      const { question: q } = nowQuestion(ringGame(nextOf), table, base, every, seedRng(`a${i}`));
      expect(q).not.toBeNull();
      if (q === null || q.move === undefined) throw new Error('a question about a move');
      expect(q.kind).toBe('now');
      expect(engine.check(table, q.move).ok).toBe(true);
      const after = engine.apply(table, q.move);
      if (q.ask === 'next') expect(q.answer).toBe(after.current);
      else expect(q.answer).toBe((after.hands[0] ?? 0) - (table.hands[0] ?? 0));
      expect(q.rules).toContain(q.rule);
      expect(isRight(q, q.answer)).toBe(true);
      for (const wrong of q.options.filter((o) => o !== q.answer)) expect(isRight(q, wrong)).toBe(false);
    }
  });

  test('asks about each consequence rule the moves lead to, the refused move never', () => {
    const rules = new Set<string>();
    for (let i = 0; i < 60; i++)
      rules.add(nowQuestion(ringGame(nextOf), table, base, every, seedRng(`r${i}`)).question?.rule ?? '');
    expect([...rules].sort()).toEqual(['RG-DRAW', 'RG-SKIP', 'RG-TURN']);
  });

  test('never needs a rule the learner has not met', () => {
    const met = new Set(['RG-01', 'RG-TURN']);
    for (let i = 0; i < 30; i++) {
      const { question: q } = nowQuestion(
        ringGame(nextOf),
        table,
        base,
        (r) => r.every((x) => met.has(x)),
        seedRng(`m${i}`),
      );
      expect(q?.rule).toBe('RG-TURN');
    }
    const none = nowQuestion(ringGame(nextOf), table, base, () => false, seedRng('m'));
    expect(none.question).toBeNull();
  });

  test('is not asked without three options, without a consequence, or about a seat in no words of the game', () => {
    const twoSeats = { ...table, players: 2 };
    const byTurn = (b: Ring, m: Step, a: Ring) => ('by' in m ? nextOf(b, m, a) : null);
    expect(
      nowQuestion(ringGame(byTurn), twoSeats, { id: 'q', state: twoSeats }, every, seedRng('t')).question,
    ).toBeNull();
    expect(
      nowQuestion(
        ringGame(() => null),
        table,
        base,
        every,
        seedRng('t'),
      ).question,
    ).toBeNull();
    const unsaid = (b: Ring, m: Step, a: Ring): Consequence | null => {
      const c = nextOf(b, m, a);
      return c && { ...c, ask: 'who' };
    };
    expect(nowQuestion(ringGame(unsaid), table, base, every, seedRng('t')).question).toBeNull();
    expect(nowQuestion(ringGame(undefined), table, base, every, seedRng('t')).question).toBeNull();
  });
});

describe('the words of a "What happens now?" question', () => {
  const question = (q: Partial<NowQuestion<unknown, unknown>>): NowQuestion<unknown, unknown> => ({
    id: 'w',
    kind: 'now',
    seat: 0,
    state: null,
    rule: 'RG-TURN',
    rules: ['RG-TURN'],
    move: null,
    verdict: allow('RG-01'),
    ask: 'next',
    options: [0, 1, 2],
    answer: 2,
    ...q,
  });

  test('name seats as the tables do, and count cards and points', () => {
    const next = question({});
    expect(next.options.map((o) => optionWords(en.practice, next, o))).toEqual(['You', 'Player 2', 'Player 3']);
    expect(nowPrompt(en.practice, next, 'play the 7')).toBe('What happens now? You play the 7. Who plays next?');
    expect(nowAnswer(en.practice, next)).toBe('Player 3 plays next.');
    expect(nowAnswer(en.practice, question({ answer: 0 }))).toBe('You play next.');
    const cards = question({ ask: 'cards', about: 1, options: [1, 3, 4], answer: 1 });
    expect(optionWords(en.practice, cards, 1)).toBe('1 card');
    expect(optionWords(en.practice, cards, 3)).toBe('3 cards');
    expect(nowPrompt(en.practice, cards, 'draw')).toBe(
      'What happens now? You draw. How many cards does Player 2 pick up?',
    );
    expect(nowAnswer(en.practice, cards)).toBe('Player 2 picks up 1 card.');
  });

  test("ask in a game's own words where it gives them, found by key and filled in", () => {
    const words = {
      ...en.practice,
      prompts: { pawn: 'Who gets the red pawn?', 'dealt-each': 'With {players} players, how many cards is each dealt?' },
    };
    const who = question({ ask: 'who', prompt: 'pawn', answer: 1 });
    expect(nowPrompt(words, who, 'pass')).toBe('What happens now? You pass. Who gets the red pawn?');
    expect(nowAnswer(words, who)).toBe('The answer: Player 2.');
    const points = question({ ask: 'points', prompt: 'book', options: [300, 500, 0], answer: 500 });
    expect(optionWords(words, points, 500)).toBe('500 points');
    expect(nowAnswer(words, points)).toBe('It scores 500 points.');
    // A fact of the position: no move, only the game's question, its numbers filled in.
    const dealt = question({ move: undefined, ask: 'count', prompt: 'dealt-each', args: { players: 5 }, options: [6, 7, 5], answer: 6 });
    expect(nowPrompt(words, dealt)).toBe('With 5 players, how many cards is each dealt?');
    expect(optionWords(words, dealt, 6)).toBe('6');
    expect(nowAnswer(words, dealt)).toBe('The answer: 6.');
  });

  test("the answer gives the rule's own words when the page has them, and its title alone when not", () => {
    const words = { ...en.practice, prompts: { 'dealt-each': 'With {players} players, how many cards is each dealt?' } };
    const dealt = question({ move: undefined, verdict: undefined, ask: 'count', prompt: 'dealt-each', args: { players: 5 }, options: [6, 7, 5], answer: 6 });
    const messages = { 'RG-TURN': { id: 'RG-TURN', title: 'The deal' } };
    const texts = { 'RG-TURN': 'Each player is dealt six cards. ' };
    const withText = explainNow(dealt, messages, words, {}, texts);
    expect(withText.move).toBeUndefined();
    expect(withText.consequence.reason).toBe('The deal: The answer: 6. Each player is dealt six cards.');
    expect(explainNow(dealt, messages, words).consequence.reason).toBe('The deal: The answer: 6.');
  });
});
