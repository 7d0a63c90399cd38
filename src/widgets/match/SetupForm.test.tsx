// @vitest-environment happy-dom
/** The setup form asks for the players' names only for a match on one device, and hands them on as an address can keep them. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SetupForm, seatNames } from './SetupForm';

afterEach(cleanup);

function form(shown: boolean) {
  const onStart = vi.fn();
  render(
    <SetupForm title="Set up a match" names={{ players: 3, shown }} onStart={onStart}>
      <p>fields</p>
    </SetupForm>,
  );
  return onStart;
}

describe('the players’ names', () => {
  test('on one device: a field a seat, and what was typed goes with the match, in seat order', () => {
    const onStart = form(true);
    expect(screen.getByRole('group', { name: /Players’ names/ })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Player 1'), { target: { value: ' Dana ' } });
    fireEvent.input(screen.getByLabelText('Player 3'), { target: { value: 'משה' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ names: ['Dana', '', 'משה'] }));
  });

  test('beside computer players: no names asked, none handed on', () => {
    const onStart = form(false);
    expect(screen.queryByRole('group', { name: /Players’ names/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ names: [] }));
  });

  test('cleaned as an address keeps them: no commas or markup, at most 20 letters, none when nothing was typed', () => {
    expect(seatNames(['<b>Dana</b>', 'Moshe, Jr', 'A'.repeat(30)], 3)).toEqual(['bDanab', 'Moshe Jr', 'A'.repeat(20)]);
    expect(seatNames(['  ', ''], 2)).toEqual([]);
    expect(seatNames(['Dana', 'Avi', 'Chaya'], 2)).toEqual(['Dana', 'Avi']);
  });
});
