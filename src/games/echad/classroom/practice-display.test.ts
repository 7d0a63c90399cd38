/**
 * Practice questions as the projector shows them: what it reveals is the engine's verdict on the
 * real position, card by card; the hand is labelled A, B, C… and never longer than the labels; the
 * moment of the game is said (a card just drawn, a pick-up owed, the last cards) without giving
 * the answer away; and a screen reader hears the cards by name, never a Hebrew letter it may not read.
 */
import { describe, expect, test } from 'vitest';
import { practicePositions } from '../../../practice/generate';
import { LEARNER } from '../../../practice/question';
import { type EchadCard, cardName } from '../cards';
import { echad } from '../engine';
import { parsePosition } from '../position';
import { echadPractice } from '../practice';
import type { EchadState } from '../state';
import { WORDS, contextOf, promptOf, revealOf } from './display';
import { lessonsOfGame } from '../../../lessons/files';
import { roundLessons, rulesOfLessons, startRound } from '../../../practice/round';
import {
  CHOICE_LABELS,
  CHOICE_WORDS,
  fitsProjector,
  mayAnswer,
  nowView,
  showsOnlyCardsTaught,
  whichView,
} from './practice-display';
import { en } from '../../../i18n/words/en';
import { optionWords } from '../../../practice/words';
import { practicePromptsIn } from '../../../i18n/read-content';
import { apply, toAct } from '../rules';
import { PROMPTS_AFTER_A_CARD } from '../consequences';
import { ECHAD_MESSAGES } from './test-support';

const GAME = { engine: echad, practice: echadPractice };
const HEBREW = /[\u0590-\u05FF]/;

/** The first `n` questions of a seed, with the real positions they were asked at. */
function asked(seed: string, n: number) {
  const out = [];
  for (const a of practicePositions(GAME, { seed })) if (out.push(a) >= n) break;
  return out;
}

describe('practice questions on the projector', () => {
  const questions = asked('projector', 600);

  test('"Can you play this card?" reveals the engine’s verdict on the real position', () => {
    let mays = 0;
    for (const { question: q, position } of questions) {
      if (q.kind !== 'may') continue;
      mays++;
      const answer = mayAnswer(q);
      const real = echad.check(position as EchadState, q.tried.move);
      expect(answer.verdict.ok, q.id).toBe(real.ok);
      expect(answer.verdict.rule, q.id).toBe(real.rule);
      expect(answer.verdict.ok, q.id).toBe(q.answer);
      const reveal = revealOf(answer, ECHAD_MESSAGES);
      expect(reveal.headline).toBe(q.answer ? WORDS.yes : WORDS.no);
      expect(reveal.announcement, q.id).toContain(real.rule);
      expect(reveal.announcement, q.id).not.toMatch(/\{\w+\}/);
      expect(promptOf(answer, 'can-play').spoken, q.id).not.toMatch(HEBREW);
    }
    expect(mays).toBeGreaterThan(100);
  });

  test('"Which of your cards?" labels the hand A, B, C… and marks each card as the engine does on the real position', () => {
    let whiches = 0;
    for (const { question: q, position } of questions) {
      if (q.kind !== 'which' || !fitsProjector(q)) continue;
      whiches++;
      const view = whichView(q, ECHAD_MESSAGES);
      expect(view.choices.map((c) => c.label)).toEqual(CHOICE_LABELS.slice(0, q.cards.length));
      const hand = (q.state.hands[LEARNER] ?? []).map((c) => c.id);
      expect(view.choices.map((c) => c.card.id)).toEqual(hand);
      for (const [i, c] of view.choices.entries()) {
        const real = echad.check(position as EchadState, (q.cards[i] as (typeof q.cards)[number]).tried.move);
        expect([c.ok, c.rule], `${q.id} ${c.label}`).toEqual([real.ok, real.rule]);
        expect(c.ok).toBe(q.answer.includes((q.cards[i] as (typeof q.cards)[number]).cardKey));
      }
      const allowed = view.choices.filter((c) => c.ok).map((c) => c.label);
      expect(view.headline).toBe(CHOICE_WORDS.canPlay(allowed));
      expect(view.rules.map((r) => r.rule)).toEqual([...new Set(view.choices.map((c) => c.rule))]);
      for (const r of view.rules) expect(r.title, r.rule).toBe(ECHAD_MESSAGES[r.rule]?.title);
      expect(view.spoken, q.id).not.toMatch(HEBREW);
      expect(view.announcement, q.id).not.toMatch(HEBREW);
      for (const c of view.choices) expect(view.announcement).toContain(`${c.label}, `);
    }
    expect(whiches).toBeGreaterThan(50);
  });

  test('a hand longer than the labels is not asked on the projector; every "may" question is', () => {
    const which = questions.map((a) => a.question).filter((q) => q.kind === 'which');
    // The kit offers at most as many cards as there are labels; a longer hand is refused all the same.
    const first = which[0];
    if (first === undefined) throw new Error('no "which" question asked');
    const long = { ...first, cards: Array.from({ length: CHOICE_LABELS.length + 1 }, () => first.cards[0]!) };
    expect(fitsProjector(long)).toBe(false);
    for (const q of which.filter((q) => q.kind === 'which' && q.cards.length <= CHOICE_LABELS.length))
      expect(fitsProjector(q)).toBe(true);
    for (const { question: q } of questions) if (q.kind === 'may') expect(fitsProjector(q)).toBe(true);
  });

  test('"What happens now?" shows the card played and its options; the one marked right is what the engine does', () => {
    const asked = { ...en.practice, prompts: practicePromptsIn('echad', 'en') };
    let nows = 0;
    let whoPlays = 0;
    for (const { question: q, position } of questions) {
      if (q.kind !== 'now') continue;
      if (!fitsProjector(q)) {
        // Only a card played can stand beside the table's card.
        expect(q.move?.type, q.id).not.toBe('play');
        continue;
      }
      nows++;
      const view = nowView(q, ECHAD_MESSAGES, asked);
      if (q.move?.type !== 'play') throw new Error(`${q.id}: shown without a card played`);
      expect(view.card.id).toBe(q.move.card.id);
      expect(view.options.map((o) => o.words)).toEqual(q.options.map((value) => optionWords(asked, q, value)));
      expect(new Set(view.options.map((o) => o.words)).size, q.id).toBe(q.options.length);
      expect(view.options.filter((o) => o.right)).toHaveLength(1);
      expect(view.question, q.id).toMatch(/^What happens now\? You play this card( and say “Echad!”)?\. /);
      expect(view.rules[0]?.rule).toBe(q.rule);
      expect(view.announcement, q.id).toContain(view.headline);
      for (const text of [view.question, view.headline, view.spoken, view.announcement, ...view.options.map((o) => o.words)])
        expect(text, q.id).not.toMatch(/\{\w+\}/);
      expect(view.spoken, q.id).not.toMatch(HEBREW);
      // The projector's page hands over only these of the game's own questions.
      if (q.prompt !== undefined) expect(PROMPTS_AFTER_A_CARD, q.id).toContain(q.prompt);
      if (q.ask === 'next') {
        whoPlays++;
        // The engine's own next player, on the real position; the turns listed start with the class, in the direction of play.
        const after = apply(position as EchadState, q.move);
        const right = view.options.find((o) => o.right);
        expect(right?.words, q.id).toBe(toAct(after) === LEARNER ? 'You' : `Player ${(toAct(after) ?? 0) + 1}`);
        expect(view.turnOrder, q.id).toMatch(/^Turns go in this order: You, Player \d/);
        expect(view.turnOrder?.split(', ')).toHaveLength(q.state.hands.length);
      } else expect(view.turnOrder).toBeNull();
    }
    expect(nows).toBeGreaterThan(30);
    expect(whoPlays).toBeGreaterThan(10);
  });

  test('a "What happens now?" question about a draw or a fact of the table is not asked on the projector', () => {
    const others = questions.map((a) => a.question).filter((q) => q.kind === 'now' && q.move?.type !== 'play');
    expect(others.length).toBeGreaterThan(0);
    for (const q of others) expect(fitsProjector(q)).toBe(false);
  });

  test('the headline lists the cards that may be played, or says none may', () => {
    expect(CHOICE_WORDS.canPlay([])).toBe('You cannot play any of them.');
    expect(CHOICE_WORDS.canPlay(['B'])).toBe('You can play B.');
    expect(CHOICE_WORDS.canPlay(['A', 'C', 'D'])).toBe('You can play A, C and D.');
  });
});

describe('the moment of the game, said above the question', () => {
  const OTHERS = 'p2: 7 | p3: 7 | p4: 7';
  const context = (position: string, name?: (c: EchadCard) => string) => contextOf(parsePosition(position), name);

  test('nothing at the start of a plain turn', () => {
    expect(context(`you: b7 r5 g1 | ${OTHERS} | discard: b3`)).toBeNull();
  });

  test('a card just played on you, or turned over to start the pile', () => {
    expect(context(`you: y5 b2 g7 | ${OTHERS} | discard: y2 yP | step: pick-up`)).toBe(WORDS.pickedOn);
    expect(context(`you: y5 b2 g7 | ${OTHERS} | discard: yP | step: pick-up first`)).toBe(WORDS.firstCard);
  });

  test('the card just drawn, with its letter on screen and by its name for a screen reader, never the answer', () => {
    const drawn = `you: r5 g1 y3 | ${OTHERS} | discard: b4 | step: drawn y3`;
    expect(context(drawn)).toBe(WORDS.drew('yellow Gimel ג'));
    expect(context(drawn, cardName)).toBe(WORDS.drew('yellow Gimel, 3'));
    expect(context(`you: b5 g1 y3 | ${OTHERS} | discard: b4 | step: drawn y3 declined`)).toBe(
      WORDS.drewInstead('yellow Gimel ג'),
    );
  });

  test('the last two cards, where saying “Echad” and going out come in', () => {
    expect(context(`you: b7 r5 | ${OTHERS} | discard: b3`)).toBe(WORDS.twoCards);
    expect(context(`you: b7 | ${OTHERS} | discard: b3`)).toBe(WORDS.lastCard);
    // While a pick-up is owed, no card may be played, so the hand's size says nothing.
    expect(context(`you: y5 b2 | ${OTHERS} | discard: y2 yP | step: pick-up`)).toBe(WORDS.pickedOn);
    expect(context(`you: r5 y3 | ${OTHERS} | discard: b4 | step: drawn y3`)).toBe(
      `${WORDS.drew('yellow Gimel ג')} ${WORDS.twoCards}`,
    );
  });
});

describe("a round shows only the cards of the lessons chosen", () => {
  const lessons = roundLessons(lessonsOfGame('echad').lessons.map(({ lesson }) => lesson));
  // Rounds of several seeds: a wild card comes to a round of the first lessons in a few of them.
  const kinds = (chosen: number[]) => {
    const taught = new Set(rulesOfLessons(lessons, chosen));
    const rounds = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'].map((seed) =>
      startRound(GAME, { seed, lessons, chosen, fits: (q) => fitsProjector(q) && showsOnlyCardsTaught(q, taught) }),
    );
    const shown = rounds.flatMap((round) =>
      round.questions.flatMap((q) => [
        q.state.discard[q.state.discard.length - 1],
        ...(q.kind === 'may'
          ? [q.tried.card]
          : q.kind === 'now'
            ? [q.move?.type === 'play' ? q.move.card : undefined]
            : q.cards.map((c) => c.card)),
      ]),
    ) as EchadCard[];
    const kindOf = (c: EchadCard) => (c.kind === 'wild' ? c.wild : c.kind === 'action' ? c.action : 'letter');
    return { rounds, shown: new Set(shown.map(kindOf)) };
  };

  test('lessons 1 to 4: letters and the coloured action cards, never a wild card', () => {
    const { rounds, shown } = kinds([1, 2, 3, 4]);
    for (const round of rounds) expect(round.questions.length).toBe(10);
    expect(shown.has('letter')).toBe(true);
    expect(shown.has('wild')).toBe(false);
    expect(shown.has('wild-pick-up-3')).toBe(false);
  });

  test('every lesson: the wild cards come too', () => {
    const { shown } = kinds(lessons.map((l) => l.n));
    expect(shown.has('wild') || shown.has('wild-pick-up-3')).toBe(true);
  });
});
