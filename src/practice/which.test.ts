/**
 * The kit's "which" questions with a made-up game of its own: numbered cards laid on a pile (higher
 * than its top, UP-HIGHER) or on a side pile (even cards only, UP-EVEN; a 7 nowhere, UP-SEVEN). The
 * kit's "Which of your cards may be played?" asks the seat's tries onto the pile; the game's own
 * groups ask, in its words, which cards could go on the side pile, or anywhere. Every answer is the
 * made-up engine's check, card by card, of the position the seat sees.
 */
import { describe, expect, test } from 'vitest';
import type { GameEngine } from '../engine/game';
import { seedRng } from '../engine/rng';
import type { Verdict } from '../engine/verdict';
import type { GamePractice, PracticeWhich } from '../games/module';
import { en } from '../i18n/words/en';
import { explainCards } from './explain';
import { fewerChoices, questionAt } from './generate';
import { isRight, type CardChoice, type Question, type WhichQuestion } from './question';
import { countAsked, NOTHING_ASKED } from './steer';
import { whichPrompt, type PracticeWords } from './words';

interface Card {
  readonly id: number;
  readonly n: number;
}
interface Piles {
  readonly top: number;
  readonly hand: readonly Card[];
  /** Set by the made-up view: what the seat sees. */
  readonly seen?: true;
}
type Lay = { readonly card: Card; readonly to: 'pile' | 'side' };

const verdict = (ok: boolean, rule: string): Verdict => ({ ok, rule, params: {} });

/** Only what questionAt reads of an engine: the seat's view and the check. */
const engine = {
  view: (s: Piles): Piles => ({ ...s, seen: true }),
  check: (s: Piles, m: Lay): Verdict => {
    if (m.card.n === 7) return verdict(false, 'UP-SEVEN');
    if (m.to === 'side') return verdict(m.card.n % 2 === 0, 'UP-EVEN');
    return verdict(m.card.n > s.top, 'UP-HIGHER');
  },
} as unknown as GameEngine<Piles, Lay, unknown, string>;

const hand = (...ns: number[]): Card[] => ns.map((n, id) => ({ id, n }));
const onto = (to: Lay['to']) => (card: Card) => ({ move: { card, to }, card });

/** Which hands the `which` hook was given: a game's groups are read from the seat's view. */
const given: Piles[] = [];

function pilesGame(which?: (seen: Piles) => readonly PracticeWhich<Lay>[]) {
  const practice: GamePractice<Piles, Lay, unknown> = {
    deals: [],
    tries: (s) => s.hand.map(onto('pile')),
    neverAsked: {},
    ...(which === undefined
      ? {}
      : {
          which: (seen: Piles) => {
            given.push(seen);
            return which(seen);
          },
        }),
  };
  return { engine, practice };
}

const side = (s: Piles): PracticeWhich<Lay> => ({
  prompt: 'which-side',
  args: { top: s.top },
  tries: s.hand.map(onto('side')),
});
const anywhere = (s: Piles): PracticeWhich<Lay> => ({
  prompt: 'which-anywhere',
  tries: s.hand.flatMap((card) => [onto('pile')(card), onto('side')(card)]),
});

const every = undefined;
function whichAt(
  game: ReturnType<typeof pilesGame>,
  state: Piles,
  met?: ReadonlySet<string>,
  asked = NOTHING_ASKED,
  seed = 'w',
): WhichQuestion<Piles, Lay> | null {
  const { question } = questionAt(game, state, 'q', met, seedRng(seed), ['which'], asked);
  if (question !== null && question.kind !== 'which') throw new Error('a "which" question');
  return question;
}

const keysOf = (cards: readonly Card[]) => cards.map((c) => JSON.stringify(c));

describe('a game\'s own "which" question', () => {
  test("is asked in its words where the kit's would be all or none, its answer the engine's check of each card", () => {
    // Every card is higher than the top: the kit's question would be answered by all of them.
    const state: Piles = { top: 1, hand: hand(2, 3, 4, 5) };
    expect(whichAt(pilesGame(), state)).toBeNull();
    const q = whichAt(
      pilesGame((s) => [side(s)]),
      state,
    );
    expect(q?.prompt).toEqual({ prompt: 'which-side', args: { top: 1 } });
    expect(q?.cards.map((c) => c.cardKey)).toEqual(keysOf(state.hand));
    const seen = engine.view(state, 0);
    const allowed = state.hand.filter((card) => engine.check(seen, { card, to: 'side' }).ok);
    expect(q?.answer).toEqual(keysOf(allowed));
    expect(keysOf(allowed)).toEqual(keysOf([state.hand[0] as Card, state.hand[2] as Card]));
    expect(q?.rule).toBe('UP-EVEN');
    expect(isRight(q as Question, [...keysOf(allowed)].reverse())).toBe(true);
    expect(isRight(q as Question, keysOf(state.hand))).toBe(false);
  });

  test("is read from the seat's view, as the tries are", () => {
    given.length = 0;
    whichAt(
      pilesGame((s) => [side(s)]),
      { top: 1, hand: hand(2, 3, 4) },
    );
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((s) => s.seen === true)).toBe(true);
  });

  test('counts a card with several tries allowed when one is, explained by that one, else by its first', () => {
    const state: Piles = { top: 5, hand: hand(4, 3, 6, 7) };
    // A game whose seat tries nothing of its own, so that only its group is asked.
    const { practice } = pilesGame((s) => [anywhere(s)]);
    const q = whichAt({ engine, practice: { ...practice, tries: () => [] } }, state);
    expect(q?.prompt).toEqual({ prompt: 'which-anywhere' });
    // 4: not higher, but even: the side pile. 3: neither. 6: higher. 7: never.
    expect(q?.answer).toEqual(keysOf([state.hand[0] as Card, state.hand[2] as Card]));
    const explained = explainCards(q as WhichQuestion<Piles, Lay>, {});
    expect(explained.map((e) => [e.allowed, e.explanation.rule])).toEqual([
      [true, 'UP-EVEN'],
      [false, 'UP-HIGHER'],
      [true, 'UP-HIGHER'],
      [false, 'UP-SEVEN'],
    ]);
  });

  test('is never asked when the engine judges its cards all alike, nor with fewer than three', () => {
    const game = pilesGame((s) => [side(s)]);
    // All even: all allowed on the side pile; the kit's own question has a mix and is asked instead.
    const q = whichAt(game, { top: 5, hand: hand(2, 4, 6, 8) });
    expect(q?.prompt).toBeUndefined();
    expect(whichAt(game, { top: 9, hand: hand(1, 3, 5) })).toBeNull();
    expect(whichAt(game, { top: 9, hand: hand(2, 3) })).toBeNull();
  });

  test("leaves out the cards of rules not met; the kit's own question needs every card met", () => {
    const state: Piles = { top: 3, hand: hand(2, 4, 6, 7, 8, 9) };
    const met = new Set(['UP-EVEN', 'UP-HIGHER']);
    expect(whichAt(pilesGame(), state, met)).toBeNull();
    const q = whichAt(
      pilesGame((s) => [side(s)]),
      state,
      met,
    );
    expect(q?.cards.map((c) => (c.card as Card).n)).toEqual([2, 4, 6, 8, 9]);
    expect(q?.rules).toEqual(['UP-EVEN']);
  });

  test('of the groups that make a question, asks the one whose rule was asked least', () => {
    const state: Piles = { top: 4, hand: hand(2, 3, 5, 6, 7) };
    const game = pilesGame((s) => [side(s), anywhere(s)]);
    const seven = countAsked(countAsked(NOTHING_ASKED, { rule: 'UP-SEVEN', kind: 'which' }), {
      rule: 'UP-SEVEN',
      kind: 'which',
    });
    const even = countAsked(countAsked(seven, { rule: 'UP-EVEN', kind: 'which' }), { rule: 'UP-EVEN', kind: 'which' });
    const higher = countAsked(countAsked(even, { rule: 'UP-HIGHER', kind: 'which' }), {
      rule: 'UP-HIGHER',
      kind: 'which',
    });
    // The kit's question is about UP-HIGHER (2 and 3 are not higher), the side pile's about UP-EVEN.
    expect(whichAt(game, state, every, countAsked(higher, { rule: 'UP-HIGHER', kind: 'which' }))?.rule).toBe('UP-EVEN');
    expect(whichAt(game, state, every, countAsked(higher, { rule: 'UP-EVEN', kind: 'which' }))?.rule).not.toBe(
      'UP-EVEN',
    );
  });
});

describe('a group of more than eight cards', () => {
  const choice = (n: number, allowed: boolean, rule: string): CardChoice<Lay> => {
    const card = { id: n, n };
    return {
      card,
      cardKey: JSON.stringify(card),
      allowed,
      tried: { move: { card, to: 'side' }, card, cardKey: JSON.stringify(card), verdict: verdict(allowed, rule) },
    };
  };

  test('shows at most eight, a card of each verdict in turn, in the order the game gave them', () => {
    const cards = [
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => choice(n, true, 'UP-EVEN')),
      choice(9, false, 'UP-EVEN'),
      choice(10, false, 'UP-SEVEN'),
      choice(11, false, 'UP-EVEN'),
    ];
    const shown = fewerChoices(cards, 8);
    expect(shown).toHaveLength(8);
    expect(shown.map((c) => (c.card as Card).n)).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);
    expect(fewerChoices(cards.slice(0, 5), 8)).toEqual(cards.slice(0, 5));
  });

  test('is asked with both kinds among the cards shown', () => {
    const state: Piles = { top: 0, hand: hand(2, 4, 6, 8, 10, 12, 14, 16, 18, 1, 3) };
    const q = whichAt(
      pilesGame((s) => [side(s)]),
      state,
    );
    expect(q?.cards.length).toBe(8);
    expect(q?.answer.length).toBeGreaterThan(0);
    expect(q?.answer.length).toBeLessThan(8);
    expect(q?.cards.filter((c) => !c.allowed).map((c) => (c.card as Card).n)).toEqual([1, 3]);
  });
});

describe('the words of a "which" question', () => {
  const words: PracticeWords = {
    ...en.practice,
    prompts: { 'which-side': 'Which of these cards could go on the side pile, its top a {top}?' },
  };

  test("are the game's own with its numbers, or the kit's", () => {
    const q = whichAt(
      pilesGame((s) => [side(s)]),
      { top: 1, hand: hand(2, 3, 4, 5) },
    );
    expect(whichPrompt(words, q as WhichQuestion<Piles, Lay>)).toBe(
      'Which of these cards could go on the side pile, its top a 1?',
    );
    const kits = whichAt(pilesGame(), { top: 3, hand: hand(2, 4, 5) });
    expect(whichPrompt(words, kits as WhichQuestion<Piles, Lay>)).toBe(en.practice.page.whichCards);
  });
});
