// @vitest-environment happy-dom
/** The table names every card and pile for a screen reader and reports clicks; it decides nothing. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { card } from '../../../engine/french-deck';
import { setup } from '../setup';
import { DEFAULT_OPTIONS, type OttawaState } from '../state';
import { OttawaTable } from './OttawaTable';

afterEach(cleanup);

const game: OttawaState = {
  ...setup({ ...DEFAULT_OPTIONS, players: 3 }, 'table'),
  hands: [[card('S', 7), card('H', 12)], [card('C', 2)], [card('D', 3), card('D', 4)]],
  discard: [card('C', 9), card('H', 7)],
  stock: [card('S', 2)],
  current: 0,
  dealer: 2,
};

function table(extra: Partial<Parameters<typeof OttawaTable>[0]> = {}) {
  const handlers = { onPlay: vi.fn(), onDraw: vi.fn(), onPass: vi.fn() };
  render(<OttawaTable game={game} {...handlers} {...extra} />);
  return handlers;
}

describe('OttawaTable', () => {
  test('each card in hand is a button named like "seven of spades"', () => {
    table();
    expect(screen.getByRole('button', { name: 'seven of spades' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'queen of hearts' })).toBeTruthy();
  });

  test('the piles say what they hold: the stock size and the top card', () => {
    table();
    expect(screen.getByRole('button', { name: /^Stock, 1 card face down/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Discard pile, 2 cards, top card seven of hearts' })).toBeTruthy();
  });

  test('the stock offers a draw, and a turn-up when everyone has passed (OT-A12)', () => {
    table();
    expect(screen.getByRole('button', { name: /^Stock, .*: draw a card$/ })).toBeTruthy();
    cleanup();
    table({ game: { ...game, quietTurns: 3 } });
    expect(screen.getByRole('button', { name: /^Stock, .*: turn up a card$/ })).toBeTruthy();
    cleanup();
    table({ game: { ...game, quietTurns: 3, options: { ...game.options, turnUp: false } } });
    expect(screen.getByRole('button', { name: /^Stock, .*: draw a card$/ })).toBeTruthy();
  });

  test('the other players are listed with their card counts, the dealer marked', () => {
    table();
    expect(screen.getByRole('listitem', { name: 'Player 2: 1 card' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Player 3: 2 cards, dealer' })).toBeTruthy();
  });

  test('clicks are reported with the card, and nothing is judged here', () => {
    const h = table();
    fireEvent.click(screen.getByRole('button', { name: 'queen of hearts' }));
    expect(h.onPlay).toHaveBeenCalledWith(card('H', 12));
    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(h.onDraw).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(h.onPass).toHaveBeenCalledOnce();
  });

  test('no card is marked until a hint is asked for; then only the hinted one', () => {
    table();
    expect(screen.queryAllByRole('button', { name: /\(hint\)$/ })).toHaveLength(0);
    cleanup();
    table({ hinted: [{ type: 'play', card: card('S', 7) }] });
    expect(screen.getByRole('button', { name: 'seven of spades (hint)' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /\(hint\)$/ })).toHaveLength(1);
  });
});
