// @vitest-environment happy-dom
/** The setup form says what each stuck-table switch does to a deal's length before it is chosen. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEAL_LENGTHS } from '../deal-length';
import { OttawaSetup } from './OttawaSetup';

afterEach(cleanup);

/** The text a control is described by (aria-describedby). */
function description(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('OttawaSetup', () => {
  test('the OT-A12 switch is described by how long a deal lasts without it, for the players chosen', () => {
    render(<OttawaSetup onStart={vi.fn()} />);
    const turnUp = screen.getByRole('checkbox', { name: /OT-A12/ });
    expect((turnUp as HTMLInputElement).checked).toBe(true);
    const four = DEAL_LENGTHS[4];
    expect(description(turnUp)).toContain(`with 4 players a deal takes about ${four?.noTurnUp.median} of your turns`);
    fireEvent.change(screen.getByRole('combobox', { name: /^Players/ }), { target: { value: '2' } });
    const two = DEAL_LENGTHS[2];
    expect(description(screen.getByRole('checkbox', { name: /OT-A12/ }))).toContain(
      `with 2 players a deal takes about ${two?.noTurnUp.median} of your turns, and one deal in ten more than ${two?.noTurnUp.p90} (with it on, about ${two?.turnUp})`,
    );
  });

  test('the OT-A1 switch says it matters only with OT-A12 off', () => {
    render(<OttawaSetup onStart={vi.fn()} />);
    expect(description(screen.getByRole('checkbox', { name: /OT-A1\)/ }))).toContain('only with OT-A12 switched off');
  });

  test('switching OT-A12 off deals a match without it', () => {
    const onStart = vi.fn();
    render(<OttawaSetup onStart={onStart} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /OT-A12/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(onStart.mock.calls[0]?.[0].options).toMatchObject({ turnUp: false, forcedDraw: true });
  });
});
