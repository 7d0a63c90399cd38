/** The "What can I play on…?" worksheet: positions from the lessons (or the classroom questions), answers from the engine. */
import { describe, expect, test } from 'vitest';
import { cardCode } from '../cards';
import { parsePosition } from '../position';
import { check, handOf } from '../rules';
import { lessonSources, questionSources, worksheetFor, worksheetItems } from './worksheet';

const LESSON = {
  id: 'echad/01-matching',
  data: {
    title: 'Matching',
    order: 1,
    steps: [
      { kind: 'move', title: 'By colour', position: 'you: b7 r5 g3 W | p2: 7 | discard: b3' },
      { kind: 'quiz', title: 'A quiz', position: 'you: b7 | p2: 7 | discard: b3' },
      { kind: 'move', title: 'Same again', position: 'you: g3 b7 r5 W | p2: 7 | discard: b3' },
      { kind: 'move', title: 'Picked on', position: 'you: b7 r5 | p2: 7 | discard: bP | step: pick-up' },
      { kind: 'move', title: 'After a wild', position: 'you: y2 r2 W3 | p2: 7 | discard: r2 W | colour: yellow' },
    ],
  },
};

describe('the worksheet', () => {
  test('reads only the move steps of Echad lessons, in lesson order', () => {
    const other = { id: 'other-game/01', data: { title: 'Other', order: 0, steps: [{ title: 'x', position: 'you: ♠7' }] } };
    const later = { ...LESSON, id: 'echad/02-later', data: { ...LESSON.data, title: 'Later', order: 2 } };
    const sources = lessonSources([later, other, LESSON]);
    expect(sources.map((s) => s.from)).toEqual([
      'Matching: By colour',
      'Matching: Same again',
      'Matching: Picked on',
      'Matching: After a wild',
      'Later: By colour',
      'Later: Same again',
      'Later: Picked on',
      'Later: After a wild',
    ]);
    // Each keeps its lesson's number, so that a sheet can keep to the lessons taught.
    expect(sources.map((s) => s.lesson)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
  });

  test('one item per different moment at the start of your turn, with the engine’s answers', () => {
    const items = worksheetItems(lessonSources([LESSON]));
    // "Same again" is the first moment with the cards in another order; "Picked on" is no time to choose a card.
    expect(items.map((i) => i.from)).toEqual(['Matching: By colour', 'Matching: After a wild']);
    expect(items.map((i) => i.n)).toEqual([1, 2]);
    const [first, second] = items;
    expect(first?.hand.map((h) => [cardCode(h.card), h.ok, h.rule])).toEqual([
      ['b7', true, 'EC-13'],
      ['r5', false, 'EC-13'],
      ['g3', true, 'EC-13'],
      ['W', true, 'EC-42'],
    ]);
    expect(second?.wildColour).toBe('yellow');
    expect(second?.hand.map((h) => [cardCode(h.card), h.ok, h.rule])).toEqual([
      ['y2', true, 'EC-41'],
      ['r2', false, 'EC-A10'],
      ['W3', true, 'EC-45'],
    ]);
    const state = parsePosition(LESSON.data.steps[0]?.position ?? '');
    for (const h of first?.hand ?? []) {
      expect(h.ok).toBe(check(state, { type: 'play', card: h.card, echad: false }).ok);
      expect(handOf(state, 0)).toContain(h.card);
    }
  });

  test('without Echad lessons it falls back to the classroom questions', () => {
    const none = worksheetFor([]);
    expect(none.fromLessons).toBe(false);
    expect(none.items.length).toBe(worksheetItems(questionSources()).length);
    expect(none.items.length).toBeGreaterThanOrEqual(10);
    const some = worksheetFor([LESSON]);
    expect(some.fromLessons).toBe(true);
    expect(some.items).toHaveLength(2);
  });
});
