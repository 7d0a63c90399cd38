// @vitest-environment happy-dom
/** A hand plays one card per press, or selects several and plays them together; the keys move between cards. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Card, card } from '../../engine/french-deck';
import type { CardFaces } from '../card/faces';
import { frenchFaces } from '../card/french';
import { Hand } from './Hand';

afterEach(cleanup);

const faces: CardFaces<Card> = frenchFaces;
const cards = [card('S', 7), card('H', 7), card('D', 7)];

function hand(mode: 'single' | 'multi') {
  const onPlay = vi.fn();
  render(<Hand faces={faces} cards={cards} title="Your hand" mode={mode} onPlay={onPlay} />);
  return onPlay;
}

describe('Hand', () => {
  test('is a list named with its owner and size', () => {
    hand('single');
    expect(screen.getByRole('list', { name: 'Your hand (3 cards)' }).querySelectorAll('li')).toHaveLength(3);
  });

  test('a hand of something other than cards says what it holds', () => {
    render(<Hand faces={faces} cards={cards.slice(0, 2)} title="Your hand" turn countLabel={(n) => `${n} packets`} />);
    expect(screen.getByRole('list', { name: 'Your hand — your turn (2 packets)' })).toBeTruthy();
  });

  test('single mode: a press plays that card at once', () => {
    const onPlay = hand('single');
    fireEvent.click(screen.getByRole('button', { name: 'seven of hearts' }));
    expect(onPlay).toHaveBeenCalledWith([card('H', 7)]);
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull();
  });

  test('multi mode: presses toggle cards, and the action plays the selected ones together', () => {
    const onPlay = hand('multi');
    const action = screen.getByRole('button', { name: 'Select cards to play' }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'seven of spades' }));
    fireEvent.click(screen.getByRole('button', { name: 'seven of diamonds' }));
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'seven of spades' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'seven of hearts' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'seven of diamonds' }));
    fireEvent.click(screen.getByRole('button', { name: 'seven of hearts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play 2 selected' }));
    expect(onPlay).toHaveBeenCalledWith([card('S', 7), card('H', 7)]); // in the hand's order
    expect(screen.getByRole('button', { name: 'seven of spades' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('without a way to play (the game is over), the cards are pictures and there is no play button', () => {
    render(<Hand faces={faces} cards={cards} title="Your hand" mode="multi" />);
    expect(screen.getByRole('list', { name: 'Your hand (3 cards)' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /seven/ })).toHaveLength(3);
  });

  test('keyboard: arrows, Home and End move between the cards, Escape clears the selection', () => {
    hand('multi');
    const [first, second, third] = screen.getAllByRole('button', { name: /seven/ }) as HTMLButtonElement[];
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.click(first!); // Enter and Space press a focused button natively
    expect(screen.getByRole('button', { name: 'Play 1 selected' })).toBeTruthy();
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(first!.getAttribute('aria-pressed')).toBe('false');
  });

  test('the hand is one Tab stop: the card last focused takes it, and keeps it when another card leaves', () => {
    const onPlay = vi.fn();
    const { rerender } = render(<Hand faces={faces} cards={cards} title="Your hand" onPlay={onPlay} />);
    const stops = () =>
      screen.getAllByRole('button').filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('aria-label'));
    expect(stops()).toEqual(['seven of spades']);
    const third = screen.getByRole('button', { name: 'seven of diamonds' });
    third.focus();
    expect(stops()).toEqual(['seven of diamonds']);
    expect(screen.getByRole('button', { name: 'seven of spades' }).tabIndex).toBe(-1);
    rerender(<Hand faces={faces} cards={cards.slice(1)} title="Your hand" onPlay={onPlay} />);
    expect(stops()).toEqual(['seven of diamonds']);
  });

  test('right to left, the arrow keys follow the eye: ArrowLeft goes on to the next card', () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Hand faces={faces} cards={cards} title="Your hand" onPlay={() => {}} />
      </div>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /seven/ }) as HTMLButtonElement[];
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
  });

  test('a card that leaves the hand is no longer selected', () => {
    const onPlay = vi.fn();
    const { rerender } = render(<Hand faces={faces} cards={cards} title="Your hand" mode="multi" onPlay={onPlay} />);
    fireEvent.click(screen.getByRole('button', { name: 'seven of spades' }));
    rerender(<Hand faces={faces} cards={cards.slice(1)} title="Your hand" mode="multi" onPlay={onPlay} />);
    expect(screen.getByRole('button', { name: 'Select cards to play' })).toBeTruthy();
  });

  test('a hidden hand shows no card, only why', () => {
    render(
      <Hand faces={faces} cards={cards} title="Player 2’s hand" onPlay={() => {}} hiddenText="Hidden until ready." />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Hidden until ready.')).toBeTruthy();
  });

  test('a card played from the keyboard hands the focus to the card now in its place, then to the last, then to the title', () => {
    const { rerender } = render(<Hand faces={faces} cards={cards} title="Your hand" onPlay={() => {}} />);
    screen.getByRole('button', { name: 'seven of hearts' }).focus();
    rerender(<Hand faces={faces} cards={[card('S', 7), card('D', 7)]} title="Your hand" onPlay={() => {}} />);
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toMatch(
      /seven of diamonds/,
    );
    rerender(<Hand faces={faces} cards={[card('S', 7)]} title="Your hand" onPlay={() => {}} />);
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toMatch(
      /seven of spades/,
    );
    rerender(<Hand faces={faces} cards={[]} title="Your hand" onPlay={() => {}} />);
    expect(document.activeElement?.textContent).toMatch(/^Your hand/);
  });

  test('focus that has moved elsewhere on purpose is left there', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { rerender } = render(<Hand faces={faces} cards={cards} title="Your hand" onPlay={() => {}} />);
    screen.getByRole('button', { name: 'seven of hearts' }).focus();
    outside.focus();
    rerender(<Hand faces={faces} cards={[card('S', 7)]} title="Your hand" onPlay={() => {}} />);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
