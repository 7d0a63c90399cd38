/** Teacher's choice: every choice of cards becomes a position the engine answers; random deals repeat from their seed. */
import { describe, expect, test } from 'vitest';
import { COLOURS, cardCode } from '../cards';
import { parsePosition } from '../position';
import { check, topCard } from '../rules';
import { answerPosition, playMove } from './answer';
import { FACES, choiceProblem, colourOfCode, copiesOf, dealQuestion, isWildCode, teacherPosition } from './teacher';

describe('teacher’s choice', () => {
  test('there are 54 different faces: 10 letters and 3 actions in 4 colours, and 2 wilds', () => {
    expect(FACES).toHaveLength(54);
    expect(new Set(FACES.map((f) => f.code)).size).toBe(54);
    expect(FACES.find((f) => f.code === 'b3')?.name).toBe('blue Gimel, 3');
  });

  test('every top card with every card in question is a position the engine answers, or a clear problem', () => {
    let answered = 0;
    for (const top of FACES) {
      for (const card of FACES) {
        const colour = isWildCode(top.code) ? 'green' : (colourOfCode(top.code) ?? 'blue');
        const choice = { top: top.code, card: card.code, colour } as const;
        const problem = choiceProblem(choice);
        if (problem) {
          expect(copiesOf(top.code)).toBe(1);
          expect(problem).toMatch(/only one/);
          continue;
        }
        const state = parsePosition(teacherPosition(choice));
        expect(cardCode(topCard(state))).toBe(top.code);
        expect(state.colour).toBe(colour);
        const a = answerPosition(teacherPosition(choice), card.code);
        expect(a.verdict).toEqual(check(state, playMove(state, card.code)));
        answered++;
      }
    }
    expect(answered).toBe(54 * 54 - 4); // the four Yuds are single cards
  });

  test('the colour chosen for a wild on top is the colour in force', () => {
    for (const colour of COLOURS) {
      expect(parsePosition(teacherPosition({ top: 'W', card: 'b3', colour })).colour).toBe(colour);
    }
  });

  test('a random question is the same every time for the same seed, and differs between seeds', () => {
    expect(dealQuestion('class-7b')).toEqual(dealQuestion('class-7b'));
    const deals = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => JSON.stringify(dealQuestion(s))));
    expect(deals.size).toBeGreaterThan(4);
    for (const seed of ['a', 'b', 'zz', '123456', 'k3x9a2']) {
      const choice = dealQuestion(seed);
      expect(choiceProblem(choice)).toBeNull();
      expect(() => answerPosition(teacherPosition(choice), choice.card)).not.toThrow();
    }
  });
});
