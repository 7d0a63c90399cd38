// @vitest-environment happy-dom
/**
 * The match frame: the setup form until a match is dealt, then the table, verdict, tools and log;
 * and when people share a device, the hand-over screen hides the hand, the verdict and the log
 * lines naming hidden cards until the next player is ready.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { RuleMessages } from '../../engine/catalogue';
import type { Session } from '../../engine/session';
import { MatchShell, type MatchShellProps, type Viewing } from './MatchShell';

afterEach(cleanup);

type Move = { readonly type: 'play' | 'keep'; readonly card: string };

const messages: Readonly<Record<string, RuleMessages>> = {
  'T-1': { id: 'T-1', title: 'Match the top card', allowed: '{card} matches.', refused: '{card} does not match.' },
  'T-2': { id: 'T-2', title: 'Keep a drawn card', allowed: '{card} goes into the hand.', refused: 'No.' },
};

const session: Session<unknown, Move, string> = {
  game: {},
  last: { seat: 1, move: { type: 'play', card: 'b3' }, verdict: { ok: true, rule: 'T-1', params: { card: 'blue Gimel' } } },
  log: [
    { seat: 1, move: { type: 'play', card: 'b3' }, verdict: { ok: true, rule: 'T-1', params: { card: 'blue Gimel' } } },
    { seat: 0, move: { type: 'keep', card: 'r7' }, verdict: { ok: true, rule: 'T-2', params: { card: 'red Zayin' } } },
  ],
  undo: [{}],
  botRng: 1,
};

/** A table that shows the viewer's hand unless it is hidden. */
const table = ({ viewer, hidden }: Viewing) =>
  hidden ? <p>hand hidden</p> : <ul aria-label={`Player ${viewer + 1}’s hand`}><li>card</li></ul>;

function shell(extra: Partial<MatchShellProps<Move>> = {}) {
  const props: MatchShellProps<Move> = {
    setup: <form aria-label="Set up">setup</form>,
    session,
    status: 'Round 1',
    table,
    phases: () => null,
    formatMove: (m) => `${m.type} ${m.card}`,
    nameOf: (seat) => `Player ${seat + 1}`,
    messages,
    rulesHref: '/some-game/rules/',
    undoLabel: 'Undo the last move',
    onUndo: vi.fn(),
    next: null,
    share: { href: '/some-game/play/?seed=s', seed: 's' },
    pace: null,
    scores: null,
    ...extra,
  };
  return render(<MatchShell {...props} />);
}

const handOver = (acting: number | null) => ({ acting, secret: (a: { move: Move }) => a.move.type === 'keep' });

describe('MatchShell', () => {
  test('before a match: the setup form (and a notice), no table', () => {
    shell({ session: null, notice: 'This game link could not be used.' });
    expect(screen.getByRole('form', { name: 'Set up' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('could not be used');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('a match: status, table, verdict, undo, link and the moves so far', () => {
    shell();
    expect(screen.getByText('Round 1')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Player 1’s hand' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Allowed: play b3');
    expect(screen.getByRole('button', { name: 'Undo the last move' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /seed s/ }).getAttribute('href')).toBe('/some-game/play/?seed=s');
    expect(screen.getByRole('region', { name: 'Moves so far' }).textContent).toContain('red Zayin goes into the hand.');
  });

  test('sharing a device: before “I’m ready”, no hand, and no verdict or log line about a hidden card', () => {
    const kept = { seat: 0, move: { type: 'keep', card: 'r7' }, verdict: { ok: true, rule: 'T-2', params: { card: 'red Zayin' } } } as const;
    shell({ handOver: handOver(2), session: { ...session, last: kept } });
    const dialog = screen.getByRole('dialog', { name: 'Pass the device to Player 3' });
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('list', { name: /hand/ })).toBeNull();
    expect(screen.getByText('hand hidden')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    const log = screen.getByRole('region', { name: 'Moves so far' }).textContent ?? '';
    expect(log).toContain('blue Gimel matches.'); // a played card is on the table for all to see
    expect(log).not.toContain('red Zayin');
    expect(log).toContain('stays hidden from the others');
  });

  test('sharing a device: the verdict on a card just played stays up while the device changes hands', () => {
    shell({ handOver: handOver(2) });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Allowed: play b3');
  });

  test('sharing a device: once ready, the player sees their hand, but not the cards others saw alone', () => {
    shell({ handOver: handOver(2) });
    fireEvent.click(screen.getByRole('button', { name: 'I’m ready — show Player 3’s cards' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('list', { name: 'Player 3’s hand' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Moves so far' }).textContent).not.toContain('red Zayin');
  });

  test('sharing a device: a player reads their own hidden card once ready', () => {
    shell({ handOver: handOver(0) });
    fireEvent.click(screen.getByRole('button', { name: /I’m ready/ }));
    expect(screen.getByRole('region', { name: 'Moves so far' }).textContent).toContain('red Zayin goes into the hand.');
  });

  test('sharing a device: when nobody is to act (the round is over), no hand-over screen', () => {
    shell({ handOver: handOver(null) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the score sheet and the next deal appear when given', () => {
    const onNext = vi.fn();
    shell({
      next: { label: 'Next round', onClick: onNext },
      scores: {
        sheet: { teams: ['You', 'Player 2'], rows: [], totals: [3, 0], better: 'higher', winners: [], rule: 'T-1' },
        caption: 'Scores after round 1',
        rowsAre: 'Round',
      },
    });
    expect(screen.getByRole('table', { name: 'Scores after round 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'T-1 Match the top card' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});
