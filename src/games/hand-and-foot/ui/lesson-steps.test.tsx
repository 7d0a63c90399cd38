// @vitest-environment happy-dom
/**
 * Lesson steps that ask the learner for a move the table must offer, done as their words say: the
 * step's position on the table, the presses a learner makes, and each move sent judged and applied
 * by the engine, as the lesson step does. Lesson 06 asks to lay the 5s down as a new meld beside the
 * unfinished meld of 5s and read why that is refused (HF-A11); lesson 03 has one draw pile left,
 * and the empty one must not be offered (HF-A4).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { lessonOf, readLessonText } from '../../../lessons/files';
import type { MoveStep } from '../../../lessons/schema';
import { handAndFoot } from '../engine';
import { formatMove } from '../moves';
import { parsePosition } from '../position';
import type { HfMove, HfState } from '../state';
import { HfTable } from './HfTable';

afterEach(cleanup);

function stepOf(file: string, id: string): MoveStep {
  const step = lessonOf(readLessonText('hand-and-foot', file)).steps.find((s) => s.id === id);
  if (step?.kind !== 'move') throw new Error(`${file} has no move step "${id}"`);
  return step;
}

/**
 * The step's table, every move sent judged by the engine and, allowed, applied: each move with its
 * verdict, a refusal with the rule that decides it, in order.
 */
function played(position: string) {
  let game: HfState = parsePosition(position);
  const verdicts: string[] = [];
  const onMove = (move: HfMove) => {
    const verdict = handAndFoot.check(game, move);
    verdicts.push(`${formatMove(move)}: ${verdict.ok ? 'allowed' : `refused ${verdict.rule}`}`);
    if (!verdict.ok) return;
    game = handAndFoot.apply(game, move);
    view.rerender(<HfTable game={game} viewer={0} onMove={onMove} />);
  };
  const view = render(<HfTable game={game} viewer={0} onMove={onMove} />);
  return { verdicts, game: () => game };
}

/** A success line of the step, each move allowed: the step done as that line does it. */
const doneAs = (step: MoveStep, line: number): string[] =>
  (step.success[line] ?? '').split(', ').map((move) => `${move}: allowed`);

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const hand = () => screen.getByRole('list', { name: /^Your hand/ });

describe('Hand and Foot lesson steps, done as they are written', () => {
  test('lesson 06 "one-open-meld": the 5s laid down as a new meld are refused by HF-A11, then the step is done', () => {
    const step = stepOf('06-red-and-black-books.mdx', 'one-open-meld');
    expect(step.say).toContain('Lay the 3 selected down as a new meld');
    const { verdicts, game } = played(step.position);
    fireEvent.click(button('All 5s (3)'));
    // "Meld" adds the 5s to the meld of 5s on the table; the other button asks for a new meld of them.
    expect(button('Meld the 3 selected: three 5s onto meld 2 (5s)')).toBeTruthy();
    fireEvent.click(button('Lay the 3 selected down as a new meld'));
    expect(verdicts).toEqual(['meld ♥5 ♦5 ♣5: refused HF-A11']);
    // Then as the goal says: the 9s as a new meld beside the closed red book, the 5s onto theirs, the ♣3.
    fireEvent.click(button('All 9s (3)'));
    // The 9s have no unfinished meld to go onto: "Meld" starts a new one, and no second button is offered.
    expect(screen.queryByRole('button', { name: /^Lay the \d+ selected down as/ })).toBeNull();
    fireEvent.click(button('All 5s (3)'));
    fireEvent.click(button('Meld the 6 selected: three 5s onto meld 2 (5s); a new meld of three 9s'));
    fireEvent.click(within(hand()).getByRole('button', { name: '3 of clubs' }));
    fireEvent.click(button('Discard the 3 of clubs'));
    expect(verdicts.slice(1)).toEqual(doneAs(step, 0));
    expect(game().current).toBe(1);
  });

  test('a new meld of seven beside an unfinished meld of the rank is a book, and the engine allows it (HF-A11)', () => {
    const seven = 'you: ♠8 ♥8 ♦8 ♣8 ♠8 ♥8 ♦8 ♣3 / #11 | p2: #9 / #11 | p3: #8 / #11 | p4: #9 / #11 | ours: ♣8 ♣8 * | discard: #15 ♠4 | step: play';
    const { verdicts } = played(seven);
    fireEvent.click(button('All 8s (7)'));
    fireEvent.click(button('Lay the 7 selected down as a new meld'));
    expect(verdicts).toEqual(['meld ♠8 ♠8 ♥8 ♥8 ♦8 ♦8 ♣8: allowed']);
  });

  test('lesson 03 "one-pile-left": the empty pile is not offered, and the words say to press pile 1 again', () => {
    const step = stepOf('03-drawing.mdx', 'one-pile-left');
    const { verdicts } = played(step.position);
    expect(screen.queryByRole('button', { name: /^Draw pile 2,/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Draw pile 2, empty' })).toBeTruthy();
    fireEvent.click(button(/^Draw pile 1, 12 cards face down: draw a card from here$/));
    expect(
      screen.getByText('Pile 1 is picked for your first card: no other pile has cards, so press it again to take the second from it too.'),
    ).toBeTruthy();
    expect(screen.queryByText(/press another pile/)).toBeNull();
    fireEvent.click(button(/^Draw pile 1,.*: picked for the first card; press again to draw both cards from this pile$/));
    fireEvent.click(within(hand()).getByRole('button', { name: '3 of clubs' }));
    fireEvent.click(button('Discard the 3 of clubs'));
    expect(verdicts).toEqual(doneAs(step, 0));
  });

  test('with other piles holding cards, the words still send the learner to another pile', () => {
    const step = stepOf('03-drawing.mdx', 'four-piles');
    played(step.position);
    expect(screen.getAllByRole('button', { name: /^Draw pile \d,.*: draw a card from here$/ })).toHaveLength(4);
    fireEvent.click(button(/^Draw pile 3,/));
    expect(screen.getByText('Pile 3 is picked for your first card: press another pile for the second.')).toBeTruthy();
  });
});
