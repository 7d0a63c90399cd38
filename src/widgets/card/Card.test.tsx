// @vitest-environment happy-dom
/** A card is a named button when it can be played, else a named image; marks are said in words, not only shown. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { card } from '../../engine/french-deck';
import { Card } from './Card';
import { frenchFaces } from './french';

afterEach(cleanup);

describe('Card', () => {
  test('a playable card is a button named by the card, and reports the press', () => {
    const onPress = vi.fn();
    render(<Card faces={frenchFaces} card={card('S', 7)} onPress={onPress} />);
    fireEvent.click(screen.getByRole('button', { name: 'seven of spades' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  test('a card that cannot be played is an image with the same name', () => {
    render(<Card faces={frenchFaces} card={card('H', 12)} />);
    expect(screen.getByRole('img', { name: 'queen of hearts' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('jokers are named by their colour', () => {
    render(<Card faces={frenchFaces} card={{ joker: 'red' }} />);
    expect(screen.getByRole('img', { name: 'red joker' })).toBeTruthy();
  });

  test('a face-down card is named "face down" and shows the back of its pack’s colour', () => {
    const { container } = render(<Card faces={frenchFaces} card={null} back="red" />);
    expect(screen.getByRole('img', { name: 'face down' })).toBeTruthy();
    expect(container.querySelector('.card-back-red')).not.toBeNull();
    cleanup();
    const blue = render(<Card faces={frenchFaces} card={null} />);
    expect(blue.container.querySelector('.card-back-blue')).not.toBeNull();
  });

  test('notes and a hint are said after the name, the hint last', () => {
    render(<Card faces={frenchFaces} card={card('D', 3)} onPress={() => {}} notes={['just drawn']} hinted />);
    const button = screen.getByRole('button', { name: 'three of diamonds (just drawn) (hint)' });
    expect(button.className).toContain('hinted');
  });

  test('a selectable card says whether it is selected, and a selected one carries a tick, not only a colour', () => {
    const { rerender } = render(<Card faces={frenchFaces} card={card('C', 9)} onPress={() => {}} selected={false} />);
    const button = screen.getByRole('button', { name: 'nine of clubs' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).not.toContain('✓');
    rerender(<Card faces={frenchFaces} card={card('C', 9)} onPress={() => {}} selected />);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('✓');
  });

  test('a card played one at a time is a plain button, not a toggle', () => {
    render(<Card faces={frenchFaces} card={card('C', 9)} onPress={() => {}} />);
    expect(screen.getByRole('button').hasAttribute('aria-pressed')).toBe(false);
  });
});
