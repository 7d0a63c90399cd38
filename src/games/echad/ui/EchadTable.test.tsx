// @vitest-environment happy-dom
/** The Echad table offers a control for each kind of move while the round is played, and none once it is over. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setup } from '../setup';
import { DEFAULT_OPTIONS, type EchadState } from '../state';
import { EchadTable } from './EchadTable';
import { echadFacts } from './facts';

afterEach(cleanup);

const dealt: EchadState = { ...setup({ ...DEFAULT_OPTIONS, players: 3 }, 'table'), current: 0 };

function table(game: EchadState) {
  const handlers = { onPlay: vi.fn(), onDraw: vi.fn(), onKeep: vi.fn(), onColour: vi.fn(), onChallenge: vi.fn() };
  render(<EchadTable game={game} viewer={0} facts={echadFacts(game, 0)} {...handlers} />);
}

describe('EchadTable', () => {
  test('while the round is played: the cards, the draw pile and "Keep and end turn" are buttons', () => {
    table(dealt);
    expect(screen.getByRole('list', { name: /^Your hand/ }).querySelectorAll('button')).toHaveLength(7);
    expect(screen.getByRole('button', { name: /^Draw pile/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep and end turn' })).toBeTruthy();
  });

  test.each(['round-over', 'game-over'] as const)('when the %s, no control for a move is shown', (status) => {
    table({ ...dealt, status, hands: [[], ...dealt.hands.slice(1)] });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/Keep and end turn/)).toBeNull();
    expect(screen.getByRole('img', { name: /^Draw pile/ })).toBeTruthy();
  });

  test('a player who forgot to say "Echad" can be called out by the others, by name', () => {
    const forgotten: EchadState = {
      ...dealt,
      current: 2,
      hands: dealt.hands.map((cards, seat) => (seat === 1 ? cards.slice(0, 1) : cards)),
      echad: { seat: 1, said: false, turn: 1, open: true },
    };
    table(forgotten);
    expect(screen.getByRole('button', { name: /^Call out Player 2/ })).toBeTruthy();
  });

  test('the colour question of a wild takes the focus to its first colour when it appears', () => {
    table({ ...dealt, step: { kind: 'choose-colour' } } as EchadState);
    const group = screen.getByRole('group', { name: 'Choose the colour' });
    expect(document.activeElement).toBe(group.querySelector('button'));
  });
});
